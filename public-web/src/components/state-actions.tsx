import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Back to a list page, from a page whose record was not found. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<ArrowBackIcon />}>
      {children}
    </Button>
  );
}

/** Loads again what failed to load. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Button variant="contained" onClick={() => void onRetry()}>
      Try again
    </Button>
  );
}
