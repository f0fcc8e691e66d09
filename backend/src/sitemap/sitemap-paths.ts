import { slugify } from '@directory/shared';
// The package's main entry registers every language; English alone is all URLs need.
import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countries.registerLocale(english);

export const INDEX_PATH = '/sitemap.xml';
export const MAIN_PATH = '/sitemaps/main.xml';
export const CATEGORIES_PATH = '/sitemaps/categories.xml';
export const COUNTRIES_PATH = '/sitemaps/countries.xml';
export const CITIES_PATH = '/sitemaps/cities.xml';

export function businessPagePath(page: number): string {
  return `/sitemaps/businesses/page-${page}.xml`;
}

/** Spec route table: home, the three lists, contact and the legal pages. */
export const MAIN_PAGES = [
  '/',
  '/categories',
  '/countries',
  '/cities',
  '/contact',
  '/privacy-policy',
  '/legal-notice',
  '/terms-of-service',
  '/cookie-policy',
] as const;

const segment = (value: string) => encodeURIComponent(value);

export const pagePaths = {
  category: (categorySlug: string) => `/categories/${segment(categorySlug)}`,
  country: (countryCode: string) => `/countries/${segment(countrySlug(countryCode))}`,
  city: (countryCode: string, citySlug: string) => `/cities/${segment(countryCode.toLowerCase())}/${segment(citySlug)}`,
  business: (slug: string) => `/business/${segment(slug)}`,
};

/** CONTRACT §2: a country's slug is its English short name slugified; the code when the name is unknown. */
export function countrySlug(countryCode: string): string {
  const name = countries.getName(countryCode.toUpperCase(), 'en');
  return (name && slugify(name)) || countryCode.toLowerCase();
}
