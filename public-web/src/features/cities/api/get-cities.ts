import { QUERY_CACHE, type CitySummary } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../../lib/api-client';

export const citiesQueryOptions = (letter?: string) =>
  queryOptions({
    queryKey: ['cities', letter ?? 'all'],
    queryFn: () => apiGet<CitySummary[]>(withQuery('/api/cities', { letter })),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCities = (letter?: string) => useQuery(citiesQueryOptions(letter));
