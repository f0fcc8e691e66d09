import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const countryCitiesQueryOptions = (countrySlug: string) =>
  queryOptions({
    queryKey: ['country-cities', countrySlug],
    queryFn: () => directoryApi().countryCities(countrySlug),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCountryCities = (countrySlug: string) => useQuery(countryCitiesQueryOptions(countrySlug));
