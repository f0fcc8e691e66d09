var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip, gzipSync } from 'node:zlib';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { REDIS_CLIENT } from '../redis/redis-client.provider.js';
import { DataVersionService } from './data-version.service.js';
const MINUTE = 60_000;
/** CONTRACT §9: public lists are cached 2 h, details 10 min. */
export const HTTP_CACHE_TTL = { list: 120 * MINUTE, detail: 10 * MINUTE };
/** Bodies kept decoded in this process; bounded by bytes, as one city list is ~1 MB. */
const HOT_ENTRIES = 5_000;
const HOT_BYTES = 64 * 1024 * 1024;
/** The last body of each resource, whatever its version, for answering while PostgreSQL is away. */
const LAST_GOOD_BYTES = 32 * 1024 * 1024;
const LAST_GOOD_KEEP_MS = 24 * 60 * MINUTE;
/** Uncompressed bodies up to this size are kept beside the gzip for clients that do not take gzip. */
const KEEP_IDENTITY_BYTES = 64 * 1024;
/** Below this, compressing on the event loop is cheaper than a hop to the thread pool. */
const SYNC_GZIP_BYTES = 64 * 1024;
/** Above this (the full city list is ~8 MB), level 4 halves the time of the default 6 for ~6 % more bytes. */
const FAST_GZIP_BYTES = 1024 * 1024;
const gzipAsync = promisify(gzip);
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
let HttpCacheService = class HttpCacheService {
    store;
    dataVersion;
    redis;
    hot = new LRUCache({
        max: HOT_ENTRIES,
        maxSize: HOT_BYTES,
        sizeCalculation: bytesOf,
    });
    lastGood = new LRUCache({
        max: HOT_ENTRIES,
        maxSize: LAST_GOOD_BYTES,
        sizeCalculation: ({ body }) => bytesOf(body),
        ttl: LAST_GOOD_KEEP_MS,
    });
    building = new Map();
    constructor(store, dataVersion, redis) {
        this.store = store;
        this.dataVersion = dataVersion;
        this.redis = redis;
    }
    /** `http:{database epoch}:v{data version}:{path?query}`. */
    key(version, resource) {
        return `http:${this.dataVersion.epoch}:v${version}:${resource}`;
    }
    /** The answer under the current data version, or the last good one while PostgreSQL is unreachable. */
    async answer(resource, ttlMs, build) {
        try {
            const version = await this.dataVersion.current();
            return { body: await this.getOrBuild(version, resource, ttlMs, build), stale: false };
        }
        catch (error) {
            const last = isDatabaseUnavailable(error) ? this.lastGood.get(resource) : undefined;
            if (!last)
                throw error;
            return { body: last.body, stale: true };
        }
    }
    /** The cached body, or one built once however many requests ask for it at the same time. */
    async getOrBuild(version, resource, ttlMs, build) {
        const key = this.key(version, resource);
        const hot = this.hot.get(key);
        if (hot)
            return hot;
        const stored = await this.fromStore(key);
        if (stored)
            return this.remember(version, resource, stored);
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
    clearLocal() {
        this.hot.clear();
        this.lastGood.clear();
    }
    /** The uncompressed body; large ones are inflated per request (clients without gzip are rare). */
    identityOf(body) {
        if (body.identity)
            return body.identity;
        const identity = gunzipSync(body.gzip);
        if (identity.length <= KEEP_IDENTITY_BYTES)
            body.identity = identity;
        return identity;
    }
    async build(key, ttlMs, build) {
        const json = Buffer.from(JSON.stringify(await build()) ?? 'null');
        const compressed = json.length < SYNC_GZIP_BYTES
            ? gzipSync(json)
            : await gzipAsync(json, { level: json.length > FAST_GZIP_BYTES ? 4 : 6 });
        const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
        const identity = json.length <= KEEP_IDENTITY_BYTES ? json : undefined;
        const body = { etag, gzip: compressed, expiresAt: Date.now() + ttlMs, identity };
        this.hot.set(key, body, { ttl: ttlMs });
        if (this.redis?.isReady) {
            const stored = { etag, gzip: compressed, expiresAt: body.expiresAt };
            // A failed write only costs another instance a build; the client logs the outage.
            this.store.set(key, stored, ttlMs).catch(() => undefined);
        }
        return body;
    }
    /** Keeps the newest version's body of each resource (a slow build of an older version does not replace it). */
    remember(version, resource, body) {
        const known = this.lastGood.get(resource);
        if (!known || known.version <= version)
            this.lastGood.set(resource, { version, body });
        return body;
    }
    async fromStore(key) {
        if (!this.redis?.isReady)
            return undefined;
        const stored = await this.store.get(key).catch(() => undefined);
        const ttl = stored ? stored.expiresAt - Date.now() : 0;
        if (!stored || ttl <= 0)
            return undefined;
        const body = { etag: stored.etag, gzip: toBuffer(stored.gzip), expiresAt: stored.expiresAt };
        this.hot.set(key, body, { ttl });
        return body;
    }
};
HttpCacheService = __decorate([
    Injectable(),
    __param(0, Inject(CACHE_MANAGER)),
    __param(2, Inject(REDIS_CLIENT)),
    __metadata("design:paramtypes", [Object, DataVersionService, Object])
], HttpCacheService);
export { HttpCacheService };
function bytesOf(body) {
    return body.gzip.length + (body.identity?.length ?? 0);
}
/** The memory store hands back a copy as a plain Uint8Array, Redis a Buffer. */
function toBuffer(bytes) {
    return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
//# sourceMappingURL=http-cache.service.js.map