import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS_CLIENT, REDIS_COMMAND_TIMEOUT_MS, type RedisClient } from './redis-client.provider.js';

/** How long commands fail at once after one ran out of time, before the next one tries again. */
const REST_AFTER_TIMEOUT_MS = 1000;

export class RedisUnavailableError extends Error {}

/**
 * The one way to Redis: every command gives up after REDIS_COMMAND_TIMEOUT_MS. node-redis's own
 * command timeout stops counting once a command is written, so a server that accepts and never
 * answers (frozen, a full network path, a stuck failover) would hold every caller. A command that
 * runs out of time drops the connection (the commands waiting on it fail at once), and for the next
 * second every command fails at once; then one is tried again on a fresh connection.
 */
@Injectable()
export class RedisCommands {
  private readonly logger = new Logger('Redis');
  private down = false;
  private restingUntil = 0;

  /** The client itself, for libraries built on it (rate limiter, cache store); call them through run(). */
  constructor(@Inject(REDIS_CLIENT) readonly client: RedisClient | null) {
    client?.on('error', (error: Error) => this.markDown(error.message || error.name));
  }

  /** Whether REDIS_URL is set: the cache and the rate limits are then shared. */
  get configured(): boolean {
    return this.client !== null;
  }

  /** Whether a command may be sent now. */
  get ready(): boolean {
    return (this.client?.isReady ?? false) && performance.now() >= this.restingUntil;
  }

  /** Runs `command`; rejects with RedisUnavailableError when Redis is not ready or slower than the limit. */
  async run<T>(command: (client: RedisClient) => Promise<T>): Promise<T> {
    const client = this.client;
    if (!client || !this.ready) throw new RedisUnavailableError('Redis is not available');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RedisUnavailableError(`Redis did not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`)),
        REDIS_COMMAND_TIMEOUT_MS,
      );
    });
    try {
      const result = await Promise.race([command(client), timeout]);
      this.markUp();
      return result;
    } catch (error) {
      if (error instanceof RedisUnavailableError) this.rest(client, error.message);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private rest(client: RedisClient, reason: string): void {
    this.markDown(reason);
    this.restingUntil = performance.now() + REST_AFTER_TIMEOUT_MS;
    if (!client.isOpen) return;
    client.destroy();
    client.connect().catch(() => undefined);
  }

  private markDown(reason: string): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`Redis unreachable (${reason}): serving from this process until it returns`);
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Redis reachable again');
  }
}
