import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, redisClientProvider } from './redis-client.provider.js';

/** The one Redis client (REDIS_CLIENT) of the cache store and the rate limits; closed with the application. */
@Global()
@Module({ providers: [redisClientProvider], exports: [REDIS_CLIENT] })
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis?.isOpen) await this.redis.close();
  }
}
