import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/behaviour.md §4.1: the back office's list search ignores case and accents ("guler" finds
 * Güler, "isik" finds Işık). `directory_fold` is `unaccent` with its dictionary named, so it is
 * immutable and can be indexed; the name trigram index is rebuilt over the folded name, so a
 * business still costs the same number of index entries to write.
 */
export class FoldedAdminSearch1763801950000 implements MigrationInterface {
  name = 'FoldedAdminSearch1763801950000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await db.query(`
      CREATE FUNCTION directory_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN lower(unaccent('unaccent'::regdictionary, $1))`);
    await db.query(`DROP INDEX ix_businesses_admin_category_search`);
    await db.query(`
      CREATE INDEX ix_businesses_admin_category_search ON businesses
      USING gin (category_slug, directory_fold(name) gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ix_businesses_admin_category_search`);
    await db.query(
      `CREATE INDEX ix_businesses_admin_category_search ON businesses USING gin (category_slug, name gin_trgm_ops)`,
    );
    await db.query(`DROP FUNCTION directory_fold(text)`);
  }
}
