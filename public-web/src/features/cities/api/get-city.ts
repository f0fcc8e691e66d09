import { directoryApi } from '../../../lib/directory-api';
import { PAGE_SIZES, QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const cityQueryOptions = (countryCode: string, citySlug: string, page: number) =>
  queryOptions({
    queryKey: ['city', countryCode.toLowerCase(), citySlug, page],
    queryFn: () => directoryApi().city(countryCode, citySlug, { page, limit: PAGE_SIZES.businessGrid }),
    staleTime: QUERY_CACHE.detailStaleMs,
  });

/** While another page of the same city loads, the current one stays on screen. */
export const useCity = (countryCode: string, citySlug: string, page: number) =>
  useQuery({
    ...cityQueryOptions(countryCode, citySlug, page),
    placeholderData: (previous) =>
      previous?.citySlug === citySlug && previous.countryCode.toLowerCase() === countryCode.toLowerCase()
        ? previous
        : undefined,
  });
