import { directoryApi } from '../../../lib/directory-api';
import { PAGE_SIZES, QUERY_CACHE } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const categoryQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['category', slug, page],
    queryFn: () => directoryApi().category(slug, { page, limit: PAGE_SIZES.businessGrid }),
    staleTime: QUERY_CACHE.detailStaleMs,
  });

/** While another page of the same category loads, the current one stays on screen. */
export const useCategory = (slug: string, page: number) =>
  useQuery({
    ...categoryQueryOptions(slug, page),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
