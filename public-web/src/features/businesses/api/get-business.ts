import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export const businessQueryOptions = (slug: string) =>
  directoryQuery(PAGE_READS.business(slug), QUERY_CACHE.detailStaleMs);

export const useBusiness = (slug: string) => useQuery(businessQueryOptions(slug));
