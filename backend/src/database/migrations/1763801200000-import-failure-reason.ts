import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why an import did not finish (`failed` or `cancelled`), for the history: a file refused before
 * any row was counted has no result to carry the message.
 */
export class ImportFailureReason1763801200000 implements MigrationInterface {
  name = 'ImportFailureReason1763801200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE import_runs ADD COLUMN reason text`);
    await db.query(`UPDATE import_runs SET reason = result ->> 'message' WHERE state IN ('failed', 'cancelled')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE import_runs DROP COLUMN reason`);
  }
}
