import { PAGE_SIZES, QUERY_CACHE } from '@directory/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { directoryApi } from '../../../lib/directory-api';

export interface CityListParams {
  letter?: string;
  q: string;
  page: number;
}

/** One page of the city directory, filtered on the server (`q` folds case and accents). */
export const citiesQueryOptions = ({ letter, q, page }: CityListParams) =>
  queryOptions({
    queryKey: ['cities', letter ?? 'all', q, page],
    queryFn: () => directoryApi().cities({ letter, q: q || undefined, page, limit: PAGE_SIZES.publicList }),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useCities = (params: CityListParams) =>
  useQuery({ ...citiesQueryOptions(params), placeholderData: keepPreviousData });
