import { Provider } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { AppConfig } from '../config/app-config.js';

/** docs/behaviour.md §11: a Redis command fails within this time, so no request waits for Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/** How long the start waits for a first connection before going on without Redis. */
const FIRST_CONNECT_WAIT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 1000;

function connectRedis(url: string) {
  return createClient({
    url,
    // Commands fail at once while disconnected instead of queueing until Redis returns.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
}

export type RedisClient = ReturnType<typeof connectRedis>;

/** Injection token: the application's one Redis client (REDIS_URL), or null when it is unset. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * Connects in the background and keeps reconnecting with backoff. Callers go through
 * RedisCommands, which bounds every command's time and logs an outage once.
 */
export const redisClientProvider: Provider = {
  provide: REDIS_CLIENT,
  inject: [AppConfig],
  useFactory: async (config: AppConfig): Promise<RedisClient | null> => {
    if (!config.REDIS_URL) return null;
    const client = connectRedis(config.REDIS_URL);
    // Errors are reported by RedisCommands; without a listener node-redis would throw them.
    client.on('error', () => undefined);
    client.connect().catch(() => undefined);
    await Promise.race([new Promise((resolve) => client.once('ready', resolve)), sleep(FIRST_CONNECT_WAIT_MS)]);
    return client;
  },
};
