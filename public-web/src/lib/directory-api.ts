import { splitBusinessSlug, type DirectoryApi, type PublicBusinessDetail } from '@directory/shared';
import { apiGet, isNotFound, withQuery } from './api-client';

const part = encodeURIComponent;

/**
 * docs/screens.md §7: "On failure, retries once with the slug minus a trailing hyphen plus 6 lowercase
 * alphanumerics, if such a suffix exists". When the retry only finds nothing, the first error is the
 * more telling one (a 500 must not read as 'not found').
 */
async function fetchBusiness(slug: string): Promise<PublicBusinessDetail> {
  const path = (s: string) => `/api/businesses/${part(s)}`;
  try {
    return await apiGet(path(slug));
  } catch (error) {
    const { namePart, suffix } = splitBusinessSlug(slug);
    if (!suffix) throw error;
    try {
      return await apiGet(path(namePart));
    } catch (retryError) {
      throw isNotFound(retryError) ? error : retryError;
    }
  }
}

/** The public API over HTTP, as the browser reads it. */
export const httpDirectoryApi: DirectoryApi = {
  homepage: () => apiGet('/api/homepage-data'),
  categories: (letter) => apiGet(withQuery('/api/categories', { letter })),
  category: (slug, paging) => apiGet(withQuery(`/api/categories/${part(slug)}`, { ...paging })),
  countries: () => apiGet('/api/countries'),
  country: (slug) => apiGet(`/api/countries/${part(slug)}`),
  countryCities: (slug, request) => apiGet(withQuery(`/api/countries/${part(slug)}/cities`, { ...request })),
  cities: (request) => apiGet(withQuery('/api/cities', { ...request })),
  city: (countryCode, citySlug, paging) =>
    apiGet(withQuery(`/api/cities/${part(countryCode)}/${part(citySlug)}`, { ...paging })),
  business: fetchBusiness,
  reviews: (slug, request) => apiGet(withQuery(`/api/businesses/${part(slug)}/reviews`, { ...request })),
  search: (request) => apiGet(withQuery('/api/search', { ...request, openNow: request.openNow ? 'true' : undefined })),
  suggest: (request) => apiGet(withQuery('/api/suggest', { ...request })),
};

let current: DirectoryApi = httpDirectoryApi;

/** Where the pages' queries read from: HTTP, unless the server rendering this bundle set its own. */
export const directoryApi = (): DirectoryApi => current;

/** Set once by the server renderer at start (the server reads its services in-process). */
export function setDirectoryApi(api: DirectoryApi): void {
  current = api;
}
