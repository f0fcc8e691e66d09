import { QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './data-provider';

/** Query keys of the back-office calls, so a mutation can refresh exactly what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  categories: ['admin', 'categories'] as const,
  countryCodes: ['admin', 'country-codes'] as const,
  testData: ['admin', 'test-data'] as const,
  settings: ['admin', 'site-settings'] as const,
  sitemaps: ['admin', 'sitemaps'] as const,
  imports: ['admin', 'imports'] as const,
  importProgress: (uploadId: string) => ['admin', 'imports', uploadId] as const,
};

export const useAdminProvider = () => useDataProvider<AdminDataProvider>();

export function useAdminStats() {
  const dp = useAdminProvider();
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => dp.getStats(),
    staleTime: QUERY_CACHE.adminStatsStaleMs,
  });
}

export function useAdminCategories() {
  const dp = useAdminProvider();
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: () => dp.getCategories(),
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
  });
}

export function useCountryCodes(enabled = true) {
  const dp = useAdminProvider();
  return useQuery({
    queryKey: adminKeys.countryCodes,
    queryFn: () => dp.getCountryCodes(),
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
    enabled,
  });
}

export function useTestDataCount() {
  const dp = useAdminProvider();
  return useQuery({ queryKey: adminKeys.testData, queryFn: () => dp.countTestData() });
}

export function useSiteSettings() {
  const dp = useAdminProvider();
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: () => dp.getSiteSettings(),
    staleTime: QUERY_CACHE.adminSettingsStaleMs,
    retry: 1,
  });
}

export function useSitemaps() {
  const dp = useAdminProvider();
  return useQuery({ queryKey: adminKeys.sitemaps, queryFn: () => dp.getSitemaps() });
}

export function useImportHistory() {
  const dp = useAdminProvider();
  return useQuery({ queryKey: adminKeys.imports, queryFn: () => dp.getImports(), staleTime: 0 });
}
