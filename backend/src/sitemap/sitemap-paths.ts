import { SITEMAP_PAGES } from '@directory/shared';
import { countryName } from '../common/country-names.js';

export const INDEX_PATH = '/sitemap.xml';
export const MAIN_PATH = '/sitemaps/main.xml';
export const CATEGORIES_PATH = '/sitemaps/categories.xml';
export const COUNTRIES_PATH = '/sitemaps/countries.xml';
export const CITIES_PATH = '/sitemaps/cities.xml';

export function businessPagePath(page: number): string {
  return `/sitemaps/businesses/page-${page}.xml`;
}

/** The reviews pages of businesses with published reviews (docs/behaviour.md §7). */
export function reviewsPagePath(page: number): string {
  return `/sitemaps/reviews/page-${page}.xml`;
}

/** The pages without data of their own in the site's route table: home, the three lists, contact and the legal pages. */
export const MAIN_PAGES = SITEMAP_PAGES;

const URL_SAFE = /^[a-z0-9-]*$/;
/** Slugs are `[a-z0-9-]` by construction; anything else (old or imported data) is percent-encoded. */
const segment = (value: string) => (URL_SAFE.test(value) ? value : encodeURIComponent(value));

export const pagePaths = {
  category: (categorySlug: string) => `/categories/${segment(categorySlug)}`,
  /** docs/behaviour.md §2: a country's slug is its English short name slugified (the public API resolves the same). */
  country: (countryCode: string) => `/countries/${segment(countryName(countryCode).slug)}`,
  city: (countryCode: string, citySlug: string) => `/cities/${segment(countryCode.toLowerCase())}/${segment(citySlug)}`,
  business: (slug: string) => `/business/${segment(slug)}`,
  businessReviews: (slug: string) => `/business/${segment(slug)}/reviews`,
};
