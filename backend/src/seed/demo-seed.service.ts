import { Injectable, Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { DataSource, QueryRunner } from 'typeorm';
import { BUSINESS_DATA_COLUMNS } from '../businesses/business-columns.js';
import { canSkipChildRowChecks } from '../database/child-row-checks.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { copyField, copyLines } from '../database/copy-text.js';
import { type DemoBusiness, DemoBusinessGenerator } from './demo-business.generator.js';
import { businessLine } from './demo-business-line.js';
import { seedFromText } from './prng.js';

export interface DemoSeedOptions {
  /** PRNG seed: same seed and same starting id give the same rows. Default 1. */
  seed?: number | string;
  /** Reference time for created_at / updated_at. */
  now?: Date;
}

export interface DemoSeedResult {
  businesses: number;
  hours: number;
  amenities: number;
  firstId: number | null;
  lastId: number | null;
  seconds: number;
  /** Businesses plus hours plus amenities rows per second, load and summary refresh included. */
  rowsPerSecond: number;
}

const BUSINESS_COLUMNS = ['id', ...BUSINESS_DATA_COLUMNS, 'created_at', 'updated_at'] as const;
const HOURS_COLUMNS = ['business_id', 'day_of_week', 'open_time', 'close_time', 'is_closed'] as const;
const AMENITY_COLUMNS = ['business_id', 'amenity_type', 'has_amenity'] as const;
const CHUNK_SIZE = 20_000;
const NULL = '\\N';
const SLICE_SIZE = 500;
const PROGRESS_EVERY = 100_000;

interface IndexDefinition {
  name: string;
  definition: string;
}

interface LoadRun {
  firstId: number;
  count: number;
  taken: TakenKeys;
}

interface Chunk {
  businesses: string[];
  hours: string[];
  amenities: string[];
}

/** Keys already taken, so appended demo rows never collide with what is stored. */
interface TakenKeys {
  slugs: Set<string>;
  placeIds: Set<string>;
}

/**
 * Bulk-loads deterministic demo businesses with `COPY … FROM STDIN` in one transaction:
 * the id range is reserved first so hours and amenities can reference their business,
 * chunks are generated while the previous chunk is being copied, and summaries and the
 * data version follow once the rows are committed.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly db: DataSource,
    private readonly changes: DataChangesService,
  ) {}

  async seed(count: number, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
    if (!Number.isInteger(count) || count < 0)
      throw new Error(`Business count must be a whole number ≥ 0, got ${count}`);
    const started = Date.now();
    if (count === 0)
      return { businesses: 0, hours: 0, amenities: 0, firstId: null, lastId: null, seconds: 0, rowsPerSecond: 0 };
    const seed = seedFromText(options.seed ?? 1);
    const generator = new DemoBusinessGenerator({ seed, count, now: options.now });
    const { firstId, totals } = await this.loadInOneTransaction(generator, count, seed);
    await this.db.query(`SELECT open_weeks_refresh(ARRAY(SELECT generate_series($1::int, $2::int)))`, [
      firstId,
      firstId + count - 1,
    ]);
    await this.db.query('ANALYZE businesses, business_hours, business_amenities');
    await this.changes.bulkChanged('seed');
    const seconds = (Date.now() - started) / 1000;
    const rows = totals.businesses + totals.hours + totals.amenities;
    const result = {
      ...totals,
      firstId,
      lastId: firstId + count - 1,
      seconds,
      rowsPerSecond: Math.round(rows / seconds),
    };
    this.logger.log(
      `Seeded ${result.businesses} businesses, ${result.hours} hours and ${result.amenities} amenity rows in ` +
        `${seconds.toFixed(1)} s (${Math.round(result.businesses / seconds)} businesses/s, ${result.rowsPerSecond} rows/s)`,
    );
    return result;
  }

  /**
   * Businesses load in one transaction. When foreign-key checks on hours and amenities can
   * be skipped (see canSkipChildRowChecks), those go through a second connection in parallel,
   * so PostgreSQL works on two cores; that transaction commits right after the first, and
   * either is rolled back if anything fails before. Else everything runs on one connection.
   */
  private async loadInOneTransaction(generator: DemoBusinessGenerator, count: number, seed: number) {
    const runner = this.db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    let childRunner: QueryRunner | null = null;
    let childClient: PoolClient | null = null;
    try {
      await client.query('BEGIN');
      // Blocks concurrent writers (not readers) until commit, so the reserved ids and the
      // uniqueness checks below stay true for the whole load.
      await client.query('LOCK TABLE businesses IN SHARE ROW EXCLUSIVE MODE');
      const firstId = await this.reserveIds(client, count);
      this.logger.log(`Seeding ${count} demo businesses (seed ${seed}, ids ${firstId}–${firstId + count - 1})`);
      const taken = await this.takenKeys(client);
      if (await canSkipChildRowChecks(client)) {
        childRunner = this.db.createQueryRunner();
        childClient = (await childRunner.connect()) as PoolClient;
        await childClient.query('BEGIN');
        await childClient.query('SET LOCAL session_replication_role = replica');
        // The businesses are not visible to this transaction: their open weeks are worked out after both commit.
        await childClient.query(`SET LOCAL directory.open_weeks = 'deferred'`);
      }
      const deferred = taken.slugs.size === 0 ? await this.dropIndexesOfEmptyTables(client) : [];
      const loadStarted = Date.now();
      const totals = await this.load(client, childClient ?? client, generator, { firstId, count, taken });
      this.logger.log(
        `Copied ${totals.businesses} businesses, ${totals.hours} hours and ${totals.amenities} amenities in ${Date.now() - loadStarted} ms`,
      );
      await this.recreateIndexes(client, deferred);
      await client.query('COMMIT');
      await childClient?.query('COMMIT');
      return { firstId, totals };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      await childClient?.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
      await childRunner?.release();
    }
  }

  /** Moves the identity sequence past `count` ids and returns the first; max(id) guards against rows given explicit ids. */
  private async reserveIds(client: PoolClient, count: number): Promise<number> {
    const { rows } = await client.query<{ first: string }>(
      `SELECT GREATEST(nextval(pg_get_serial_sequence('businesses', 'id')), (SELECT COALESCE(max(id), 0) + 1 FROM businesses)) AS first`,
    );
    const first = Number(rows[0]?.first);
    await client.query(`SELECT setval(pg_get_serial_sequence('businesses', 'id'), $1)`, [first + count - 1]);
    return first;
  }

  private async takenKeys(client: PoolClient): Promise<TakenKeys> {
    const taken: TakenKeys = { slugs: new Set(), placeIds: new Set() };
    const stream = client.query(new QueryStream('SELECT slug, place_id FROM businesses', [], { batchSize: 5000 }));
    for await (const row of stream as AsyncIterable<{ slug: string; place_id: string }>) {
      taken.slugs.add(row.slug);
      taken.placeIds.add(row.place_id);
    }
    return taken;
  }

  /**
   * Into an empty table, building the secondary indexes once at the end is much cheaper
   * than maintaining a dozen of them row by row (GIN trigram indexes most of all). Besides
   * `businesses` that holds for `search_postings`, which its insert trigger fills. The
   * definitions come from the catalog, so the rebuilt indexes are exactly the migrated
   * ones; unique and primary keys stay. Dropping takes an exclusive lock until commit,
   * acceptable only because the tables are empty anyway.
   */
  private async dropIndexesOfEmptyTables(client: PoolClient): Promise<IndexDefinition[]> {
    const { rows: tables } = await client.query<{ name: string }>(`
      SELECT 'businesses' AS name
      UNION ALL
      SELECT 'search_postings' WHERE to_regclass('search_postings') IS NOT NULL`);
    const dropped: IndexDefinition[] = [];
    for (const { name } of tables) {
      const { rows: filled } = await client.query(`SELECT 1 FROM ${name} LIMIT 1`);
      if (filled.length > 0) continue;
      const { rows } = await client.query<IndexDefinition>(
        `SELECT quote_ident(i.relname) AS name, pg_get_indexdef(i.oid) AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE x.indrelid = $1::regclass AND NOT x.indisprimary AND NOT x.indisunique
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
        [name],
      );
      for (const index of rows) await client.query(`DROP INDEX ${index.name}`);
      dropped.push(...rows);
    }
    return dropped;
  }

  private async recreateIndexes(client: PoolClient, indexes: readonly IndexDefinition[]): Promise<void> {
    if (indexes.length === 0) return;
    const started = Date.now();
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.definition);
    this.logger.log(`Rebuilt ${indexes.length} indexes in ${Date.now() - started} ms`);
  }

  private async load(client: PoolClient, childClient: PoolClient, generator: DemoBusinessGenerator, run: LoadRun) {
    const { firstId, count, taken } = run;
    const totals = { businesses: 0, hours: 0, amenities: 0 };
    const chunkAt = (start: number) =>
      start < count
        ? this.generateChunk(generator, firstId, start, Math.min(CHUNK_SIZE, count - start), count, taken)
        : null;
    let next = chunkAt(0);
    let reported = 0;
    for (let start = 0; next; start += CHUNK_SIZE) {
      const chunk: Chunk = await next;
      // The next chunk is generated (in slices) while this one is being copied.
      next = chunkAt(start + CHUNK_SIZE);
      const copyChildren = async () => {
        totals.hours += await copyLines(childClient, 'business_hours', HOURS_COLUMNS, chunk.hours);
        totals.amenities += await copyLines(childClient, 'business_amenities', AMENITY_COLUMNS, chunk.amenities);
      };
      const copyBusinesses = async () => {
        totals.businesses += await copyLines(client, 'businesses', BUSINESS_COLUMNS, chunk.businesses);
      };
      if (childClient === client) {
        await copyBusinesses();
        await copyChildren();
      } else {
        // Both settle before a failure is raised, so no COPY is still running at the rollback.
        const outcomes = await Promise.allSettled([copyBusinesses(), copyChildren()]);
        const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
        if (failed) throw failed.reason;
      }
      if (totals.businesses - reported >= PROGRESS_EVERY && totals.businesses < count) {
        reported = totals.businesses;
        this.logger.log(`… ${totals.businesses} / ${count} businesses`);
      }
    }
    return totals;
  }

  private async generateChunk(
    generator: DemoBusinessGenerator,
    firstId: number,
    start: number,
    size: number,
    count: number,
    taken: TakenKeys,
  ): Promise<Chunk> {
    const chunk: Chunk = { businesses: [], hours: [], amenities: [] };
    for (let offset = 0; offset < size; offset++) {
      if (offset > 0 && offset % SLICE_SIZE === 0) await yieldToLoop();
      const index = start + offset;
      const business = this.unique(generator, generator.business(index, firstId + index), taken);
      chunk.businesses.push(businessLine(business));
      // Hours hold only numbers, 'HH:MM' and flags: written directly, without per-field escaping.
      for (const h of business.hours) {
        chunk.hours.push(
          `${business.id}\t${h.dayOfWeek}\t${h.openTime ?? NULL}\t${h.closeTime ?? NULL}\t${h.isClosed ? 't' : 'f'}`,
        );
      }
      for (const a of business.amenities) {
        chunk.amenities.push(`${business.id}\t${copyField(a.amenityType)}\t${a.hasAmenity ? 't' : 'f'}`);
      }
    }
    return chunk;
  }

  /** Slugs share the name part for equal names; on the rare suffix clash, draw another place_id. */
  private unique(generator: DemoBusinessGenerator, business: DemoBusiness, taken: TakenKeys): DemoBusiness {
    let current = business;
    for (let attempt = 1; taken.slugs.has(current.slug) || taken.placeIds.has(current.placeId); attempt++) {
      current = generator.withPlaceIdAttempt(business, attempt);
    }
    taken.slugs.add(current.slug);
    return current;
  }
}
