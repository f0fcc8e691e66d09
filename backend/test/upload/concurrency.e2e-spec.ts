import type { ImportResult } from '@directory/shared';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { readFile } from 'node:fs/promises';
import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import {
  FixtureDir,
  OUTSCRAPER_HEADERS,
  syntheticOutscraperRow,
  writeCsv,
  writeStreamedXlsx,
} from '../fixtures/spreadsheets.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';
import {
  adminCookie,
  businessCount,
  eventually,
  expectConsistent,
  HeldUpload,
  upload,
  uploadFiles,
} from './upload-support.js';

// syntheticOutscraperRow gives every business 8 opening-hour ranges and 6 amenity flags.
const HOURS_PER_ROW = 8;
const AMENITIES_PER_ROW = 6;

describe('imports under concurrency and interruption', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  let db: DataSource;
  const dir = new FixtureDir();

  beforeAll(async () => {
    app = await createTestApp({ DATA_DIR: dir.file('data') });
    await app.listen(0, '127.0.0.1');
    admin = await adminAgent(app);
    db = app.get(DataSource);
  });
  beforeEach(() => resetData(app));
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  async function expectNoDuplicates(expected: number): Promise<void> {
    const [row] = await db.query(`
      SELECT count(*)::int AS businesses, count(DISTINCT place_id)::int AS places, count(DISTINCT slug)::int AS slugs,
        (SELECT count(*)::int FROM business_hours) AS hours, (SELECT count(*)::int FROM business_amenities) AS amenities
      FROM businesses`);
    expect(row).toEqual({
      businesses: expected,
      places: expected,
      slugs: expected,
      hours: expected * HOURS_PER_ROW,
      amenities: expected * AMENITIES_PER_ROW,
    });
  }

  it('never duplicates rows when two uploads of overlapping files run at once, and counts stay exact', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => syntheticOutscraperRow(i, 'overlap'));
    const forward = await writeCsv(dir.file('forward.csv'), [[...OUTSCRAPER_HEADERS], ...rows]);
    // The other file holds the same places in reverse order plus 2 000 of its own, as an xlsx.
    const extra = Array.from({ length: 2000 }, (_, i) => syntheticOutscraperRow(10_000 + i, 'overlap'));
    const backward = await writeStreamedXlsx(dir.file('backward.xlsx'), [
      [...OUTSCRAPER_HEADERS],
      ...[...rows].reverse(),
      ...extra,
    ]);

    const [a, b] = await Promise.all([upload(admin, forward).expect(200), upload(admin, backward).expect(200)]);
    const first = a.body as ImportResult;
    const second = b.body as ImportResult;
    expectConsistent(first);
    expectConsistent(second);
    expect(first.totalRows).toBe(6000);
    expect(second.totalRows).toBe(8000);
    expect(first.errorCount + second.errorCount).toBe(0);
    expect(first.successCount + second.successCount).toBe(8000);
    expect(first.skippedCount + second.skippedCount).toBe(6000);
    await expectNoDuplicates(8000);
  }, 180_000);

  it('answers 429 in Turkish beyond IMPORT_CONCURRENCY (2) imports, before storing the file, and takes the next once one ends', async () => {
    const file = await writeCsv(dir.file('capped.csv'), [
      [...OUTSCRAPER_HEADERS],
      ...Array.from({ length: 50 }, (_, i) => syntheticOutscraperRow(i, 'capped')),
    ]);
    const content = await readFile(file);
    const cookie = await adminCookie(app);
    const held = ['held-1', 'held-2'].map(
      (uploadId) =>
        new HeldUpload(app.getHttpServer(), cookie, { uploadId, fileName: 'capped.csv', content, sendFirst: 100 }),
    );
    try {
      for (const uploadId of ['held-1', 'held-2']) {
        await eventually(async () => (await admin.get(`/api/admin/imports/${uploadId}`)).status === 200);
      }
      const refused = await upload(admin, file, { uploadId: 'third' }).expect(429);
      expect(refused.body).toEqual({
        success: false,
        message:
          'Şu anda en fazla 2 içe aktarma aynı anda çalışabilir; lütfen devam eden içe aktarma bitince yeniden deneyin',
      });
      await admin.get('/api/admin/imports/third').expect(404);
      expect(uploadFiles(app.get(AppConfig).dataDir, 'third')).toEqual([]);

      held[0]?.abort();
      await eventually(async () => (await admin.get('/api/admin/imports/held-1')).body.state === 'failed');
      const next = (await upload(admin, file, { uploadId: 'fourth' }).expect(200)).body as ImportResult;
      expect(next).toMatchObject({ success: true, successCount: 50 });
      const last = await held[1]?.finish();
      expect(last).toMatchObject({ status: 200, body: { success: true, skippedCount: 50 } });
      expect(uploadFiles(app.get(AppConfig).dataDir)).toEqual([]);
    } finally {
      held.forEach((upload) => upload.abort());
    }
  }, 60_000);

  it('keeps the batches committed before an import is killed, and a re-upload adds only what is missing', async () => {
    const total = 40_000;
    const file = await writeCsv(dir.file('killed.csv'), [
      [...OUTSCRAPER_HEADERS],
      ...Array.from({ length: total }, (_, i) => syntheticOutscraperRow(i, 'killed')),
    ]);
    const pending = upload(admin, file, { uploadId: 'killed-run' }).then((res) => res);
    while ((await businessCount(app)) < 4000) await new Promise((resolve) => setTimeout(resolve, 25));
    // Kill the import's database session mid-file, as a crash or a failover would.
    const killed = await db.query(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = 'directory-import:killed-run'`,
    );
    expect(killed).toEqual([{ done: true }]);
    const res = await pending;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/satır kaydedildi/) });

    const committed = await businessCount(app);
    expect(committed).toBeGreaterThanOrEqual(4000);
    expect(committed).toBeLessThan(total);
    expect(committed % 2000).toBe(0);
    await expectNoDuplicates(committed);
    expect((await admin.get('/api/admin/imports/killed-run').expect(200)).body).toMatchObject({ state: 'failed' });
    // Summaries followed what was committed: the directory shows the rows that made it.
    const [stats] = await db.query(`SELECT sum(business_count)::int AS n FROM country_stats`);
    expect(stats.n).toBe(committed);

    const again = (await upload(admin, file).expect(200)).body as ImportResult;
    expectConsistent(again);
    expect(again).toMatchObject({
      success: true,
      totalRows: total,
      successCount: total - committed,
      skippedCount: committed,
      errorCount: 0,
    });
    await expectNoDuplicates(total);
  }, 240_000);
});
