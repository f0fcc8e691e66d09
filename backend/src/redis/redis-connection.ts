import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';

/** CONTRACT §11: a Redis command fails within this time, so no request waits for Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/** How long the start waits for a first connection before going on without Redis. */
const FIRST_CONNECT_WAIT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 1000;
/** While Redis is down, how often a PING asks whether it answers again. */
const PROBE_INTERVAL_MS = 250;

function connectRedis(url: string) {
  return createClient({
    url,
    // Commands fail at once while disconnected instead of queueing until Redis returns.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
}

export type RedisClient = ReturnType<typeof connectRedis>;

export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis unavailable: ${reason}`);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * The application's one Redis client, and the only way to send it a command: `run` gives up
 * after REDIS_COMMAND_TIMEOUT_MS even when the socket stays open and Redis never answers
 * (node-redis drops its own command timeout once a command is written). A timeout or a lost
 * connection declares Redis down: from then on `run` fails at once, so callers fall back to
 * this process, until a PING is answered again. Each change is logged once.
 */
export class RedisConnection {
  private readonly logger = new Logger('Redis');
  private down = false;
  private closed = false;

  /** For the libraries that take a client (the Keyv store, the rate limiter); send their calls through `run`. */
  private constructor(readonly client: RedisClient) {
    client.on('error', (error: Error) => this.declareDown(error.message || error.name));
  }

  /** Connects in the background (waiting a moment for a first connection) and keeps reconnecting with backoff. */
  static async open(url: string): Promise<RedisConnection> {
    const connection = new RedisConnection(connectRedis(url));
    const ready = new Promise((resolve) => connection.client.once('ready', resolve));
    connection.client.connect().catch(() => undefined);
    await Promise.race([ready, sleep(FIRST_CONNECT_WAIT_MS)]);
    if (!connection.client.isReady) connection.declareDown('no connection at start');
    return connection;
  }

  /** Whether a command may be sent now. */
  get available(): boolean {
    return this.client.isReady && !this.down;
  }

  /** The command's result; RedisUnavailableError at once while Redis is down, or after the timeout. */
  async run<T>(command: (client: RedisClient) => Promise<T>): Promise<T> {
    if (!this.available) throw new RedisUnavailableError('down');
    try {
      return await withTimeout(command(this.client));
    } catch (error) {
      if (error instanceof RedisUnavailableError) this.declareDown(error.message);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.client.isOpen) await this.client.close();
  }

  private declareDown(reason: string): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.logger.warn(`${reason}: serving from this process until Redis answers again`);
    void this.probeUntilBack();
  }

  private async probeUntilBack(): Promise<void> {
    while (!this.closed) {
      await sleep(PROBE_INTERVAL_MS);
      if (!this.client.isReady) continue;
      const answered = await withTimeout(this.client.ping()).then(
        () => true,
        () => false,
      );
      if (answered && !this.closed) {
        this.down = false;
        this.logger.log('Redis answers again');
        return;
      }
    }
  }
}

function withTimeout<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RedisUnavailableError(`no answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`)),
      REDIS_COMMAND_TIMEOUT_MS,
    );
  });
  // A command that answers after the timeout is settled here, never left unhandled.
  command.catch(() => undefined);
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}
