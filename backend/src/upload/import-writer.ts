import { Injectable } from '@nestjs/common';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, QueryRunner } from 'typeorm';
import { canSkipChildRowChecks } from '../database/child-row-checks.js';
import { copyLineRowNumber, STAGING_COLUMNS } from './parse/copy-text.js';

export type ImportMode = 'insert' | 'update';

export interface BatchOutcome {
  inserted: number;
  updated: number;
  skippedCount: number;
  /** `{name} ({place_id})`, at most `room` of them. */
  skipped: string[];
  errorCount: number;
  errors: string[];
}

const MAX_ATTEMPTS = 5;
const DEADLOCK = '40P01';
const SERIALIZATION = '40001';
const UNIQUE = '23505';
const SLUG_CONSTRAINT = 'uq_businesses_slug';

// Temp tables live in this session only: nothing another import or instance can see, and no WAL.
const CREATE_STAGING = `
  CREATE TEMP TABLE IF NOT EXISTS import_staging (
    row_number integer NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    category text NOT NULL,
    category_slug text NOT NULL,
    address text NOT NULL,
    city text,
    city_slug text,
    country_code char(2) NOT NULL,
    phone text,
    website text,
    image_url text,
    description text,
    rating numeric(2,1),
    review_count integer,
    latitude double precision,
    longitude double precision,
    place_id text NOT NULL,
    is_approved boolean,
    time_zone text,
    hours jsonb,
    amenities jsonb
  ) ON COMMIT DELETE ROWS`;
const CREATE_SEEN = `CREATE TEMP TABLE IF NOT EXISTS import_seen (place_id text PRIMARY KEY)`;
/** The businesses a batch wrote, whose hours and amenities the next statement inserts. */
const CREATE_WRITTEN = `CREATE TEMP TABLE IF NOT EXISTS import_written (id integer NOT NULL, place_id text NOT NULL) ON COMMIT DELETE ROWS`;
const COPY_STAGING = `COPY import_staging (${STAGING_COLUMNS.join(', ')}) FROM STDIN`;

const INSERT_COLUMNS = `name, slug, category, category_slug, address, city, city_slug, country_code, phone, website,
  image_url, description, rating, review_count, latitude, longitude, place_id, is_approved, time_zone, open_week`;
const INSERT_VALUES = `f.name, f.slug, f.category, f.category_slug, f.address, f.city, f.city_slug, f.country_code, f.phone, f.website,
  f.image_url, f.description, f.rating, COALESCE(f.review_count, 0), f.latitude, f.longitude, f.place_id, COALESCE(f.is_approved, true),
  f.time_zone, f.open_week`;

/**
 * Each staged row with its open week worked out from its hours (none staged: an empty week), so
 * the business is written with it and its postings copy it. Rows with the same hours share one
 * computation (the planner memoizes the lateral by hours).
 */
const WITH_OPEN_WEEK = (where: string) => `
    SELECT s.*, w.open_week FROM import_staging s
    CROSS JOIN LATERAL (
      SELECT coalesce(range_agg(r), '{}') AS open_week
      FROM jsonb_to_recordset(s.hours) AS h(d smallint, o text, c text, x boolean)
      CROSS JOIN LATERAL open_week_ranges(h.d, h.o, h.c, h.x) r
    ) w${where}`;

/**
 * A slug is unique, and two place_ids can (very rarely) give the same one: such a new row
 * is refused with an error line instead of failing its whole batch. Written as per-row index
 * probes (LATERAL … LIMIT 1, scalar subquery) so the planner cannot pick a scan of the whole table.
 */
const CONFLICTS = `
  conflicts AS (
    SELECT f.row_number, f.slug, o.owner
    FROM fresh f
    CROSS JOIN LATERAL (SELECT b.place_id AS owner FROM businesses b WHERE b.slug = f.slug LIMIT 1) o
    WHERE o.owner <> f.place_id AND (SELECT 1 FROM businesses e WHERE e.place_id = f.place_id LIMIT 1) IS NULL
  )`;

// Inserted in place_id order, so two imports of the same rows lock them in the same order.
const INSERT_NEW = `
  ins AS (
    INSERT INTO businesses (${INSERT_COLUMNS})
    SELECT ${INSERT_VALUES} FROM fresh f
    WHERE NOT EXISTS (SELECT 1 FROM conflicts c WHERE c.row_number = f.row_number)
    ORDER BY f.place_id
    ON CONFLICT (place_id) DO NOTHING
    RETURNING id, place_id
  )`;

const WRITTEN = (rows: string) => `
  written AS (INSERT INTO import_written (id, place_id) SELECT id, place_id FROM ${rows})`;

/**
 * Hours and amenities of the businesses the batch wrote. A statement of its own, so that it
 * alone can run without foreign-key checks (see canSkipChildRowChecks).
 */
const INSERT_CHILDREN = `
  WITH new_hours AS (
    INSERT INTO business_hours (business_id, day_of_week, open_time, close_time, is_closed)
    SELECT t.id, h.d, h.o, h.c, COALESCE(h.x, false)
    FROM import_written t JOIN import_staging f ON f.place_id = t.place_id
    CROSS JOIN LATERAL jsonb_to_recordset(f.hours) AS h(d smallint, o text, c text, x boolean)
    WHERE f.hours IS NOT NULL
  )
  INSERT INTO business_amenities (business_id, amenity_type, has_amenity)
  SELECT t.id, a.t, COALESCE(a.h, true)
  FROM import_written t JOIN import_staging f ON f.place_id = t.place_id
  CROSS JOIN LATERAL jsonb_to_recordset(f.amenities) AS a(t text, h boolean)
  WHERE f.amenities IS NOT NULL`;

/**
 * A business's open week is written with it (WITH_OPEN_WEEK), so the postings its insert
 * trigger makes carry it already. An update whose searched columns did not
 * change keeps its postings: those get the new week here.
 */
const UPDATED_POSTING_WEEKS = `
  UPDATE search_postings p SET open_week = b.open_week FROM businesses b
  WHERE p.business_id = ANY (ARRAY(SELECT id FROM import_written))
    AND b.id = p.business_id AND p.open_week IS DISTINCT FROM b.open_week`;

const SUMMARY = (touched: string, updated: string) => `
  SELECT
    (SELECT count(*) FROM ins)::int AS inserted,
    ${updated} AS updated,
    (SELECT COALESCE(json_agg(c ORDER BY c.row_number), '[]') FROM conflicts c) AS conflicts,
    (SELECT count(*) FROM import_staging s
      WHERE NOT EXISTS (SELECT 1 FROM ${touched} t WHERE t.place_id = s.place_id)
        AND NOT EXISTS (SELECT 1 FROM conflicts c WHERE c.row_number = s.row_number))::int AS skipped_count,
    (SELECT COALESCE(json_agg(x), '[]') FROM (
      SELECT s.name, s.place_id FROM import_staging s
      WHERE NOT EXISTS (SELECT 1 FROM ${touched} t WHERE t.place_id = s.place_id)
        AND NOT EXISTS (SELECT 1 FROM conflicts c WHERE c.row_number = s.row_number)
      ORDER BY s.row_number LIMIT $1) x) AS skipped`;

/** docs/behaviour.md §5 default: a place_id already stored (or earlier in the file, committed by then) is skipped. */
const MOVE_INSERT = `
  WITH fresh AS (${WITH_OPEN_WEEK('')}),
  ${CONFLICTS},
  ${INSERT_NEW},
  ${WRITTEN('ins')}
  ${SUMMARY('ins', '0')}`;

/**
 * `mode=update`: stored place_ids are refreshed, new ones inserted. A blank cell never erases a
 * stored value, and hours/amenities are replaced only when the row has some. The row's time zone
 * was worked out from its own coordinates, or from its country when it has none; in that case the
 * stored coordinates stay, and so does the zone found from them. A place_id this
 * import already wrote (import_seen) is an in-file duplicate and is skipped.
 */
const MOVE_UPDATE = `
  WITH fresh AS MATERIALIZED (${WITH_OPEN_WEEK(' WHERE NOT EXISTS (SELECT 1 FROM import_seen x WHERE x.place_id = s.place_id)')}),
  upd AS (
    UPDATE businesses b SET
      name = f.name, category = f.category, category_slug = f.category_slug, address = f.address,
      city = CASE WHEN f.city IS NULL THEN b.city ELSE f.city END,
      city_slug = CASE WHEN f.city IS NULL THEN b.city_slug ELSE f.city_slug END,
      country_code = f.country_code,
      phone = COALESCE(f.phone, b.phone), website = COALESCE(f.website, b.website),
      image_url = COALESCE(f.image_url, b.image_url), description = COALESCE(f.description, b.description),
      rating = COALESCE(f.rating, b.rating), review_count = COALESCE(f.review_count, b.review_count),
      latitude = CASE WHEN f.latitude IS NULL THEN b.latitude ELSE f.latitude END,
      longitude = CASE WHEN f.latitude IS NULL THEN b.longitude ELSE f.longitude END,
      time_zone = CASE WHEN f.latitude IS NULL AND b.latitude IS NOT NULL THEN COALESCE(b.time_zone, f.time_zone) ELSE f.time_zone END,
      is_approved = COALESCE(f.is_approved, b.is_approved),
      open_week = CASE WHEN f.hours IS NULL THEN b.open_week ELSE f.open_week END, updated_at = now()
    FROM fresh f WHERE b.place_id = f.place_id
    RETURNING b.id, b.place_id
  ),
  ${CONFLICTS},
  ${INSERT_NEW},
  touched AS (SELECT id, place_id FROM upd UNION ALL SELECT id, place_id FROM ins),
  old_hours AS (
    DELETE FROM business_hours h USING upd u, fresh f
    WHERE h.business_id = u.id AND f.place_id = u.place_id AND f.hours IS NOT NULL
  ),
  old_amenities AS (
    DELETE FROM business_amenities a USING upd u, fresh f
    WHERE a.business_id = u.id AND f.place_id = u.place_id AND f.amenities IS NOT NULL
  ),
  ${WRITTEN('touched')},
  seen AS (INSERT INTO import_seen (place_id) SELECT place_id FROM touched ON CONFLICT DO NOTHING)
  ${SUMMARY('touched', '(SELECT count(*) FROM upd)::int')}`;

interface SummaryRow {
  inserted: number;
  updated: number;
  conflicts: Array<{ row_number: number; slug: string; owner: string }>;
  skipped_count: number;
  skipped: Array<{ name: string; place_id: string }>;
}

function sqlState(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

function isRetryable(error: unknown): boolean {
  const code = sqlState(error);
  if (code === DEADLOCK || code === SERIALIZATION) return true;
  // Another import inserted the same slug after this batch looked: the retry sees it as a conflict.
  return code === UNIQUE && (error as { constraint?: string }).constraint === SLUG_CONSTRAINT;
}

/** Bad data in a row (a value PostgreSQL refuses): isolate the row instead of failing the import. */
function isRowDataError(error: unknown): boolean {
  const code = sqlState(error) ?? '';
  return code.startsWith('22') || (code.startsWith('23') && !isRetryable(error));
}

/** One import's database session: its own connection, its temp tables, one transaction per batch. */
export class ImportSession {
  constructor(
    private readonly runner: QueryRunner,
    private readonly client: PoolClient,
    private readonly mode: ImportMode,
    private readonly skipChildChecks: boolean,
  ) {}

  /** Writes one batch of COPY lines; `room` is how many skipped names the caller still wants. */
  async write(copyBytes: Uint8Array, room: number): Promise<BatchOutcome> {
    const data = Buffer.from(copyBytes.buffer, copyBytes.byteOffset, copyBytes.byteLength);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(data, room);
      } catch (error) {
        if (isRetryable(error) && attempt < MAX_ATTEMPTS) continue;
        if (isRowDataError(error)) return this.isolate(data.toString('utf8'), room, error as Error);
        throw error;
      }
    }
  }

  private async attempt(data: Buffer, room: number): Promise<BatchOutcome> {
    await this.client.query('BEGIN');
    try {
      // The hours trigger would refresh the open weeks the batch's statements have already written.
      // JIT compiling costs more than these batch-sized statements take.
      await this.client.query(`SET LOCAL directory.open_weeks = 'deferred'`);
      await this.client.query('SET LOCAL jit = off');
      const copy = this.client.query(copyFrom(COPY_STAGING));
      copy.end(data);
      await finished(copy);
      // A temp table has no statistics until analysed: without them the planner guesses its
      // size and may join it to businesses by scanning the whole table. Only the columns the batch
      // joins on (and groups the open weeks by): the long texts took most of a full ANALYZE.
      await this.client.query('ANALYZE import_staging (row_number, slug, place_id, hours)');
      const { rows } = await this.client.query<SummaryRow>(this.mode === 'update' ? MOVE_UPDATE : MOVE_INSERT, [room]);
      if (this.skipChildChecks) await this.client.query('SET LOCAL session_replication_role = replica');
      await this.client.query(INSERT_CHILDREN);
      if (this.skipChildChecks) await this.client.query('SET LOCAL session_replication_role = origin');
      if (this.mode === 'update') await this.client.query(UPDATED_POSTING_WEEKS);
      await this.client.query('COMMIT');
      const summary = rows[0] as SummaryRow;
      return {
        inserted: summary.inserted,
        updated: summary.updated,
        skippedCount: summary.skipped_count,
        skipped: summary.skipped.map((s) => `${s.name} (${s.place_id})`),
        errorCount: summary.conflicts.length,
        errors: summary.conflicts.map(
          (c) => `Satır ${c.row_number}: "${c.slug}" adresi başka bir işletmede kullanılıyor (${c.owner})`,
        ),
      };
    } catch (error) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /** Halves the batch until the rows PostgreSQL refuses stand alone, and reports those as errors. */
  private async isolate(copyText: string, room: number, error: Error): Promise<BatchOutcome> {
    const lines = copyText.split('\n').filter((line) => line !== '');
    if (lines.length <= 1) {
      return {
        inserted: 0,
        updated: 0,
        skippedCount: 0,
        skipped: [],
        errorCount: 1,
        errors: [`Satır ${copyLineRowNumber(lines[0] ?? '0\t')}: kaydedilemedi (${error.message})`],
      };
    }
    const middle = Math.ceil(lines.length / 2);
    const half = (part: string[]) => Buffer.from(`${part.join('\n')}\n`, 'utf8');
    const first = await this.write(half(lines.slice(0, middle)), room);
    const second = await this.write(half(lines.slice(middle)), Math.max(0, room - first.skipped.length));
    return {
      inserted: first.inserted + second.inserted,
      updated: first.updated + second.updated,
      skippedCount: first.skippedCount + second.skippedCount,
      skipped: [...first.skipped, ...second.skipped],
      errorCount: first.errorCount + second.errorCount,
      errors: [...first.errors, ...second.errors],
    };
  }

  async close(): Promise<void> {
    try {
      await this.client.query(
        'DROP TABLE IF EXISTS pg_temp.import_staging, pg_temp.import_seen, pg_temp.import_written',
      );
      await this.client.query('RESET application_name');
    } catch {
      // A broken connection is dropped by the pool on release.
    } finally {
      await this.runner.release();
    }
  }
}

/** Opens import sessions on their own pooled connection. */
@Injectable()
export class ImportWriter {
  constructor(private readonly db: DataSource) {}

  async open(mode: ImportMode, uploadId: string): Promise<ImportSession> {
    const runner = this.db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      // Names the connection in pg_stat_activity, so an operator can see (or stop) an import.
      await client.query(`SELECT set_config('application_name', $1, false)`, [
        `directory-import:${uploadId}`.slice(0, 63),
      ]);
      await client.query(CREATE_STAGING);
      await client.query(CREATE_WRITTEN);
      if (mode === 'update') {
        await client.query(CREATE_SEEN);
        await client.query('TRUNCATE import_seen');
      }
    } catch (error) {
      await runner.release();
      throw error;
    }
    return new ImportSession(runner, client, mode, await canSkipChildRowChecks(client));
  }
}
