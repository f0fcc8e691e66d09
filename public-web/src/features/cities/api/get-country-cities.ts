import { type CityListParams, PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export type CountryCitiesParams = Omit<CityListParams, 'letter'>;

export const countryCitiesQueryOptions = (countrySlug: string, params: CountryCitiesParams) =>
  directoryQuery(PAGE_READS.countryCities(countrySlug, params), QUERY_CACHE.listStaleMs);

export const useCountryCities = (countrySlug: string, params: CountryCitiesParams) =>
  useQuery({
    ...countryCitiesQueryOptions(countrySlug, params),
    // While another page or filter of the same country loads, the current one stays on screen.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === countrySlug ? previous : undefined),
  });
