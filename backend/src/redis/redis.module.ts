import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { RedisConnection } from './redis-connection.js';

/** Injection token: the application's RedisConnection (REDIS_URL), or null when it is unset. */
export const REDIS = Symbol('REDIS');

/** The one Redis connection of the cache store and the rate limits; closed with the application. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.REDIS_URL ? RedisConnection.open(config.REDIS_URL) : null),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: RedisConnection | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.close();
  }
}
