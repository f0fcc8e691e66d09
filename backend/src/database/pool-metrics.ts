import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { AppMetrics } from '../metrics/app-metrics.js';
import { PrimaryPool } from './primary-pool.js';

/** The counts of node-postgres's pool, read when Prometheus scrapes. */
const POOL_GAUGES = [
  {
    name: 'pg_pool_total_clients',
    help: 'PostgreSQL connections open in the pool',
    read: (pool: Pool) => pool.totalCount,
  },
  {
    name: 'pg_pool_idle_clients',
    help: 'PostgreSQL connections open and unused',
    read: (pool: Pool) => pool.idleCount,
  },
  {
    name: 'pg_pool_waiting_clients',
    help: 'Queries waiting for a PostgreSQL connection',
    read: (pool: Pool) => pool.waitingCount,
  },
];

/** Gauges of the primary pool in the application's registry; command-line tools have no metrics and skip them. */
@Injectable()
export class DatabasePoolMetrics implements OnModuleInit {
  constructor(
    private readonly primary: PrimaryPool,
    @Optional() private readonly metrics?: AppMetrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics) return;
    const primary = this.primary;
    for (const { name, help, read } of POOL_GAUGES) {
      new Gauge({
        name,
        help,
        registers: [this.metrics.registry],
        collect() {
          const pool = primary.current;
          this.set(pool ? read(pool) : 0);
        },
      });
    }
  }
}
