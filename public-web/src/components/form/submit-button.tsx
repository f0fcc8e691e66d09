import { Button, CircularProgress, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  icon: ReactNode;
  busy: boolean;
  /** The label while the form is being sent. */
  busyLabel: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A form's large submit button: disabled, with a spinner, while the form is being sent. */
export function SubmitButton({ icon, busy, busyLabel, children, sx }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : icon}
      sx={sx}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
