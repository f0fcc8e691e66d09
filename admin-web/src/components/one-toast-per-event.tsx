import { TIMINGS } from '@directory/shared';
import { isValidElement, type ReactNode, useCallback, useRef } from 'react';
import { AddNotificationContext, type NotificationPayload, useAddNotificationContext } from 'react-admin';

/** What makes two notifications the same to the eye: their type and text (a toast element's key). */
export function notificationText({ type, message, notificationOptions }: NotificationPayload): string | null {
  if (typeof message === 'string')
    return `${type}|${message}|${JSON.stringify(notificationOptions?.messageArgs ?? {})}`;
  if (isValidElement(message) && message.key !== null) return `${type}|${message.key}`;
  return null;
}

/** True when the same text was shown less than `windowMs` ago; remembers it otherwise. */
export function isRepeat(shown: Map<string, number>, text: string | null, now: number, windowMs: number): boolean {
  if (text === null) return false;
  const at = shown.get(text);
  if (at !== undefined && now - at < windowMs) return true;
  shown.set(text, now);
  return false;
}

/**
 * One toast per event: several queries failing at once (or a list and its figures refreshing) would otherwise
 * queue the same text several times, one after the other.
 */
export function OneToastPerEvent({ children }: { children: ReactNode }) {
  const add = useAddNotificationContext();
  const shown = useRef(new Map<string, number>());
  const addOnce = useCallback(
    (notification: NotificationPayload) => {
      if (!isRepeat(shown.current, notificationText(notification), Date.now(), TIMINGS.toastDurationMs))
        add(notification);
    },
    [add],
  );
  return <AddNotificationContext.Provider value={addOnce}>{children}</AddNotificationContext.Provider>;
}
