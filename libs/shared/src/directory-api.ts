import type {
  CategoryDetail,
  CategorySummary,
  CityDetail,
  CityPage,
  CountryDetail,
  CountrySummary,
  HomepageData,
  SearchResult,
  SearchSort,
  SuggestResult,
} from './api-types.js';
import type { PublicBusinessDetail } from './directory-types.js';
import type { ReviewPage, ReviewSort } from './review-types.js';

export interface PageRequest {
  page: number;
  limit: number;
}

/** `letter` keeps cities whose name starts with it; `q` those whose name, country name or code contains it. */
export interface CityListRequest extends PageRequest {
  letter?: string;
  q?: string;
}

/** docs/behaviour.md §10; a filter left out (or `false`) does not filter. */
export interface SearchRequest extends PageRequest {
  q: string;
  where: string;
  category?: string;
  minRating?: number;
  openNow?: boolean;
  sort?: SearchSort;
  lat?: number;
  lng?: number;
}

/** One page of a business's published reviews in one order (docs/behaviour.md §13). */
export interface ReviewsRequest extends PageRequest {
  sort: ReviewSort;
}

/** `where`, when given, keeps suggestions to that place. */
export interface SuggestRequest {
  q: string;
  where?: string;
}

/**
 * What the public pages read (docs/behaviour.md §3): over HTTP in the browser, straight from the Nest
 * services when the server renders a page. A missing category, country, city or business
 * rejects with an error whose `status` is 404.
 */
export interface DirectoryApi {
  homepage(): Promise<HomepageData>;
  categories(letter?: string): Promise<CategorySummary[]>;
  category(slug: string, paging: PageRequest): Promise<CategoryDetail>;
  countries(): Promise<CountrySummary[]>;
  country(slug: string): Promise<CountryDetail>;
  countryCities(slug: string, request: CityListRequest): Promise<CityPage>;
  cities(request: CityListRequest): Promise<CityPage>;
  city(countryCode: string, citySlug: string, paging: PageRequest): Promise<CityDetail>;
  business(slug: string): Promise<PublicBusinessDetail>;
  reviews(slug: string, request: ReviewsRequest): Promise<ReviewPage>;
  search(request: SearchRequest): Promise<SearchResult>;
  suggest(request: SuggestRequest): Promise<SuggestResult>;
}
