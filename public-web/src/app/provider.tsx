import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';

/** What every page of the app is rendered inside. (The query cache is the pages' own: lib/query-scope.tsx.) */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
