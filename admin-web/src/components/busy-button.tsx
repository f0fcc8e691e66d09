import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

export interface BusyButtonProps extends ButtonProps {
  /** While true the button is disabled and shows a spinner in place of its icon. */
  busy: boolean;
  icon: ReactNode;
  /** 'inherit' takes the label's colour, for filled and coloured buttons. */
  spinnerColor?: 'inherit';
}

export function BusyButton({ busy, icon, spinnerColor, disabled, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color={spinnerColor} /> : icon}
    />
  );
}
