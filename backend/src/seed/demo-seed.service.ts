import { Injectable, Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { DataSource, QueryRunner } from 'typeorm';
import { BUSINESS_DATA_COLUMNS } from '../businesses/business-columns.js';
import { canSkipChildRowChecks } from '../database/child-row-checks.js';
import { SeedRepository, type IndexDefinition, type TakenKeys } from './seed.repository.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { copyField, copyLines } from '../database/copy-text.js';
import { type DemoBusiness, DemoBusinessGenerator } from './demo-business.generator.js';
import { businessLine } from './demo-business-line.js';
import type { DemoHoursRow } from './demo-hours.js';
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

const BUSINESS_COLUMNS = ['id', ...BUSINESS_DATA_COLUMNS, 'created_at', 'updated_at', 'open_week'] as const;
const HOURS_COLUMNS = ['business_id', 'day_of_week', 'open_time', 'close_time', 'is_closed'] as const;
const AMENITY_COLUMNS = ['business_id', 'amenity_type', 'has_amenity'] as const;
const CHUNK_SIZE = 20_000;
const NULL = '\\N';
const SLICE_SIZE = 500;
const PROGRESS_EVERY = 100_000;

interface LoadRun {
  firstId: number;
  count: number;
  taken: TakenKeys;
  /** The open week of each distinct set of hours met so far (a few hundred in a whole seed), by hoursKey. */
  openWeeks: Map<string, string>;
}

const hoursKey = (hours: readonly DemoHoursRow[]) =>
  hours.map((h) => `${h.dayOfWeek} ${h.openTime} ${h.closeTime} ${h.isClosed}`).join(';');

interface Chunk {
  businesses: string[];
  hours: string[];
  amenities: string[];
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
    private readonly seeds: SeedRepository,
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
    await this.seeds.finishLoad();
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
      await this.seeds.beginLoad(client);
      const firstId = await this.seeds.reserveIds(client, count);
      this.logger.log(`Seeding ${count} demo businesses (seed ${seed}, ids ${firstId}–${firstId + count - 1})`);
      const taken = await this.seeds.takenKeys(client);
      if (await canSkipChildRowChecks(client)) {
        childRunner = this.db.createQueryRunner();
        childClient = (await childRunner.connect()) as PoolClient;
        await this.seeds.beginChildLoad(childClient);
      }
      const deferred = taken.slugs.size === 0 ? await this.seeds.dropIndexesOfEmptyTables(client) : [];
      const loadStarted = Date.now();
      const run = { firstId, count, taken, openWeeks: new Map<string, string>() };
      const totals = await this.load(client, childClient ?? client, generator, run);
      this.logger.log(
        `Copied ${totals.businesses} businesses, ${totals.hours} hours and ${totals.amenities} amenities in ${Date.now() - loadStarted} ms`,
      );
      await this.recreateIndexes(client, deferred);
      await this.seeds.commit(client);
      await this.seeds.commit(childClient);
      return { firstId, totals };
    } catch (error) {
      await this.seeds.rollback(client);
      await this.seeds.rollback(childClient);
      throw error;
    } finally {
      await runner.release();
      await childRunner?.release();
    }
  }

  private async recreateIndexes(client: PoolClient, indexes: readonly IndexDefinition[]): Promise<void> {
    if (indexes.length === 0) return;
    const started = Date.now();
    await this.seeds.recreateIndexes(client, indexes);
    this.logger.log(`Rebuilt ${indexes.length} indexes in ${Date.now() - started} ms`);
  }

  private async load(client: PoolClient, childClient: PoolClient, generator: DemoBusinessGenerator, run: LoadRun) {
    const { count } = run;
    const totals = { businesses: 0, hours: 0, amenities: 0 };
    const chunkAt = (start: number) =>
      start < count ? this.generateChunk(generator, run, start, Math.min(CHUNK_SIZE, count - start)) : null;
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
    { firstId, taken, openWeeks }: LoadRun,
    start: number,
    size: number,
  ): Promise<Chunk> {
    const businesses: DemoBusiness[] = [];
    for (let offset = 0; offset < size; offset++) {
      if (offset > 0 && offset % SLICE_SIZE === 0) await yieldToLoop();
      const index = start + offset;
      businesses.push(this.unique(generator, generator.business(index, firstId + index), taken));
    }
    // Written with its open week, each business's search postings carry it from the start: no
    // second write of every business and posting after the load.
    const weeks = await this.openWeeksOf(businesses, openWeeks);
    const chunk: Chunk = { businesses: [], hours: [], amenities: [] };
    for (const [i, business] of businesses.entries()) {
      chunk.businesses.push(`${businessLine(business)}\t${weeks[i]}`);
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

  /** The businesses' open weeks, asking the database only for sets of hours not met before. */
  private async openWeeksOf(businesses: readonly DemoBusiness[], known: Map<string, string>): Promise<string[]> {
    const keys = businesses.map((b) => hoursKey(b.hours));
    const unknown = new Map<string, readonly DemoHoursRow[]>();
    businesses.forEach((b, i) => known.has(keys[i]!) || unknown.set(keys[i]!, b.hours));
    if (unknown.size > 0) {
      const weeks = await this.seeds.openWeeksOf([...unknown.values()]);
      [...unknown.keys()].forEach((key, i) => known.set(key, weeks[i]!));
    }
    return keys.map((key) => known.get(key)!);
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
