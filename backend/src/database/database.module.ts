import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AdvisoryLock } from './advisory-locks.js';
import { migrations } from './migrations/index.js';
import { DatabasePoolMetrics } from './pool-metrics.js';
import { PrimaryPool } from './primary-pool.js';

@Module({})
export class DatabaseModule {
  /** Connects to `url`; entities come from each feature module, migrations run at start under a lock. */
  static forRoot(url: string): DynamicModule {
    const primary = new PrimaryPool();
    return {
      module: DatabaseModule,
      providers: [{ provide: PrimaryPool, useValue: primary }, DatabasePoolMetrics],
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            type: 'postgres',
            url,
            driver: primary.driver,
            autoLoadEntities: true,
            synchronize: false,
            migrations,
            migrationsTransactionMode: 'each',
            // Fail fast while PostgreSQL is away (a request answers 503 rather than waiting); keepAlive notices a dead peer.
            extra: { max: 20, connectionTimeoutMillis: 2000, keepAlive: true },
          }),
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const dataSource = await new DataSource(options as DataSourceOptions).initialize();
            await runMigrationsLocked(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}

/**
 * Runs the pending migrations while holding the migrations lock: instances starting at once on one
 * database take turns, and the later ones find nothing left to run.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [AdvisoryLock.Migrations]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [AdvisoryLock.Migrations]);
    }
  } finally {
    await runner.release();
  }
}
