import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { TIMINGS } from '@directory/shared';
import type { Toast } from './toast-context';

interface ToastSnackbarProps {
  toast: Toast;
  open: boolean;
  onClose: () => void;
}

/** The visible toast; its own chunk, fetched with the first toast a visitor causes. */
export function ToastSnackbar({ toast, open, onClose }: ToastSnackbarProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={TIMINGS.toastDurationMs}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        onClose={onClose}
        severity={toast.severity ?? 'success'}
        variant="filled"
        sx={{ width: '100%', minWidth: 300, maxWidth: 420 }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
