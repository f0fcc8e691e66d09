import type { QueryRunner } from 'typeorm';

/** The business columns every posting has copied since the 1763800900000 migration. */
export const POSTED = ['review_count', 'country_code', 'city_slug', 'category_slug', 'rating'];

/** What a posting copies from its business, and which changes of the business renew its postings. */
export interface Posted {
  copied: string[];
  watched: string[];
}

/**
 * The 1763800900000 posting triggers, copying `posted.copied` from the business into each of its
 * postings and renewing them when any of `posted.watched` (besides the searched columns) changes.
 * Later migrations that add a copied column call it again with their own list.
 */
export async function postingTriggers(db: QueryRunner, posted: Posted): Promise<void> {
  const columns = `term, business_id, in_name, ${posted.copied.join(', ')}`;
  const values = (row: string) => `w.term, ${row}.id, w.in_name, ${posted.copied.map((c) => `${row}.${c}`).join(', ')}`;
  const watched = [
    'name',
    'category',
    'category_slug',
    'rating',
    'review_count',
    'country_code',
    'city_slug',
    'is_approved',
    ...posted.watched,
  ];
  const of = (row: string) => watched.map((c) => `${row}.${c}`).join(', ');
  /** Postings for the approved rows of `source` (aliased `row`) meeting `where`, their new words counted. */
  const insertPostings = (source: string, row: string, where: string) => `
      WITH inserted AS (
        INSERT INTO search_postings (${columns})
        SELECT ${values(row)}
        FROM ${source} ${row} CROSS JOIN LATERAL search_words(${row}.name, ${row}.category) w
        WHERE ${row}.is_approved${where}
        ORDER BY 1, 3 DESC, 4 DESC, 2
        RETURNING term)
      SELECT array_agg(term) INTO added FROM inserted;
      PERFORM search_terms_add(added);`;
  await db.query(`
    CREATE OR REPLACE FUNCTION search_postings_add() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE added text[];
    BEGIN${insertPostings('new_rows', 'n', '')}
      RETURN NULL;
    END $$`);
  await db.query(`
    CREATE OR REPLACE FUNCTION search_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed integer[]; added text[];
    BEGIN
      SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (${of('n')}) IS DISTINCT FROM (${of('o')});
      IF changed IS NULL THEN RETURN NULL; END IF;
      PERFORM search_postings_remove(changed);${insertPostings('new_rows', 'n', ' AND n.id = ANY (changed)')}
      RETURN NULL;
    END $$`);
  await db.query(`
    CREATE OR REPLACE FUNCTION search_postings_catch_up() RETURNS void LANGUAGE plpgsql AS $$
    DECLARE added text[];
    BEGIN${insertPostings('businesses', 'b', ' AND b.id > coalesce((SELECT max(business_id) FROM search_postings), 0)')}
    END $$`);
}
