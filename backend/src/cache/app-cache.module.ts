import { BusinessVersionsRepository } from './business-versions.repository.js';
import { BusinessVersionsService } from './business-versions.service.js';
import { createKeyv as createMemoryStore } from '@cacheable/memory';
import KeyvRedis, { type RedisClientConnectionType } from '@keyv/redis';
import { CacheModule } from '@nestjs/cache-manager';
import { Global, Module } from '@nestjs/common';
import { Keyv } from 'keyv';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.provider.js';
import { DataVersionRepository } from './data-version.repository.js';
import { DataVersionService } from './data-version.service.js';
import { DataVersionSubscriber } from './data-version.subscriber.js';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';
import { HttpCacheService } from './http-cache.service.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitService } from './rate-limit.service.js';

const MEMORY_ENTRIES = 10_000;
const NAMESPACE = 'directory';

/** The Keyv adapter on the application's Redis client, which RedisModule (not cache-manager) closes. */
class SharedClientRedisStore extends KeyvRedis<unknown> {
  override async disconnect(): Promise<void> {}
}

function redisStore(client: RedisClient): Keyv {
  // @keyv/redis is typed against @redis/client 5; the client is node-redis 6, whose commands it uses are the same.
  const adapter = new SharedClientRedisStore(client as unknown as RedisClientConnectionType, { namespace: NAMESPACE });
  return new Keyv(adapter, { namespace: NAMESPACE, useKeyPrefix: false });
}

/**
 * The server cache: an LRU in this process by default, Redis (shared by every
 * instance) when REDIS_URL is set. Keys are namespaced `directory:`. Also the public
 * HTTP cache on top of it, and the rate limits of the public forms (same choice of store).
 * While Redis is away its commands fail at once and both fall back to this process.
 */
@Global()
@Module({
  imports: [
    CacheModule.registerAsync({
      isGlobal: true,
      inject: [REDIS_CLIENT],
      useFactory: (redis: RedisClient | null) => ({
        stores: [redis ? redisStore(redis) : createMemoryStore({ lruSize: MEMORY_ENTRIES })],
      }),
    }),
  ],
  providers: [
    BusinessVersionsRepository,
    BusinessVersionsService,
    DataVersionRepository,
    DataVersionService,
    DataVersionSubscriber,
    HttpCacheService,
    HttpCacheInterceptor,
    RateLimitService,
    RateLimitGuard,
  ],
  exports: [
    BusinessVersionsService,
    DataVersionRepository,
    DataVersionService,
    HttpCacheService,
    HttpCacheInterceptor,
    RateLimitService,
    RateLimitGuard,
  ],
})
export class AppCacheModule {}
