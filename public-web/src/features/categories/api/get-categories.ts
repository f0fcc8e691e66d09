import { QUERY_CACHE, type CategorySummary } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../../lib/api-client';

/** `letter` (A–Z) keeps the categories whose name starts with it; without it, every category. */
export const categoriesQueryOptions = (letter?: string) =>
  queryOptions({
    queryKey: ['categories', letter ?? 'all'],
    queryFn: () => apiGet<CategorySummary[]>(withQuery('/api/categories', { letter })),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCategories = (letter?: string) => useQuery(categoriesQueryOptions(letter));
