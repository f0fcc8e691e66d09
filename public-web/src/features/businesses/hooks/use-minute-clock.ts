import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(onTick, MINUTE / 4);
  return () => clearInterval(timer);
}

// The same number for the whole minute, so React sees no change between ticks.
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const onServer = () => null;

/**
 * The current time to the minute, or null while the server renders and the browser hydrates its
 * HTML: docs/behaviour.md §8 "Time-dependent parts (the open/closed badge) render after hydration", so the
 * server's clock never has to agree with the visitor's.
 */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, onServer);
  return minute === null ? null : new Date(minute);
}
