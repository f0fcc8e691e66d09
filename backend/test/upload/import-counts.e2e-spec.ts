import type { AdminReports, ImportResult, ImportRun } from '@directory/shared';
import { OUTSCRAPER_HEADERS, outscraperRow, type PlaceSeed, writeXlsx } from '../fixtures/spreadsheets.js';
import { useTestApp } from '../support/test-app.js';
import { businessCount, expectConsistent, upload } from './upload-support.js';

const place = (n: number, name = `Fırın ${n}`): PlaceSeed => ({
  name,
  address: `Bağdat Caddesi ${n}, İstanbul`,
  city: 'İstanbul',
  category: 'Bakery',
  placeId: `p-counts-${n}`,
  countryCode: 'TR',
});

const today = () => new Date().toISOString().slice(0, 10);

describe('import counts: added, updated, skipped and errors apart (docs/behaviour.md §5 "Counting")', () => {
  const ctx = useTestApp({ dataDir: true, admin: true });

  it('an update-mode import of stored and new rows reports them apart in its answer, the history and the reports', async () => {
    const first = await writeXlsx(ctx.dir.file('first.xlsx'), [
      [...OUTSCRAPER_HEADERS],
      ...[1, 2, 3].map((n) => outscraperRow(place(n))),
    ]);
    const created = (await upload(ctx.admin, first).expect(200)).body as ImportResult;
    expect(created).toMatchObject({ successCount: 3, addedCount: 3, updatedCount: 0 });

    // Three stored rows renamed, two new ones, one in-file repeat and one row without a name.
    const second = await writeXlsx(ctx.dir.file('second.xlsx'), [
      [...OUTSCRAPER_HEADERS],
      ...[1, 2, 3].map((n) => outscraperRow(place(n, `Yeni Fırın ${n}`))),
      outscraperRow(place(4)),
      outscraperRow(place(5)),
      outscraperRow(place(5)),
      outscraperRow({ ...place(6), name: '' }),
    ]);
    const result = (await upload(ctx.admin, second, { mode: 'update' }).expect(200)).body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({
      totalRows: 7,
      successCount: 5,
      addedCount: 2,
      updatedCount: 3,
      skippedCount: 1,
      errorCount: 1,
    });
    expect(result.message).toContain('2 işletme eklendi, 3 güncellendi');
    expect(await businessCount(ctx.app)).toBe(5);

    const history = (await ctx.admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
    expect(history.map((run) => run.result && [run.result.addedCount, run.result.updatedCount])).toEqual([
      [2, 3],
      [3, 0],
    ]);

    // The day's figures: every business written counted once, as added or updated, never both.
    const reports = (await ctx.admin.get('/api/admin/reports').expect(200)).body as AdminReports;
    const day = reports.importsPerDay.find((d) => d.day === today());
    expect(day).toEqual({ day: today(), added: 5, updated: 3, skipped: 1, failed: 1 });
    expect(day && day.added).toBe(await businessCount(ctx.app));
  });
});
