const MB = 1024 * 1024;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** docs/screens.md §9 page sizes; docs/behaviour.md §3 API paging bounds. */
export const PAGE_SIZES = {
  publicList: 12,
  businessGrid: 12,
  adminBusinesses: 20,
  countryTopCities: 20,
  countryCategories: 20,
  adminCategoryFilter: 20,
  sideList: 15,
  /** docs/behaviour.md §13: a business page shows its three most helpful reviews; its reviews page, ten a page. */
  businessPageReviews: 3,
  reviewsPage: 10,
  apiDefault: 12,
  apiMax: 100,
} as const;

/** docs/screens.md §9 business limits (docs/behaviour.md §4–§5 for settings and import reports). */
export const LIMITS = {
  pagerButtons: 5,
  homeEntries: 40,
  homeColumns: 5,
  homeNameLength: 18,
  uploadMaxBytes: 150 * MB,
  uploadLargeFileBytes: 100 * MB,
  sitemapBusinessesPerFile: 9_000,
  siteSettingMaxChars: 100_000,
  importReportMaxEntries: 1_000,
} as const;

/** docs/screens.md §9 durations in milliseconds. */
export const TIMINGS = {
  counterAnimationMs: 2_000,
  counterAnimationSteps: 50,
  uploadTimeoutMs: 5 * MINUTE,
  uploadLargeFileTimeoutMs: 10 * MINUTE,
  reloadAfterCacheClearMs: 2_000,
  analyticsCheckDelayMs: 1_000,
  toastDurationMs: 5_000,
} as const;

/** docs/screens.md §9 "Data cache" (TanStack Query settings). */
export const QUERY_CACHE = {
  defaultStaleMs: 10 * MINUTE,
  defaultGcMs: 15 * MINUTE,
  retries: 3,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
  listStaleMs: 2 * HOUR,
  detailStaleMs: 10 * MINUTE,
  adminStatsStaleMs: 5 * MINUTE,
  adminSettingsStaleMs: 5 * MINUTE,
  adminLookupsStaleMs: 10 * MINUTE,
  adminBusinessesStaleMs: 2 * MINUTE,
} as const;

/** docs/screens.md §9: the query defaults both SPAs start from (TanStack Query's option names). */
export const QUERY_DEFAULTS = {
  staleTime: QUERY_CACHE.defaultStaleMs,
  gcTime: QUERY_CACHE.defaultGcMs,
  retryDelay: (attempt: number) => Math.min(QUERY_CACHE.retryBaseDelayMs * 2 ** attempt, QUERY_CACHE.retryMaxDelayMs),
  refetchOnWindowFocus: false,
} as const;

/** docs/screens.md §9 "Default map zoom 15. Fallback coordinates are around 52.10, 9.36." */
export const MAP_DEFAULTS = {
  zoom: 15,
  fallbackLatitude: 52.1,
  fallbackLongitude: 9.36,
} as const;
