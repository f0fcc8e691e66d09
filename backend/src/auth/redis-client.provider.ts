import { Inject, Injectable, Logger, OnApplicationShutdown, Provider } from '@nestjs/common';
import { createClient } from 'redis';
import { AppConfig } from '../config/app-config.js';

function connectRedis(url: string) {
  return createClient({ url });
}

export type AppRedisClient = ReturnType<typeof connectRedis>;

/** Injection token: the connected Redis client of REDIS_URL, or null when it is unset. */
export const AUTH_REDIS = Symbol('AUTH_REDIS');

export const authRedisProvider: Provider = {
  provide: AUTH_REDIS,
  inject: [AppConfig],
  useFactory: async (config: AppConfig): Promise<AppRedisClient | null> => {
    if (!config.REDIS_URL) return null;
    const logger = new Logger('AuthRedis');
    const client = connectRedis(config.REDIS_URL);
    client.on('error', (error: Error) => logger.error(`Redis: ${error.message}`));
    await client.connect();
    return client;
  },
};

/** Closes the auth Redis connection with the application. */
@Injectable()
export class AuthRedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(AUTH_REDIS) private readonly redis: AppRedisClient | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis?.isOpen) await this.redis.close();
  }
}
