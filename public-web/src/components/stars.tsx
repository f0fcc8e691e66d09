import { Box } from '@mui/material';

const FONT_SIZES = { small: '1.125rem', medium: '1.5rem', large: '1.875rem' } as const;
const FIVE = '★★★★★';

interface StarsProps {
  /** 0–5, drawn to the tenth. */
  value: number;
  label: string;
  size?: keyof typeof FONT_SIZES;
}

/** Five stars filled to `value`: a gold row of ★ clipped over a grey one (MUI's Rating draws 50 SVG icons). */
export function Stars({ value, label, size = 'small' }: StarsProps) {
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{
        position: 'relative',
        display: 'inline-block',
        fontSize: FONT_SIZES[size],
        lineHeight: 1,
        whiteSpace: 'nowrap',
        color: 'rgba(0, 0, 0, 0.26)',
      }}
    >
      <span aria-hidden>{FIVE}</span>
      <Box
        component="span"
        aria-hidden
        sx={{ position: 'absolute', inset: 0, width: filled, overflow: 'hidden', color: '#faaf00' }}
      >
        {FIVE}
      </Box>
    </Box>
  );
}
