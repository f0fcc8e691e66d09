import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { IMPORT_WORKER_URL } from '../../src/upload/import-worker-url.js';
import { configureApp } from '../../src/web/configure-app.js';
import { adminAgent } from './admin-agent.js';
import { FixtureDir } from './fixture-dir.js';

/** What the import worker thread runs under the tests (see import-worker-from-source.mjs). */
export const IMPORT_WORKER_FROM_SOURCE = new URL('./import-worker-from-source.mjs', import.meta.url);

/**
 * The real application, wired as main.ts wires it, on the run's fresh database. Tests speak as
 * a local reverse proxy would (TRUST_PROXY=loopback), so X-Forwarded-For gives each test its own
 * client address; pass `{ TRUST_PROXY: 'false' }` for the default of a bare instance. `overrides` replace
 * providers' values (token, value).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Array<[token: unknown, value: unknown]> = [],
): Promise<NestExpressApplication> {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', TRUST_PROXY: 'loopback', ...env });
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, process.env.DATABASE_URL as string)],
  });
  for (const [token, value] of [[IMPORT_WORKER_URL, IMPORT_WORKER_FROM_SOURCE], ...overrides])
    builder = builder.overrideProvider(token).useValue(value);
  return initApp(await builder.compile());
}

/** The application of a compiled test module, configured and initialised as main.ts does it. */
export async function initApp(moduleRef: TestingModule): Promise<NestExpressApplication> {
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: ['error', 'warn'],
  });
  configureApp(app);
  await app.init();
  return app;
}

const DATA_TABLES = [
  'businesses',
  'category_stats',
  'country_stats',
  'city_stats',
  'country_category_stats',
  'city_category_stats',
  'completeness_stats',
  'contact_messages',
  'audit_log',
  'import_runs',
  'sitemap_files',
  'site_settings',
  'accounts',
  'mail_outbox',
  'business_cache_versions',
];

/** Empties every data table (admins and sessions stay) so a test file starts clean. */
export async function resetData(app: INestApplication): Promise<void> {
  const db = app.get(DataSource);
  await db.query(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}

export interface UseTestAppOptions {
  /** Environment for createTestApp; `dataDir: true` adds DATA_DIR in the context's fixture directory. */
  env?: Record<string, string>;
  dataDir?: boolean;
  /** Listen on a loopback port (for clients that are not supertest, e.g. HeldUpload). */
  listen?: boolean;
  /** Log in a supertest agent as the test admin (`ctx.admin`). */
  admin?: boolean;
  /** Empty the data tables before each test ('each', the default) or once before the first. */
  reset?: 'each' | 'once';
}

/** What useTestApp sets up: ready from the first beforeAll on. */
export interface TestAppContext {
  app: NestExpressApplication;
  db: DataSource;
  admin: Agent;
  /** A throw-away directory, removed after the app closes. */
  dir: FixtureDir;
  /** The app's DATA_DIR (with `dataDir: true`). */
  dataDir: string;
}

/**
 * Registers the hooks of a test file that runs against one createTestApp instance: start (and
 * log in) before all, reset the data, close the app and remove the fixture directory after all.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestAppContext {
  const dir = new FixtureDir();
  const ctx = { dir, dataDir: dir.file('data') } as TestAppContext;
  beforeAll(async () => {
    ctx.app = await createTestApp({ ...(options.dataDir ? { DATA_DIR: ctx.dataDir } : {}), ...options.env });
    if (options.listen) await ctx.app.listen(0, '127.0.0.1');
    ctx.db = ctx.app.get(DataSource);
    if (options.admin) ctx.admin = await adminAgent(ctx.app);
    if (options.reset === 'once') await resetData(ctx.app);
  });
  if (options.reset !== 'once') beforeEach(() => resetData(ctx.app));
  afterAll(async () => {
    await ctx.app?.close();
    dir.remove();
  });
  return ctx;
}
