import { QUERY_CACHE, splitBusinessSlug, type BusinessDetail } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isNotFound } from '../../../lib/api-client';

const businessPath = (slug: string) => `/api/businesses/${encodeURIComponent(slug)}`;

/**
 * Spec §7: "On failure, retries once with the slug minus a trailing hyphen plus 6 lowercase
 * alphanumerics, if such a suffix exists". When the retry only finds nothing, the first error is the
 * more telling one (a 500 must not read as 'not found').
 */
export async function fetchBusiness(slug: string): Promise<BusinessDetail> {
  try {
    return await apiGet<BusinessDetail>(businessPath(slug));
  } catch (error) {
    const { namePart, suffix } = splitBusinessSlug(slug);
    if (!suffix) throw error;
    try {
      return await apiGet<BusinessDetail>(businessPath(namePart));
    } catch (retryError) {
      throw isNotFound(retryError) ? error : retryError;
    }
  }
}

export const businessQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['business', slug],
    queryFn: () => fetchBusiness(slug),
    staleTime: QUERY_CACHE.detailStaleMs,
  });

export const useBusiness = (slug: string) => useQuery(businessQueryOptions(slug));
