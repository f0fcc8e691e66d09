import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paged city lists (docs/behaviour.md §3 `/api/cities`, `/api/countries/{slug}/cities`) at 60 000 cities:
 * - `country_stats.city_business_count`: the businesses of the country's cities (those without a
 *   city are left out), so the unfiltered totals are a sum over 250 rows, not over city_stats;
 * - the answer order, whole and per country, with every listed column, so a page is read from
 *   the index alone; the slug ends the key so the order is total and pages neither repeat nor
 *   skip a city; `ix_city_stats_count` is a prefix of that order and goes;
 * - trigrams of the slug (the transliterated name) for `q` (`%koln%`) and `letter` (`b%`).
 */
export class PagedCityLists1763800700000 implements MigrationInterface {
  name = 'PagedCityLists1763800700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE country_stats ADD COLUMN city_business_count integer NOT NULL DEFAULT 0`);
    await db.query(`
      UPDATE country_stats s SET city_business_count = t.n
      FROM (SELECT country_code, sum(business_count) AS n FROM city_stats GROUP BY country_code) t
      WHERE s.country_code = t.country_code`);

    await db.query(`DROP INDEX ix_city_stats_count`);
    await db.query(`DROP INDEX ix_city_stats_order`);
    await db.query(`
      CREATE INDEX ix_city_stats_order ON city_stats (business_count DESC, city, country_code, city_slug)
      INCLUDE (category_count)`);
    await db.query(`
      CREATE INDEX ix_city_stats_country_order ON city_stats (country_code, business_count DESC, city, city_slug)
      INCLUDE (category_count)`);
    await db.query(`CREATE INDEX ix_city_stats_slug_trgm ON city_stats USING gin (city_slug gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ix_city_stats_slug_trgm`);
    await db.query(`DROP INDEX ix_city_stats_country_order`);
    await db.query(`DROP INDEX ix_city_stats_order`);
    await db.query(`CREATE INDEX ix_city_stats_order ON city_stats (business_count DESC, city, country_code)`);
    await db.query(`CREATE INDEX ix_city_stats_count ON city_stats (business_count DESC, city)`);
    await db.query(`ALTER TABLE country_stats DROP COLUMN city_business_count`);
  }
}
