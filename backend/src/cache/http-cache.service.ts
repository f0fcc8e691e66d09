import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip, gzipSync } from 'node:zlib';
import { AppConfig } from '../config/app-config.js';
import { DataVersionService } from './data-version.service.js';
import { LruCache } from './lru-cache.js';

const MINUTE = 60_000;

/** CONTRACT §9: public lists are cached 2 h, details 10 min. */
export const HTTP_CACHE_TTL = { list: 120 * MINUTE, detail: 10 * MINUTE } as const;

/** Bodies kept decoded in this process; bounded by bytes, as one city list is ~1 MB. */
const HOT_ENTRIES = 5_000;
const HOT_BYTES = 64 * 1024 * 1024;
/** Uncompressed bodies up to this size are kept beside the gzip for clients that do not take gzip. */
const KEEP_IDENTITY_BYTES = 64 * 1024;
/** Below this, compressing on the event loop is cheaper than a hop to the thread pool. */
const SYNC_GZIP_BYTES = 64 * 1024;
/** Above this (the full city list is ~8 MB), level 4 halves the time of the default 6 for ~6 % more bytes. */
const FAST_GZIP_BYTES = 1024 * 1024;

const gzipAsync = promisify(gzip);

/** A serialized answer: its gzip body (what nearly every client takes) and a content hash. */
export interface CachedBody {
  etag: string;
  gzip: Buffer;
  expiresAt: number;
  /** The uncompressed body, kept when small (see identityOf). */
  identity?: Buffer;
}

interface StoredBody {
  etag: string;
  gzip: Uint8Array;
  expiresAt: number;
}

/**
 * The public HTTP cache: serialized + gzip-compressed bodies under keys that embed the
 * data version (`http:3f9c01ab:v42:/api/categories?letter=a`), so every write makes every
 * instance miss at once and old entries just expire.
 *
 * Bodies live decoded in an LRU of this process, bounded by bytes. With REDIS_URL they are also
 * written to the cache-manager Redis store (namespaced `directory`), where every instance finds
 * what another built. Without Redis the cache-manager store is itself in-process and bounded by
 * entry count only; a second in-process copy would let old versions' large bodies pile up.
 */
@Injectable()
export class HttpCacheService {
  private readonly logger = new Logger(HttpCacheService.name);
  private readonly hot = new LruCache<CachedBody>(HOT_ENTRIES, HOT_BYTES);
  private readonly building = new Map<string, Promise<CachedBody>>();
  private readonly gzipByHeader = new Map<string, boolean>();
  private storeFailing = false;
  private readonly shared: boolean;

  constructor(
    @Inject(CACHE_MANAGER) private readonly store: Cache,
    private readonly dataVersion: DataVersionService,
    config: AppConfig,
  ) {
    this.shared = Boolean(config.REDIS_URL);
  }

  async keyFor(resource: string): Promise<string> {
    return this.key(await this.dataVersion.current(), resource);
  }

  /** `http:{database epoch}:v{data version}:{path?query}`. */
  key(version: number, resource: string): string {
    return `http:${this.dataVersion.epoch}:v${version}:${resource}`;
  }

  /** The cached body, or one built once however many requests ask for it at the same time. */
  async getOrBuild(key: string, ttlMs: number, build: () => Promise<unknown>): Promise<CachedBody> {
    const found = this.hot.get(key) ?? (this.shared ? await this.fromStore(key) : undefined);
    if (found) return found;
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(key, ttlMs, build).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** The body if this process holds it hot, without touching the shared store. */
  peek(key: string): CachedBody | undefined {
    return this.hot.get(key);
  }

  /** Negotiation is a few microseconds; clients send only a handful of distinct headers. */
  acceptsGzip(header: string | undefined): boolean {
    const value = header ?? '';
    let accepted = this.gzipByHeader.get(value);
    if (accepted === undefined) {
      accepted = takesGzip(value);
      if (this.gzipByHeader.size > 200) this.gzipByHeader.clear();
      this.gzipByHeader.set(value, accepted);
    }
    return accepted;
  }

  /** The hot copies of this process; the shared store is emptied by cache-manager's `clear()`. */
  clearLocal(): void {
    this.hot.clear();
  }

  /** The uncompressed body; large ones are inflated per request (clients without gzip are rare). */
  identityOf(body: CachedBody): Buffer {
    if (body.identity) return body.identity;
    const identity = gunzipSync(body.gzip);
    if (identity.length <= KEEP_IDENTITY_BYTES) body.identity = identity;
    return identity;
  }

  private async build(key: string, ttlMs: number, build: () => Promise<unknown>): Promise<CachedBody> {
    const json = Buffer.from(JSON.stringify(await build()) ?? 'null');
    const compressed =
      json.length < SYNC_GZIP_BYTES
        ? gzipSync(json)
        : await gzipAsync(json, { level: json.length > FAST_GZIP_BYTES ? 4 : 6 });
    const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    const identity = json.length <= KEEP_IDENTITY_BYTES ? json : undefined;
    const body: CachedBody = { etag, gzip: compressed, expiresAt: Date.now() + ttlMs, identity };
    this.hot.set(key, body, compressed.length + (identity?.length ?? 0), ttlMs);
    if (this.shared) {
      const stored: StoredBody = { etag, gzip: compressed, expiresAt: body.expiresAt };
      this.store.set(key, stored, ttlMs).then(
        () => this.storeRecovered(),
        (error: unknown) => this.storeFailed(error),
      );
    }
    return body;
  }

  private async fromStore(key: string): Promise<CachedBody | undefined> {
    let stored: StoredBody | undefined;
    try {
      stored = await this.store.get<StoredBody>(key);
      this.storeRecovered();
    } catch (error) {
      this.storeFailed(error);
      return undefined;
    }
    const ttl = stored ? stored.expiresAt - Date.now() : 0;
    if (!stored || ttl <= 0) return undefined;
    const body: CachedBody = { etag: stored.etag, gzip: toBuffer(stored.gzip), expiresAt: stored.expiresAt };
    this.hot.set(key, body, body.gzip.length, ttl);
    return body;
  }

  private storeFailed(error: unknown): void {
    if (this.storeFailing) return;
    this.storeFailing = true;
    this.logger.warn(
      `Cache store unavailable, serving from this process: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  private storeRecovered(): void {
    if (!this.storeFailing) return;
    this.storeFailing = false;
    this.logger.log('Cache store available again');
  }
}

/** RFC 9110 Accept-Encoding: gzip (or `*`) listed with a non-zero weight, and gzip not refused by name. */
export function takesGzip(header: string): boolean {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0;
  return weight > 0;
}

/** The memory store hands back a copy as a plain Uint8Array, Redis a Buffer. */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
