import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  REDIS_CLIENT,
  REDIS_COMMAND_TIMEOUT_MS,
  type RedisClient,
  redisClientProvider,
} from './redis-client.provider.js';
import { RedisCommands } from './redis-commands.js';

/** The one Redis client (REDIS_CLIENT) of the cache store and the rate limits; closed with the application. */
@Global()
@Module({ providers: [redisClientProvider, RedisCommands], exports: [REDIS_CLIENT, RedisCommands] })
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis?.isOpen) return;
    // close() waits for every reply, which a frozen server never sends.
    if (this.redis.isReady) await Promise.race([this.redis.close(), sleep(REDIS_COMMAND_TIMEOUT_MS)]);
    if (this.redis.isOpen) this.redis.destroy();
  }
}
