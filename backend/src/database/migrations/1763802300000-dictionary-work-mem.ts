import { MigrationInterface, QueryRunner } from 'typeorm';

/** The typo dictionary's two writers (1763800900000): a word's variants come from `search_deletions`. */
const WRITERS = ['search_terms_add(text[])', 'search_places_add(text[])'];

/**
 * `search_deletions` is a UNION the planner sizes for a million rows, so for every new word the
 * writers build a hash table as large as work_mem allows, and clear it for the next word. Under the
 * summary refresh's 64 MB (or a server configured that high) adding the 26 000 city names of a
 * 100 000-business demo seed took 85.6 s instead of 8.0 s (BENCHMARKS.md, "Seed"). Pinned to
 * PostgreSQL's default, the writers cost what their work costs whatever the session sets.
 */
export class DictionaryWorkMem1763802300000 implements MigrationInterface {
  name = 'DictionaryWorkMem1763802300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const writer of WRITERS) await queryRunner.query(`ALTER FUNCTION ${writer} SET work_mem = '4MB'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const writer of WRITERS) await queryRunner.query(`ALTER FUNCTION ${writer} RESET work_mem`);
  }
}
