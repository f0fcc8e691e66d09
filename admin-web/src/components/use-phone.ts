import { type Theme, useMediaQuery } from '@mui/material';

/** Under 600 px (MUI's `sm`), where the lists show cards instead of a table. */
export function usePhone() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
