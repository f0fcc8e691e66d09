import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { TIMINGS } from '@directory/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type Toast } from './toast-context';

interface Shown extends Toast {
  key: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((next: Toast) => {
    setToast((current) => ({ ...next, key: (current?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={TIMINGS.toastDurationMs}
        onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={toast?.severity ?? 'success'}
          variant="filled"
          sx={{ width: '100%', minWidth: 300, maxWidth: 420 }}
        >
          <AlertTitle>{toast?.title}</AlertTitle>
          {toast?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
