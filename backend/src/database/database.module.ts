import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from './migrations/index.js';

@Module({})
export class DatabaseModule {
  /** Connects to `url`; entities come from each feature module, migrations run at start. */
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url,
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
