import { directoryApi } from '../../../lib/directory-api';
import { PAGE_SIZES, QUERY_CACHE } from '@directory/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface SearchParams {
  q: string;
  where: string;
  page: number;
}

export const searchBusinessesQueryOptions = ({ q, where, page }: SearchParams) =>
  queryOptions({
    queryKey: ['search', q, where, page],
    queryFn: () => directoryApi().search({ q, where, page, limit: PAGE_SIZES.businessGrid }),
    staleTime: QUERY_CACHE.detailStaleMs,
    placeholderData: keepPreviousData,
  });

export const useSearchBusinesses = (params: SearchParams) =>
  useQuery({ ...searchBusinessesQueryOptions(params), enabled: Boolean(params.q || params.where) });
