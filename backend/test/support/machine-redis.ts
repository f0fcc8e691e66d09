/**
 * The machine's Redis (127.0.0.1:6379), in a logical database of this jest worker's own, so that
 * files running side by side never read each other's cache entries or rate-limit counters.
 */
export const MACHINE_REDIS_URL = `redis://127.0.0.1:6379/${process.env.JEST_WORKER_ID ?? '1'}`;
