/** The public SPA's routes (spec §2 route table), as the server must recognise them for crawlers. */
export type PageRoute =
  | { kind: 'home' | 'search' | 'categories' | 'countries' | 'cities' | 'contact' | 'upload' }
  | { kind: 'legal'; page: LegalPage }
  | { kind: 'categories-letter' | 'cities-letter'; letter: string }
  | { kind: 'category'; slug: string }
  | { kind: 'country' | 'country-cities'; slug: string }
  | { kind: 'city'; countryCode: string; citySlug: string }
  | { kind: 'business'; slug: string }
  | { kind: 'not-found' };

export type LegalPage = 'privacy-policy' | 'legal-notice' | 'terms-of-service' | 'cookie-policy';

const STATIC: Record<string, PageRoute> = {
  '': { kind: 'home' },
  search: { kind: 'search' },
  categories: { kind: 'categories' },
  countries: { kind: 'countries' },
  cities: { kind: 'cities' },
  contact: { kind: 'contact' },
  upload: { kind: 'upload' },
  'privacy-policy': { kind: 'legal', page: 'privacy-policy' },
  'legal-notice': { kind: 'legal', page: 'legal-notice' },
  'terms-of-service': { kind: 'legal', page: 'terms-of-service' },
  'cookie-policy': { kind: 'legal', page: 'cookie-policy' },
};

export function matchPageRoute(pathname: string): PageRoute {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((part) => safeDecode(part));
  if (parts.some((part) => part === null)) return { kind: 'not-found' };
  const [first = '', second, third, ...rest] = parts as string[];
  if (rest.length > 0) return { kind: 'not-found' };
  if (second === undefined) return STATIC[first] ?? { kind: 'not-found' };
  const isLetter = /^[a-z]$/i.test(second);
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
