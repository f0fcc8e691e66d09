import { MigrationInterface, QueryRunner } from 'typeorm';

/** The 1763801600000 `day_minute`, for down. */
const DAY_MINUTE_SUBSTRINGS = `
  SELECT CASE
    WHEN substring(t FROM '^\\s*(\\d{1,2}):\\d{2}')::int * 60 + substring(t FROM '^\\s*\\d{1,2}:(\\d{2})')::int <= 1439
    THEN substring(t FROM '^\\s*(\\d{1,2}):\\d{2}')::int * 60 + substring(t FROM '^\\s*\\d{1,2}:(\\d{2})')::int
    ELSE fallback END`;

/** The 1763801000000 `open_weeks_of`, for down. */
const OPEN_WEEKS_OF_ROWS = `
  SELECT i.id, coalesce(range_agg(v.r) FILTER (WHERE v.r IS NOT NULL), '{}')
  FROM unnest(ids) AS i(id)
  LEFT JOIN business_hours h ON h.business_id = i.id AND NOT h.is_closed
  LEFT JOIN LATERAL (
    SELECT h.day_of_week * 1440 AS day, day_minute(h.open_time, 0) AS o, day_minute(h.close_time, 1439) AS c
  ) m ON h.id IS NOT NULL
  LEFT JOIN LATERAL (VALUES
    (CASE WHEN m.c >= m.o THEN int4range(m.day + m.o, m.day + m.c + 1) ELSE int4range(m.day + m.o, m.day + 1440) END),
    (CASE WHEN m.c < m.o THEN int4range((m.day + 1440) % 10080, (m.day + 1440) % 10080 + m.c + 1) END)
  ) v(r) ON h.id IS NOT NULL
  GROUP BY i.id`;

/**
 * The open week from one day's hours as a function the planner inlines, so an import works out
 * each business's week from the hours it stages (JSON) and writes it with the business, and its
 * search postings copy it: before, a refresh after the hours rewrote every posting of the batch a
 * second time (BENCHMARKS.md, Import). `open_weeks_of`, which the hours triggers and the demo
 * seed use, reads the stored rows through the same function: one rule, still set-wise.
 *
 * `day_minute` keeps its rule (the leading `H:MM`/`HH:MM`, the fallback when there is none or it
 * lies past 23:59) with one match instead of four capturing substrings: a capturing match runs
 * PostgreSQL's slow regex path, and the inlined expression repeats each call several times
 * (measured: 0.9 ms per 7 hours rows before, 0.2 ms after, on a loaded machine).
 */
export class OpenWeekFromHours1763801700000 implements MigrationInterface {
  name = 'OpenWeekFromHours1763801700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION day_minute(t text, fallback integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN t !~ '^\\s*\\d{1,2}:\\d{2}' THEN fallback
          WHEN split_part(ltrim(t, E' \\t\\n\\r\\f\\v'), ':', 1)::int * 60 + left(split_part(ltrim(t, E' \\t\\n\\r\\f\\v'), ':', 2), 2)::int <= 1439
          THEN split_part(ltrim(t, E' \\t\\n\\r\\f\\v'), ':', 1)::int * 60 + left(split_part(ltrim(t, E' \\t\\n\\r\\f\\v'), ':', 2), 2)::int
          ELSE fallback END
      $$`);
    // OFFSET 0 keeps the two minutes computed once, not copied into every use below.
    await db.query(`
      CREATE FUNCTION open_week_ranges(day smallint, open_time text, close_time text, is_closed boolean)
      RETURNS SETOF int4range LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT v.r
        FROM (SELECT day * 1440 AS day, day_minute(open_time, 0) AS o, day_minute(close_time, 1439) AS c OFFSET 0) m
        CROSS JOIN LATERAL (VALUES
          (CASE WHEN m.c >= m.o THEN int4range(m.day + m.o, m.day + m.c + 1) ELSE int4range(m.day + m.o, m.day + 1440) END),
          (CASE WHEN m.c < m.o THEN int4range((m.day + 1440) % 10080, (m.day + 1440) % 10080 + m.c + 1) END)
        ) v(r)
        WHERE v.r IS NOT NULL AND m.day IS NOT NULL AND NOT coalesce(is_closed, false)
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION open_weeks_of(ids integer[]) RETURNS TABLE (business_id integer, week int4multirange)
      LANGUAGE sql STABLE AS $$
        SELECT i.id, coalesce(range_agg(r.r) FILTER (WHERE r.r IS NOT NULL), '{}')
        FROM unnest(ids) AS i(id)
        LEFT JOIN business_hours h ON h.business_id = i.id
        LEFT JOIN LATERAL open_week_ranges(h.day_of_week, h.open_time, h.close_time, h.is_closed) r(r) ON h.id IS NOT NULL
        GROUP BY i.id
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION open_weeks_of(ids integer[]) RETURNS TABLE (business_id integer, week int4multirange)
      LANGUAGE sql STABLE AS $$${OPEN_WEEKS_OF_ROWS}
      $$`);
    await db.query(`DROP FUNCTION open_week_ranges(smallint, text, text, boolean)`);
    await db.query(`
      CREATE OR REPLACE FUNCTION day_minute(t text, fallback integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$${DAY_MINUTE_SUBSTRINGS}
      $$`);
  }
}
