import { createContext, useContext } from 'react';

export interface Toast {
  title: string;
  description?: string;
  severity?: 'success' | 'error' | 'info' | 'warning';
}

export const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

/** Shows a toast; docs/screens.md §4 "Toasts: one visible at a time", so a new one replaces the current one. */
export const useToast = () => useContext(ToastContext);
