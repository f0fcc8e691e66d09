import { LIMITS } from '@directory/shared';
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { AppConfig } from '../config/app-config.js';
import {
  businessPagePath,
  reviewsPagePath,
  CATEGORIES_PATH,
  CITIES_PATH,
  COUNTRIES_PATH,
  INDEX_PATH,
  MAIN_PAGES,
  MAIN_PATH,
  pagePaths,
} from './sitemap-paths.js';
import { SitemapSources } from './sitemap-sources.js';
import { SitemapStaging, type StoredFile } from './sitemap-staging.js';
import { type SitemapEntry, SitemapIndex, UrlSet } from './sitemap-xml.js';

const gzipAsync = promisify(gzip);
/** A whole business file's gzip (about 125 kB) in one output chunk instead of eight. */
const GZIP_CHUNK_BYTES = 256 * 1024;
/** Markup, `/business/`, a typical slug and the lastmod of one business entry, without the base URL. */
const BUSINESS_ENTRY_BYTES = 130;

export type GenerationResult =
  | { status: 'generated'; generatedAt: Date; files: number; urls: number; durationMs: number }
  | { status: 'skipped'; reason: 'locked' | 'stopping' | 'interrupted' };

/** W3C datetime to the second, as in the business files. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Builds the whole sitemap set of docs/behaviour.md §7 and publishes it atomically. One run at a
 * time across every instance and the CLI (a PostgreSQL advisory lock on the run's own
 * connection); callers in this process that arrive during a run get one follow-up run.
 */
@Injectable()
export class SitemapGenerator implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SitemapGenerator.name);
  private current: Promise<GenerationResult> | null = null;
  private queued: Promise<GenerationResult> | null = null;
  private stopping = false;
  private published = 0;

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Generates now, or once more right after the run in progress (whose data may predate the call). */
  run(reason: string): Promise<GenerationResult> {
    if (!this.current) return this.start(reason);
    this.queued ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.start(reason);
      });
    return this.queued;
  }

  /** How many sets this process has published; readers of the stored set re-read when it changes. */
  get generations(): number {
    return this.published;
  }

  /** Resolves when no run of this process is in progress or queued. */
  async idle(): Promise<void> {
    while (this.queued ?? this.current) await (this.queued ?? this.current)!.catch(() => undefined);
  }

  /** No new runs; one in progress finishes (a few seconds at 600 000 businesses) so its set is published. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  /** One run, no in-process coalescing: the advisory lock alone decides who generates. */
  async generate(reason: string): Promise<GenerationResult> {
    if (this.stopping) return { status: 'skipped', reason: 'stopping' };
    // Two sessions of its own: one holds the lock and writes, the other reads ahead.
    const writer = this.connection();
    const reader = this.connection();
    try {
      await writer.connect();
      const staging = new SitemapStaging(writer);
      if (!(await staging.tryLock())) {
        this.logger.log(`Sitemap generation (${reason}) skipped: another generator is running`);
        return { status: 'skipped', reason: 'locked' };
      }
      await reader.connect();
      return await this.build(new SitemapSources(reader), staging, reason);
    } catch (error) {
      this.logger.error(`Sitemap generation (${reason}) failed: ${error instanceof Error ? error.message : error}`);
      throw error;
    } finally {
      // Ending the writer's session also releases the advisory lock.
      await Promise.all([writer.end().catch(() => undefined), reader.end().catch(() => undefined)]);
    }
  }

  private start(reason: string): Promise<GenerationResult> {
    const run: Promise<GenerationResult> = this.generate(reason).finally(() => {
      if (this.current === run) this.current = null;
    });
    this.current = run;
    return run;
  }

  private connection(): pg.Client {
    const client = new pg.Client({
      connectionString: (this.db.options as PostgresDataSourceOptions).url,
      application_name: 'sitemap-generator',
    });
    // A session dropped by the server fails the query in flight; without a listener it would crash the process.
    client.on('error', (error) => this.logger.warn(`Sitemap generator connection lost: ${error.message}`));
    return client;
  }

  /**
   * A pipeline with at most two files in memory: while file n is gzipped and inserted,
   * file n+1 is built and the rows of file n+2 are read.
   */
  private async build(sources: SitemapSources, staging: SitemapStaging, reason: string): Promise<GenerationResult> {
    const started = Date.now();
    const generatedAt = new Date();
    const base = this.config.publicBaseUrl;
    const index = new SitemapIndex();
    const queue = new StagingQueue(staging);
    let urls = 0;
    let files = 0;

    const publish = async (path: string, doc: UrlSet | SitemapIndex) => {
      files += 1;
      if (doc instanceof UrlSet) {
        urls += doc.count;
        index.add({ loc: base + path, lastmod: w3c(generatedAt) });
      }
      await queue.push(pack(path, doc, generatedAt));
    };
    // The schema requires at least one <url>: an empty list file names the list page itself.
    const listFile = (paths: string[], listPage: string) => urlSet(base, paths.length > 0 ? paths : [listPage]);

    await staging.clear();
    await publish(MAIN_PATH, urlSet(base, MAIN_PAGES));
    await publish(CATEGORIES_PATH, listFile((await sources.categorySlugs()).map(pagePaths.category), '/categories'));
    await publish(COUNTRIES_PATH, listFile((await sources.countryCodes()).map(pagePaths.country), '/countries'));
    const cityPaths = (await sources.cities()).map((c) => pagePaths.city(c.countryCode, c.citySlug));
    await publish(CITIES_PATH, listFile(cityPaths, '/cities'));

    const perFile = LIMITS.sitemapBusinessesPerFile;
    // docs/behaviour.md §7: the reviews page of each business with a published review, in files of their own
    // after the business files (so each business file still holds its businesses and nothing else).
    let reviewed: SitemapEntry[] = [];
    let reviewFiles = 0;
    const publishReviews = async () => {
      reviewFiles += 1;
      const doc = new UrlSet(reviewed.length * (base.length + BUSINESS_ENTRY_BYTES));
      for (const entry of reviewed) doc.add(entry);
      reviewed = [];
      await publish(reviewsPagePath(reviewFiles), doc);
    };
    let next = handled(sources.businessesAfter(0, perFile));
    for (let page = 1; ; page += 1) {
      const rows = await next;
      if (rows.length === 0) break;
      // Read the next chunk while this one is turned into XML, gzipped and stored.
      next = handled(sources.businessesAfter(rows[rows.length - 1].id, perFile));
      const doc = new UrlSet(rows.length * (base.length + BUSINESS_ENTRY_BYTES));
      for (const row of rows) {
        doc.add({ loc: base + pagePaths.business(row.slug), lastmod: row.lastmod });
        if (row.reviewsLastmod) {
          reviewed.push({ loc: base + pagePaths.businessReviews(row.slug), lastmod: row.reviewsLastmod });
        }
      }
      await publish(businessPagePath(page), doc);
      if (reviewed.length >= perFile) await publishReviews();
    }
    if (reviewed.length > 0) await publishReviews();
    await publish(INDEX_PATH, index);
    await queue.drain();

    if (!(await staging.swap(files))) {
      this.logger.warn(`Sitemap generation (${reason}) abandoned: its staged files were removed meanwhile`);
      return { status: 'skipped', reason: 'interrupted' };
    }
    this.published += 1;
    const durationMs = Date.now() - started;
    this.logger.log(`Sitemaps generated (${reason}): ${files} files, ${urls} URLs in ${durationMs} ms`);
    return { status: 'generated', generatedAt, files, urls, durationMs };
  }
}

/** Stores files in order, one insert at a time, while the caller goes on building. */
class StagingQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly staging: SitemapStaging) {}

  /** Queues a file; resolves once the file queued before it is stored, so at most two are in flight. */
  async push(file: Promise<StoredFile>): Promise<void> {
    const previous = this.tail;
    handled(file);
    this.tail = handled(previous.then(async () => this.staging.stage(await file)));
    await previous;
  }

  drain(): Promise<void> {
    return this.tail;
  }
}

/** For promises that may be left unawaited when the run fails: never let them surface as unhandled rejections. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function urlSet(base: string, paths: readonly string[]): UrlSet {
  const doc = new UrlSet();
  for (const path of paths) doc.add({ loc: base + path });
  return doc;
}

async function pack(path: string, doc: UrlSet | SitemapIndex, generatedAt: Date): Promise<StoredFile> {
  const content = doc.toBuffer();
  return {
    path,
    content,
    gzip: await gzipAsync(content, { chunkSize: GZIP_CHUNK_BYTES }),
    urlCount: doc.count,
    etag: `"${createHash('sha1').update(content).digest('base64url')}"`,
    generatedAt,
  };
}
