import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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

export interface CountRow {
  countryCode: string;
  count: number;
}

/** Named reads of the summary tables (see SummariesRepository): none of them touches `businesses`. */
@Injectable()
export class DirectoryRepository {
  constructor(private readonly db: DataSource) {}

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
      `SELECT city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS "businessCount", category_count AS "categoryCount"
       FROM city_stats ORDER BY business_count DESC, city, country_code LIMIT $1`,
      [limit],
    );
  }

  /** Every city, or those of one country, or those whose slug starts with `letter`. */
  cities(filter: { letter?: string; countryCode?: string }): Promise<CityRow[]> {
    const conditions: string[] = [];
    const params: string[] = [];
    if (filter.letter) conditions.push(`city_slug LIKE $${params.push(`${filter.letter.toLowerCase()}%`)}`);
    if (filter.countryCode) conditions.push(`country_code = $${params.push(filter.countryCode)}`);
    return this.db.query(
      `SELECT city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS "businessCount", category_count AS "categoryCount"
       FROM city_stats ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY business_count DESC, city, country_code`,
      params,
    );
  }

  async city(countryCode: string, citySlug: string): Promise<CityRow | null> {
    const [row] = await this.db.query<CityRow[]>(
      `SELECT city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS "businessCount", category_count AS "categoryCount"
       FROM city_stats WHERE country_code = $1 AND city_slug = $2`,
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
