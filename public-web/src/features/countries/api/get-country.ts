import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export const countryQueryOptions = (slug: string) =>
  directoryQuery(PAGE_READS.country(slug), QUERY_CACHE.detailStaleMs);

export const useCountry = (slug: string) => useQuery(countryQueryOptions(slug));
