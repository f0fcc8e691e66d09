import type { DynamicModule, INestApplicationContext, LogLevel, Type } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/open-database.js';

export interface CommandOptions {
  logLevels?: LogLevel[];
}

/**
 * How every command line tool boots: the database main.ts would open, a Nest application
 * context of `module` (no HTTP server, so no schedules and no first-start work), `work`,
 * then the context and the database are closed whatever happened.
 */
export async function withCommandContext<T>(
  config: AppConfig,
  module: (databaseUrl: string) => DynamicModule | Type,
  work: (app: INestApplicationContext) => Promise<T>,
  options: CommandOptions = {},
): Promise<T> {
  const database = await openDatabase(config);
  try {
    const app = await NestFactory.createApplicationContext(module(database.url), {
      logger: options.logLevels ?? ['log', 'warn', 'error'],
    });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
  }
}

/**
 * A command's entry point: validated config, `main`, and an explicit exit code (a dependency's
 * exit hook would otherwise end the process with 0); an error is logged in one line.
 */
export function runCommand(name: string, main: (config: AppConfig) => Promise<number | void>): void {
  const start = async () => main(loadConfig());
  start().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      new Logger(name).error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
