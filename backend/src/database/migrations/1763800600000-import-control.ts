import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports that can be cancelled and that a crash leaves clean (docs/behaviour.md §4, §5):
 * - `id`: an integer per run, the key of the session advisory lock its importing process holds
 *   for as long as it lives (a run whose lock can be taken belongs to a dead process);
 * - `rows_total`: the data rows the file is expected to hold, for the progress percentage;
 * - `cancel_requested_at`: set by the cancel call on any instance, read by the importing one;
 * - the `cancelled` state.
 */
export class ImportControl1763800600000 implements MigrationInterface {
  name = 'ImportControl1763800600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE import_runs
        ADD COLUMN id integer GENERATED ALWAYS AS IDENTITY CONSTRAINT uq_import_runs_id UNIQUE,
        ADD COLUMN rows_total integer,
        ADD COLUMN cancel_requested_at timestamptz`);
    await db.query(`ALTER TABLE import_runs DROP CONSTRAINT ck_import_runs_state`);
    await db.query(`
      ALTER TABLE import_runs ADD CONSTRAINT ck_import_runs_state
        CHECK (state IN ('receiving', 'parsing', 'writing', 'done', 'failed', 'cancelled'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE import_runs SET state = 'failed' WHERE state = 'cancelled'`);
    await db.query(`ALTER TABLE import_runs DROP CONSTRAINT ck_import_runs_state`);
    await db.query(`
      ALTER TABLE import_runs ADD CONSTRAINT ck_import_runs_state
        CHECK (state IN ('receiving', 'parsing', 'writing', 'done', 'failed'))`);
    await db.query(`ALTER TABLE import_runs DROP COLUMN cancel_requested_at, DROP COLUMN rows_total, DROP COLUMN id`);
  }
}
