import { createKeyv as createMemoryStore } from '@cacheable/memory';
import KeyvRedis, { type RedisClientConnectionType } from '@keyv/redis';
import { CacheModule } from '@nestjs/cache-manager';
import { Global, Module } from '@nestjs/common';
import { Keyv } from 'keyv';
import type { RedisConnection } from '../redis/redis-connection.js';
import { REDIS } from '../redis/redis.module.js';
import { DataVersionRepository } from './data-version.repository.js';
import { DataVersionService } from './data-version.service.js';
import { DataVersionSubscriber } from './data-version.subscriber.js';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';
import { HttpCacheService } from './http-cache.service.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitService } from './rate-limit.service.js';

const MEMORY_ENTRIES = 10_000;
const NAMESPACE = 'directory';

/** The Keyv adapter on the application's Redis client (closed by cache-manager or RedisModule, whichever is first). */
function redisStore(redis: RedisConnection): Keyv {
  // @keyv/redis is typed against @redis/client 5; the client is node-redis 6, whose commands it uses are the same.
  const adapter = new KeyvRedis(redis.client as unknown as RedisClientConnectionType, { namespace: NAMESPACE });
  return new Keyv(adapter, { namespace: NAMESPACE, useKeyPrefix: false });
}

/**
 * The server cache: an LRU in this process by default, Redis (shared by every
 * instance) when REDIS_URL is set. Keys are namespaced `directory:`. Also the public
 * HTTP cache on top of it, and the rate limits of the public forms (same choice of store,
 * keys of their own: `rate-limit:`, which clearing the cache leaves alone).
 * While Redis is away its commands fail within 500 ms and both fall back to this process.
 */
@Global()
@Module({
  imports: [
    CacheModule.registerAsync({
      isGlobal: true,
      inject: [REDIS],
      useFactory: (redis: RedisConnection | null) => ({
        stores: [redis ? redisStore(redis) : createMemoryStore({ lruSize: MEMORY_ENTRIES })],
      }),
    }),
  ],
  providers: [
    DataVersionRepository,
    DataVersionService,
    DataVersionSubscriber,
    HttpCacheService,
    HttpCacheInterceptor,
    RateLimitService,
    RateLimitGuard,
  ],
  exports: [
    DataVersionRepository,
    DataVersionService,
    HttpCacheService,
    HttpCacheInterceptor,
    RateLimitService,
    RateLimitGuard,
  ],
})
export class AppCacheModule {}
