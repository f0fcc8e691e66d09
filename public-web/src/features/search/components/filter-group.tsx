import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled row of filter links. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = `filter-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} variant="overline" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>
    </Box>
  );
}
