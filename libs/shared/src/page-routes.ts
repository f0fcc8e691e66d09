/**
 * The public site's routes (docs/screens.md §2), once: the React router is built from `PAGE_PATHS`,
 * and the server matches request paths with `matchPageRoute` to fill pages for crawlers.
 */
export const PAGE_PATHS = {
  home: '/',
  search: '/search',
  business: '/business/:slug',
  categories: '/categories',
  /** A single letter filters the category list; anything longer names a category. */
  categoryOrLetter: '/categories/:slug',
  countries: '/countries',
  country: '/countries/:slug',
  countryCities: '/countries/:slug/cities',
  cities: '/cities',
  citiesLetter: '/cities/:letter',
  city: '/cities/:countryCode/:citySlug',
  contact: '/contact',
  upload: '/upload',
  privacyPolicy: '/privacy-policy',
  legalNotice: '/legal-notice',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
} as const;

export type PagePathName = keyof typeof PAGE_PATHS;

export type LegalPage = 'privacy-policy' | 'legal-notice' | 'terms-of-service' | 'cookie-policy';

export type PageRoute =
  | { kind: 'home' | 'search' | 'categories' | 'countries' | 'cities' | 'contact' | 'upload' }
  | { kind: 'legal'; page: LegalPage }
  | { kind: 'categories-letter' | 'cities-letter'; letter: string }
  | { kind: 'category'; slug: string }
  | { kind: 'country' | 'country-cities'; slug: string }
  | { kind: 'city'; countryCode: string; citySlug: string }
  | { kind: 'business'; slug: string }
  | { kind: 'not-found' };

/** docs/screens.md §2: a single Latin letter in a list path is a letter filter. */
export function isLetterSegment(segment: string): boolean {
  return /^[a-z]$/i.test(segment);
}

const LEGAL: Record<string, LegalPage> = {
  'privacy-policy': 'privacy-policy',
  'legal-notice': 'legal-notice',
  'terms-of-service': 'terms-of-service',
  'cookie-policy': 'cookie-policy',
};

const SIMPLE = new Set(['search', 'categories', 'countries', 'cities', 'contact', 'upload']);

/** Which page a request path shows; segments are percent-decoded (a bad escape is not found). */
export function matchPageRoute(pathname: string): PageRoute {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((part) => safeDecode(part));
  if (parts.some((part) => part === null)) return { kind: 'not-found' };
  const [first = '', second, third, ...rest] = parts as string[];
  if (rest.length > 0) return { kind: 'not-found' };
  if (second === undefined) {
    if (first === '') return { kind: 'home' };
    if (LEGAL[first]) return { kind: 'legal', page: LEGAL[first] };
    return SIMPLE.has(first) ? ({ kind: first } as PageRoute) : { kind: 'not-found' };
  }
  const isLetter = isLetterSegment(second);
  if (first === 'business' && third === undefined) return { kind: 'business', slug: second };
  if (first === 'categories' && third === undefined) {
    return isLetter ? { kind: 'categories-letter', letter: second.toUpperCase() } : { kind: 'category', slug: second };
  }
  if (first === 'countries') {
    if (third === undefined) return { kind: 'country', slug: second };
    if (third === 'cities') return { kind: 'country-cities', slug: second };
  }
  if (first === 'cities') {
    if (third === undefined && isLetter) return { kind: 'cities-letter', letter: second.toUpperCase() };
    if (third !== undefined) return { kind: 'city', countryCode: second, citySlug: third };
  }
  return { kind: 'not-found' };
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

const PATTERN_OF_KIND: Record<Exclude<PageRoute['kind'], 'legal' | 'not-found'>, string> = {
  home: PAGE_PATHS.home,
  search: PAGE_PATHS.search,
  categories: PAGE_PATHS.categories,
  countries: PAGE_PATHS.countries,
  cities: PAGE_PATHS.cities,
  contact: PAGE_PATHS.contact,
  upload: PAGE_PATHS.upload,
  'categories-letter': PAGE_PATHS.categoryOrLetter,
  category: PAGE_PATHS.categoryOrLetter,
  country: PAGE_PATHS.country,
  'country-cities': PAGE_PATHS.countryCities,
  'cities-letter': PAGE_PATHS.citiesLetter,
  city: PAGE_PATHS.city,
  business: PAGE_PATHS.business,
};

/** The route pattern that shows a page (`/business/:slug`), which names it in logs and metrics. */
export function pageRoutePattern(route: Exclude<PageRoute, { kind: 'not-found' }>): string {
  return route.kind === 'legal' ? `/${route.page}` : PATTERN_OF_KIND[route.kind];
}
