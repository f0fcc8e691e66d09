import { Injectable } from '@nestjs/common';
import type { HomepageTotals } from '@directory/shared';
import { ReadDatabase } from '../database/read-database.js';
import { escapeLike } from '../database/escape-like.js';

export interface CategoryRow {
  category: string;
  slug: string;
  count: number;
}

export interface CategoryStatsRow extends CategoryRow {
  countryCount: number;
  averageRating: string | null;
}

export interface CountryRow {
  countryCode: string;
  businessCount: number;
  cityCount: number;
  categoryCount: number;
}

export interface CityRow {
  city: string;
  citySlug: string;
  countryCode: string;
  businessCount: number;
  categoryCount: number;
}

export interface CityTotals {
  total: number;
  businesses: number;
}

/** Which cities a list keeps (docs/behaviour.md §3); every part given must hold. */
export interface CityFilter {
  countryCode?: string;
  /** Lower case; the slug (the transliterated name) starts with it. */
  letter?: string;
  /** `q`: a city is kept when any of these match. */
  text?: {
    /** Contained in the city's slug. */
    slug: string | null;
    /** Contained in the city's name, in any case: for what a slug cannot hold (other scripts, punctuation). */
    name: string | null;
    countryCodes: string[];
  };
}

const CITY_COLUMNS = `city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS "businessCount", category_count AS "categoryCount"`;

/** The WHERE clause of `filter`, its values appended to `params`. */
function cityConditions(filter: CityFilter, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (filter.countryCode) conditions.push(`country_code = ${param(filter.countryCode)}`);
  if (filter.letter) conditions.push(`city_slug LIKE ${param(`${filter.letter}%`)}`);
  if (filter.text) {
    const { slug, name, countryCodes } = filter.text;
    const any: string[] = [];
    if (countryCodes.length) any.push(`country_code = ANY(${param(countryCodes)})`);
    if (slug) any.push(`city_slug LIKE ${param(`%${escapeLike(slug)}%`)}`);
    if (name) any.push(`city ILIKE ${param(`%${escapeLike(name)}%`)}`);
    conditions.push(any.length ? `(${any.join(' OR ')})` : 'false');
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

export interface CountRow {
  countryCode: string;
  count: number;
}

/** Named reads of the summary tables (see SummariesRepository): none of them touches `businesses`. */
@Injectable()
export class DirectoryRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** Approved businesses and the countries, cities and categories that have any. */
  async totals(): Promise<HomepageTotals> {
    const [row] = await this.db.query<HomepageTotals[]>(
      `SELECT coalesce(sum(business_count), 0)::int AS businesses, count(*)::int AS countries,
              coalesce(sum(city_count), 0)::int AS cities, (SELECT count(*) FROM category_stats)::int AS categories
       FROM country_stats`,
      [],
    );
    return row as HomepageTotals;
  }

  topCategories(limit: number): Promise<CategoryRow[]> {
    return this.db.query(
      `SELECT category, category_slug AS slug, business_count AS count FROM category_stats
       ORDER BY business_count DESC, category LIMIT $1`,
      [limit],
    );
  }

  /** `letter` keeps categories whose slug (the transliterated name) starts with it. */
  categories(letter?: string): Promise<CategoryStatsRow[]> {
    return this.db.query(
      `SELECT category, category_slug AS slug, business_count AS count, country_count AS "countryCount", average_rating AS "averageRating"
       FROM category_stats WHERE category_slug LIKE $1
       ORDER BY business_count DESC, category`,
      [`${letter?.toLowerCase() ?? ''}%`],
    );
  }

  async category(slug: string): Promise<CategoryStatsRow | null> {
    const [row] = await this.db.query<CategoryStatsRow[]>(
      `SELECT category, category_slug AS slug, business_count AS count, country_count AS "countryCount", average_rating AS "averageRating"
       FROM category_stats WHERE category_slug = $1`,
      [slug],
    );
    return row ?? null;
  }

  /**
   * The countries of a category down to the `top`-th largest count, ties included (country names,
   * and so the final order, come from the ISO code in code).
   */
  categoryCountries(slug: string, top: number): Promise<CountRow[]> {
    return this.db.query(
      `SELECT country_code AS "countryCode", business_count AS count FROM country_category_stats
       WHERE category_slug = $1 AND business_count >= coalesce(
         (SELECT business_count FROM country_category_stats WHERE category_slug = $1
          ORDER BY business_count DESC OFFSET $2 LIMIT 1), 0)`,
      [slug, top - 1],
    );
  }

  countries(): Promise<CountryRow[]> {
    return this.db.query(
      `SELECT country_code AS "countryCode", business_count AS "businessCount", city_count AS "cityCount", category_count AS "categoryCount"
       FROM country_stats`,
      [],
    );
  }

  async country(code: string): Promise<CountryRow | null> {
    const [row] = await this.db.query<CountryRow[]>(
      `SELECT country_code AS "countryCode", business_count AS "businessCount", city_count AS "cityCount", category_count AS "categoryCount"
       FROM country_stats WHERE country_code = $1`,
      [code],
    );
    return row ?? null;
  }

  countryCategories(code: string): Promise<CategoryRow[]> {
    return this.db.query(
      `SELECT c.category, s.category_slug AS slug, s.business_count AS count
       FROM country_category_stats s JOIN category_stats c USING (category_slug)
       WHERE s.country_code = $1 ORDER BY s.business_count DESC, c.category`,
      [code],
    );
  }

  topCities(limit: number): Promise<CityRow[]> {
    return this.db.query(
      `SELECT ${CITY_COLUMNS} FROM city_stats ORDER BY business_count DESC, city, country_code LIMIT $1`,
      [limit],
    );
  }

  /** All the cities of a country, in answer order. */
  countryCities(countryCode: string): Promise<CityRow[]> {
    return this.db.query(
      `SELECT ${CITY_COLUMNS} FROM city_stats WHERE country_code = $1 ORDER BY business_count DESC, city, city_slug`,
      [countryCode],
    );
  }

  /** Without `letter` or `text` the totals are summed over country_stats (250 rows), not city_stats (60 000). */
  async cityTotals(filter: CityFilter): Promise<CityTotals> {
    const params: unknown[] = [];
    const sql =
      filter.letter || filter.text
        ? `SELECT count(*)::int AS total, coalesce(sum(business_count), 0)::int AS businesses
           FROM city_stats ${cityConditions(filter, params)}`
        : `SELECT coalesce(sum(city_count), 0)::int AS total, coalesce(sum(city_business_count), 0)::int AS businesses
           FROM country_stats ${filter.countryCode ? `WHERE country_code = $${params.push(filter.countryCode)}` : ''}`;
    const [row] = await this.db.query<CityTotals[]>(sql, params);
    return row as CityTotals;
  }

  /**
   * `limit` cities from `offset` of the `total` the filter keeps, in answer order. A page in the
   * second half is read backwards from the end: OFFSET walks every row it skips (the last of
   * 60 000 cities took 25–45 ms forwards, 0.1 ms backwards).
   */
  async cityPage(filter: CityFilter, limit: number, offset: number, total: number): Promise<CityRow[]> {
    const rows = Math.max(0, Math.min(limit, total - offset));
    if (rows === 0) return [];
    const fromEnd = total - offset - rows;
    const backwards = fromEnd < offset;
    const params: unknown[] = [];
    const where = cityConditions(filter, params);
    const order = backwards
      ? 'business_count, city DESC, country_code DESC, city_slug DESC'
      : 'business_count DESC, city, country_code, city_slug';
    const page = await this.db.query<CityRow[]>(
      `SELECT ${CITY_COLUMNS} FROM city_stats ${where}
       ORDER BY ${order} LIMIT $${params.push(rows)} OFFSET $${params.push(backwards ? fromEnd : offset)}`,
      params,
    );
    return backwards ? page.reverse() : page;
  }

  async city(countryCode: string, citySlug: string): Promise<CityRow | null> {
    const [row] = await this.db.query<CityRow[]>(
      `SELECT ${CITY_COLUMNS} FROM city_stats WHERE country_code = $1 AND city_slug = $2`,
      [countryCode, citySlug],
    );
    return row ?? null;
  }

  cityCategories(countryCode: string, citySlug: string, limit: number): Promise<CategoryRow[]> {
    return this.db.query(
      `SELECT c.category, s.category_slug AS slug, s.business_count AS count
       FROM city_category_stats s JOIN category_stats c USING (category_slug)
       WHERE s.country_code = $1 AND s.city_slug = $2 ORDER BY s.business_count DESC, c.category LIMIT $3`,
      [countryCode, citySlug, limit],
    );
  }
}
