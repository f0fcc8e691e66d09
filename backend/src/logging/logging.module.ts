import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { createRequire } from 'node:module';
import { logLevelOf } from './log-level.js';
import { loggerParams } from './logger-params.js';

/**
 * pino for every log line: request lines from pino-http, and Nest's `Logger` once main.ts hands
 * the app to nestjs-pino's Logger. JSON, except on a terminal with pino-pretty installed (it is a
 * development dependency).
 */
@Module({})
export class LoggingModule {
  static forRoot(env: NodeJS.ProcessEnv = process.env): DynamicModule {
    const pretty = Boolean(process.stdout.isTTY) && isInstalled('pino-pretty');
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(loggerParams({ level: logLevelOf(env), pretty }))],
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
