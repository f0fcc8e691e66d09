import { DynamicModule, Module } from '@nestjs/common';
import { AppModule } from './app.module.js';
import { AppConfig } from './config/app-config.js';
import { GracefulStop } from './web/graceful-stop.service.js';

/** The application as main.ts serves it: AppModule, plus what only a listening server needs. */
@Module({})
export class ServerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return { module: ServerModule, imports: [AppModule.forRoot(config, databaseUrl)], providers: [GracefulStop] };
  }
}
