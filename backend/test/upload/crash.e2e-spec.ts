import type { ImportResult, ImportRun } from '@directory/shared';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { FixtureDir, outscraperSheet, syntheticOutscraperRows, writeCsv } from '../fixtures/spreadsheets.js';
import { type BuiltServer, createDatabase, startBuiltServer } from './built-server.js';
import { expectConsistent } from './upload-support.js';

const ADMIN = { username: 'crash-admin', password: 'crash-admin-password' };
const TOTAL_ROWS = 40_000;

/** The summary tables, and what a fresh GROUP BY over businesses says they should hold. */
const SUMMARIES = {
  categories: [
    `SELECT category_slug AS key, business_count AS n FROM category_stats ORDER BY 1`,
    `SELECT category_slug AS key, count(*)::int AS n FROM businesses WHERE is_approved GROUP BY 1 ORDER BY 1`,
  ],
  countries: [
    `SELECT country_code AS key, business_count AS n FROM country_stats ORDER BY 1`,
    `SELECT country_code AS key, count(*)::int AS n FROM businesses WHERE is_approved GROUP BY 1 ORDER BY 1`,
  ],
  cities: [
    `SELECT country_code || '/' || city_slug AS key, business_count AS n FROM city_stats ORDER BY 1`,
    `SELECT country_code || '/' || city_slug AS key, count(*)::int AS n FROM businesses
     WHERE is_approved AND city_slug IS NOT NULL GROUP BY 1 ORDER BY 1`,
  ],
} as const;

describe('an instance killed (SIGKILL) in the middle of an import, beside a living one', () => {
  const dir = new FixtureDir();
  const dataDir = dir.file('data');
  let database: { url: string; drop: () => Promise<void> };
  let db: pg.Client;
  const servers: BuiltServer[] = [];

  const start = async () => {
    const server = await startBuiltServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
    return server;
  };
  const login = async (server: BuiltServer) => {
    const agent = request.agent(server.url);
    await agent.post('/api/admin/login').send(ADMIN).expect(200);
    return agent;
  };
  const count = async (sql: string) => Number((await db.query(sql)).rows[0].n);
  const uploads = () => readdirSync(path.join(dataDir, 'uploads'));

  beforeAll(async () => {
    database = await createDatabase(`directory_crash_${Date.now()}_${process.pid}`);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 300_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await db?.end();
    await database?.drop();
    dir.remove();
  });

  it('the living instance fails the run with the counts the table holds and reconciles the summaries, without a restart; a re-upload completes without duplicates', async () => {
    const file = await writeCsv(dir.file('crash.csv'), outscraperSheet(syntheticOutscraperRows(TOTAL_ROWS, 'crash')));
    const [first, second] = await Promise.all([start(), start()]);
    const admin = await login(second);
    const pending = (await login(first))
      .post('/api/upload-excel?uploadId=crash-run')
      .attach('file', file)
      .then(
        (res) => res.status,
        () => 'connection lost',
      );
    const deadline = Date.now() + 120_000;
    while ((await count(`SELECT count(*) AS n FROM businesses`)) < 4000) {
      if (Date.now() > deadline) throw new Error(`no rows committed:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    expect(await pending).toBe('connection lost');

    const committed = await count(`SELECT count(*) AS n FROM businesses`);
    expect(committed).toBeGreaterThanOrEqual(4000);
    expect(committed).toBeLessThan(TOTAL_ROWS);

    // The living instance notices the dead owner on its own (its sweep), with no restart: it marks the
    // run failed, then refreshes the summaries, then removes the upload file, so the repair is done
    // when the file is gone.
    let run: ImportRun | undefined;
    while (Date.now() - killedAt < 60_000) {
      [run] = (await admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
      if (run?.state === 'failed' && uploads().length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const repairedAfter = Date.now() - killedAt;
    expect(run).toMatchObject({
      uploadId: 'crash-run',
      state: 'failed',
      finishedAt: expect.any(String),
      result: {
        success: false,
        successCount: committed,
        message: expect.stringMatching(/^İçe aktarma yarıda kesildi: sunucu içe aktarma sürerken durdu/),
      },
    });
    expect(repairedAfter).toBeLessThan(15_000);
    // The category of the rows it wrote answers (its summary row exists now).
    await request(second.url).get('/api/categories/restaurant').expect(200);
    for (const [current, fresh] of Object.values(SUMMARIES)) {
      expect((await db.query(current)).rows).toEqual((await db.query(fresh)).rows);
    }
    const stats = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(stats).toMatchObject({ totalBusinesses: committed, approvedBusinesses: committed, pendingBusinesses: 0 });
    expect(uploads()).toEqual([]);

    const again = (await admin.post('/api/upload-excel').attach('file', file).expect(200)).body as ImportResult;
    expectConsistent(again);
    expect(again).toMatchObject({
      success: true,
      totalRows: TOTAL_ROWS,
      successCount: TOTAL_ROWS - committed,
      skippedCount: committed,
    });
    const [rows] = (
      await db.query(`SELECT count(*)::int AS businesses, count(DISTINCT place_id)::int AS places FROM businesses`)
    ).rows;
    expect(rows).toEqual({ businesses: TOTAL_ROWS, places: TOTAL_ROWS });
    expect((await admin.get('/api/admin/stats').expect(200)).body).toMatchObject({ totalBusinesses: TOTAL_ROWS });
    expect(uploads()).toEqual([]);
  }, 300_000);
});
