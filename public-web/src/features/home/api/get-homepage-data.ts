import { QUERY_CACHE, type HomepageData } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const homepageDataQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage-data'],
    queryFn: () => apiGet<HomepageData>('/api/homepage-data'),
    staleTime: QUERY_CACHE.listStaleMs,
  });

export const useHomepageData = () => useQuery(homepageDataQueryOptions());
