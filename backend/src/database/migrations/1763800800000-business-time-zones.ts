import { MigrationInterface, QueryRunner } from 'typeorm';
import { timeZoneOf } from '../../common/time-zone-of.js';

const BATCH = 5_000;

interface LocatedRow {
  id: number;
  latitude: number | null;
  longitude: number | null;
  country_code: string;
}

/**
 * Each business's IANA time zone (docs/behaviour.md §3 `timeZone`), for the open/closed badge. The zone
 * comes from a point-in-polygon lookup that only exists in Node (tz-lookup), so stored rows are
 * read in id order, worked out here and written back a batch at a time from arrays: one
 * statement per 5 000 rows rather than one per row. `updated_at` stays: nothing a visitor sees
 * of the business changed. IF NOT EXISTS: search's tests and benchmarks add the column ahead of
 * this migration.
 */
export class BusinessTimeZones1763800800000 implements MigrationInterface {
  name = 'BusinessTimeZones1763800800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE businesses ADD COLUMN IF NOT EXISTS time_zone text`);
    for (let after = 0; ;) {
      const rows: LocatedRow[] = await db.query(
        `SELECT id, latitude, longitude, country_code FROM businesses WHERE id > $1 ORDER BY id LIMIT $2`,
        [after, BATCH],
      );
      if (rows.length === 0) break;
      const ids: number[] = [];
      const zones: string[] = [];
      for (const row of rows) {
        const zone = timeZoneOf({ latitude: row.latitude, longitude: row.longitude, countryCode: row.country_code });
        if (zone === null) continue;
        ids.push(row.id);
        zones.push(zone);
      }
      await db.query(
        `UPDATE businesses b SET time_zone = u.zone FROM unnest($1::int[], $2::text[]) AS u(id, zone)
         WHERE b.id = u.id AND b.time_zone IS DISTINCT FROM u.zone`,
        [ids, zones],
      );
      after = (rows[rows.length - 1] as LocatedRow).id;
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE businesses DROP COLUMN time_zone`);
  }
}
