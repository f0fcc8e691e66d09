import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { openDatabase } from './database/open-database.js';
import { configureApp } from './web/configure-app.js';
import { ExpressAdapterWithBuffers } from './web/express-adapter-with-buffers.js';

async function bootstrap(): Promise<void> {
  // The production entry: unless told otherwise, the server-rendered pages use React's and MUI's production
  // builds (several times faster to render, and the same class names as the browser bundle hydrating them).
  process.env.NODE_ENV ??= 'production';
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, database.url),
    new ExpressAdapterWithBuffers(),
    { bufferLogs: true },
  );
  app.useLogger(app.get(PinoLogger));
  configureApp(app);
  const shutdown = async (signal: string) => {
    logger.log(`${signal} received, shutting down`);
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen(config.PORT, config.HOST);
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  logger.log(`Directory ready: ${url}/  ·  back office: ${url}/admin`);
}

bootstrap().catch((error: unknown) => {
  // A start that fails before useLogger would otherwise keep Nest's buffered lines, this one included.
  Logger.flush();
  new Logger('Bootstrap').error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
