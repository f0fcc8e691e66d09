import { Injectable } from '@nestjs/common';
import type { AdminCategory, AdminStats } from '@directory/shared';
import { DataSource } from 'typeorm';

/**
 * Back-office figures over every business, approved or not. Approved rows are read from
 * the summary tables; pending rows (few, and found through the is_approved index) are
 * grouped directly and added.
 */
const CATEGORY_COUNTS = `
  SELECT mode() WITHIN GROUP (ORDER BY category) AS category, slug, sum(n)::int AS count FROM (
    SELECT category_slug AS slug, category, business_count AS n FROM category_stats
    UNION ALL
    SELECT category_slug, category, count(*) FROM businesses WHERE NOT is_approved GROUP BY category_slug, category
  ) t GROUP BY slug ORDER BY count DESC, category`;

@Injectable()
export class AdminStatsService {
  constructor(private readonly db: DataSource) {}

  async stats(): Promise<AdminStats> {
    const [[totals], categories] = await Promise.all([
      this.db.query(`
        SELECT
          (SELECT coalesce(sum(business_count), 0)::int FROM country_stats) AS approved,
          (SELECT count(*)::int FROM businesses WHERE NOT is_approved) AS pending,
          (SELECT count(*)::int FROM (
            SELECT country_code FROM country_stats UNION SELECT country_code FROM businesses WHERE NOT is_approved) t) AS countries,
          (SELECT count(*)::int FROM (
            SELECT country_code, city_slug FROM city_stats
            UNION SELECT country_code, city_slug FROM businesses WHERE NOT is_approved AND city_slug IS NOT NULL) t) AS cities`) as Promise<
        Array<{ approved: number; pending: number; countries: number; cities: number }>
      >,
      this.categories(),
    ]);
    const { approved = 0, pending = 0, countries = 0, cities = 0 } = totals ?? {};
    return {
      totalBusinesses: approved + pending,
      approvedBusinesses: approved,
      pendingBusinesses: pending,
      totalCategories: categories.length,
      totalCountries: countries,
      totalCities: cities,
      categories: categories.map(({ category, count }) => ({ category, count })),
    };
  }

  categories(): Promise<AdminCategory[]> {
    return this.db.query(CATEGORY_COUNTS);
  }

  async countryCodes(): Promise<string[]> {
    const rows: Array<{ code: string }> = await this.db.query(
      `SELECT country_code AS code FROM country_stats UNION SELECT country_code FROM businesses WHERE NOT is_approved ORDER BY code`,
    );
    return rows.map((r) => r.code);
  }
}
