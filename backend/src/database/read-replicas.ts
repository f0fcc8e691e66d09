import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { Counter, Gauge } from 'prom-client';
import { DataVersionRepository } from '../cache/data-version.repository.js';
import { AppConfig } from '../config/app-config.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { isDatabaseUnavailable } from '../common/database-unavailable.js';
import { chooseReplica, type ReplicaStatus } from './replica-choice.js';

const CHECK_EVERY_MS = 1000;
/** A replica that accepts connections but does not answer counts as down. */
const CHECK_TIMEOUT_MS = 2000;
const POOL_SIZE = 5;
const CONNECT_TIMEOUT_MS = 1000;
/** SQLSTATE of a standby cancelling a query whose rows its replay must remove ("conflict with recovery"). */
const RECOVERY_CONFLICT = '40001';

export type ReadTarget = 'replica' | 'primary';

export class Replica implements ReplicaStatus {
  up = false;
  dataVersion = 0;
  checked = false;

  constructor(
    /** Host, port and database, without the password, for logs and metrics. */
    readonly name: string,
    readonly pool: pg.Pool,
  ) {}
}

/**
 * The pools of DATABASE_REPLICA_URLS and what the last check of each said: whether it answers
 * and which data version it has replayed. Without replicas it opens nothing.
 */
@Injectable()
export class ReadReplicas implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ReadReplicas.name);
  private readonly replicas: Replica[];
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private reads: Counter<'target'> | undefined;

  constructor(
    config: AppConfig,
    private readonly versions: DataVersionRepository,
    private readonly metrics: AppMetrics,
  ) {
    this.replicas = config.DATABASE_REPLICA_URLS.map((url) => new Replica(nameOf(url), openPool(url)));
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  async onModuleInit(): Promise<void> {
    if (!this.configured) return;
    this.registerMetrics();
    await this.checkAll();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.pool.end().catch(() => undefined)));
  }

  /** A replica that is up and has replayed `primaryVersion`, taking turns; null: read on the primary. */
  pick(primaryVersion: number): Replica | null {
    const index = chooseReplica(this.replicas, primaryVersion, this.turn++);
    return index === null ? null : this.replicas[index];
  }

  /** A read on `replica` failed: whether the primary should answer it instead. An unreachable replica is skipped from now on. */
  failedOver(replica: Replica, error: unknown): boolean {
    if (isDatabaseUnavailable(error)) {
      this.markDown(replica, error);
      return true;
    }
    return (error as { code?: unknown }).code === RECOVERY_CONFLICT;
  }

  countRead(target: ReadTarget): void {
    this.reads?.inc({ target });
  }

  private async checkAll(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => this.check(replica)));
    if (this.closed) return;
    this.timer = setTimeout(() => void this.checkAll(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  private async check(replica: Replica): Promise<void> {
    try {
      const version = await withTimeout(this.versions.readOn(replica.pool), CHECK_TIMEOUT_MS);
      if (this.closed) return;
      replica.dataVersion = version;
      if (!replica.up) {
        if (replica.checked) this.logger.warn(`Read replica ${replica.name} answers again: public reads use it`);
        else this.logger.log(`Read replica ${replica.name} is up`);
      }
      replica.up = true;
    } catch (error) {
      if (!this.closed) this.markDown(replica, error);
    }
    replica.checked = true;
  }

  private markDown(replica: Replica, error: unknown): void {
    if (replica.up || !replica.checked)
      this.logger.warn(
        `Read replica ${replica.name} is down (${error instanceof Error ? error.message : String(error)}): ` +
          `public reads skip it until it answers a check`,
      );
    replica.up = false;
  }

  private registerMetrics(): void {
    const replicas = this.replicas;
    const registers = [this.metrics.registry];
    new Gauge({
      name: 'database_replica_up',
      help: 'Whether the read replica answered its last check (1) or not (0)',
      labelNames: ['replica'] as const,
      registers,
      collect() {
        for (const { name, up } of replicas) this.set({ replica: name }, up ? 1 : 0);
      },
    });
    new Gauge({
      name: 'database_replica_data_version',
      help: 'The data version the read replica had replayed at its last check',
      labelNames: ['replica'] as const,
      registers,
      collect() {
        for (const { name, dataVersion } of replicas) this.set({ replica: name }, dataVersion);
      },
    });
    this.reads = new Counter({
      name: 'database_public_reads_total',
      help: 'Public read queries by where they ran: a replica, or the primary (no replica had caught up, or one failed)',
      labelNames: ['target'] as const,
      registers,
    });
    for (const target of ['replica', 'primary']) this.reads.inc({ target }, 0);
  }
}

function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection that dies is reported here; unheard, it would end the process. The next check notices.
  pool.on('error', () => undefined);
  return pool;
}

function nameOf(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
