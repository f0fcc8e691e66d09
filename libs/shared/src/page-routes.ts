import { isLetterSegment, type LegalPage, matchPage, PAGE_PATHS, type PageName } from './page-table.js';

export type PagePathName = PageName;

/** Which page a path shows, as the canonical URLs (canonical-page-url.ts) and the request metrics name it. */
export type PageRoute =
  | { kind: 'home' | 'search' | 'categories' | 'countries' | 'cities' | 'contact' | 'upload' }
  | { kind: 'legal'; page: LegalPage }
  | { kind: 'categories-letter' | 'cities-letter'; letter: string }
  | { kind: 'category'; slug: string }
  | { kind: 'country' | 'country-cities'; slug: string }
  | { kind: 'city'; countryCode: string; citySlug: string }
  | { kind: 'business' | 'business-reviews'; slug: string }
  | { kind: 'account'; page: AccountPage }
  | { kind: 'not-found' };

/** The account pages (docs/behaviour.md §12), by their name in the route table. */
export type AccountPage =
  | 'accountSignup'
  | 'accountLogin'
  | 'accountVerify'
  | 'accountReset'
  | 'account'
  | 'accountClaim'
  | 'accountClaimVerify'
  | 'accountBusiness';
const ACCOUNT_PAGES: readonly string[] = [
  'accountSignup',
  'accountLogin',
  'accountVerify',
  'accountReset',
  'account',
  'accountClaim',
  'accountClaimVerify',
  'accountBusiness',
];

const LEGAL: Partial<Record<PageName, LegalPage>> = {
  privacyPolicy: 'privacy-policy',
  legalNotice: 'legal-notice',
  termsOfService: 'terms-of-service',
  cookiePolicy: 'cookie-policy',
};

/** Which page a request path shows, by the route table (page-table.ts); segments are percent-decoded. */
export function matchPageRoute(pathname: string): PageRoute {
  const match = matchPage(pathname);
  if (!match) return { kind: 'not-found' };
  const { name, params } = match;
  const legal = LEGAL[name];
  if (legal) return { kind: 'legal', page: legal };
  if (ACCOUNT_PAGES.includes(name)) return { kind: 'account', page: name as AccountPage };
  switch (name) {
    case 'business':
      return { kind: 'business', slug: params.slug };
    case 'businessReviews':
      return { kind: 'business-reviews', slug: params.slug };
    case 'categoryOrLetter':
      return isLetterSegment(params.slug)
        ? { kind: 'categories-letter', letter: params.slug.toUpperCase() }
        : { kind: 'category', slug: params.slug };
    case 'country':
      return { kind: 'country', slug: params.slug };
    case 'countryCities':
      return { kind: 'country-cities', slug: params.slug };
    case 'citiesLetter':
      return isLetterSegment(params.letter)
        ? { kind: 'cities-letter', letter: params.letter.toUpperCase() }
        : { kind: 'not-found' };
    case 'city':
      return { kind: 'city', countryCode: params.countryCode, citySlug: params.citySlug };
    default:
      return { kind: name as 'home' | 'search' | 'categories' | 'countries' | 'cities' | 'contact' | 'upload' };
  }
}

const PATTERN_OF_KIND: Record<Exclude<PageRoute['kind'], 'legal' | 'account' | 'not-found'>, string> = {
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
  'business-reviews': PAGE_PATHS.businessReviews,
};

/** The route pattern that shows a page (`/business/:slug`), which names it in logs and metrics. */
export function pageRoutePattern(route: Exclude<PageRoute, { kind: 'not-found' }>): string {
  if (route.kind === 'legal') return `/${route.page}`;
  if (route.kind === 'account') return PAGE_PATHS[route.page];
  return PATTERN_OF_KIND[route.kind];
}
