import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { generateSitemapsOnce } from '../../src/cli/generate-sitemaps.js';
import { SitemapFilesService } from '../../src/sitemap/sitemap-files.service.js';
import { SitemapGenerator } from '../../src/sitemap/sitemap-generator.service.js';
import { SITEMAP_CRON_JOB } from '../../src/sitemap/sitemap-scheduler.service.js';
import { resetData } from '../support/test-app.js';
import { BASE_URL, createSitemapTestApp, getXml, insertBusinesses, locs, refreshSummaries } from './sitemap-support.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

const storedUrlCount = async (db: DataSource, path: string) =>
  Number((await db.query(`SELECT url_count FROM sitemap_files WHERE path = $1`, [path]))[0]?.url_count);

const storedCount = async (db: DataSource) =>
  Number((await db.query(`SELECT count(*)::int AS n FROM sitemap_files`))[0].n);

describe('When sitemaps are generated', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createSitemapTestApp({ debounceMs: 1_500 });
    db = app.get(DataSource);
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  it('schedules generation with SITEMAP_CRON (default 0 3 * * *)', () => {
    const job = app.get(SchedulerRegistry).getCronJob(SITEMAP_CRON_JOB);
    expect(job.cronTime.source).toBe('0 3 * * *');
    expect(job.isActive).toBe(true);
  });

  it('runs on the SITEMAP_CRON schedule', async () => {
    const cron = await createSitemapTestApp({ env: { SITEMAP_CRON: '* * * * * *' } });
    try {
      const run = jest.spyOn(cron.get(SitemapGenerator), 'run');
      await until(
        async () => run.mock.calls.length,
        (n) => n > 0,
        3_000,
      );
      expect(run).toHaveBeenCalledWith('schedule');
    } finally {
      await cron.close();
    }
  });

  it('generates at start when none exist', async () => {
    await resetData(app);
    expect(await storedCount(db)).toBe(0);
    const second = await createSitemapTestApp();
    try {
      expect(await storedCount(db)).toBe(5);
      expect(locs(await getXml(second, '/sitemap.xml'))).toHaveLength(4);
    } finally {
      await second.close();
    }
  });

  it('generates at a first start only after the demo seed, so the first set lists the demo businesses', async () => {
    await resetData(app);
    await db.query(`DELETE FROM app_state WHERE key = 'first_start_done'`);
    const first = await createSitemapTestApp({ env: { SEED_DEMO: 'true' }, firstStartBusinesses: 60 });
    try {
      const [{ approved }] = await db.query(`SELECT count(*)::int AS approved FROM businesses WHERE is_approved`);
      expect(approved).toBeGreaterThan(0);
      expect(await storedUrlCount(db, '/sitemaps/businesses/page-1.xml')).toBe(approved);
    } finally {
      await first.close();
    }
  });

  it('does not regenerate at start when a set exists', async () => {
    const [{ generated_at: before }] = await db.query(
      `SELECT generated_at FROM sitemap_files WHERE path = '/sitemap.xml'`,
    );
    const third = await createSitemapTestApp();
    await third.close();
    const [{ generated_at: after }] = await db.query(
      `SELECT generated_at FROM sitemap_files WHERE path = '/sitemap.xml'`,
    );
    expect(after.getTime()).toBe(before.getTime());
  });

  it('regenerates once, debounced, after a burst of imports and bulk deletes', async () => {
    await resetData(app);
    await insertBusinesses(app, 120);
    const run = jest.spyOn(app.get(SitemapGenerator), 'run');
    const changes = app.get(DataChangesService);
    await changes.bulkChanged('import');
    await sleep(100);
    await changes.bulkChanged('bulk delete');
    await changes.bulkChanged('import');
    expect(run).not.toHaveBeenCalled();
    await until(
      async () => run.mock.calls.length,
      (n) => n > 0,
      5_000,
    );
    await app.get(SitemapGenerator).idle();
    await sleep(400);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('after import');
    expect(locs(await getXml(app, '/sitemaps/businesses/page-1.xml'))).toHaveLength(120);
  });

  it('generates a change still waiting for its quiet period when the application stops', async () => {
    const stopping = await createSitemapTestApp({ debounceMs: 60_000 });
    await insertBusinesses(stopping, 5, { prefix: 'Late' });
    await stopping.get(DataChangesService).bulkChanged('import');
    await stopping.close();
    expect(await storedUrlCount(db, '/sitemaps/businesses/page-1.xml')).toBe(125);
  });

  it('regenerates at once in a command without HTTP server, which waits for it when closing', async () => {
    const config = loadConfig({ ...process.env, SEED_DEMO: 'false', PUBLIC_BASE_URL: BASE_URL });
    const command = await NestFactory.createApplicationContext(
      AppModule.forRoot(config, process.env.DATABASE_URL as string),
      {
        logger: ['error', 'warn'],
      },
    );
    expect(command.get(SchedulerRegistry).doesExist('cron', SITEMAP_CRON_JOB)).toBe(false);
    await insertBusinesses(command, 10, { prefix: 'Seeded' });
    await command.get(DataChangesService).bulkChanged('seed');
    await command.close();
    expect(await storedUrlCount(db, '/sitemaps/businesses/page-1.xml')).toBe(135);
  });

  it('answers the admin overview after a run requested now', async () => {
    await insertBusinesses(app, 30, { prefix: 'Extra', category: 'Florist' });
    await refreshSummaries(app);
    const overview = await app.get(SitemapFilesService).regenerate();
    expect(overview.stats).toEqual({ businesses: 165, categories: 2, countries: 1, cities: 1 });
    expect(overview.files.find((f) => f.path === '/sitemaps/businesses/page-1.xml')).toEqual({
      path: '/sitemaps/businesses/page-1.xml',
      url: `${BASE_URL}/sitemaps/businesses/page-1.xml`,
      urlCount: 165,
      bytes: expect.any(Number),
    });
  });

  it('coalesces requests that arrive during a run into one follow-up run', async () => {
    const generator = app.get(SitemapGenerator);
    const generate = jest.spyOn(generator, 'generate');
    await Promise.all([generator.run('a'), generator.run('b'), generator.run('c'), generator.run('d')]);
    expect(generate).toHaveBeenCalledTimes(2);
  });

  describe('npm run sitemap:generate', () => {
    const cliConfig = () => loadConfig({ ...process.env, PUBLIC_BASE_URL: 'https://cli.example.com' });

    it('generates the set in an application context', async () => {
      const result = await generateSitemapsOnce(cliConfig());
      expect(result).toMatchObject({ status: 'generated', files: 6, urls: 165 + 9 + 2 + 1 + 1 });
      const index = await getXml(app, '/sitemap.xml');
      expect(locs(index)[0]).toBe('https://cli.example.com/sitemaps/main.xml');
    });

    it('skips, and says so in the log, while another generator holds the lock', async () => {
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      const log = jest.spyOn(Logger.prototype, 'log');
      try {
        await holder.query(`SELECT pg_advisory_lock(7346018221)`);
        expect(await generateSitemapsOnce(cliConfig())).toEqual({ status: 'skipped', reason: 'locked' });
        expect(log).toHaveBeenCalledWith(expect.stringMatching(/skipped: another generator is running/));
      } finally {
        await holder.end();
      }
    });
  });
});
