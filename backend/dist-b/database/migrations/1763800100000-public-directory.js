export class PublicDirectory1763800100000 {
    name = 'PublicDirectory1763800100000';
    async up(db) {
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
        // The full city list (60 000 rows at 600 000 businesses) in its answer order, without a sort.
        await db.query(`CREATE INDEX ix_city_stats_order ON city_stats (business_count DESC, city, country_code)`);
        // Search `where`: a misspelt city name.
        await db.query(`CREATE INDEX ix_city_stats_city_trgm ON city_stats USING gin (city gin_trgm_ops)`);
        // Search `q`: one posting per (approved business, word of its name or category), as the
        // 'simple' text-search parser splits them. The rank index answers a one-word query's page
        // (name hits first, then most reviewed) and its count from the index alone, which a GIN
        // index over 600 000 rows cannot: it has to visit every matching heap row.
        await db.query(`
      CREATE TABLE search_postings (
        term text NOT NULL,
        business_id integer NOT NULL,
        in_name boolean NOT NULL,
        review_count integer NOT NULL,
        country_code char(2) NOT NULL,
        city_slug text
      )`);
        await db.query(`
      CREATE INDEX ix_search_postings_rank ON search_postings (term, in_name DESC, review_count DESC, business_id)
      INCLUDE (country_code, city_slug)`);
        await db.query(`CREATE INDEX ix_search_postings_business ON search_postings (business_id, term) INCLUDE (in_name)`);
        // Word frequencies are very skewed; a larger sample keeps the planner's row estimates close.
        await db.query(`ALTER TABLE search_postings ALTER COLUMN term SET STATISTICS 1000`);
        // Every word with the number of approved businesses holding it: the vocabulary a misspelt
        // word is corrected against (trigram similarity), and exact totals of one-word searches.
        await db.query(`
      CREATE TABLE search_terms (
        term text CONSTRAINT pk_search_terms PRIMARY KEY,
        documents integer NOT NULL
      )`);
        await db.query(`CREATE INDEX ix_search_terms_trgm ON search_terms USING gin (term gin_trgm_ops)`);
        // Kept in step with businesses by statement-level triggers, so every writer (imports,
        // admin edits, approvals, deletes) updates search in its own transaction, set-wise.
        // Rows go in in index order, so a large insert walks the rank index instead of hopping.
        await db.query(`
      CREATE FUNCTION search_postings_add() RETURNS trigger LANGUAGE plpgsql AS $$
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
      CREATE FUNCTION search_postings_remove(ids integer[]) RETURNS void LANGUAGE sql AS $$
        WITH removed AS (DELETE FROM search_postings WHERE business_id = ANY (ids) RETURNING term)
        UPDATE search_terms t SET documents = t.documents - r.n
        FROM (SELECT term, count(*) AS n FROM removed GROUP BY term ORDER BY term) r WHERE t.term = r.term
      $$`);
        await db.query(`
      CREATE FUNCTION search_postings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_postings_remove(ARRAY(SELECT id FROM old_rows));
        RETURN NULL;
      END $$`);
        // An update re-indexes only rows whose indexed fields changed (a slug fix touches none).
        await db.query(`
      CREATE FUNCTION search_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
        await db.query(`
      CREATE FUNCTION search_postings_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE search_postings;
        UPDATE search_terms SET documents = 0 WHERE documents <> 0;
        RETURN NULL;
      END $$`);
        await db.query(`
      CREATE TRIGGER tr_businesses_search_insert AFTER INSERT ON businesses
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_add()`);
        await db.query(`
      CREATE TRIGGER tr_businesses_search_update AFTER UPDATE ON businesses
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_update()`);
        await db.query(`
      CREATE TRIGGER tr_businesses_search_delete AFTER DELETE ON businesses
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_delete()`);
        await db.query(`
      CREATE TRIGGER tr_businesses_search_truncate AFTER TRUNCATE ON businesses
      FOR EACH STATEMENT EXECUTE FUNCTION search_postings_truncate()`);
        // Rows stored before this migration.
        await db.query(`
      INSERT INTO search_postings (term, business_id, in_name, review_count, country_code, city_slug)
      SELECT t.term, b.id, t.term = ANY (tsvector_to_array(to_tsvector('simple', b.name))), b.review_count, b.country_code, b.city_slug
      FROM businesses b CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', b.name || ' ' || b.category))) AS t(term)
      WHERE b.is_approved`);
        await db.query(`INSERT INTO search_terms (term, documents) SELECT term, count(*) FROM search_postings GROUP BY term`);
    }
    async down(db) {
        for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
            await db.query(`DROP TRIGGER IF EXISTS tr_businesses_search_${trigger} ON businesses`);
        }
        for (const fn of [
            'search_postings_add()',
            'search_postings_update()',
            'search_postings_delete()',
            'search_postings_truncate()',
        ]) {
            await db.query(`DROP FUNCTION IF EXISTS ${fn}`);
        }
        await db.query(`DROP FUNCTION IF EXISTS search_postings_remove(integer[])`);
        await db.query(`DROP TABLE IF EXISTS search_terms`);
        await db.query(`DROP TABLE IF EXISTS search_postings`);
        await db.query(`DROP INDEX IF EXISTS ix_city_stats_city_trgm`);
        await db.query(`DROP INDEX IF EXISTS ix_city_stats_order`);
        await db.query(`DROP INDEX IF EXISTS ix_businesses_slug_prefix`);
        await db.query(`ALTER TABLE businesses DROP COLUMN IF EXISTS submitter_email`);
        await db.query(`ALTER TABLE country_category_stats DROP COLUMN IF EXISTS rating_count, DROP COLUMN IF EXISTS rating_sum`);
    }
}
//# sourceMappingURL=1763800100000-public-directory.js.map