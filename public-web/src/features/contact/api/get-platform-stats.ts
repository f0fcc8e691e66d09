import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

/** Live figures for the contact page's statistics box (docs/behaviour.md §0: no made-up numbers). */
export const platformStatsQueryOptions = () => directoryQuery(PAGE_READS.platformStats(), QUERY_CACHE.listStaleMs);

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
