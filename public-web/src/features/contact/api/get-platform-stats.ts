import { QUERY_CACHE, toCount, type CategorySummary, type CountrySummary } from '@directory/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface PlatformStats {
  businesses: number;
  countries: number;
  cities: number;
  categories: number;
}

/** Live figures for the contact page's statistics box (CONTRACT §0: no made-up numbers). */
export async function fetchPlatformStats(): Promise<PlatformStats> {
  const [countries, categories] = await Promise.all([
    apiGet<CountrySummary[]>('/api/countries'),
    apiGet<CategorySummary[]>('/api/categories'),
  ]);
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
