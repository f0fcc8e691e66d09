import { describe, expect, it } from 'vitest';
import { sitemapFileStats } from './sitemap-file-stats';

const file = (path: string, urlCount: number) => ({ path, url: `https://example.com${path}`, urlCount, bytes: 100 });

describe('sitemapFileStats', () => {
  it('counts the URLs of the listed files by kind, business pages summed', () => {
    const files = [
      file('/sitemap.xml', 6),
      file('/sitemaps/main.xml', 9),
      file('/sitemaps/categories.xml', 12),
      file('/sitemaps/countries.xml', 3),
      file('/sitemaps/cities.xml', 40),
      file('/sitemaps/businesses/page-1.xml', 50_000),
      file('/sitemaps/businesses/page-2.xml', 1_234),
    ];
    expect(sitemapFileStats(files)).toEqual({ businesses: 51_234, categories: 12, countries: 3, cities: 40 });
  });

  it('is all zeros before the first generation', () => {
    expect(sitemapFileStats([])).toEqual({ businesses: 0, categories: 0, countries: 0, cities: 0 });
  });
});
