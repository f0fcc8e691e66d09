import type { SitemapFile } from '@directory/shared';

export interface SitemapFileStats {
  businesses: number;
  categories: number;
  countries: number;
  cities: number;
}

const count = (files: readonly SitemapFile[], matches: (path: string) => boolean) =>
  files.filter((file) => matches(file.path)).reduce((sum, file) => sum + file.urlCount, 0);

/**
 * What the listed files hold: URLs of business pages (every `businesses/page-N.xml`), category, country and city
 * pages. Read from the files rather than the directory, so the figures match the files until they are regenerated.
 */
export function sitemapFileStats(files: readonly SitemapFile[]): SitemapFileStats {
  return {
    businesses: count(files, (path) => /\/businesses\/[^/]+\.xml$/.test(path)),
    categories: count(files, (path) => path.endsWith('/categories.xml')),
    countries: count(files, (path) => path.endsWith('/countries.xml')),
    cities: count(files, (path) => path.endsWith('/cities.xml')),
  };
}
