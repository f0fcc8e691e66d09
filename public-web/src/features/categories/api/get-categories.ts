import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `letter` (A–Z) keeps the categories whose name starts with it; without it, every category. */
export const categoriesQueryOptions = (letter?: string) =>
  queryOptions({
    queryKey: ['categories', letter ?? 'all'],
    queryFn: () => directoryApi().categories(letter),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCategories = (letter?: string) => useQuery(categoriesQueryOptions(letter));
