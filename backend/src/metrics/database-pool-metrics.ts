import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppMetrics } from './app-metrics.js';

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

@Injectable()
export class DatabasePoolMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: AppMetrics,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const poolOf = () => this.pool();
    for (const { name, help, read } of POOL_GAUGES) {
      new Gauge({
        name,
        help,
        registers: [this.metrics.registry],
        collect() {
          const pool = poolOf();
          this.set(pool ? read(pool) : 0);
        },
      });
    }
  }

  /** TypeORM's PostgreSQL driver keeps its pg Pool as `master` (absent until it connects). */
  private pool(): Pool | undefined {
    return (this.dataSource.driver as unknown as { master?: Pool }).master;
  }
}
