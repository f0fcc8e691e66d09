import { QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './data-provider';

/** Query keys of the back-office calls, so a mutation can refresh exactly what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  reports: ['admin', 'reports'] as const,
  categories: ['admin', 'categories'] as const,
  categorySearch: (text: string) => ['admin', 'categories', text] as const,
  countryCodes: ['admin', 'country-codes'] as const,
  testData: ['admin', 'test-data'] as const,
  settings: ['admin', 'site-settings'] as const,
  sitemaps: ['admin', 'sitemaps'] as const,
  imports: ['admin', 'imports'] as const,
  importProgress: (uploadId: string) => ['admin', 'imports', uploadId] as const,
};

export const useAdminProvider = () => useDataProvider<AdminDataProvider>();

interface AdminQueryOptions {
  staleTime?: number;
  retry?: number;
  enabled?: boolean;
}

/** One back-office read, cached under its key. */
function useAdminQuery<T>(
  queryKey: readonly string[],
  read: (dp: AdminDataProvider) => Promise<T>,
  options: AdminQueryOptions = {},
) {
  const dp = useAdminProvider();
  return useQuery({ queryKey, queryFn: () => read(dp), ...options });
}

export function useAdminStats() {
  return useAdminQuery(adminKeys.stats, (dp) => dp.getStats(), { staleTime: QUERY_CACHE.adminStatsStaleMs });
}

export function useAdminReports() {
  return useAdminQuery(adminKeys.reports, (dp) => dp.getReports(), { staleTime: QUERY_CACHE.adminStatsStaleMs });
}

export function useAdminCategories() {
  return useAdminQuery(adminKeys.categories, (dp) => dp.getCategories(), {
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
  });
}

/** The category filter's choices: categories whose name or slug holds `text`, largest first. */
export function useCategorySearch(text: string, enabled = true) {
  return useAdminQuery(adminKeys.categorySearch(text), (dp) => dp.searchCategories(text), {
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
    enabled,
  });
}

export function useCountryCodes(enabled = true) {
  return useAdminQuery(adminKeys.countryCodes, (dp) => dp.getCountryCodes(), {
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
    enabled,
  });
}

export function useTestDataCount() {
  return useAdminQuery(adminKeys.testData, (dp) => dp.countTestData());
}

export function useSiteSettings() {
  return useAdminQuery(adminKeys.settings, (dp) => dp.getSiteSettings(), {
    staleTime: QUERY_CACHE.adminSettingsStaleMs,
    retry: 1,
  });
}

export function useSitemaps() {
  return useAdminQuery(adminKeys.sitemaps, (dp) => dp.getSitemaps());
}

export function useImportHistory() {
  return useAdminQuery(adminKeys.imports, (dp) => dp.getImports(), { staleTime: 0 });
}
