import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AdvisoryLock } from '../database/advisory-locks.js';

/**
 * The columns of `completeness_stats` over the businesses `b` of a group. Empty strings count as
 * missing, as they show nothing.
 */
const COMPLETENESS_COUNTS = `count(*)::int AS business_count,
  count(*) FILTER (WHERE btrim(b.phone) <> '')::int AS with_phone,
  count(*) FILTER (WHERE EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id))::int AS with_hours,
  count(*) FILTER (WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL)::int AS with_coordinates,
  count(*) FILTER (WHERE btrim(b.website) <> '')::int AS with_website,
  count(*) FILTER (WHERE btrim(b.image_url) <> '')::int AS with_image`;

/** Where an approved business counts: the keys of every summary row it adds to. */
export interface SummaryKeys {
  categorySlug: string;
  countryCode: string;
  citySlug: string | null;
}

/**
 * Keeps the summary tables (category_stats, country_stats, city_stats and the per-country /
 * per-city category counts) equal to what a GROUP BY over approved businesses would give,
 * and completeness_stats (every business, approved or not; see its migration) likewise,
 * so public lists and totals read a few hundred rows instead of scanning 600 000
 * (a naive GROUP BY costs 0.3–0.5 s there, see BENCHMARKS.md).
 *
 * - Bulk jobs (imports, deletes) call `refreshAll`: set-wise SQL in one transaction. TRUNCATE,
 *   not DELETE: re-inserting 465 000 city × category rows under the dead ones of the same keys
 *   took 2.5 times as long (unique checks visit every deleted row). Readers of the summaries wait
 *   for the commit meanwhile; public answers keep coming from the HTTP cache, whose version
 *   only moves at that commit.
 * - Search postings follow every write through triggers on `businesses`; a bulk load that ran
 *   with triggers off (session_replication_role = replica) is indexed here, as it appends ids.
 * - A single-row write calls `applyRowChange` inside its transaction: only the groups the row
 *   left and entered are recounted. The leaf groups (country × category, city × category,
 *   city) are recounted from `businesses` through their indexes; category and country
 *   totals and averages are then summed from the leaf rows, which carry rating sums for it.
 *   Recounting (instead of ±1 deltas) stays exact whatever fields the caller passes, and
 *   the advisory lock makes it safe against concurrent writers.
 */
@Injectable()
export class SummariesRepository {
  private readonly logger = new Logger(SummariesRepository.name);

  constructor(private readonly db: DataSource) {}

  async refreshAll(manager?: EntityManager): Promise<void> {
    const started = Date.now();
    const run = async (m: EntityManager) => {
      await m.query(`SELECT pg_advisory_xact_lock($1)`, [AdvisoryLock.Summaries]);
      await m.query(`SET LOCAL work_mem = '64MB'`);
      await m.query(
        `TRUNCATE category_stats, country_stats, city_stats, country_category_stats, city_category_stats, completeness_stats`,
      );
      await m.query(`
        INSERT INTO country_category_stats (country_code, category_slug, business_count, rating_sum, rating_count)
        SELECT country_code, category_slug, count(*), coalesce(sum(rating), 0), count(rating)
        FROM businesses WHERE is_approved GROUP BY country_code, category_slug`);
      await m.query(`
        INSERT INTO category_stats (category_slug, category, business_count, country_count, average_rating)
        SELECT category_slug, mode() WITHIN GROUP (ORDER BY category), count(*), count(DISTINCT country_code), round(avg(rating), 2)
        FROM businesses WHERE is_approved GROUP BY category_slug`);
      await m.query(`
        INSERT INTO city_category_stats (country_code, city_slug, category_slug, business_count)
        SELECT country_code, city_slug, category_slug, count(*) FROM businesses
        WHERE is_approved AND city_slug IS NOT NULL GROUP BY country_code, city_slug, category_slug`);
      await m.query(`
        INSERT INTO city_stats (country_code, city_slug, city, business_count, category_count)
        SELECT country_code, city_slug, mode() WITHIN GROUP (ORDER BY city), count(*), count(DISTINCT category_slug)
        FROM businesses WHERE is_approved AND city_slug IS NOT NULL GROUP BY country_code, city_slug`);
      await m.query(`
        INSERT INTO country_stats (country_code, business_count, city_count, city_business_count, category_count, average_rating)
        SELECT cc.country_code, sum(cc.business_count), coalesce(ci.cities, 0), coalesce(ci.businesses, 0),
               count(*), round(sum(cc.rating_sum) / nullif(sum(cc.rating_count), 0), 2)
        FROM country_category_stats cc
        LEFT JOIN (SELECT country_code, count(*) AS cities, sum(business_count) AS businesses FROM city_stats GROUP BY country_code) ci
          USING (country_code)
        GROUP BY cc.country_code, ci.cities, ci.businesses`);
      await m.query(`
        INSERT INTO completeness_stats
          (category_slug, business_count, with_phone, with_hours, with_coordinates, with_website, with_image)
        SELECT b.category_slug, ${COMPLETENESS_COUNTS} FROM businesses b GROUP BY b.category_slug`);
      await this.indexUnsearchedRows(m);
    };
    if (manager) await run(manager);
    else await this.db.transaction(run);
    this.logger.log(`Summaries refreshed in ${Date.now() - started} ms`);
  }

  /** Postings for approved businesses above the highest indexed id (see the search migrations' triggers). */
  private async indexUnsearchedRows(m: EntityManager): Promise<void> {
    await m.query(`SELECT search_postings_catch_up()`);
  }

  /**
   * Inside the transaction that wrote a row, approved or not: recounts the completeness of the
   * categories it left and entered (one category is at most a few ten thousand rows, read through
   * the category indexes).
   */
  async recountCompleteness(m: EntityManager, categorySlugs: string[]): Promise<void> {
    if (categorySlugs.length === 0) return;
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [AdvisoryLock.Summaries]);
    for (const slug of new Set(categorySlugs)) {
      const [row] = await m.query(`SELECT ${COMPLETENESS_COUNTS} FROM businesses b WHERE b.category_slug = $1`, [slug]);
      if (row.business_count === 0) {
        await m.query(`DELETE FROM completeness_stats WHERE category_slug = $1`, [slug]);
        continue;
      }
      await m.query(
        `INSERT INTO completeness_stats
           (category_slug, business_count, with_phone, with_hours, with_coordinates, with_website, with_image)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (category_slug) DO UPDATE
         SET business_count = EXCLUDED.business_count, with_phone = EXCLUDED.with_phone, with_hours = EXCLUDED.with_hours,
             with_coordinates = EXCLUDED.with_coordinates, with_website = EXCLUDED.with_website, with_image = EXCLUDED.with_image`,
        [
          slug,
          row.business_count,
          row.with_phone,
          row.with_hours,
          row.with_coordinates,
          row.with_website,
          row.with_image,
        ],
      );
    }
  }

  /** Inside the transaction that wrote the row: `before` / `after` are its keys when approved, else null. */
  async applyRowChange(m: EntityManager, before: SummaryKeys | null, after: SummaryKeys | null): Promise<void> {
    const sides = [before, after].filter((side): side is SummaryKeys => side !== null);
    if (sides.length === 0) return;
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [AdvisoryLock.Summaries]);
    const distinct = <T>(items: T[], key: (item: T) => string) => [...new Map(items.map((i) => [key(i), i])).values()];
    const cities = distinct(
      sides.filter((s) => s.citySlug !== null),
      (s) => `${s.countryCode}/${s.citySlug}`,
    );
    for (const s of distinct(sides, (s) => `${s.countryCode}/${s.categorySlug}`))
      await this.recountCountryCategory(m, s);
    for (const s of distinct(cities, (s) => `${s.countryCode}/${s.citySlug}/${s.categorySlug}`))
      await this.recountCityCategory(m, s);
    for (const s of cities) await this.recountCity(m, s.countryCode, s.citySlug as string);
    for (const slug of new Set(sides.map((s) => s.categorySlug))) await this.recountCategory(m, slug);
    for (const code of new Set(sides.map((s) => s.countryCode))) await this.recountCountry(m, code);
  }

  /** Deletes the summary row of a group left without approved businesses (`keys`: column → value). */
  private async dropSummary(m: EntityManager, table: string, keys: Record<string, string | null>): Promise<void> {
    const where = Object.keys(keys).map((column, i) => `${column} = $${i + 1}`);
    await m.query(`DELETE FROM ${table} WHERE ${where.join(' AND ')}`, Object.values(keys));
  }

  private async recountCountryCategory(m: EntityManager, { countryCode, categorySlug }: SummaryKeys): Promise<void> {
    const [row] = await m.query(
      `SELECT count(*)::int AS n, coalesce(sum(rating), 0) AS sum, count(rating)::int AS rated
       FROM businesses WHERE is_approved AND category_slug = $1 AND country_code = $2`,
      [categorySlug, countryCode],
    );
    if (row.n === 0) {
      return this.dropSummary(m, 'country_category_stats', { country_code: countryCode, category_slug: categorySlug });
    }
    await m.query(
      `INSERT INTO country_category_stats (country_code, category_slug, business_count, rating_sum, rating_count)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (country_code, category_slug) DO UPDATE
       SET business_count = EXCLUDED.business_count, rating_sum = EXCLUDED.rating_sum, rating_count = EXCLUDED.rating_count`,
      [countryCode, categorySlug, row.n, row.sum, row.rated],
    );
  }

  private async recountCityCategory(
    m: EntityManager,
    { countryCode, citySlug, categorySlug }: SummaryKeys,
  ): Promise<void> {
    const [row] = await m.query(
      `SELECT count(*)::int AS n FROM businesses
       WHERE is_approved AND country_code = $1 AND city_slug = $2 AND category_slug = $3`,
      [countryCode, citySlug, categorySlug],
    );
    if (row.n === 0) {
      const keys = { country_code: countryCode, city_slug: citySlug, category_slug: categorySlug };
      return this.dropSummary(m, 'city_category_stats', keys);
    }
    await m.query(
      `INSERT INTO city_category_stats (country_code, city_slug, category_slug, business_count) VALUES ($1, $2, $3, $4)
       ON CONFLICT (country_code, city_slug, category_slug) DO UPDATE SET business_count = EXCLUDED.business_count`,
      [countryCode, citySlug, categorySlug, row.n],
    );
  }

  private async recountCity(m: EntityManager, countryCode: string, citySlug: string): Promise<void> {
    const [row] = await m.query(
      `SELECT count(*)::int AS n, count(DISTINCT category_slug)::int AS categories, mode() WITHIN GROUP (ORDER BY city) AS city
       FROM businesses WHERE is_approved AND country_code = $1 AND city_slug = $2`,
      [countryCode, citySlug],
    );
    if (row.n === 0) {
      return this.dropSummary(m, 'city_stats', { country_code: countryCode, city_slug: citySlug });
    }
    await m.query(
      `INSERT INTO city_stats (country_code, city_slug, city, business_count, category_count) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (country_code, city_slug) DO UPDATE
       SET city = EXCLUDED.city, business_count = EXCLUDED.business_count, category_count = EXCLUDED.category_count`,
      [countryCode, citySlug, row.city, row.n, row.categories],
    );
  }

  /** The display name stays as it was; a new category takes the name of one of its rows. */
  private async recountCategory(m: EntityManager, categorySlug: string): Promise<void> {
    const [row] = await m.query(
      `SELECT coalesce(sum(business_count), 0)::int AS n, count(*)::int AS countries,
              round(sum(rating_sum) / nullif(sum(rating_count), 0), 2) AS average
       FROM country_category_stats WHERE category_slug = $1`,
      [categorySlug],
    );
    if (row.n === 0) {
      return this.dropSummary(m, 'category_stats', { category_slug: categorySlug });
    }
    await m.query(
      `INSERT INTO category_stats (category_slug, category, business_count, country_count, average_rating)
       SELECT $1, coalesce((SELECT category FROM category_stats WHERE category_slug = $1),
                           (SELECT category FROM businesses WHERE is_approved AND category_slug = $1 LIMIT 1)), $2, $3, $4
       ON CONFLICT (category_slug) DO UPDATE
       SET business_count = EXCLUDED.business_count, country_count = EXCLUDED.country_count, average_rating = EXCLUDED.average_rating`,
      [categorySlug, row.n, row.countries, row.average],
    );
  }

  private async recountCountry(m: EntityManager, countryCode: string): Promise<void> {
    const [row] = await m.query(
      `SELECT coalesce(sum(business_count), 0)::int AS n, count(*)::int AS categories,
              round(sum(rating_sum) / nullif(sum(rating_count), 0), 2) AS average,
              (SELECT count(*)::int FROM city_stats WHERE country_code = $1) AS cities,
              (SELECT coalesce(sum(business_count), 0)::int FROM city_stats WHERE country_code = $1) AS "cityBusinesses"
       FROM country_category_stats WHERE country_code = $1`,
      [countryCode],
    );
    if (row.n === 0) {
      return this.dropSummary(m, 'country_stats', { country_code: countryCode });
    }
    await m.query(
      `INSERT INTO country_stats (country_code, business_count, city_count, city_business_count, category_count, average_rating)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (country_code) DO UPDATE
       SET business_count = EXCLUDED.business_count, city_count = EXCLUDED.city_count,
           city_business_count = EXCLUDED.city_business_count,
           category_count = EXCLUDED.category_count, average_rating = EXCLUDED.average_rating`,
      [countryCode, row.n, row.cities, row.cityBusinesses, row.categories, row.average],
    );
  }
}
