import { describe, expect, it } from 'vitest';
import { matchPage, PAGES, type PageEntry, type PageName, SITEMAP_PAGES } from './page-table.js';
import type { PageRead } from './page-reads.js';

/** A path of each pattern, with parameters a page of that kind could have. */
const sample = (pattern: string) =>
  pattern
    .replace(':letter', 'b')
    .replace(':countryCode', 'de')
    .replace(':citySlug', 'berlin')
    .replace(':slug', 'bakery');

describe('PAGES, the route table (docs/screens.md §2)', () => {
  it('matches each path to its own entry, with its parameters decoded', () => {
    for (const [name, page] of Object.entries(PAGES)) expect(matchPage(sample(page.path))?.name).toBe(name);
    expect(matchPage('/cities/de/m%C3%BCnchen')?.params).toEqual({ countryCode: 'de', citySlug: 'münchen' });
    expect(matchPage('/countries/germany/cities/')?.name).toBe('countryCities');
    expect(matchPage('/countries/germany/towns')).toBeNull();
    expect(matchPage('/%E0%A4%A')).toBeNull();
  });

  it("lists home, the three lists, contact and the legal pages in the sitemap's main file", () => {
    expect(SITEMAP_PAGES).toEqual([
      '/',
      '/categories',
      '/countries',
      '/cities',
      '/contact',
      '/privacy-policy',
      '/legal-notice',
      '/terms-of-service',
      '/cookie-policy',
    ]);
  });

  it('describes each page from the reads it renders from, except the totals a list does not show', async () => {
    const extra: Record<string, string[]> = {};
    for (const [name, page] of Object.entries(PAGES as Record<PageName, PageEntry>)) {
      const at = { params: matchPage(sample(page.path))!.params, search: new URLSearchParams() };
      const rendered = new Set((page.reads?.(at) ?? []).map((read) => JSON.stringify(read.key)));
      const described: string[] = [];
      const read = async <T>(r: PageRead<T, never>): Promise<T> => {
        described.push(JSON.stringify(r.key));
        return FAKE_DATA as T;
      };
      await page.meta(at, { read, countryName: () => 'Germany' });
      const own = described.filter((key) => !rendered.has(key));
      if (own.length) extra[name] = own;
    }
    expect(extra).toEqual({ search: ['["totals"]'], cities: ['["totals"]'] });
  });
});

/** Enough of every answer for the description rules to run. */
const FAKE_DATA = {
  totals: { businesses: 3, countries: 1, cities: 1, categories: 2 },
  businesses: 3,
  countries: 1,
  cities: [],
  categories: 2,
  category: 'Bakery',
  country: 'Germany',
  city: 'Berlin',
  name: 'Spree Bakery',
  slug: 'spree-bakery',
  description: null,
  businessCount: 3,
  countryCount: 1,
  cityCount: 1,
  categoryCount: 2,
  topCountries: [],
  topCities: [],
  topCategories: [],
  summary: { average: 4.2, count: 5, distribution: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 2 } },
  siteRating: { average: 4.2, count: 5 },
  reviews: [],
  total: 0,
  totalBusinesses: 0,
  length: 0,
  reduce: () => 0,
  map: () => [],
};
