import { MigrationInterface, QueryRunner } from 'typeorm';

/** The 1763801000000 rule, reading `business_hours` rows. */
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
 * The open week worked out from hours given as JSON (`[{d, o, c, x}]`: day, opening and closing
 * time, closed), the shape an import stages them in, so an import writes each business with its
 * open week (and its search postings copy it) instead of refreshing both after the hours are in:
 * that refresh rewrote every posting of the batch a second time (BENCHMARKS.md, Import).
 *
 * `open_weeks_of`, which the hours triggers use, now reads the rows through the same function, so
 * the rule lives in one place: a missing time is the day's edge, the closing minute is still open,
 * and a range closing before it opens runs into the next day's early hours.
 */
export class OpenWeekFromHours1763801700000 implements MigrationInterface {
  name = 'OpenWeekFromHours1763801700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION open_week_of_hours(hours jsonb) RETURNS int4multirange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(range_agg(v.r) FILTER (WHERE v.r IS NOT NULL), '{}')
        FROM jsonb_to_recordset(hours) AS h(d smallint, o text, c text, x boolean)
        CROSS JOIN LATERAL (SELECT h.d * 1440 AS day, day_minute(h.o, 0) AS o, day_minute(h.c, 1439) AS c) m
        CROSS JOIN LATERAL (VALUES
          (CASE WHEN m.c >= m.o THEN int4range(m.day + m.o, m.day + m.c + 1) ELSE int4range(m.day + m.o, m.day + 1440) END),
          (CASE WHEN m.c < m.o THEN int4range((m.day + 1440) % 10080, (m.day + 1440) % 10080 + m.c + 1) END)
        ) v(r)
        WHERE NOT coalesce(h.x, false)
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION open_weeks_of(ids integer[]) RETURNS TABLE (business_id integer, week int4multirange)
      LANGUAGE sql STABLE AS $$
        SELECT i.id, open_week_of_hours((
          SELECT jsonb_agg(jsonb_build_object('d', h.day_of_week, 'o', h.open_time, 'c', h.close_time, 'x', h.is_closed))
          FROM business_hours h WHERE h.business_id = i.id))
        FROM unnest(ids) AS i(id)
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION open_weeks_of(ids integer[]) RETURNS TABLE (business_id integer, week int4multirange)
      LANGUAGE sql STABLE AS $$${OPEN_WEEKS_OF_ROWS}
      $$`);
    await db.query(`DROP FUNCTION open_week_of_hours(jsonb)`);
  }
}
