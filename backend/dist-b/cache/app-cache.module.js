var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { createKeyv as createMemoryStore } from '@cacheable/memory';
import KeyvRedis from '@keyv/redis';
import { CacheModule } from '@nestjs/cache-manager';
import { Global, Module } from '@nestjs/common';
import { Keyv } from 'keyv';
import { REDIS_CLIENT } from '../redis/redis-client.provider.js';
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
class SharedClientRedisStore extends KeyvRedis {
    async disconnect() { }
}
function redisStore(client) {
    // @keyv/redis is typed against @redis/client 5; the client is node-redis 6, whose commands it uses are the same.
    const adapter = new SharedClientRedisStore(client, { namespace: NAMESPACE });
    return new Keyv(adapter, { namespace: NAMESPACE, useKeyPrefix: false });
}
/**
 * The server cache: an LRU in this process by default, Redis (shared by every
 * instance) when REDIS_URL is set. Keys are namespaced `directory:`. Also the public
 * HTTP cache on top of it, and the rate limits of the public forms (same choice of store).
 * While Redis is away its commands fail at once and both fall back to this process.
 */
let AppCacheModule = class AppCacheModule {
};
AppCacheModule = __decorate([
    Global(),
    Module({
        imports: [
            CacheModule.registerAsync({
                isGlobal: true,
                inject: [REDIS_CLIENT],
                useFactory: (redis) => ({
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
        exports: [DataVersionService, HttpCacheService, HttpCacheInterceptor, RateLimitService, RateLimitGuard],
    })
], AppCacheModule);
export { AppCacheModule };
//# sourceMappingURL=app-cache.module.js.map