import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two more orders of the postings, measured at 600 000 businesses (BENCHMARKS.md, Search):
 * - by word, then business: a search of several words keeps the rarest word's businesses that
 *   hold the others, and this narrow index gives each other word's businesses as a hash or a
 *   merge input. `kitchen bennett restaurant` took 240 ms grouping every posting of its three
 *   words; it takes under 5 ms here.
 * - by word, then rating: one word sorted by rating reads its first page off this index instead
 *   of ordering every posting of the word (`shop`: 54 000). Narrow too: filters other than
 *   `minRating` read the row, for the few postings the page needs.
 */
export class SearchPostingIndexes1763801400000 implements MigrationInterface {
  name = 'SearchPostingIndexes1763801400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX ix_search_postings_term_business ON search_postings (term, business_id)`);
    await db.query(`
      CREATE INDEX ix_search_postings_rating ON search_postings (term, rating DESC NULLS LAST, review_count DESC, business_id)`);
    await db.query(`ANALYZE search_postings`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ix_search_postings_rating`);
    await db.query(`DROP INDEX ix_search_postings_term_business`);
  }
}
