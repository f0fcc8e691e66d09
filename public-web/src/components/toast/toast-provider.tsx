import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type Toast } from './toast-context';

const ToastSnackbar = lazy(() => import('./toast-snackbar').then((module) => ({ default: module.ToastSnackbar })));

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
      {toast && (
        <Suspense>
          <ToastSnackbar key={toast.key} toast={toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
