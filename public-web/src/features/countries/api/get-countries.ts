import { QUERY_CACHE, type CountrySummary } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: () => apiGet<CountrySummary[]>('/api/countries'),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
