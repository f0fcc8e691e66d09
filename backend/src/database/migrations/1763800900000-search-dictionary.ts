import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTRY_CODES } from '@directory/shared';
import { countryName } from '../../common/country-names.js';

/**
 * docs/behaviour.md §10 search over folded words, with typo candidates from a symmetric-delete index.
 *
 * - Words are folded by `unaccent` after the 'simple' parser's lower-casing, at index time here
 *   and at query time in SearchTermsRepository, so `cafe` = `Café` and `muller` = `Müller`.
 * - Postings carry the category and rating, so filters and category facets read the rank index only.
 * - `search_terms` is the dictionary: words of names and categories (`documents`: approved
 *   businesses holding it) and words of city and country names (`is_place`).
 * - `search_term_variants` holds each dictionary word with up to as many letters deleted as its
 *   length allows typos (search_typo_budget, the rule of libs/shared `typoBudget`). A typed word
 *   within that many typos of a known word shares a variant with it (a swap is one deletion on
 *   each side), so its candidates are one index lookup per variant of the typed word; the API
 *   then keeps those within the typed word's own budget (optimal string alignment distance).
 */
export class SearchDictionary1763800900000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await db.query(`
      CREATE FUNCTION search_split(text text) RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT DISTINCT unaccent(l) FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(text, '')))) l
      $$`);
    await db.query(`
      CREATE FUNCTION search_words(name text, category text) RETURNS TABLE (term text, in_name boolean)
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT w.term, bool_or(w.in_name) FROM (
          SELECT n AS term, true AS in_name FROM search_split(name) n
          UNION ALL SELECT c, false FROM search_split(category) c) w
        GROUP BY w.term
      $$`);
    await db.query(`
      CREATE FUNCTION search_typo_budget(length integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN length >= 8 THEN 2 WHEN length >= 4 THEN 1 ELSE 0 END
      $$`);
    await db.query(`
      CREATE FUNCTION search_deletions(word text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT word
        UNION
        SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) i
        WHERE search_typo_budget(length(word)) >= 1
        UNION
        SELECT overlay(overlay(word PLACING '' FROM j FOR 1) PLACING '' FROM i FOR 1)
        FROM generate_series(1, length(word)) i, generate_series(i + 1, length(word)) j
        WHERE search_typo_budget(length(word)) >= 2
      $$`);

    await db.query(`
      CREATE TABLE search_term_variants (
        variant text NOT NULL,
        term text NOT NULL,
        CONSTRAINT pk_search_term_variants PRIMARY KEY (variant, term)
      )`);
    await db.query(`ALTER TABLE search_terms ADD COLUMN is_place boolean NOT NULL DEFAULT false`);
    // The last word typed matches as a prefix: `rest` reads the words from `rest` to `resu`.
    await db.query(`CREATE INDEX ix_search_terms_prefix ON search_terms (term text_pattern_ops) INCLUDE (documents)`);
    // Suggested cities: a prefix of the city's slug.
    await db.query(
      `CREATE INDEX ix_city_stats_slug_prefix ON city_stats (city_slug text_pattern_ops) INCLUDE (business_count)`,
    );

    // New words enter the dictionary with their variants; a word no business holds any more keeps
    // its row with 0 documents, as before.
    await db.query(`
      CREATE FUNCTION search_terms_add(terms text[]) RETURNS void LANGUAGE sql AS $$
        WITH counted AS (
          INSERT INTO search_terms (term, documents)
          SELECT term, count(*) FROM unnest(terms) term GROUP BY term ORDER BY term
          ON CONFLICT (term) DO UPDATE SET documents = search_terms.documents + EXCLUDED.documents
          RETURNING term, xmax = 0 AS fresh)
        INSERT INTO search_term_variants (variant, term)
        SELECT v, c.term FROM counted c CROSS JOIN LATERAL search_deletions(c.term) v WHERE c.fresh
        ON CONFLICT DO NOTHING
      $$`);
    await db.query(`
      CREATE FUNCTION search_places_add(names text[]) RETURNS void LANGUAGE sql AS $$
        WITH marked AS (
          INSERT INTO search_terms (term, documents, is_place)
          SELECT DISTINCT w, 0, true FROM unnest(names) n CROSS JOIN LATERAL search_split(n) w ORDER BY 1
          ON CONFLICT (term) DO UPDATE SET is_place = true WHERE NOT search_terms.is_place
          RETURNING term, xmax = 0 AS fresh)
        INSERT INTO search_term_variants (variant, term)
        SELECT v, m.term FROM marked m CROSS JOIN LATERAL search_deletions(m.term) v WHERE m.fresh
        ON CONFLICT DO NOTHING
      $$`);

    await this.replacePostingTriggers(db);

    await db.query(`DROP INDEX ix_search_postings_rank`);
    await db.query(`DROP INDEX ix_search_postings_business`);
    await db.query(`TRUNCATE search_postings, search_terms`);
    await db.query(
      `ALTER TABLE search_postings ADD COLUMN category_slug text NOT NULL, ADD COLUMN rating numeric(2,1)`,
    );
    await db.query(`
      INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug, category_slug, rating)
      SELECT w.term, b.id, w.in_name, b.review_count, b.country_code, b.city_slug, b.category_slug, b.rating
      FROM businesses b CROSS JOIN LATERAL search_words(b.name, b.category) w
      WHERE b.is_approved
      ORDER BY 1, 3 DESC, 4 DESC, 2`);
    await db.query(`
      CREATE INDEX ix_search_postings_rank ON search_postings (term, in_name DESC, review_count DESC, business_id)
      INCLUDE (country_code, city_slug, category_slug, rating)`);
    await db.query(`CREATE INDEX ix_search_postings_business ON search_postings (business_id, term) INCLUDE (in_name)`);
    await db.query(
      `INSERT INTO search_terms (term, documents) SELECT term, count(*) FROM search_postings GROUP BY term`,
    );
    await db.query(`SELECT search_places_add(ARRAY(SELECT DISTINCT city FROM city_stats))`);
    await db.query(`SELECT search_places_add($1::text[])`, [COUNTRY_CODES.map((code) => countryName(code).name)]);
    await db.query(`
      INSERT INTO search_term_variants (variant, term)
      SELECT DISTINCT v, t.term FROM search_terms t CROSS JOIN LATERAL search_deletions(t.term) v
      ON CONFLICT DO NOTHING`);

    // City names enter the place words as cities appear (summary refreshes and single-row recounts).
    await db.query(`
      CREATE FUNCTION search_city_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_places_add(ARRAY(SELECT DISTINCT city FROM new_rows));
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER tr_city_stats_search_insert AFTER INSERT ON city_stats
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_city_names_add()`);
    await db.query(`
      CREATE TRIGGER tr_city_stats_search_update AFTER UPDATE ON city_stats
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_city_names_add()`);
    await db.query(`ANALYZE search_postings`);
    await db.query(`ANALYZE search_terms`);
    await db.query(`ANALYZE search_term_variants`);
  }

  /** The 1763800100000 triggers, now folding words and carrying category and rating. */
  private async replacePostingTriggers(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION search_postings_add() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE added text[];
      BEGIN
        WITH inserted AS (
          INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug, category_slug, rating)
          SELECT w.term, n.id, w.in_name, n.review_count, n.country_code, n.city_slug, n.category_slug, n.rating
          FROM new_rows n CROSS JOIN LATERAL search_words(n.name, n.category) w
          WHERE n.is_approved
          ORDER BY 1, 3 DESC, 4 DESC, 2
          RETURNING term)
        SELECT array_agg(term) INTO added FROM inserted;
        PERFORM search_terms_add(added);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION search_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE changed integer[]; added text[];
      BEGIN
        SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.category, n.category_slug, n.rating, n.review_count, n.country_code, n.city_slug, n.is_approved)
              IS DISTINCT FROM (o.name, o.category, o.category_slug, o.rating, o.review_count, o.country_code, o.city_slug, o.is_approved);
        IF changed IS NULL THEN RETURN NULL; END IF;
        PERFORM search_postings_remove(changed);
        WITH inserted AS (
          INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug, category_slug, rating)
          SELECT w.term, n.id, w.in_name, n.review_count, n.country_code, n.city_slug, n.category_slug, n.rating
          FROM new_rows n CROSS JOIN LATERAL search_words(n.name, n.category) w
          WHERE n.is_approved AND n.id = ANY (changed)
          ORDER BY 1, 3 DESC, 4 DESC, 2
          RETURNING term)
        SELECT array_agg(term) INTO added FROM inserted;
        PERFORM search_terms_add(added);
        RETURN NULL;
      END $$`);
    // Postings of approved businesses above the highest indexed id (SummariesRepository's catch-up).
    await db.query(`
      CREATE FUNCTION search_postings_catch_up() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE added text[];
      BEGIN
        WITH inserted AS (
          INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug, category_slug, rating)
          SELECT w.term, b.id, w.in_name, b.review_count, b.country_code, b.city_slug, b.category_slug, b.rating
          FROM businesses b CROSS JOIN LATERAL search_words(b.name, b.category) w
          WHERE b.is_approved AND b.id > coalesce((SELECT max(business_id) FROM search_postings), 0)
          ORDER BY 1, 3 DESC, 4 DESC, 2
          RETURNING term)
        SELECT array_agg(term) INTO added FROM inserted;
        PERFORM search_terms_add(added);
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER IF EXISTS tr_city_stats_search_insert ON city_stats`);
    await db.query(`DROP TRIGGER IF EXISTS tr_city_stats_search_update ON city_stats`);
    await db.query(`DROP FUNCTION IF EXISTS search_city_names_add()`);
    await db.query(`DROP FUNCTION IF EXISTS search_postings_catch_up()`);
    // Back to the 1763800100000 postings: unfolded words, no category or rating.
    await db.query(`
      CREATE OR REPLACE FUNCTION search_postings_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH added AS (
          INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug)
          SELECT t.term, n.id, t.term = ANY (tsvector_to_array(to_tsvector('simple', n.name))), n.review_count, n.country_code, n.city_slug
          FROM new_rows n CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', n.name || ' ' || n.category))) AS t(term)
          WHERE n.is_approved
          ORDER BY 1, 3 DESC, 4 DESC, 2
          RETURNING term)
        INSERT INTO search_terms (term, documents)
        SELECT term, count(*) FROM added GROUP BY term ORDER BY term
        ON CONFLICT (term) DO UPDATE SET documents = search_terms.documents + EXCLUDED.documents;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION search_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE changed integer[];
      BEGIN
        SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.category, n.review_count, n.country_code, n.city_slug, n.is_approved)
              IS DISTINCT FROM (o.name, o.category, o.review_count, o.country_code, o.city_slug, o.is_approved);
        IF changed IS NULL THEN RETURN NULL; END IF;
        PERFORM search_postings_remove(changed);
        WITH added AS (
          INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug)
          SELECT t.term, n.id, t.term = ANY (tsvector_to_array(to_tsvector('simple', n.name))), n.review_count, n.country_code, n.city_slug
          FROM new_rows n CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', n.name || ' ' || n.category))) AS t(term)
          WHERE n.is_approved AND n.id = ANY (changed)
          ORDER BY 1, 3 DESC, 4 DESC, 2
          RETURNING term)
        INSERT INTO search_terms (term, documents)
        SELECT term, count(*) FROM added GROUP BY term ORDER BY term
        ON CONFLICT (term) DO UPDATE SET documents = search_terms.documents + EXCLUDED.documents;
        RETURN NULL;
      END $$`);
    await db.query(`DROP INDEX IF EXISTS ix_search_postings_rank`);
    await db.query(`DROP INDEX IF EXISTS ix_search_postings_business`);
    await db.query(`TRUNCATE search_postings, search_terms`);
    await db.query(`ALTER TABLE search_postings DROP COLUMN category_slug, DROP COLUMN rating`);
    await db.query(`
      INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug)
      SELECT t.term, b.id, t.term = ANY (tsvector_to_array(to_tsvector('simple', b.name))), b.review_count, b.country_code, b.city_slug
      FROM businesses b CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', b.name || ' ' || b.category))) AS t(term)
      WHERE b.is_approved`);
    await db.query(`
      CREATE INDEX ix_search_postings_rank ON search_postings (term, in_name DESC, review_count DESC, business_id)
      INCLUDE (country_code, city_slug)`);
    await db.query(`CREATE INDEX ix_search_postings_business ON search_postings (business_id, term) INCLUDE (in_name)`);
    await db.query(
      `INSERT INTO search_terms (term, documents) SELECT term, count(*) FROM search_postings GROUP BY term`,
    );
    await db.query(`DROP FUNCTION IF EXISTS search_terms_add(text[])`);
    await db.query(`DROP FUNCTION IF EXISTS search_places_add(text[])`);
    await db.query(`DROP INDEX IF EXISTS ix_city_stats_slug_prefix`);
    await db.query(`DROP INDEX IF EXISTS ix_search_terms_prefix`);
    await db.query(`ALTER TABLE search_terms DROP COLUMN IF EXISTS is_place`);
    await db.query(`DROP TABLE IF EXISTS search_term_variants`);
    await db.query(`DROP FUNCTION IF EXISTS search_deletions(text)`);
    await db.query(`DROP FUNCTION IF EXISTS search_typo_budget(integer)`);
    await db.query(`DROP FUNCTION IF EXISTS search_words(text, text)`);
    await db.query(`DROP FUNCTION IF EXISTS search_split(text)`);
  }
}
