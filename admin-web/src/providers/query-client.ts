import { QUERY_CACHE, QUERY_DEFAULTS } from '@directory/shared';
import { QueryClient } from '@tanstack/react-query';

const status = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;

/** SPEC §9 "Data cache": the defaults every admin query starts from; a 4xx answer is final, so never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        retry: (failures, error) => !(status(error) >= 400 && status(error) < 500) && failures < QUERY_CACHE.retries,
      },
      mutations: { retry: false },
    },
  });
}
