import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False on the server and in the render that hydrates its HTML, true from the next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
