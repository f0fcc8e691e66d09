import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const businessQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['business', slug],
    queryFn: () => directoryApi().business(slug),
    staleTime: QUERY_CACHE.detailStaleMs,
  });

export const useBusiness = (slug: string) => useQuery(businessQueryOptions(slug));
