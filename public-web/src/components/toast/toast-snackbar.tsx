import { TIMINGS } from '@directory/shared';
import { useEffect } from 'react';
import { Alert } from '../../ui/alert';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons/close';
import type { Toast } from './toast-context';
import styles from './toast-snackbar.module.css';

interface ToastSnackbarProps {
  toast: Toast;
  open: boolean;
  onClose: () => void;
}

/** The visible toast, closed after a while or by its button; its own chunk, fetched with the first toast. */
export function ToastSnackbar({ toast, open, onClose }: ToastSnackbarProps) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, TIMINGS.toastDurationMs);
    return () => clearTimeout(timer);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="ui-toast">
      <Alert
        severity={toast.severity ?? 'success'}
        title={toast.title}
        className={styles.toast}
        action={
          <IconButton size="small" color="inherit" aria-label="Close" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {toast.description}
      </Alert>
    </div>
  );
}
