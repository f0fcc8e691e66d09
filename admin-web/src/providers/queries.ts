import { QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { adminApi } from './admin-api';
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
function useAdminQuery<T>(queryKey: readonly string[], read: () => Promise<T>, options: AdminQueryOptions = {}) {
  return useQuery({ queryKey, queryFn: read, ...options });
}

export function useAdminStats() {
  return useAdminQuery(adminKeys.stats, () => adminApi.stats(), { staleTime: QUERY_CACHE.adminStatsStaleMs });
}

export function useAdminReports() {
  return useAdminQuery(adminKeys.reports, () => adminApi.reports(), { staleTime: QUERY_CACHE.adminStatsStaleMs });
}

export function useAdminCategories() {
  return useAdminQuery(adminKeys.categories, () => adminApi.categories(), {
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
  });
}

/** The category filter's choices: categories whose name or slug holds `text`, largest first. */
export function useCategorySearch(text: string, enabled = true) {
  return useAdminQuery(adminKeys.categorySearch(text), () => adminApi.searchCategories(text), {
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
    enabled,
  });
}

export function useCountryCodes(enabled = true) {
  return useAdminQuery(adminKeys.countryCodes, () => adminApi.countryCodes(), {
    staleTime: QUERY_CACHE.adminLookupsStaleMs,
    enabled,
  });
}

export function useTestDataCount() {
  return useAdminQuery(adminKeys.testData, () => adminApi.countTestData());
}

export function useSiteSettings() {
  return useAdminQuery(adminKeys.settings, () => adminApi.siteSettings(), {
    staleTime: QUERY_CACHE.adminSettingsStaleMs,
    retry: 1,
  });
}

export function useSitemaps() {
  return useAdminQuery(adminKeys.sitemaps, () => adminApi.sitemaps());
}

export function useImportHistory() {
  return useAdminQuery(adminKeys.imports, () => adminApi.imports(), { staleTime: 0 });
}
