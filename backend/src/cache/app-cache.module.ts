import { createKeyv as createMemoryStore } from '@cacheable/memory';
import { createKeyv as createRedisStore } from '@keyv/redis';
import { CacheModule } from '@nestjs/cache-manager';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { DataVersionService } from './data-version.service.js';
import { HttpCacheFastPath } from './http-cache.fast-path.js';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';
import { HttpCacheService } from './http-cache.service.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitService } from './rate-limit.service.js';

const MEMORY_ENTRIES = 10_000;

/**
 * The server cache: an LRU in this process by default, Redis (shared by every
 * instance) when REDIS_URL is set. Keys are namespaced `directory:`. Also the public
 * HTTP cache on top of it, and the rate limits of the public forms (same choice of store).
 */
@Global()
@Module({
  imports: [
    CacheModule.registerAsync({
      isGlobal: true,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        stores: [
          config.REDIS_URL
            ? createRedisStore(config.REDIS_URL, { namespace: 'directory', throwOnConnectError: false })
            : createMemoryStore({ lruSize: MEMORY_ENTRIES }),
        ],
      }),
    }),
  ],
  providers: [
    DataVersionService,
    HttpCacheService,
    HttpCacheFastPath,
    HttpCacheInterceptor,
    RateLimitService,
    RateLimitGuard,
  ],
  exports: [
    DataVersionService,
    HttpCacheService,
    HttpCacheFastPath,
    HttpCacheInterceptor,
    RateLimitService,
    RateLimitGuard,
  ],
})
export class AppCacheModule {}
