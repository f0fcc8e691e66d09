import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { AppConfig } from '../config/app-config.js';
/** CONTRACT §11: a Redis command fails within this time, so no request waits for Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/** How long the start waits for a first connection before going on without Redis. */
const FIRST_CONNECT_WAIT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 1000;
function connectRedis(url) {
    return createClient({
        url,
        // Commands fail at once while disconnected instead of queueing until Redis returns.
        disableOfflineQueue: true,
        commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
        socket: {
            connectTimeout: CONNECT_TIMEOUT_MS,
            reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
        },
    });
}
/** Injection token: the application's one Redis client (REDIS_URL), or null when it is unset. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
/**
 * Connects in the background and keeps reconnecting with backoff; users check `isReady`
 * or let a command fail fast and fall back to what this process has (its LRU, local
 * rate limits). The outage is logged once when it starts and once when it ends.
 */
export const redisClientProvider = {
    provide: REDIS_CLIENT,
    inject: [AppConfig],
    useFactory: async (config) => {
        if (!config.REDIS_URL)
            return null;
        const logger = new Logger('Redis');
        const client = connectRedis(config.REDIS_URL);
        let down = false;
        client.on('error', (error) => {
            if (down)
                return;
            down = true;
            logger.warn(`Redis unreachable (${error.message || error.name}): serving from this process until it returns`);
        });
        client.on('ready', () => {
            if (!down)
                return;
            down = false;
            logger.log('Redis reachable again');
        });
        client.connect().catch(() => undefined);
        await Promise.race([new Promise((resolve) => client.once('ready', resolve)), sleep(FIRST_CONNECT_WAIT_MS)]);
        return client;
    },
};
//# sourceMappingURL=redis-client.provider.js.map