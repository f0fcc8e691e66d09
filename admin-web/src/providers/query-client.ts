import { QUERY_CACHE } from '@directory/shared';
import { QueryClient } from '@tanstack/react-query';

const status = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;

/** SPEC §9 "Data cache": the defaults every admin query starts from; a 4xx answer is final, so never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.defaultStaleMs,
        gcTime: QUERY_CACHE.defaultGcMs,
        retry: (failures, error) => !(status(error) >= 400 && status(error) < 500) && failures < QUERY_CACHE.retries,
        retryDelay: (attempt) => Math.min(QUERY_CACHE.retryBaseDelayMs * 2 ** attempt, QUERY_CACHE.retryMaxDelayMs),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
