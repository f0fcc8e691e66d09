import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { ArrowBackIcon } from '../ui/icons/arrow-back';

/** Back to a list page, from a page whose record was not found. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button to={to} variant="contained" startIcon={<ArrowBackIcon />}>
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
