import { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin list's sort keys (see AdminBusinessesRepository), each ending in `id` so pages never overlap. */
const SORTS: Record<string, string> = {
  name: `name COLLATE "und-x-icu", id`,
  created: `created_at, id`,
  reviews: `review_count, id`,
  // Unrated businesses come last in both directions, so each direction has its own order.
  rating: `rating ASC NULLS LAST, id`,
  rating_desc: `rating DESC NULLS LAST, id DESC`,
};

/**
 * The admin list (`GET /api/admin/businesses`) at 600 000 businesses, p99 ≤ 50 ms for every filter
 * and sort (BENCHMARKS.md, Admin API). Each filter the list takes alone (none, category, country,
 * pending) has one index per sort key, so a page is the next 20 entries of an index read from the
 * index alone (the ids; the rows are fetched afterwards). The other filters are carried in the
 * index (INCLUDE), so category + country or + approval still skip entries without reading rows.
 * A name search matches few enough rows to sort them.
 *
 * Names sort with the ICU root collation, so accented letters sort with their base letter
 * ("Ḩamāh" with H, "Şule" and "Šiauliai" with S) instead of after Z as in the C collation.
 */
export class AdminListOrder1763801100000 implements MigrationInterface {
  name = 'AdminListOrder1763801100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ix_businesses_admin_name`);
    await db.query(`DROP INDEX ix_businesses_admin_category_name`);
    for (const [key, columns] of Object.entries(SORTS)) {
      if (key !== 'created')
        await db.query(`CREATE INDEX ix_businesses_admin_${key} ON businesses (${columns}) INCLUDE (is_approved)`);
      await db.query(
        `CREATE INDEX ix_businesses_admin_category_${key} ON businesses (category_slug, ${columns}) INCLUDE (country_code, is_approved)`,
      );
      await db.query(
        `CREATE INDEX ix_businesses_admin_country_${key} ON businesses (country_code, ${columns}) INCLUDE (is_approved)`,
      );
      await db.query(
        `CREATE INDEX ix_businesses_admin_pending_${key} ON businesses (${columns}) WHERE NOT is_approved`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const key of Object.keys(SORTS)) {
      if (key !== 'created') await db.query(`DROP INDEX ix_businesses_admin_${key}`);
      await db.query(`DROP INDEX ix_businesses_admin_category_${key}`);
      await db.query(`DROP INDEX ix_businesses_admin_country_${key}`);
      await db.query(`DROP INDEX ix_businesses_admin_pending_${key}`);
    }
    await db.query(`CREATE INDEX ix_businesses_admin_name ON businesses (name, id)`);
    await db.query(`CREATE INDEX ix_businesses_admin_category_name ON businesses (category_slug, name, id)`);
  }
}
