import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { createRequire } from 'node:module';
import type { AppConfig } from '../config/app-config.js';
import { loggerParams } from './logger-params.js';

/**
 * pino for every log line: request lines from pino-http, and Nest's `Logger` once main.ts hands
 * the app to nestjs-pino's Logger. JSON, except on a terminal with pino-pretty installed (it is a
 * development dependency).
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const pretty = Boolean(process.stdout.isTTY) && isInstalled('pino-pretty');
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(loggerParams({ level: config.LOG_LEVEL, pretty }))],
    };
  }
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
