import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const countryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['country', slug],
    queryFn: () => directoryApi().country(slug),
    staleTime: QUERY_CACHE.detailStaleMs,
  });

export const useCountry = (slug: string) => useQuery(countryQueryOptions(slug));
