import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface IconBadgeProps {
  children: ReactNode;
  size?: number;
  color?: string;
  bgcolor?: string;
}

/** The tinted rounded square an icon sits in, beside a card's or tile's title. */
export function IconBadge({ children, size = 40, color = 'primary.main', bgcolor = 'primary.light' }: IconBadgeProps) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor,
        color,
      }}
    >
      {children}
    </Box>
  );
}
