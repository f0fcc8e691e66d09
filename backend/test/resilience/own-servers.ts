import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { initApp } from '../support/test-app.js';

export { freePort, type OwnRedis, type OwnServer, startOwnPostgres, startOwnRedis } from '../support/own-servers.mjs';

/** The real application (as createTestApp wires it) on the given database. */
export async function createAppOn(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<NestExpressApplication> {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', TRUST_PROXY: 'loopback', REDIS_URL: '', ...env });
  return initApp(await Test.createTestingModule({ imports: [AppModule.forRoot(config, databaseUrl)] }).compile());
}

/** Milliseconds `action` took, with its result. */
export async function timed<T>(action: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}
