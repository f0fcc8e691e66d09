import type { AdminCategory } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface AdminTotals {
  approved: number;
  pending: number;
  countries: number;
  cities: number;
}

/**
 * Back-office figures over every business, approved or not. Approved rows are read from
 * the summary tables; pending rows are counted from the small partial index that holds
 * only them (ix_businesses_admin_pending) and added.
 */
@Injectable()
export class AdminStatsRepository {
  constructor(private readonly db: DataSource) {}

  async totals(): Promise<AdminTotals> {
    const [row] = (await this.db.query(`
      SELECT
        (SELECT coalesce(sum(business_count), 0)::int FROM country_stats) AS approved,
        (SELECT count(*)::int FROM businesses WHERE NOT is_approved) AS pending,
        (SELECT count(*)::int FROM (
          SELECT country_code FROM country_stats UNION SELECT country_code FROM businesses WHERE NOT is_approved) t) AS countries,
        (SELECT count(*)::int FROM (
          SELECT country_code, city_slug FROM city_stats
          UNION SELECT country_code, city_slug FROM businesses WHERE NOT is_approved AND city_slug IS NOT NULL) t) AS cities`)) as
      AdminTotals[] | [];
    return row ?? { approved: 0, pending: 0, countries: 0, cities: 0 };
  }

  /**
   * Every category with its count of businesses, largest first; `search` keeps those whose name or slug
   * holds it, case and accents aside ("cafe" finds "Café").
   */
  categoryCounts(search?: string, limit?: number): Promise<AdminCategory[]> {
    return this.db.query(
      `
      WITH pending AS (
        SELECT category_slug, count(*)::int AS n FROM businesses WHERE NOT is_approved GROUP BY category_slug),
      counted AS (
        SELECT
          coalesce(s.category, (SELECT b.category FROM businesses b WHERE b.category_slug = p.category_slug AND NOT b.is_approved LIMIT 1)) AS category,
          coalesce(s.category_slug, p.category_slug) AS slug,
          (coalesce(s.business_count, 0) + coalesce(p.n, 0))::int AS count
        FROM category_stats s FULL JOIN pending p ON p.category_slug = s.category_slug)
      SELECT category, slug, count FROM counted
      WHERE $1::text IS NULL
        OR strpos(unaccent(lower(category)), unaccent(lower($1))) > 0
        OR strpos(slug, unaccent(lower($1))) > 0
      ORDER BY count DESC, category
      LIMIT $2`,
      [search ?? null, limit ?? null],
    );
  }

  async accountCount(): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM accounts`)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** Rows of `table` created per UTC day over the last `days` days, oldest first, with the days that had none. */
  createdByDay(table: 'accounts' | 'reviews', days: number): Promise<Array<{ day: string; count: number }>> {
    return this.db.query(
      `
      WITH days AS (
        SELECT day::date AS day
        FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS day)
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(t.id)::int AS count
      FROM days LEFT JOIN ${table} t
        ON t.created_at >= now() - make_interval(days => $1::int + 1) AND (t.created_at AT TIME ZONE 'UTC')::date = days.day
      GROUP BY days.day ORDER BY days.day`,
      [days],
    );
  }

  async reviewCounts(): Promise<{ pending: number; published: number }> {
    const [row] = (await this.db.query(
      `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
              count(*) FILTER (WHERE state = 'published')::int AS published FROM reviews`,
    )) as Array<{ pending: number; published: number }>;
    return row ?? { pending: 0, published: 0 };
  }

  /** Claims and owners' change requests waiting for an admin (docs/behaviour.md §14). */
  async openOwnerWork(): Promise<{ claims: number; changeRequests: number }> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM business_claims WHERE state = 'pending')::int AS claims,
              (SELECT count(*) FROM business_change_requests WHERE state = 'pending')::int AS "changeRequests"`,
    )) as Array<{ claims: number; changeRequests: number }>;
    return row ?? { claims: 0, changeRequests: 0 };
  }

  async countryCodes(): Promise<string[]> {
    const rows: Array<{ code: string }> = await this.db.query(
      `SELECT country_code AS code FROM country_stats UNION SELECT country_code FROM businesses WHERE NOT is_approved ORDER BY code`,
    );
    return rows.map((r) => r.code);
  }
}
