import { matchPageRoute } from './page-routes.js';
import { SEARCH_URL_PARAMS } from './search-query.js';
import { slugify } from './slugify.js';

/** Query parameters public pages read, in canonical order; any other is left out of the canonical URL. */
const PAGE_QUERY = ['q', 'where', 'page'] as const;

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
  for (const name of route.kind === 'search' ? SEARCH_URL_PARAMS : PAGE_QUERY) {
    const value = params.get(name);
    if (value === null || value === '' || (name === 'page' && value === '1')) continue;
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
    case 'account':
      // Never moved: their query (a link's token, where to go after signing in) is what they read.
      return null;
    default:
      return `/${route.kind}`;
  }
}
