import { QUERY_CACHE, QUERY_DEFAULTS } from '@directory/shared';
import { MutationCache, QueryClient } from '@tanstack/react-query';

const status = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;

/** The back-office figures and lookups (stats, categories, country codes, test data): see adminKeys. */
const ADMIN_FIGURES = ['admin'];

/**
 * docs/screens.md §9 "Data cache": the defaults every admin query starts from; a 4xx answer is final, so never retried.
 * Every successful change (edit, approval, delete, import, maintenance) refetches the figures on screen, so the
 * counts never lag behind what the admin just did.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_FIGURES }),
    }),
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        retry: (failures, error) => !(status(error) >= 400 && status(error) < 500) && failures < QUERY_CACHE.retries,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
