import { PAGE_SIZES, QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directoryApi } from '../../../lib/directory-api';

export interface CountryCitiesParams {
  q: string;
  page: number;
}

export const countryCitiesQueryOptions = (countrySlug: string, { q, page }: CountryCitiesParams) =>
  queryOptions({
    queryKey: ['country-cities', countrySlug, q, page],
    queryFn: () => directoryApi().countryCities(countrySlug, { q: q || undefined, page, limit: PAGE_SIZES.publicList }),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCountryCities = (countrySlug: string, params: CountryCitiesParams) =>
  useQuery({
    ...countryCitiesQueryOptions(countrySlug, params),
    // While another page or filter of the same country loads, the current one stays on screen.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === countrySlug ? previous : undefined),
  });
