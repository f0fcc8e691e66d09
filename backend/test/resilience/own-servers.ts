import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { initApp } from '../support/test-app.js';

import { type OwnRedis, startOwnRedis } from '../support/own-servers.mjs';

export { freePort, type OwnRedis, type OwnServer, startOwnPostgres, startOwnRedis } from '../support/own-servers.mjs';

/** The real application (as createTestApp wires it) on the given database. */
export async function createAppOn(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<NestExpressApplication> {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', TRUST_PROXY: 'loopback', REDIS_URL: '', ...env });
  return initApp(await Test.createTestingModule({ imports: [AppModule.forRoot(config, databaseUrl)] }).compile());
}

/** A redis-server of its own and the real application using it (the server is removed again if the app fails to start). */
export async function appOnOwnRedis(
  options?: Parameters<typeof startOwnRedis>[0],
): Promise<{ redis: OwnRedis; app: NestExpressApplication }> {
  const redis = await startOwnRedis(options);
  try {
    return { redis, app: await createAppOn(process.env.DATABASE_URL as string, { REDIS_URL: redis.url }) };
  } catch (error) {
    await redis.remove();
    throw error;
  }
}

/** Milliseconds `action` took, with its result. */
export async function timed<T>(action: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}

/** Closes the app, then removes the server of its own it ran against (either may never have started). */
export async function closeAppAndServer(
  app: NestExpressApplication | undefined,
  server: { remove(): Promise<void> } | undefined,
): Promise<void> {
  await app?.close();
  await server?.remove();
}
