import { Injectable } from '@nestjs/common';
import type { AdminReports } from '@directory/shared';
import { DataSource } from 'typeorm';

const REPORT_DAYS = 30;

/**
 * The reports page's figures, each from a table of a few hundred rows or from the small
 * pending-only index, never from a scan of `businesses`. `completeness_stats` counts every
 * business per category, so categories and the total come from it; approved rows are counted
 * in the summary tables (pending = total − approved); countries add their pending rows through
 * `ix_businesses_admin_pending`; imports and admin actions are read for their last 30 days.
 */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: DataSource) {}

  businessesByCountry(top: number): Promise<AdminReports['businessesByCountry']> {
    return this.db.query(
      `WITH pending AS (
         SELECT country_code, count(*)::int AS n FROM businesses WHERE NOT is_approved GROUP BY country_code)
       SELECT coalesce(s.country_code, p.country_code) AS "countryCode",
              (coalesce(s.business_count, 0) + coalesce(p.n, 0))::int AS count
       FROM country_stats s FULL JOIN pending p ON p.country_code = s.country_code
       ORDER BY count DESC, "countryCode" LIMIT $1`,
      [top],
    );
  }

  /** Ties by name, as `/api/admin/categories`; a category with only pending rows is named after one of them. */
  businessesByCategory(top: number): Promise<AdminReports['businessesByCategory']> {
    return this.db.query(
      `SELECT coalesce(s.category, (SELECT b.category FROM businesses b WHERE b.category_slug = c.category_slug LIMIT 1)) AS category,
              c.category_slug AS slug, c.business_count AS count
       FROM completeness_stats c LEFT JOIN category_stats s USING (category_slug)
       ORDER BY count DESC, category LIMIT $1`,
      [top],
    );
  }

  async approvals(): Promise<AdminReports['approvals']> {
    const [row] = (await this.db.query(`
      WITH t AS (
        SELECT (SELECT coalesce(sum(business_count), 0) FROM country_stats) AS approved,
               (SELECT coalesce(sum(business_count), 0) FROM completeness_stats) AS total)
      SELECT approved::int AS approved, (total - approved)::int AS pending FROM t`)) as Array<
      AdminReports['approvals']
    >;
    return row as AdminReports['approvals'];
  }

  async completeness(): Promise<AdminReports['completeness']> {
    const [row] = (await this.db.query(`
      SELECT coalesce(sum(business_count), 0)::int AS total, coalesce(sum(with_phone), 0)::int AS "withPhone",
             coalesce(sum(with_hours), 0)::int AS "withHours", coalesce(sum(with_coordinates), 0)::int AS "withCoordinates",
             coalesce(sum(with_website), 0)::int AS "withWebsite", coalesce(sum(with_image), 0)::int AS "withImage"
      FROM completeness_stats`)) as Array<AdminReports['completeness']>;
    return row as AdminReports['completeness'];
  }

  /**
   * Rows of imports started on each of the last 30 UTC days, today included; days without imports are zeros.
   * Each run counts once, from its recorded result: businesses added and updated apart (docs/behaviour.md §5
   * "Counting"); a run recorded before they were kept apart counts its written rows as added.
   */
  importsPerDay(): Promise<AdminReports['importsPerDay']> {
    return this.db.query(
      `WITH days AS (
         SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, '1 day')::date AS day),
       runs AS (
         SELECT (started_at AT TIME ZONE 'UTC')::date AS day,
                sum(coalesce((result->>'addedCount')::int, (result->>'successCount')::int, 0))::int AS added,
                sum(coalesce((result->>'updatedCount')::int, 0))::int AS updated,
                sum(coalesce((result->>'skippedCount')::int, 0))::int AS skipped,
                sum(coalesce((result->>'errorCount')::int, 0))::int AS failed
         FROM import_runs
         WHERE started_at >= ((now() AT TIME ZONE 'UTC')::date - ($1::int - 1)) AT TIME ZONE 'UTC'
         GROUP BY 1)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(r.added, 0) AS added, coalesce(r.updated, 0) AS updated,
              coalesce(r.skipped, 0) AS skipped, coalesce(r.failed, 0) AS failed
       FROM days d LEFT JOIN runs r USING (day) ORDER BY d.day`,
      [REPORT_DAYS],
    );
  }

  adminActivity(): Promise<AdminReports['adminActivity']> {
    return this.db.query(
      `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, action, count(*)::int AS count
       FROM audit_log
       WHERE created_at >= ((now() AT TIME ZONE 'UTC')::date - ($1::int - 1)) AT TIME ZONE 'UTC'
       GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
      [REPORT_DAYS],
    );
  }
}
