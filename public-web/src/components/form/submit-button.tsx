import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/feedback';

interface SubmitButtonProps {
  icon: ReactNode;
  busy: boolean;
  /** The label while the form is being sent. */
  busyLabel: string;
  children: ReactNode;
  className?: string;
}

/** A form's large submit button: disabled, with a spinner, while the form is being sent. */
export function SubmitButton({ icon, busy, busyLabel, children, className }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      startIcon={busy ? <Spinner size={18} color="inherit" /> : icon}
      className={className}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
