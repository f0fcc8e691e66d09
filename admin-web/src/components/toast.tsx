import { Alert, AlertTitle } from '@mui/material';
import { TIMINGS } from '@directory/shared';
import { useCallback } from 'react';
import { Notification, useNotify, useTranslate } from 'react-admin';

/** One toast at a time, shown for docs/screens.md §9's 5 s. */
export function AppNotification() {
  return <Notification autoHideDuration={TIMINGS.toastDurationMs} />;
}

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title: string;
  /** A translation key or a server's text (shown as is when no key matches). */
  body?: string;
  severity?: ToastSeverity;
  args?: Record<string, unknown>;
}

/** A titled toast ('Dosya çok büyük' / 'Maksimum dosya boyutu 150MB'dır'), both lines translated. */
export function useToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    ({ title, body, severity = 'info', args }: ToastOptions) => {
      const text = (key: string) => translate(key, { _: key, ...args });
      notify(
        <Alert
          key={`${severity}|${title}|${body ?? ''}`}
          severity={severity}
          variant="filled"
          sx={{ minWidth: { xs: 0, sm: 300 } }}
        >
          <AlertTitle>{text(title)}</AlertTitle>
          {body ? text(body) : null}
        </Alert>,
        { type: severity === 'success' ? 'success' : severity === 'error' ? 'error' : severity },
      );
    },
    [notify, translate],
  );
}

/** The server's message when it answered with one, else the given fallback key (e.g. no connection). */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('status' in error) || !Number(error.status)) return fallback;
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
