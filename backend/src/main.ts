import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoLogger } from 'nestjs-pino';
import { setFlagsFromString } from 'node:v8';
import { loadConfig } from './config/app-config.js';
import { assertMultiInstanceConfig } from './config/multi-instance.js';
import { openDatabase } from './database/open-database.js';
import { AppModule } from './app.module.js';
import { describeStartFailure } from './start-failure.js';
import { configureApp } from './web/configure-app.js';
import { listenGracefully } from './web/graceful-listener.js';

async function bootstrap(): Promise<void> {
  // The production entry: unless told otherwise, the server-rendered pages use React's production build
  // (several times faster to render than its development build).
  process.env.NODE_ENV ??= 'production';
  // V8 lets the old generation grow to four times what its last full collection kept before it
  // collects again: about 65 MB kept, up to 240 MB before the next collection, most of a server's
  // peak memory during an import (BENCHMARKS.md, "Import: peak memory"). Twice is room enough for
  // a heap this small; the extra collections mark concurrently.
  setFlagsFromString('--heap-growing-percent=100');
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  assertMultiInstanceConfig(config);
  const database = await openDatabase(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database.url), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(PinoLogger));
  configureApp(app);
  await app.init();
  const listener = await listenGracefully(app.getHttpServer(), config.PORT, config.HOST);
  // On the signal the server stops accepting, answers every request it has accepted, closes its idle
  // connections, then its database and Redis connections (app.close), then the embedded database.
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.log(`${signal} received: finishing the requests in progress, then shutting down`);
    await listener.stop();
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  logger.log(`Directory ready: ${url}/  ·  back office: ${url}/admin`);
}

bootstrap().catch((error: unknown) => {
  // A start that fails before useLogger would otherwise keep Nest's buffered lines, this one included.
  Logger.flush();
  new Logger('Bootstrap').error(describeStartFailure(error));
  process.exit(1);
});
