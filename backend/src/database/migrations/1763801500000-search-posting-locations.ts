import { MigrationInterface, QueryRunner } from 'typeorm';
import { POSTED, postingTriggers } from './search-posting-triggers.js';

const WITH_OPEN_WEEK = { copied: [...POSTED, 'time_zone', 'open_week'], watched: ['time_zone'] };
const WITH_LOCATION = {
  copied: [...WITH_OPEN_WEEK.copied, 'latitude', 'longitude'],
  watched: [...WITH_OPEN_WEEK.watched, 'latitude', 'longitude'],
};

/** The posting indexes the update below would otherwise rewrite row by row, as they stand before it. */
const POSTING_INDEXES = {
  ix_search_postings_rank: `(term, in_name DESC, review_count DESC, business_id)
    INCLUDE (country_code, city_slug, category_slug, rating, time_zone, open_week)`,
  ix_search_postings_business: `(business_id, term) INCLUDE (in_name)`,
  ix_search_postings_term_business: `(term, business_id)`,
  ix_search_postings_rating: `(term, rating DESC NULLS LAST, review_count DESC, business_id)`,
};

/**
 * Nearest first within a word: each posting keeps its business's coordinates, and a GiST index
 * over (word, point) walks one word's postings nearest first. Before, `sort=distance` for a
 * common word walked every business nearest first and kept those holding the word: about a
 * hundred businesses walked per match for a word held by 1 % of them, 50–370 ms at 600 000
 * businesses; here the walk reads only the word's postings (about 1 ms for 48 of them).
 */
export class SearchPostingLocations1763801500000 implements MigrationInterface {
  name = 'SearchPostingLocations1763801500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    for (const name of Object.keys(POSTING_INDEXES)) await db.query(`DROP INDEX ${name}`);
    await db.query(`ALTER TABLE search_postings ADD COLUMN latitude float8, ADD COLUMN longitude float8`);
    await db.query(`
      UPDATE search_postings p SET latitude = b.latitude, longitude = b.longitude
      FROM businesses b WHERE b.id = p.business_id AND b.latitude IS NOT NULL AND b.longitude IS NOT NULL`);
    for (const [name, columns] of Object.entries(POSTING_INDEXES))
      await db.query(`CREATE INDEX ${name} ON search_postings ${columns}`);
    await db.query(`
      CREATE INDEX ix_search_postings_location ON search_postings USING gist (term, point(longitude, latitude))
      WHERE latitude IS NOT NULL AND longitude IS NOT NULL`);
    await postingTriggers(db, WITH_LOCATION);
    await db.query(`ANALYZE search_postings`);
  }

  async down(db: QueryRunner): Promise<void> {
    await postingTriggers(db, WITH_OPEN_WEEK);
    await db.query(`DROP INDEX ix_search_postings_location`);
    await db.query(`ALTER TABLE search_postings DROP COLUMN latitude, DROP COLUMN longitude`);
  }
}
