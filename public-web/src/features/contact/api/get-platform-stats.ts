import { directoryApi } from '../../../lib/directory-api';
import { QUERY_CACHE, toCount } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface PlatformStats {
  businesses: number;
  countries: number;
  cities: number;
  categories: number;
}

/** Live figures for the contact page's statistics box (docs/behaviour.md §0: no made-up numbers). */
export async function fetchPlatformStats(): Promise<PlatformStats> {
  const [countries, categories] = await Promise.all([directoryApi().countries(), directoryApi().categories()]);
  return {
    businesses: countries.reduce((sum, c) => sum + toCount(c.businessCount), 0),
    countries: countries.length,
    cities: countries.reduce((sum, c) => sum + toCount(c.cityCount), 0),
    categories: categories.length,
  };
}

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['platform-stats'], queryFn: fetchPlatformStats, staleTime: QUERY_CACHE.listStaleMs });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
