import { QUERY_CACHE } from '@directory/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, withQuery } from './api-client';

/** A directory list (`/api/categories`, `/api/cities`); `letter` (A–Z) keeps the names starting with it. */
export const letterListQueryOptions = <T>(list: 'categories' | 'cities', letter?: string) =>
  queryOptions({
    queryKey: [list, letter ?? 'all'],
    queryFn: () => apiGet<T[]>(withQuery(`/api/${list}`, { letter })),
    staleTime: QUERY_CACHE.listStaleMs,
  });
