import { MigrationInterface, QueryRunner } from 'typeorm';

export class PublicDirectory1763800100000 implements MigrationInterface {
  name = 'PublicDirectory1763800100000';

  async up(db: QueryRunner): Promise<void> {
    // Rating sums per country × category: single-row writes re-derive category and country
    // averages from these few rows instead of scanning a whole country's businesses.
    await db.query(`
      ALTER TABLE country_category_stats
        ADD COLUMN rating_sum numeric NOT NULL DEFAULT 0,
        ADD COLUMN rating_count integer NOT NULL DEFAULT 0`);
    await db.query(`
      UPDATE country_category_stats s SET rating_sum = t.rating_sum, rating_count = t.rating_count
      FROM (SELECT country_code, category_slug, coalesce(sum(rating), 0) AS rating_sum, count(rating) AS rating_count
            FROM businesses WHERE is_approved GROUP BY country_code, category_slug) t
      WHERE s.country_code = t.country_code AND s.category_slug = t.category_slug`);

    await db.query(`ALTER TABLE businesses ADD COLUMN submitter_email text`);

    // Business by slug with a missing or wrong suffix: a prefix search on the name part.
    await db.query(`CREATE INDEX ix_businesses_slug_prefix ON businesses (slug text_pattern_ops) WHERE is_approved`);
    // Search `where`: a misspelt city name.
    await db.query(`CREATE INDEX ix_city_stats_city_trgm ON city_stats USING gin (city gin_trgm_ops)`);

    // Search `q`: full-text over the words of name and category of approved businesses.
    await db.query(
      `CREATE INDEX ix_businesses_search ON businesses USING gin (to_tsvector('simple', name || ' ' || category)) WHERE is_approved`,
    );
    // The words those documents hold, so a misspelt query word can be corrected by trigram similarity.
    await db.query(`
      CREATE TABLE search_terms (
        term text CONSTRAINT pk_search_terms PRIMARY KEY,
        documents integer NOT NULL
      )`);
    await db.query(`CREATE INDEX ix_search_terms_trgm ON search_terms USING gin (term gin_trgm_ops)`);
    await db.query(`
      INSERT INTO search_terms (term, documents)
      SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple', name || ' ' || category) FROM businesses WHERE is_approved$$)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS search_terms`);
    await db.query(`DROP INDEX IF EXISTS ix_businesses_search`);
    await db.query(`DROP INDEX IF EXISTS ix_city_stats_city_trgm`);
    await db.query(`DROP INDEX IF EXISTS ix_businesses_slug_prefix`);
    await db.query(`ALTER TABLE businesses DROP COLUMN IF EXISTS submitter_email`);
    await db.query(`ALTER TABLE country_category_stats DROP COLUMN IF EXISTS rating_count, DROP COLUMN IF EXISTS rating_sum`);
  }
}
