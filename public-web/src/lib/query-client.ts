import { QUERY_CACHE, QUERY_DEFAULTS } from '@directory/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** docs/screens.md §9 data cache; a 4xx answer (not found, bad request) will not change on retry, so it is not retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
  return failureCount < QUERY_CACHE.retries;
}

/** The browser's query cache; the server renders each page with a fresh one that does not retry. */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        // On the server a cache lives for one render: no garbage-collection timers to keep the process busy.
        ...(server && { gcTime: Infinity }),
        retry: server ? false : shouldRetry,
        // A 'not found' the server rendered must also be what the browser hydrates, not a new attempt.
        retryOnMount: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
