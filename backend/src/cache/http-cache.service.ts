import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip, gzipSync } from 'node:zlib';
import { isDatabaseUnavailable } from '../common/database-unavailable.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { RedisCommands } from '../redis/redis-commands.js';
import { BusinessVersionsService } from './business-versions.service.js';
import { DataVersionService } from './data-version.service.js';

const MINUTE = 60_000;

/** docs/behaviour.md §9: public lists are cached 2 h, details 10 min. */
export const HTTP_CACHE_TTL = { list: 120 * MINUTE, detail: 10 * MINUTE } as const;

/** Bodies kept decoded in this process; bounded by bytes, as one city list is ~1 MB. */
const HOT_ENTRIES = 5_000;
const HOT_BYTES = 64 * 1024 * 1024;
/** The last body of each resource, whatever its version, for answering while PostgreSQL is away. */
const LAST_GOOD_BYTES = 32 * 1024 * 1024;
const LAST_GOOD_KEEP_MS = 24 * 60 * MINUTE;
/**
 * Uncompressed bodies up to this size are kept beside the gzip for clients that do not take gzip (rare).
 * JSON answers are; a server-rendered page (about 32 KB, 7 KB gzip) is not: kept whole, it would take five
 * times the room, and the hot cache would hold a fifth as many pages (BENCHMARKS.md, "Reviews and the cache").
 */
const KEEP_IDENTITY_BYTES = 8 * 1024;
/** Below this, compressing on the event loop is cheaper than a hop to the thread pool. */
const SYNC_GZIP_BYTES = 64 * 1024;
/** Above this (the full city list is ~8 MB), level 4 halves the time of the default 6 for ~6 % more bytes. */
const FAST_GZIP_BYTES = 1024 * 1024;

const gzipAsync = promisify(gzip);

/** The resources of one business: its detail and reviews in the API, its page and its reviews pages. */
const BUSINESS_RESOURCE = /^(?:page:)?\/(?:api\/businesses|business)\/([^/?]+)/;

/** The slug of the business a cached resource belongs to, or null for every other resource. */
export function businessOfResource(resource: string): string | null {
  return BUSINESS_RESOURCE.exec(resource)?.[1] ?? null;
}

/** What a cached route builds: its body as text, and its status when that is not 200 (a page that is not found). */
export interface SerializedAnswer {
  text: string;
  status?: number;
}

/** A serialized answer: its gzip body (what nearly every client takes) and a content hash. */
export interface CachedBody {
  status: number;
  etag: string;
  gzip: Buffer;
  expiresAt: number;
  /** The uncompressed body, kept when small (see identityOf). */
  identity?: Buffer;
}

interface StoredBody {
  status: number;
  etag: string;
  gzip: Uint8Array;
  expiresAt: number;
}

/** A route's answer: `stale` when the data version or the body could not be had from PostgreSQL. */
export interface CachedAnswer {
  body: CachedBody;
  stale: boolean;
}

/**
 * The public HTTP cache: serialized + gzip-compressed bodies under keys that embed the
 * data version (`http:3f9c01ab:v42:/api/categories?letter=a`), so every write makes every
 * instance miss at once and old entries just expire.
 *
 * Bodies live decoded in an LRU of this process, bounded by bytes. With REDIS_URL they are also
 * written to the cache-manager Redis store (namespaced `directory`), where every instance finds
 * what another built; while Redis is away, this process builds and keeps its own. Without Redis
 * the cache-manager store is itself in-process and bounded by entry count only; a second
 * in-process copy would let old versions' large bodies pile up.
 *
 * While PostgreSQL cannot be reached (the version cannot be read, or the build fails for want of
 * a connection) a route answers the last body this process had for the same resource, whatever
 * its version (stale-if-error). That body is never stored under another version.
 */
@Injectable()
export class HttpCacheService {
  private readonly hot = new LRUCache<string, CachedBody>({
    max: HOT_ENTRIES,
    maxSize: HOT_BYTES,
    sizeCalculation: bytesOf,
  });
  private readonly lastGood = new LRUCache<string, { version: number; body: CachedBody }>({
    max: HOT_ENTRIES,
    maxSize: LAST_GOOD_BYTES,
    sizeCalculation: ({ body }) => bytesOf(body),
    ttl: LAST_GOOD_KEEP_MS,
  });
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(
    @Inject(CACHE_MANAGER) private readonly store: Cache,
    private readonly dataVersion: DataVersionService,
    private readonly businessVersions: BusinessVersionsService,
    private readonly redis: RedisCommands,
    private readonly metrics: AppMetrics,
  ) {}

  /** Empties the store (Redis when configured, else this process's LRU); rate limits live apart. */
  async clearStore(): Promise<void> {
    if (this.redis.configured) await this.redis.run(() => this.store.clear());
    else await this.store.clear();
  }

  /**
   * `http:{database epoch}:v{data version}:{path?query}`, and for a resource of one business
   * `http:{epoch}:v{data version}.b{its version}:{path?query}` (see BusinessVersionsService).
   */
  key(version: number | string, resource: string): string {
    return `http:${this.dataVersion.epoch}:v${version}:${resource}`;
  }

  /** A JSON answer (see answerText). */
  answer(resource: string, ttlMs: number, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.answerText(resource, ttlMs, async () => ({ text: JSON.stringify(await build()) ?? 'null' }));
  }

  /** The answer under the current data version, or the last good one while PostgreSQL is unreachable. */
  async answerText(resource: string, ttlMs: number, build: () => Promise<SerializedAnswer>): Promise<CachedAnswer> {
    try {
      const version = await this.dataVersion.current();
      const slug = businessOfResource(resource);
      const scope = slug === null ? version : `${version}.b${await this.businessVersions.current(slug)}`;
      return { body: await this.getOrBuild(version, resource, ttlMs, build, scope), stale: false };
    } catch (error) {
      const last = isDatabaseUnavailable(error) ? this.lastGood.get(resource) : undefined;
      if (!last) throw error;
      return { body: last.body, stale: true };
    }
  }

  /** The cached body, or one built once however many requests ask for it at the same time. */
  async getOrBuild(
    version: number,
    resource: string,
    ttlMs: number,
    build: () => Promise<SerializedAnswer>,
    scope: number | string = version,
  ): Promise<CachedBody> {
    const key = this.key(scope, resource);
    const hot = this.hot.get(key);
    if (hot) {
      this.metrics.countCacheLookup('hit');
      return hot;
    }
    const stored = await this.fromStore(key);
    if (stored) {
      this.metrics.countCacheLookup('hit');
      return this.remember(version, resource, stored);
    }
    this.metrics.countCacheLookup('miss');
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(key, ttlMs, build)
        .then((body) => this.remember(version, resource, body))
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** The copies of this process; the shared store is emptied by cache-manager's `clear()`. */
  clearLocal(): void {
    this.hot.clear();
    this.lastGood.clear();
  }

  /** The uncompressed body; large ones are inflated per request (clients without gzip are rare). */
  identityOf(body: CachedBody): Buffer {
    if (body.identity) return body.identity;
    const identity = gunzipSync(body.gzip);
    if (identity.length <= KEEP_IDENTITY_BYTES) body.identity = identity;
    return identity;
  }

  private async build(key: string, ttlMs: number, build: () => Promise<SerializedAnswer>): Promise<CachedBody> {
    const { text, status = 200 } = await build();
    const bytes = Buffer.from(text);
    const compressed =
      bytes.length < SYNC_GZIP_BYTES
        ? gzipSync(bytes)
        : await gzipAsync(bytes, { level: bytes.length > FAST_GZIP_BYTES ? 4 : 6 });
    const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    const identity = bytes.length <= KEEP_IDENTITY_BYTES ? bytes : undefined;
    const body: CachedBody = { status, etag, gzip: compressed, expiresAt: Date.now() + ttlMs, identity };
    this.hot.set(key, body, { ttl: ttlMs });
    if (this.redis.ready) {
      const stored: StoredBody = { status, etag, gzip: compressed, expiresAt: body.expiresAt };
      // A failed write only costs another instance a build; the client logs the outage.
      this.redis.run(() => this.store.set(key, stored, ttlMs)).catch(() => undefined);
    }
    return body;
  }

  /** Keeps the newest version's body of each resource (a slow build of an older version does not replace it). */
  private remember(version: number, resource: string, body: CachedBody): CachedBody {
    const known = this.lastGood.get(resource);
    if (!known || known.version <= version) this.lastGood.set(resource, { version, body });
    return body;
  }

  private async fromStore(key: string): Promise<CachedBody | undefined> {
    if (!this.redis.ready) return undefined;
    const stored = await this.redis.run(() => this.store.get<StoredBody>(key)).catch(() => undefined);
    const ttl = stored ? stored.expiresAt - Date.now() : 0;
    if (!stored || ttl <= 0) return undefined;
    const body: CachedBody = {
      status: stored.status ?? 200,
      etag: stored.etag,
      gzip: toBuffer(stored.gzip),
      expiresAt: stored.expiresAt,
    };
    this.hot.set(key, body, { ttl });
    return body;
  }
}

function bytesOf(body: CachedBody): number {
  return body.gzip.length + (body.identity?.length ?? 0);
}

/** The memory store hands back a copy as a plain Uint8Array, Redis a Buffer. */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
