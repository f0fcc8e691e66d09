// Response and request shapes of docs/behaviour.md §3–§7. Field names are the contract's, exactly.
// Counts are JSON numbers; clients still tolerate numeric strings (see toCount).

import type { ExportField } from './export-fields.js';

// ---- Public API (docs/behaviour.md §3) ----

export interface PopularSearch {
  category: string;
  slug: string;
  count: number;
}

export interface TopCountry {
  country: string;
  countryCode: string;
  slug: string;
  count: number;
}

export interface TopCity {
  city: string;
  citySlug: string;
  countryCode: string;
  count: number;
}

/** Approved businesses, and the countries, cities and categories that have any. */
export interface HomepageTotals {
  businesses: number;
  countries: number;
  cities: number;
  categories: number;
}

export interface HomepageData {
  popularSearches: PopularSearch[];
  topCountries: TopCountry[];
  topCities: TopCity[];
  /** Always sent; optional only until public-web's test fixtures carry it (then make it required). */
  totals?: HomepageTotals;
}

export interface CategorySummary {
  category: string;
  slug: string;
  count: number;
  averageRating: number | null;
}

export interface CountrySummary {
  country: string;
  countryCode: string;
  slug: string;
  businessCount: number;
  cityCount: number;
  categoryCount: number;
}

export interface CitySummary {
  city: string;
  citySlug: string;
  country: string;
  countryCode: string;
  businessCount: number;
  categoryCount: number;
}

/** `GET /api/cities` and `GET /api/countries/{slug}/cities`: `total` and `totalBusinesses` count the filtered set. */
export interface CityPage {
  cities: CitySummary[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  totalBusinesses: number;
}

export interface BusinessCard {
  id: number;
  name: string;
  slug: string;
  category: string;
  categorySlug: string;
  address: string;
  city: string | null;
  countryCode: string;
  phone: string | null;
  imageUrl: string | null;
  /** One decimal, 0–5, or null when unrated. */
  rating: number | null;
  reviewCount: number;
}

export interface BusinessHours {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** 'HH:MM'. */
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

export interface BusinessAmenity {
  id?: number;
  /** A name, or a JSON string of nested flags (see expandAmenities). */
  amenityType: string;
  hasAmenity: boolean;
}

export interface BusinessDetail extends BusinessCard {
  citySlug: string | null;
  /** English short name from the ISO code. */
  country: string;
  website: string | null;
  /** May hold JSON or the broken text '[object Object]' (see describeBusiness). */
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  placeId: string;
  isApproved: boolean;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** IANA zone (docs/behaviour.md §3): from the coordinates, else the country's main zone, else null. */
  timeZone: string | null;
  hours: BusinessHours[];
  amenities: BusinessAmenity[];
}

export interface Paged {
  page: number;
  limit: number;
  totalPages: number;
}

export interface CountryDetail extends CountrySummary {
  topCities: Array<{ city: string; citySlug: string; count: number }>;
  topCategories: Array<{ category: string; slug: string; count: number }>;
}

export interface CategoryDetail extends Paged {
  category: string;
  slug: string;
  businessCount: number;
  countryCount: number;
  topCountries: TopCountry[];
  businesses: BusinessCard[];
}

export interface CityDetail extends Paged, CitySummary {
  topCategories: Array<{ category: string; slug: string; count: number }>;
  businesses: BusinessCard[];
}

/** docs/behaviour.md §10: how `GET /api/search` orders its answer; `relevance` is the default. */
export const SEARCH_SORTS = ['relevance', 'rating', 'reviews', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What a search read after correcting typos (docs/behaviour.md §10): `hotl` in `londn` is `{q:'hotel',where:'London'}`. */
export interface SearchUnderstood {
  q: string;
  where: string;
  /** Typed words that were not matched: filler (`best`), intent read as a filter (`near me`), or words matching nothing. */
  ignored: string[];
}

export interface CategoryCount {
  category: string;
  slug: string;
  count: number;
}

export interface SearchResult extends Paged {
  /** `q` and `where` as sent. */
  q: string;
  where: string;
  /** What was searched after typo correction. */
  understood: SearchUnderstood;
  total: number;
  /** With `lat`,`lng` each card carries `distanceKm`. */
  businesses: SearchCard[];
  /** The 10 largest categories of the whole match. */
  facets: { categories: CategoryCount[] };
}

/** A search result's card; `distanceKm` from the visitor's position when the search was sent one. */
export interface SearchCard extends BusinessCard {
  distanceKm?: number | null;
}

export interface CitySuggestion {
  city: string;
  citySlug: string;
  country: string;
  countryCode: string;
  count: number;
}

/** `GET /api/suggest`: at most 5 of each, for the search box's drop-down (docs/behaviour.md §10). */
export interface SuggestResult {
  categories: CategoryCount[];
  cities: CitySuggestion[];
  businesses: BusinessCard[];
}

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  company?: string;
  phone?: string;
}

export interface BusinessSubmission {
  name: string;
  category: string;
  address: string;
  city: string;
  countryCode: string;
  phone?: string;
  website?: string;
  description?: string;
  email: string;
}

export interface SiteSettings {
  head_tags: string;
  footer_tags: string;
  analytics_code: string;
  facebook_pixel: string;
  /** docs/behaviour.md §13: `flagged` (default) holds only reviews the rules flag; `all` holds every review. */
  review_moderation: 'flagged' | 'all';
  /** One word or phrase per line; a review holding one waits for an admin. */
  review_blocklist: string;
}

/** The settings of a site nobody has set up: no code in the pages, reviews held only when flagged. */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = {
  head_tags: '',
  footer_tags: '',
  analytics_code: '',
  facebook_pixel: '',
  review_moderation: 'flagged',
  review_blocklist: '',
};

export interface SuccessMessage {
  success: boolean;
  message: string;
}

export interface ValidationErrorBody {
  statusCode: 400;
  error: 'Bad Request';
  message: string[];
  errors: Record<string, string>;
}

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error?: string;
}

export interface HealthStatus {
  status: 'ok';
  database: 'up' | 'down';
  cache: 'up' | 'down';
}

// ---- Admin API (docs/behaviour.md §4) ----

export interface LoginRequest {
  username: string;
  password: string;
}

export interface AdminSession {
  authenticated: true;
  username: string;
}

export interface AdminStats {
  totalBusinesses: number;
  approvedBusinesses: number;
  pendingBusinesses: number;
  totalCategories: number;
  totalCountries: number;
  totalCities: number;
  categories: Array<{ category: string; count: number }>;
  /** Visitor and owner accounts (docs/behaviour.md §12), every state. */
  accounts: number;
  /** New accounts per UTC day over the last 30 days, oldest first, days without one included. */
  newAccountsByDay: Array<{ day: string; count: number }>;
  /** docs/behaviour.md §13: the moderation queue and the reviews the public sees. */
  pendingReviews: number;
  publishedReviews: number;
  /** Reviews written per UTC day over the last 30 days, as `newAccountsByDay`. */
  newReviewsByDay: Array<{ day: string; count: number }>;
  /** docs/behaviour.md §14: claims waiting for an admin. */
  openClaims: number;
  /** Owners' change requests waiting for an admin. */
  openChangeRequests: number;
}

export interface AdminCategory {
  category: string;
  slug: string;
  count: number;
}

export type AdminBusinessSortBy = 'name' | 'rating' | 'reviewCount' | 'createdAt';
export type SortOrder = 'asc' | 'desc';

export const ADMIN_BUSINESS_SORT_KEYS: readonly AdminBusinessSortBy[] = ['name', 'rating', 'reviewCount', 'createdAt'];

export type AdminBusiness = Omit<BusinessDetail, 'hours' | 'amenities'>;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface AdminBusinessList {
  businesses: AdminBusiness[];
  pagination: Pagination;
}

export interface ToggleApprovalResult {
  success: true;
  isApproved: boolean;
}

export interface TestDataCount {
  count: number;
}

export interface TestDataDeleteResult {
  success: boolean;
  deletedCount: number;
  message: string;
}

export interface FixSlugsResult {
  success: boolean;
  successCount: number;
  checkpointEnabled: true;
  totalProcessed: number;
  message: string;
}

// ---- Import (docs/behaviour.md §5) ----

export interface ImportResult {
  success: boolean;
  message: string;
  totalRows: number;
  /** Rows written: `addedCount + updatedCount` (docs/behaviour.md §5). */
  successCount: number;
  /** New businesses the import inserted. */
  addedCount: number;
  /** Stored businesses an update-mode import overwrote (always 0 in skip mode). */
  updatedCount: number;
  skippedCount: number;
  errorCount: number;
  /** Seconds. */
  processingTime: number;
  recordsPerSecond: number;
  /** At most 1 000 entries, `Satır {n}: …`. */
  errors: string[];
  /** At most 1 000 entries, `{name} ({place_id})`. */
  skippedBusinesses: string[];
}

export type ImportState = 'receiving' | 'parsing' | 'writing' | 'done' | 'failed' | 'cancelled';

/** `GET /api/admin/imports/{uploadId}`. */
export interface ImportProgress {
  uploadId: string;
  state: ImportState;
  bytesTotal: number;
  /** Bytes of the file behind the rows already written (bytes received while `receiving`). */
  bytesRead: number;
  /** Data rows already read and written (the header row is not one). */
  rowsRead: number;
  /** Data rows the file is expected to hold (header excluded); null when it cannot be known cheaply. */
  rowsTotal: number | null;
  /** Rows written over rows expected (estimated from bytes when rowsTotal is null); 100 only when done. */
  percent: number;
}

/** `POST /api/admin/imports/{uploadId}/cancel`. */
export interface ImportCancelResult {
  success: true;
  state: 'cancelled';
}

// ---- Export (docs/behaviour.md §6) ----

export interface ExportCsvRequest {
  selectedFields: ExportField[];
  /** 'all' or an ISO alpha-2 code. */
  countryCode: string;
}

// ---- Sitemaps (docs/behaviour.md §7) ----

export interface SitemapFile {
  path: string;
  url: string;
  urlCount: number;
  bytes: number;
}

export interface SitemapOverview {
  /** ISO 8601 timestamp; null before the first generation. */
  generatedAt: string | null;
  files: SitemapFile[];
  stats: { businesses: number; categories: number; countries: number; cities: number };
}

/** `POST /api/admin/sitemaps/regenerate`: the overview after the run; `skipped` when another instance was generating. */
export interface SitemapRegeneration extends SitemapOverview {
  skipped: boolean;
  message: string;
}
