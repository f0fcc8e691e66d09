import { useSyncExternalStore } from 'react';

/** The readable mark the server sets beside the httpOnly session cookie, and clears with it. */
const SIGNED_IN_MARK = 'directory_signed_in=1';

const listeners = new Set<() => void>();

export function markedSignedIn(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(SIGNED_IN_MARK);
}

/** The session ended elsewhere (expired, another device's password change): the stale mark goes. */
export function dropSignedInMark(): void {
  document.cookie = 'directory_signed_in=; Max-Age=0; path=/';
  announceSignInChange();
}

/** Called after a call that may have signed the visitor in or out, so the header looks at the mark again. */
export function announceSignInChange(): void {
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the sign-in mark is there: read on every render of the caller and after every sign-in
 * or sign-out; false on the server, whose HTML is shared by every visitor.
 */
export const useSignedInMark = (): boolean => useSyncExternalStore(subscribe, markedSignedIn, () => false);
