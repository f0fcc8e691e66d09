import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent } from 'typeorm';

const CHANNEL = 'directory_data_version';
/** Without a live LISTEN connection a write on another instance shows here within this time. */
const POLL_TTL_MS = 1000;
/** With one, notifications do the work and the read is only a safety net. */
const LISTENING_TTL_MS = 10_000;
const RECONNECT_MS = 2000;

/**
 * One integer in `app_state`, bumped by every write that public pages can see.
 * Public cache keys embed it, so a bump makes every instance miss at once and old
 * entries simply expire.
 *
 * Every bump also sends `NOTIFY directory_data_version`. PostgreSQL delivers it only
 * when the writing transaction commits, so each instance (all LISTEN on their own
 * connection) switches to the new version right after the commit, never before it:
 * switching early would let a reader cache old rows under the new version. The writing
 * instance does not wait for the round trip: a TypeORM commit hook switches it at once.
 */
@Injectable()
export class DataVersionService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DataVersionService.name);
  private cached: { value: number; readAt: number } | null = null;
  private reading: Promise<number> | null = null;
  private readonly awaitingCommit = new WeakMap<QueryRunner, number>();
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private lost = false;
  private databaseEpoch = '';

  constructor(private readonly db: DataSource) {}

  async onModuleInit(): Promise<void> {
    this.db.subscribers.push(this.commitHook());
    // Version numbers start again at 1 in a new database; a Redis shared with an older one must not answer for it.
    const [row] = await this.db.query(
      `WITH created AS (INSERT INTO app_state (key, value) VALUES ('cache_epoch', to_jsonb(left(md5(random()::text), 8)))
                        ON CONFLICT (key) DO NOTHING RETURNING value #>> '{}' AS epoch)
       SELECT epoch FROM created UNION ALL SELECT value #>> '{}' FROM app_state WHERE key = 'cache_epoch' LIMIT 1`,
    );
    // Another instance may have created it after this statement's snapshot: then it is there now.
    this.databaseEpoch =
      row?.epoch ??
      (await this.db.query(`SELECT value #>> '{}' AS epoch FROM app_state WHERE key = 'cache_epoch'`))[0].epoch;
    await this.listen();
  }

  /** Names this database in cache keys (random, created once per database). */
  get epoch(): string {
    return this.databaseEpoch;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /** Whether notifications from other instances arrive (else the version is re-read every second). */
  get listening(): boolean {
    return this.listener !== null;
  }

  /** The version if it is known and fresh, without a query (undefined otherwise: call `current()`). */
  peek(): number | undefined {
    const ttl = this.listener ? LISTENING_TTL_MS : POLL_TTL_MS;
    return this.cached && Date.now() - this.cached.readAt < ttl ? this.cached.value : undefined;
  }

  current(): Promise<number> {
    const ttl = this.listener ? LISTENING_TTL_MS : POLL_TTL_MS;
    if (this.cached && Date.now() - this.cached.readAt < ttl) return Promise.resolve(this.cached.value);
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  /** Call inside the writing transaction (pass its manager) or right after it commits. */
  async bump(manager: EntityManager = this.db.manager): Promise<number> {
    // As a SELECT, so the driver hands back rows (for a bare UPDATE TypeORM returns [rows, count]).
    const [row] = await manager.query(
      `WITH bumped AS (
         UPDATE app_state SET value = to_jsonb(value::int + 1), updated_at = now()
         WHERE key = 'data_version' RETURNING value::int AS value)
       SELECT value FROM bumped`,
    );
    const value = Number(row.value);
    await manager.query(`SELECT pg_notify($1, $2)`, [CHANNEL, String(value)]);
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.awaitingCommit.set(runner, value);
    else this.observe(value);
    return value;
  }

  private async read(): Promise<number> {
    const [row] = await this.db.query(`SELECT value::int AS value FROM app_state WHERE key = 'data_version'`);
    return this.observe(Number(row.value));
  }

  /** Versions only grow, so a read that started before a notification never moves it back. */
  private observe(value: number): number {
    if (!Number.isFinite(value)) return this.cached?.value ?? 0;
    const current = this.cached?.value ?? 0;
    this.cached = { value: Math.max(current, value), readAt: Date.now() };
    return this.cached.value;
  }

  private commitHook(): EntitySubscriberInterface {
    return {
      afterTransactionCommit: (event: TransactionCommitEvent) => {
        const value = this.awaitingCommit.get(event.queryRunner);
        if (value === undefined || event.queryRunner.isTransactionActive) return;
        this.awaitingCommit.delete(event.queryRunner);
        this.observe(value);
      },
      afterTransactionRollback: (event) => {
        if (!event.queryRunner.isTransactionActive) this.awaitingCommit.delete(event.queryRunner);
      },
    };
  }

  private async listen(): Promise<void> {
    const url = (this.db.options as { url?: string }).url;
    if (this.closed || !url) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: RECONNECT_MS, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.observe(Number(message.payload));
    });
    client.on('error', (error) => this.dropListener(client, error));
    client.on('end', () => this.dropListener(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.listener = client;
      // Notifications sent while no connection listened are lost: read afresh.
      this.cached = null;
      if (this.lost) this.logger.log('Data version listener connected again');
      this.lost = false;
    } catch (error) {
      this.dropListener(client, error);
    }
  }

  private dropListener(client: pg.Client, error?: unknown): void {
    if (this.listener === client) this.listener = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.closed || this.reconnectTimer) return;
    // Once per outage, not once per attempt.
    if (error && !this.lost)
      this.logger.warn(
        `Data version listener lost (${error instanceof Error ? error.message : String(error)}), retrying every ${RECONNECT_MS} ms`,
      );
    if (error) this.lost = true;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.listen();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}
