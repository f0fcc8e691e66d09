import { QUERY_CACHE, QUERY_DEFAULTS } from '@directory/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Spec §9 data cache; a 4xx answer (not found, bad request) will not change on retry, so it is not retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
  return failureCount < QUERY_CACHE.retries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        retry: shouldRetry,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
