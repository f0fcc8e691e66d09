import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many approved businesses hold each word, by category and rating: the total and category
 * facets of a common word (97 000 businesses for `restaurant`) without a pass over its postings.
 * Rating is kept in tenths, -1 for none, so `minRating` sums the rows at or above it. A word's
 * rows (a few thousand for the commonest) are read off the primary key alone (it includes the count).
 *
 * Statement triggers on `search_postings` keep it: postings are only ever inserted, deleted or
 * truncated (an update of a business replaces its postings), and each statement adds its own counts.
 * The upserts go in key order so concurrent writers lock the same rows in the same order.
 */
export class SearchTermCounts1763801300000 implements MigrationInterface {
  name = 'SearchTermCounts1763801300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE search_term_counts (
        term text NOT NULL,
        category_slug text NOT NULL,
        rating_tenths smallint NOT NULL,
        documents integer NOT NULL,
        PRIMARY KEY (term, category_slug, rating_tenths) INCLUDE (documents))`);
    await db.query(`
      INSERT INTO search_term_counts (term, category_slug, rating_tenths, documents)
      SELECT term, category_slug, coalesce((rating * 10)::smallint, -1), count(*) FROM search_postings
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
    await db.query(`
      CREATE FUNCTION search_term_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_term_counts AS c (term, category_slug, rating_tenths, documents)
        SELECT term, category_slug, coalesce((rating * 10)::smallint, -1), count(*) FROM added
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (term, category_slug, rating_tenths) DO UPDATE SET documents = c.documents + EXCLUDED.documents;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION search_term_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH removed_counts AS (
          SELECT term, category_slug, coalesce((rating * 10)::smallint, -1) AS rating_tenths, count(*) AS n FROM removed
          GROUP BY 1, 2, 3),
        locked AS (
          SELECT c.term, c.category_slug, c.rating_tenths, r.n FROM search_term_counts c
          JOIN removed_counts r USING (term, category_slug, rating_tenths)
          ORDER BY 1, 2, 3 FOR UPDATE OF c)
        UPDATE search_term_counts c SET documents = c.documents - l.n FROM locked l
        WHERE (c.term, c.category_slug, c.rating_tenths) = (l.term, l.category_slug, l.rating_tenths);
        DELETE FROM search_term_counts
        WHERE documents <= 0 AND (term, category_slug, rating_tenths) IN (
          SELECT term, category_slug, coalesce((rating * 10)::smallint, -1) FROM removed);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER tr_search_term_counts_add AFTER INSERT ON search_postings
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_add()`);
    await db.query(`
      CREATE TRIGGER tr_search_term_counts_remove AFTER DELETE ON search_postings
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_remove()`);
    // Emptying the businesses (TRUNCATE … CASCADE) empties the postings without a DELETE.
    await db.query(`
      CREATE FUNCTION search_term_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE search_term_counts;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER tr_search_term_counts_clear AFTER TRUNCATE ON search_postings
      FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_clear()`);
    await db.query(`ANALYZE search_term_counts`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER tr_search_term_counts_add ON search_postings`);
    await db.query(`DROP TRIGGER tr_search_term_counts_remove ON search_postings`);
    await db.query(`DROP TRIGGER tr_search_term_counts_clear ON search_postings`);
    await db.query(`DROP FUNCTION search_term_counts_clear()`);
    await db.query(`DROP FUNCTION search_term_counts_add()`);
    await db.query(`DROP FUNCTION search_term_counts_remove()`);
    await db.query(`DROP TABLE search_term_counts`);
  }
}
