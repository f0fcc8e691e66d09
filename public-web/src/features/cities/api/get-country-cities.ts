import { QUERY_CACHE, type CountryCities } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { listOf } from '../../../lib/letter-list-query';

export const countryCitiesQueryOptions = (countrySlug: string) =>
  queryOptions({
    queryKey: ['country-cities', countrySlug],
    queryFn: async () =>
      listOf(
        await apiGet<CountryCities | { cities: CountryCities }>(
          `/api/countries/${encodeURIComponent(countrySlug)}/cities`,
        ),
      ),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCountryCities = (countrySlug: string) => useQuery(countryCitiesQueryOptions(countrySlug));
