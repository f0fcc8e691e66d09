import { QUERY_CACHE } from '@directory/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, withQuery } from './api-client';

/** A directory list (`/api/categories`, `/api/cities`); `letter` (A–Z) keeps the names starting with it. */
export const letterListQueryOptions = <T>(list: 'categories' | 'cities', letter?: string) =>
  queryOptions({
    queryKey: [list, letter ?? 'all'],
    queryFn: async () => listOf(await apiGet<T[] | { cities: T[] }>(withQuery(`/api/${list}`, { letter }))),
    staleTime: QUERY_CACHE.listStaleMs,
  });

/** CONTRACT §3: the city lists now answer a page (`{cities, …}`); the category list is still an array. */
export function listOf<T>(answer: T[] | { cities: T[] }): T[] {
  return Array.isArray(answer) ? answer : answer.cities;
}
