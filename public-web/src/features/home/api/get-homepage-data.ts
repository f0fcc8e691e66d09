import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const homepageDataQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage-data'],
    queryFn: () => directoryApi().homepage(),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useHomepageData = () => useQuery(homepageDataQueryOptions());
