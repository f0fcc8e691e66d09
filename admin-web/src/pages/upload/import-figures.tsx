import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An import's counts as labelled figures in a grid: two columns on a phone, `columns` from md up. */
export function ImportFigures({ figures, columns }: { figures: Array<[string, string]>; columns: number }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        mt: 1,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-count={label}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
