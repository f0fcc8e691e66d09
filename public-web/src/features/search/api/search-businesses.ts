import { PAGE_READS, QUERY_CACHE, hasSearchTerms, type SearchQuery } from '@directory/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export const searchBusinessesQueryOptions = (query: SearchQuery) => ({
  ...directoryQuery(PAGE_READS.search(query), QUERY_CACHE.detailStaleMs),
  placeholderData: keepPreviousData,
});

export const useSearchBusinesses = (query: SearchQuery) =>
  useQuery({ ...searchBusinessesQueryOptions(query), enabled: hasSearchTerms(query) });
