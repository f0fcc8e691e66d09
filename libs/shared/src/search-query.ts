import { SEARCH_SORTS, type SearchSort } from './api-types.js';

/** The search page's URL parameters, in the order of the canonical URL (docs/behaviour.md §8). */
export const SEARCH_URL_PARAMS = [
  'q',
  'where',
  'category',
  'minRating',
  'openNow',
  'sort',
  'lat',
  'lng',
  'page',
] as const;

/** What the search page shows, read from its URL. */
export interface SearchQuery {
  q: string;
  where: string;
  /** A category slug, or '' for every category. */
  category: string;
  /** 0–5, or null for any rating. */
  minRating: number | null;
  openNow: boolean;
  sort: SearchSort;
  /** The visitor's position ('Near me'), rounded; both null, or both numbers. */
  lat: number | null;
  lng: number | null;
  page: number;
}

export const EMPTY_SEARCH: SearchQuery = {
  q: '',
  where: '',
  category: '',
  minRating: null,
  openNow: false,
  sort: 'relevance',
  lat: null,
  lng: null,
  page: 1,
};

const numberIn = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

const isSort = (value: string | null): value is SearchSort => SEARCH_SORTS.includes(value as SearchSort);

/**
 * The search a URL asks for. What makes no sense is dropped rather than refused, so a hand-edited
 * link still shows results: an unknown sort, a rating outside 0–5, a position out of range or
 * without its other half, and `distance` without a position all read as their defaults.
 */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const text = (name: string) => (params.get(name) ?? '').trim();
  let lat = numberIn(params.get('lat'), -90, 90);
  let lng = numberIn(params.get('lng'), -180, 180);
  if (lat === null || lng === null) lat = lng = null;
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: text('q'),
    where: text('where'),
    category: text('category'),
    minRating: numberIn(params.get('minRating'), 0, 5),
    openNow: params.get('openNow') === 'true',
    sort: isSort(sort) && (sort !== 'distance' || lat !== null) ? sort : 'relevance',
    lat,
    lng,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Whether there is anything to search for: words, a place, a category or the visitor's position. */
export const hasSearchTerms = (query: SearchQuery): boolean =>
  Boolean(query.q || query.where || query.category || query.lat !== null);

/** The page's title, on the server and in the browser: the words and place as typed ('Search: cafe in Berlin'). */
export function searchTitle(query: SearchQuery): string {
  if (!hasSearchTerms(query)) return 'Search';
  const place = query.where ? `in ${query.where}` : query.lat !== null ? 'near you' : '';
  const words = [query.q, place].filter(Boolean).join(' ');
  return words ? `Search: ${words}` : 'Search results';
}

/** The search page's URL for `query`: parameters in canonical order, defaults left out. */
export function searchHref(query: SearchQuery): string {
  const values: Record<(typeof SEARCH_URL_PARAMS)[number], string> = {
    q: query.q,
    where: query.where,
    category: query.category,
    minRating: query.minRating === null || query.minRating === 0 ? '' : String(query.minRating),
    openNow: query.openNow ? 'true' : '',
    sort: query.sort === 'relevance' ? '' : query.sort,
    lat: query.lat === null ? '' : String(query.lat),
    lng: query.lng === null ? '' : String(query.lng),
    page: query.page > 1 ? String(query.page) : '',
  };
  const params = new URLSearchParams();
  for (const name of SEARCH_URL_PARAMS) if (values[name]) params.set(name, values[name]);
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

/** The same search with `change` applied; any change of what is shown starts again at page 1. */
export const changeSearch = (query: SearchQuery, change: Partial<SearchQuery>): SearchQuery => ({
  ...query,
  page: 1,
  ...change,
});

/**
 * A position as the search URL carries it: three decimals (about 100 m), enough to sort by
 * distance, and the same for a visitor who moves a few metres, so the page stays cacheable.
 */
export const roundCoordinate = (value: number): number => Math.round(value * 1000) / 1000;

const sameText = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * docs/behaviour.md §10 `understood`: 'Showing results for {q}{ in where}' when the search corrected what was
 * typed (`hotl` read as `hotel`); null when it read the words as typed (case and spacing aside).
 */
export function searchCorrection(
  typed: { q: string; where: string },
  understood: { q: string; where: string } | undefined,
): string | null {
  if (!understood) return null;
  if (sameText(typed.q, understood.q) && sameText(typed.where, understood.where)) return null;
  const q = understood.q.trim();
  const where = understood.where.trim();
  if (!q && !where) return null;
  if (!q) return `Showing results in ${where}`;
  return where ? `Showing results for ${q} in ${where}` : `Showing results for ${q}`;
}
