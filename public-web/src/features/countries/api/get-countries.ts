import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: () => directoryApi().countries(),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
