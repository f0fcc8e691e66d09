import type { ImportResult } from '@directory/shared';
import { AppConfig } from '../../src/config/app-config.js';
import {
  outscraperSheet,
  syntheticOutscraperRows,
  writeCsv,
  writeStreamedXlsx,
  writeSyntheticCsv,
} from '../fixtures/spreadsheets.js';
import { useTestApp } from '../support/test-app.js';
import { businessCount, eventually, expectConsistent, holdUpload, upload, uploadFiles } from './upload-support.js';

// syntheticOutscraperRow gives every business 8 opening-hour ranges and 6 amenity flags.
const HOURS_PER_ROW = 8;
const AMENITIES_PER_ROW = 6;

describe('imports under concurrency and interruption', () => {
  const ctx = useTestApp({ dataDir: true, listen: true, admin: true });

  async function expectNoDuplicates(expected: number): Promise<void> {
    const [row] = await ctx.db.query(`
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
    const rows = syntheticOutscraperRows(6000, 'overlap');
    const forward = await writeCsv(ctx.dir.file('forward.csv'), outscraperSheet(rows));
    // The other file holds the same places in reverse order plus 2 000 of its own, as an xlsx.
    const extra = syntheticOutscraperRows(2000, 'overlap', 10_000);
    const backward = await writeStreamedXlsx(
      ctx.dir.file('backward.xlsx'),
      outscraperSheet([...[...rows].reverse(), ...extra]),
    );

    const [a, b] = await Promise.all([upload(ctx.admin, forward).expect(200), upload(ctx.admin, backward).expect(200)]);
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
    const file = await writeSyntheticCsv(ctx.dir, 'capped', 50);
    const held = await Promise.all(
      ['held-1', 'held-2'].map((uploadId) => holdUpload(ctx.app, file, { uploadId, sendFirst: 100 })),
    );
    try {
      for (const uploadId of ['held-1', 'held-2']) {
        await eventually(async () => (await ctx.admin.get(`/api/admin/imports/${uploadId}`)).status === 200);
      }
      const refused = await upload(ctx.admin, file, { uploadId: 'third' }).expect(429);
      expect(refused.body).toEqual({
        success: false,
        message:
          'Şu anda en fazla 2 içe aktarma aynı anda çalışabilir; lütfen devam eden içe aktarma bitince yeniden deneyin',
      });
      await ctx.admin.get('/api/admin/imports/third').expect(404);
      expect(uploadFiles(ctx.app.get(AppConfig).dataDir, 'third')).toEqual([]);

      held[0]?.abort();
      await eventually(async () => (await ctx.admin.get('/api/admin/imports/held-1')).body.state === 'failed');
      const next = (await upload(ctx.admin, file, { uploadId: 'fourth' }).expect(200)).body as ImportResult;
      expect(next).toMatchObject({ success: true, successCount: 50 });
      const last = await held[1]?.finish();
      expect(last).toMatchObject({ status: 200, body: { success: true, skippedCount: 50 } });
      expect(uploadFiles(ctx.app.get(AppConfig).dataDir)).toEqual([]);
    } finally {
      held.forEach((upload) => upload.abort());
    }
  }, 60_000);

  it('keeps the batches committed before an import is killed, and a re-upload adds only what is missing', async () => {
    const total = 40_000;
    const file = await writeSyntheticCsv(ctx.dir, 'killed', total);
    const pending = upload(ctx.admin, file, { uploadId: 'killed-run' }).then((res) => res);
    while ((await businessCount(ctx.app)) < 4000) await new Promise((resolve) => setTimeout(resolve, 25));
    // Kill the import's database session mid-file, as a crash or a failover would.
    const killed = await ctx.db.query(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = 'directory-import:killed-run'`,
    );
    expect(killed).toEqual([{ done: true }]);
    const res = await pending;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/satır kaydedildi/) });

    const committed = await businessCount(ctx.app);
    expect(committed).toBeGreaterThanOrEqual(4000);
    expect(committed).toBeLessThan(total);
    expect(committed % 2000).toBe(0);
    await expectNoDuplicates(committed);
    expect((await ctx.admin.get('/api/admin/imports/killed-run').expect(200)).body).toMatchObject({ state: 'failed' });
    // Summaries followed what was committed: the directory shows the rows that made it.
    const [stats] = await ctx.db.query(`SELECT sum(business_count)::int AS n FROM country_stats`);
    expect(stats.n).toBe(committed);

    const again = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
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
