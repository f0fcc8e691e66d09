import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import type { EntityManager, QueryRunner } from 'typeorm';
import { DataVersionRepository } from './data-version.repository.js';

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
 * instance does not wait for the round trip: DataVersionSubscriber switches it at its commit.
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
  private readonly businessListeners: Array<(slug: string, version: number) => void> = [];
  private readonly reconnectListeners: Array<() => void> = [];

  constructor(private readonly versions: DataVersionRepository) {}

  async onModuleInit(): Promise<void> {
    // A Redis shared with an older database must not answer for this one.
    this.databaseEpoch = await this.versions.epoch();
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

  /** Hears the new cache version of one business, announced on the same listening connection. */
  onBusinessVersion(listener: (slug: string, version: number) => void): void {
    this.businessListeners.push(listener);
  }

  /** Hears that the listening connection came (back): notifications sent meanwhile were lost. */
  onListening(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  /** Whether notifications from other instances arrive (else the version is re-read every second). */
  get listening(): boolean {
    return this.listener !== null;
  }

  current(): Promise<number> {
    const ttl = this.listener ? LISTENING_TTL_MS : POLL_TTL_MS;
    if (this.cached && Date.now() - this.cached.readAt < ttl) return Promise.resolve(this.cached.value);
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  /** Call inside the writing transaction (pass its manager) or right after it commits. */
  async bump(manager?: EntityManager): Promise<number> {
    const value = await this.versions.bump(manager);
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) this.awaitingCommit.set(runner, value);
    else this.observe(value);
    return value;
  }

  /** The transaction of `runner` committed: a version it bumped is current now. */
  committed(runner: QueryRunner): void {
    const value = this.awaitingCommit.get(runner);
    if (value === undefined) return;
    this.awaitingCommit.delete(runner);
    this.observe(value);
  }

  rolledBack(runner: QueryRunner): void {
    this.awaitingCommit.delete(runner);
  }

  private async read(): Promise<number> {
    return this.observe(await this.versions.read());
  }

  /** Versions only grow, so a read that started before a notification never moves it back. */
  private observe(value: number): number {
    if (!Number.isFinite(value)) return this.cached?.value ?? 0;
    const current = this.cached?.value ?? 0;
    this.cached = { value: Math.max(current, value), readAt: Date.now() };
    return this.cached.value;
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    try {
      const client = await this.versions.listen(
        {
          version: (value) => this.observe(value),
          business: (slug, version) => this.businessListeners.forEach((listener) => listener(slug, version)),
        },
        (lost, error) => this.dropListener(lost, error),
        RECONNECT_MS,
      );
      if (this.closed) {
        await client.end();
        return;
      }
      this.listener = client;
      // Notifications sent while no connection listened are lost: read afresh.
      this.cached = null;
      this.reconnectListeners.forEach((listener) => listener());
      if (this.lost) this.logger.log('Data version listener connected again');
      this.lost = false;
    } catch (error) {
      this.retryLater(error);
    }
  }

  private dropListener(client: pg.Client, error?: unknown): void {
    if (this.listener === client) this.listener = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.retryLater(error);
  }

  private retryLater(error?: unknown): void {
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
