import type {
  CategoryDetail,
  CategorySummary,
  CityDetail,
  CityPage,
  CountryDetail,
  CountrySummary,
  HomepageData,
  HomepageTotals,
  SearchResult,
  SuggestResult,
} from './api-types.js';
import type { DirectoryApi, SearchRequest } from './directory-api.js';
import type { PublicBusinessDetail } from './directory-types.js';
import type { ReviewPage, ReviewSort } from './review-types.js';
import { PAGE_SIZES } from './limits.js';
import type { SearchQuery } from './search-query.js';
import { toCount } from './to-count.js';

/**
 * One piece of data a public page shows: the key the page caches it under and how it is read. The
 * route table names a page's reads; the browser's queries and the server's render and meta read
 * through the same objects, so one key means one read.
 */
export interface PageRead<T = unknown, Source extends DirectoryApi = DirectoryApi> {
  readonly key: readonly unknown[];
  run(source: Source): Promise<T>;
}

/** What the server reads pages from: the public API's reads, and the directory's totals some descriptions quote. */
export interface PageDataSource extends DirectoryApi {
  totals(): Promise<HomepageTotals>;
}

/** A city list as the pages ask for it: `?q=` and `?page=`, and the letter of `/cities/{letter}`. */
export interface CityListParams {
  letter?: string;
  q: string;
  page: number;
}

/** The contact page's live figures (docs/behaviour.md §0: no made-up numbers). */
export interface PlatformStats {
  businesses: number;
  countries: number;
  cities: number;
  categories: number;
}

/** The API request of a search page; filters at their default are left out of it. */
export const searchRequest = (query: SearchQuery): SearchRequest => ({
  q: query.q,
  where: query.where,
  category: query.category || undefined,
  minRating: query.minRating ?? undefined,
  openNow: query.openNow || undefined,
  sort: query.sort === 'relevance' ? undefined : query.sort,
  lat: query.lat ?? undefined,
  lng: query.lng ?? undefined,
  page: query.page,
  limit: PAGE_SIZES.businessGrid,
});

async function platformStats(api: DirectoryApi): Promise<PlatformStats> {
  const [countries, categories] = await Promise.all([api.countries(), api.categories()]);
  return {
    businesses: countries.reduce((sum, c) => sum + toCount(c.businessCount), 0),
    countries: countries.length,
    cities: countries.reduce((sum, c) => sum + toCount(c.cityCount), 0),
    categories: categories.length,
  };
}

/** Every read of the public pages, by what it reads. */
export const PAGE_READS = {
  homepage: (): PageRead<HomepageData> => ({ key: ['homepage-data'], run: (api) => api.homepage() }),
  /** `letter` (A–Z) keeps the categories whose name starts with it; without it, every category. */
  categories: (letter?: string): PageRead<CategorySummary[]> => ({
    key: ['categories', letter ?? 'all'],
    run: (api) => api.categories(letter),
  }),
  category: (slug: string, page: number): PageRead<CategoryDetail> => ({
    key: ['category', slug, page],
    run: (api) => api.category(slug, { page, limit: PAGE_SIZES.businessGrid }),
  }),
  countries: (): PageRead<CountrySummary[]> => ({ key: ['countries'], run: (api) => api.countries() }),
  country: (slug: string): PageRead<CountryDetail> => ({ key: ['country', slug], run: (api) => api.country(slug) }),
  countryCities: (countrySlug: string, { q, page }: Omit<CityListParams, 'letter'>): PageRead<CityPage> => ({
    key: ['country-cities', countrySlug, q, page],
    run: (api) => api.countryCities(countrySlug, { q: q || undefined, page, limit: PAGE_SIZES.publicList }),
  }),
  /** One page of the city directory, filtered on the server (`q` folds case and accents). */
  cities: ({ letter, q, page }: CityListParams): PageRead<CityPage> => ({
    key: ['cities', letter ?? 'all', q, page],
    run: (api) => api.cities({ letter, q: q || undefined, page, limit: PAGE_SIZES.publicList }),
  }),
  city: (countryCode: string, citySlug: string, page: number): PageRead<CityDetail> => ({
    key: ['city', countryCode.toLowerCase(), citySlug, page],
    run: (api) => api.city(countryCode, citySlug, { page, limit: PAGE_SIZES.businessGrid }),
  }),
  business: (slug: string): PageRead<PublicBusinessDetail> => ({
    key: ['business', slug],
    run: (api) => api.business(slug),
  }),
  /** A business's published reviews: the page's three most helpful, or a page of its reviews list. */
  reviews: (slug: string, sort: ReviewSort, page: number, limit: number): PageRead<ReviewPage> => ({
    key: ['reviews', slug, sort, page, limit],
    run: (api) => api.reviews(slug, { sort, page, limit }),
  }),
  search: (query: SearchQuery): PageRead<SearchResult> => ({
    key: ['search', searchRequest(query)],
    run: (api) => api.search(searchRequest(query)),
  }),
  /** What a search field suggests for what is typed in it. */
  suggest: (q: string, where: string): PageRead<SuggestResult> => ({
    key: ['suggest', q, where],
    run: (api) => api.suggest({ q, where }),
  }),
  platformStats: (): PageRead<PlatformStats> => ({ key: ['platform-stats'], run: platformStats }),
  /** Only the server reads it, for the descriptions that quote the whole directory's figures. */
  totals: (): PageRead<HomepageTotals, PageDataSource> => ({ key: ['totals'], run: (source) => source.totals() }),
};
