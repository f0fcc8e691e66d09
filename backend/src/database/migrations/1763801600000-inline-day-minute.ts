import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `day_minute` as one expression, which the planner inlines into `open_weeks_of`. Written with a
 * sub-select it was called once per opening-hours row, about 35 µs each: 16 % of an import's time
 * (measured with track_functions). Same rules: the leading `H:MM`/`HH:MM` of the text, the fallback
 * when there is none or it lies past 23:59.
 */
export class InlineDayMinute1763801600000 implements MigrationInterface {
  name = 'InlineDayMinute1763801600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION day_minute(t text, fallback integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN substring(t FROM '^\\s*(\\d{1,2}):\\d{2}')::int * 60 + substring(t FROM '^\\s*\\d{1,2}:(\\d{2})')::int <= 1439
          THEN substring(t FROM '^\\s*(\\d{1,2}):\\d{2}')::int * 60 + substring(t FROM '^\\s*\\d{1,2}:(\\d{2})')::int
          ELSE fallback END
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION day_minute(t text, fallback integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN m IS NULL OR m[1]::int * 60 + m[2]::int > 1439 THEN fallback ELSE m[1]::int * 60 + m[2]::int END
        FROM (SELECT regexp_match(t, '^\\s*(\\d{1,2}):(\\d{2})') AS m) s
      $$`);
  }
}
