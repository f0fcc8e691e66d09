import { describe, expect, it } from 'vitest';
import { LIMITS, MAP_DEFAULTS, PAGE_SIZES, QUERY_CACHE, TIMINGS } from './limits.js';

describe('docs/screens.md §9 constants', () => {
  it('"12 for categories, countries and cities lists, and 12 businesses per page on category and city pages"', () => {
    expect(PAGE_SIZES.publicList).toBe(12);
    expect(PAGE_SIZES.businessGrid).toBe(12);
  });

  it('"20 for the admin business list, 20 top cities and 20 popular categories per page on the country page, and 20 categories in the admin filter"', () => {
    expect(PAGE_SIZES.adminBusinesses).toBe(20);
    expect(PAGE_SIZES.countryTopCities).toBe(20);
    expect(PAGE_SIZES.countryCategories).toBe(20);
    expect(PAGE_SIZES.adminCategoryFilter).toBe(20);
  });

  it('"Side lists: 15." "At most 5 pager buttons."', () => {
    expect(PAGE_SIZES.sideList).toBe(15);
    expect(LIMITS.pagerButtons).toBe(5);
  });

  it('"Home lists: 40 entries in 5 columns. Names are cut at 18 characters."', () => {
    expect([LIMITS.homeEntries, LIMITS.homeColumns, LIMITS.homeNameLength]).toEqual([40, 5, 18]);
  });

  it('"Counter animation: 2000 ms in 50 steps."', () => {
    expect([TIMINGS.counterAnimationMs, TIMINGS.counterAnimationSteps]).toEqual([2000, 50]);
  });

  it('"Default map zoom 15. Fallback coordinates are around 52.10, 9.36."', () => {
    expect(MAP_DEFAULTS).toEqual({ zoom: 15, fallbackLatitude: 52.1, fallbackLongitude: 9.36 });
  });

  it('"Upload: maximum 150 MB. Timeout 5 minutes, or 10 minutes for files over 100 MB."', () => {
    expect(LIMITS.uploadMaxBytes).toBe(150 * 1024 * 1024);
    expect(LIMITS.uploadLargeFileBytes).toBe(100 * 1024 * 1024);
    expect([TIMINGS.uploadTimeoutMs, TIMINGS.uploadLargeFileTimeoutMs]).toEqual([300_000, 600_000]);
  });

  it('"Sitemaps: 9,000 businesses per file."', () => {
    expect(LIMITS.sitemapBusinessesPerFile).toBe(9000);
  });

  it('"Default: fresh 10 min, retained 15 min, 3 retries with delay starting at 1 s doubling to a 30 s maximum"', () => {
    expect(QUERY_CACHE.defaultStaleMs).toBe(600_000);
    expect(QUERY_CACHE.defaultGcMs).toBe(900_000);
    expect([QUERY_CACHE.retries, QUERY_CACHE.retryBaseDelayMs, QUERY_CACHE.retryMaxDelayMs]).toEqual([3, 1000, 30_000]);
  });

  it('"List queries: 2 hours. Public detail: 10 min. Admin stats and settings: 5 min. Admin country codes and categories: 10 min. Admin businesses: 2 min."', () => {
    expect(QUERY_CACHE.listStaleMs).toBe(7_200_000);
    expect(QUERY_CACHE.detailStaleMs).toBe(600_000);
    expect(QUERY_CACHE.adminStatsStaleMs).toBe(300_000);
    expect(QUERY_CACHE.adminSettingsStaleMs).toBe(300_000);
    expect(QUERY_CACHE.adminLookupsStaleMs).toBe(600_000);
    expect(QUERY_CACHE.adminBusinessesStaleMs).toBe(120_000);
  });
});
