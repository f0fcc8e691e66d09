import { MigrationInterface, QueryRunner } from 'typeorm';
import { POSTED, postingTriggers } from './search-posting-triggers.js';

const WITH_OPEN_WEEK = { copied: [...POSTED, 'time_zone', 'open_week'], watched: ['time_zone'] };
const WITHOUT_OPEN_WEEK = { copied: POSTED, watched: [] };

/**
 * `openNow` without reading `business_hours` per matching business (seconds for a common word
 * at 600 000 businesses): each business keeps `open_week`, the minutes of the week (0 = Sunday
 * 00:00) it is open on its own clock, and each search posting a copy of it with the time zone,
 * in the rank index. A search then tests `open_week @> week_minute(time_zone)` off the index.
 *
 * The week is local time, so a change of UTC offset (summer time) never makes it stale. A trigger
 * on `business_hours` keeps it, whichever way the hours are written; it fires even where a bulk
 * load skips the foreign-key checks (session_replication_role = replica). The rules are
 * libs/shared `openStatus`'s: a missing time is the day's edge, the closing minute is still open,
 * and a range closing before it opens (22:00–02:00) runs into the next day's early hours.
 */
export class OpenWeeks1763801000000 implements MigrationInterface {
  name = 'OpenWeeks1763801000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE businesses ADD COLUMN open_week int4multirange`);
    await db.query(`DROP INDEX ix_search_postings_rank`);
    await db.query(`DROP INDEX ix_search_postings_business`);
    await db.query(`ALTER TABLE search_postings ADD COLUMN time_zone text, ADD COLUMN open_week int4multirange`);
    await db.query(`
      CREATE FUNCTION day_minute(t text, fallback integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN m IS NULL OR m[1]::int * 60 + m[2]::int > 1439 THEN fallback ELSE m[1]::int * 60 + m[2]::int END
        FROM (SELECT regexp_match(t, '^\\s*(\\d{1,2}):(\\d{2})') AS m) s
      $$`);
    // Minutes since Sunday 00:00 on that zone's clock now (1970-01-01 was a Thursday: 4 days in).
    await db.query(`
      CREATE FUNCTION week_minute(zone text) RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT ((floor(extract(epoch FROM now() AT TIME ZONE coalesce(zone, 'UTC')) / 60)::bigint + 4 * 1440) % 10080)::int
      $$`);
    await db.query(`
      CREATE FUNCTION open_weeks_of(ids integer[]) RETURNS TABLE (business_id integer, week int4multirange)
      LANGUAGE sql STABLE AS $$
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
        GROUP BY i.id
      $$`);
    await db.query(`
      CREATE FUNCTION open_weeks_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
        WITH w AS MATERIALIZED (SELECT * FROM open_weeks_of(ids)),
        stored AS (
          UPDATE businesses b SET open_week = w.week FROM w
          WHERE b.id = w.business_id AND b.open_week IS DISTINCT FROM w.week
        )
        UPDATE search_postings p SET open_week = w.week FROM w
        WHERE p.business_id = w.business_id AND p.open_week IS DISTINCT FROM w.week
      $$`);
    await db.query(`
      CREATE FUNCTION business_hours_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ids integer[];
      BEGIN
        -- A bulk load that writes hours beside its businesses' transaction refreshes them itself after.
        IF current_setting('directory.open_weeks', true) = 'deferred' THEN RETURN NULL; END IF;
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT n.business_id) INTO ids FROM new_rows n;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT o.business_id) INTO ids FROM old_rows o;
        ELSE
          SELECT array_agg(DISTINCT x.business_id) INTO ids
          FROM (SELECT n.business_id FROM new_rows n UNION SELECT o.business_id FROM old_rows o) x;
        END IF;
        IF ids IS NOT NULL THEN PERFORM open_weeks_refresh(ids); END IF;
        RETURN NULL;
      END $$`);
    for (const [event, tables] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'NEW TABLE AS new_rows OLD TABLE AS old_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      const name = `tr_business_hours_open_week_${event.toLowerCase()}`;
      await db.query(`
        CREATE TRIGGER ${name} AFTER ${event} ON business_hours
        REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION business_hours_changed()`);
      await db.query(`ALTER TABLE business_hours ENABLE ALWAYS TRIGGER ${name}`);
    }

    await db.query(`
      UPDATE businesses b SET open_week = w.week
      FROM open_weeks_of(ARRAY(SELECT id FROM businesses)) w WHERE w.business_id = b.id`);

    await db.query(`
      UPDATE search_postings p SET time_zone = b.time_zone, open_week = b.open_week
      FROM businesses b WHERE b.id = p.business_id`);
    await db.query(`
      CREATE INDEX ix_search_postings_rank ON search_postings (term, in_name DESC, review_count DESC, business_id)
      INCLUDE (country_code, city_slug, category_slug, rating, time_zone, open_week)`);
    await db.query(`CREATE INDEX ix_search_postings_business ON search_postings (business_id, term) INCLUDE (in_name)`);
    await postingTriggers(db, WITH_OPEN_WEEK);
    // Nearest first over a large match walks ix_businesses_location; these come after it.
    await db.query(`
      CREATE INDEX ix_businesses_no_location ON businesses (id)
      WHERE is_approved AND (latitude IS NULL OR longitude IS NULL)`);
    await db.query(`ANALYZE businesses`);
    await db.query(`ANALYZE search_postings`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ix_businesses_no_location`);
    for (const event of ['insert', 'update', 'delete'])
      await db.query(`DROP TRIGGER tr_business_hours_open_week_${event} ON business_hours`);
    await db.query(`DROP FUNCTION business_hours_changed()`);
    await db.query(`DROP FUNCTION open_weeks_refresh(integer[])`);
    await db.query(`DROP FUNCTION open_weeks_of(integer[])`);
    await db.query(`DROP FUNCTION week_minute(text)`);
    await db.query(`DROP FUNCTION day_minute(text, integer)`);
    await db.query(`DROP INDEX ix_search_postings_rank`);
    await db.query(`
      CREATE INDEX ix_search_postings_rank ON search_postings (term, in_name DESC, review_count DESC, business_id)
      INCLUDE (country_code, city_slug, category_slug, rating)`);
    await db.query(`ALTER TABLE search_postings DROP COLUMN time_zone, DROP COLUMN open_week`);
    await postingTriggers(db, WITHOUT_OPEN_WEEK);
    await db.query(`ALTER TABLE businesses DROP COLUMN open_week`);
  }
}
