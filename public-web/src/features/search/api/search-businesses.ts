import { directoryApi } from '../../../lib/directory-api';
import { hasSearchTerms, PAGE_SIZES, QUERY_CACHE, readSearchQuery, type SearchQuery } from '@directory/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The API request of a search page; filters at their default are left out of it. */
const searchRequest = (query: SearchQuery) => ({
  q: query.q,
  where: query.where,
  category: query.category || undefined,
  minRating: query.minRating ?? undefined,
  openNow: query.openNow || undefined,
  sort: query.sort === 'relevance' ? undefined : query.sort,
  lat: query.lat ?? undefined,
  lng: query.lng ?? undefined,
  page: query.page,
  limit: PAGE_SIZES.businessGrid,
});

export const searchBusinessesQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: ['search', searchRequest(query)],
    queryFn: () => directoryApi().search(searchRequest(query)),
    staleTime: QUERY_CACHE.detailStaleMs,
    placeholderData: keepPreviousData,
  });

export const useSearchBusinesses = (query: SearchQuery) =>
  useQuery({ ...searchBusinessesQueryOptions(query), enabled: hasSearchTerms(query) });

/** What the server loads before it renders a search page: its results, when there is anything to search for. */
export function searchPageQueries(request: Request) {
  const query = readSearchQuery(new URL(request.url).searchParams);
  return hasSearchTerms(query) ? [searchBusinessesQueryOptions(query)] : [];
}
