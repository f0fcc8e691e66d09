import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from './migrations/index.js';
import { DatabasePoolMetrics } from './pool-metrics.js';
import { PrimaryPool } from './primary-pool.js';

@Module({})
export class DatabaseModule {
  /** Connects to `url`; entities come from each feature module, migrations run at start. */
  static forRoot(url: string): DynamicModule {
    const primary = new PrimaryPool();
    return {
      module: DatabaseModule,
      providers: [{ provide: PrimaryPool, useValue: primary }, DatabasePoolMetrics],
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url,
          driver: primary.driver,
          autoLoadEntities: true,
          synchronize: false,
          migrations,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          // Fail fast while PostgreSQL is away (a request answers 503 rather than waiting); keepAlive notices a dead peer.
          extra: { max: 20, connectionTimeoutMillis: 2000, keepAlive: true },
        }),
      ],
    };
  }
}
