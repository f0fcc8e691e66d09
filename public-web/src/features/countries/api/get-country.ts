import { QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-api';

export const countryQueryOptions = (slug: string) =>
  directoryQuery(['country', slug], (api) => api.country(slug), QUERY_CACHE.detailStaleMs);

export const useCountry = (slug: string) => useQuery(countryQueryOptions(slug));
