import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const citiesQueryOptions = (letter?: string) =>
  queryOptions({
    queryKey: ['cities', letter ?? 'all'],
    queryFn: () => directoryApi().cities(letter),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCities = (letter?: string) => useQuery(citiesQueryOptions(letter));
