import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export const categoryQueryOptions = (slug: string, page: number) =>
  directoryQuery(PAGE_READS.category(slug, page), QUERY_CACHE.detailStaleMs);

/** While another page of the same category loads, the current one stays on screen. */
export const useCategory = (slug: string, page: number) =>
  useQuery({
    ...categoryQueryOptions(slug, page),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
