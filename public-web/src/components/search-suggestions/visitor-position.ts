import { roundCoordinate } from '@directory/shared';

export interface VisitorPosition {
  lat: number;
  lng: number;
}

/** Why there is no position: the visitor said no, or the browser could not tell. */
export type PositionFailure = 'refused' | 'unavailable';

/** GeolocationPositionError.PERMISSION_DENIED (the constant is absent where geolocation is). */
const PERMISSION_DENIED = 1;
const REFUSED_KEY = 'directory.location-refused';

/** Whether the visitor refused their position earlier in this tab's session, so the page does not ask again. */
export function refusedThisSession(): boolean {
  try {
    return sessionStorage.getItem(REFUSED_KEY) === 'true';
  } catch {
    // Storage switched off: nothing remembered.
    return false;
  }
}

const refusalListeners = new Set<() => void>();

/** Calls `listener` when the visitor refuses; for useSyncExternalStore with refusedThisSession. */
export function onRefusal(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function rememberRefusal(): void {
  try {
    sessionStorage.setItem(REFUSED_KEY, 'true');
  } catch {
    // Storage switched off or full: the page may ask again, nothing worse.
  }
  for (const listener of refusalListeners) listener();
}

/**
 * Asks the browser where the visitor is; the answer is rounded as the search URL carries it
 * (roundCoordinate). A refusal is remembered for the session. Only from an event or an effect,
 * never while rendering: there is no `navigator` on the server.
 */
export function askVisitorPosition(
  onPosition: (position: VisitorPosition) => void,
  onFailure: (failure: PositionFailure) => void,
): void {
  if (!('geolocation' in navigator)) {
    onFailure('unavailable');
    return;
  }
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => onPosition({ lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) }),
    (error) => {
      if (error.code === PERMISSION_DENIED) rememberRefusal();
      onFailure(error.code === PERMISSION_DENIED ? 'refused' : 'unavailable');
    },
    { maximumAge: 300_000, timeout: 10_000 },
  );
}
