import { QUERY_CACHE, type CountryDetail } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const countryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['country', slug],
    queryFn: () => apiGet<CountryDetail>(`/api/countries/${encodeURIComponent(slug)}`),
    staleTime: QUERY_CACHE.detailStaleMs,
  });

export const useCountry = (slug: string) => useQuery(countryQueryOptions(slug));
