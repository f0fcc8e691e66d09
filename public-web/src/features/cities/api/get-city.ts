import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export const cityQueryOptions = (countryCode: string, citySlug: string, page: number) =>
  directoryQuery(PAGE_READS.city(countryCode, citySlug, page), QUERY_CACHE.detailStaleMs);

/** While another page of the same city loads, the current one stays on screen. */
export const useCity = (countryCode: string, citySlug: string, page: number) =>
  useQuery({
    ...cityQueryOptions(countryCode, citySlug, page),
    placeholderData: (previous) =>
      previous?.citySlug === citySlug && previous.countryCode.toLowerCase() === countryCode.toLowerCase()
        ? previous
        : undefined,
  });
