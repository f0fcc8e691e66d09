import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** What a list shows instead of rows when it has none: the given translation key, centred, and what to do next. */
export function ListEmpty({ message, children }: { message: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
      {children}
    </Box>
  );
}
