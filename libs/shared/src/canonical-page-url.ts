import { matchPageRoute, type PageRoute } from './page-routes.js';
import { REVIEW_SORTS, type ReviewSort } from './review-types.js';
import { SEARCH_URL_PARAMS } from './search-query.js';
import { slugify } from './slugify.js';

/** Query parameters public pages read, in canonical order; any other is left out of the canonical URL. */
const PAGE_QUERY = ['q', 'where', 'page'] as const;
/** A reviews page reads its order and its page; an unknown order or the default one is left out. */
const REVIEWS_QUERY = ['sort', 'page'] as const;

const queryOf = (kind: PageRoute['kind']): readonly string[] =>
  kind === 'search'
    ? SEARCH_URL_PARAMS
    : kind === 'business-reviews'
      ? REVIEWS_QUERY
      : kind === 'business'
        ? []
        : PAGE_QUERY;

/** A value the page reads the same as none: page 1, and on a reviews page the default or an unknown order. */
function isDefault(kind: PageRoute['kind'], name: string, value: string): boolean {
  if (name === 'page') return value === '1';
  if (name === 'sort' && kind === 'business-reviews') {
    return !REVIEW_SORTS.includes(value as ReviewSort) || value === 'helpful';
  }
  return false;
}

/**
 * The canonical form of a public page URL (docs/behaviour.md §8), or null when `pathname` + `search` is
 * already canonical: lower-case paths, slugs as the site writes them, a country by its slug
 * (`countrySlug` turns an alpha-2 code into it), no trailing slash, no `page=1`, no unknown
 * parameters. Unknown routes are left alone (they answer 404).
 */
export function canonicalPageUrl(
  pathname: string,
  search: string,
  countrySlug: (code: string) => string | null,
): string | null {
  const exact = matchPageRoute(pathname);
  const route = exact.kind === 'not-found' ? matchPageRoute(pathname.toLowerCase()) : exact;
  const path = canonicalPath(route, pathname, countrySlug);
  if (path === null) return null;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of queryOf(route.kind)) {
    const value = params.get(name);
    if (value === null || value === '' || isDefault(route.kind, name, value)) continue;
    kept.set(name, value);
  }
  const query = kept.toString();
  const canonical = query ? `${path}?${query}` : path;
  const original = search && search !== '?' ? `${pathname}${search.startsWith('?') ? search : `?${search}`}` : pathname;
  return canonical === original ? null : canonical;
}

function canonicalPath(
  route: ReturnType<typeof matchPageRoute>,
  pathname: string,
  countrySlug: (code: string) => string | null,
): string | null {
  const country = (slug: string) => (/^[a-z]{2}$/i.test(slug) ? (countrySlug(slug) ?? slug) : slug).toLowerCase();
  switch (route.kind) {
    case 'not-found':
      // `/cities/1`: a single character that is no letter shows the city list, as for categories.
      return /^\/cities\/[^/]$/.test(pathname) ? '/cities' : null;
    case 'home':
      return '/';
    case 'legal':
      return `/${route.page}`;
    case 'categories-letter':
      return `/categories/${route.letter.toLowerCase()}`;
    case 'cities-letter':
      return `/cities/${route.letter.toLowerCase()}`;
    case 'category':
      // docs/screens.md §2: a single character that is no letter shows the category list.
      return route.slug.length === 1 ? '/categories' : `/categories/${slugify(route.slug) || route.slug.toLowerCase()}`;
    case 'country':
      return `/countries/${country(route.slug)}`;
    case 'country-cities':
      return `/countries/${country(route.slug)}/cities`;
    case 'city':
      return `/cities/${route.countryCode.toLowerCase()}/${route.citySlug.toLowerCase()}`;
    case 'business':
      return `/business/${route.slug.toLowerCase()}`;
    case 'business-reviews':
      return `/business/${route.slug.toLowerCase()}/reviews`;
    case 'account':
      // Never moved: their query (a link's token, where to go after signing in) is what they read.
      return null;
    default:
      return `/${route.kind}`;
  }
}
