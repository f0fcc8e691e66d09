import type { ImportResult } from '@directory/shared';
import { SHARED_STRINGS_BOMB, SHARED_STRINGS_TOO_LARGE } from '../../src/upload/parse/sheet-readers.js';
import { sharedStringText, writeSharedStringsBomb, writeSharedStringsWorkbook } from '../fixtures/bad-files.js';
import { useTestApp } from '../support/test-app.js';
import { businessByPlaceId, expectConsistent, upload, uploadFiles } from './upload-support.js';

const MB = 1024 * 1024;

/** The process's peak resident memory (workers included) while `work` runs, above what it was before. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number; peakMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: Math.round((peak - before) / MB), peakMb: Math.round(peak / MB) };
  } finally {
    clearInterval(sampler);
  }
}

describe('memory of imports running at once', () => {
  const ctx = useTestApp({ env: { IMPORT_CONCURRENCY: '3' }, dataDir: true, admin: true });

  it('refuses three shared strings bombs at once with a Turkish 400 while memory stays flat', async () => {
    const bombs = [
      // Admits inflating to 300 MB; lies that it is 4 kB; claims 1.1 GB.
      await writeSharedStringsBomb(ctx.dir.file('honest.xlsx'), 300 * MB),
      await writeSharedStringsBomb(ctx.dir.file('lying.xlsx'), 300 * MB, 4096),
      await writeSharedStringsBomb(ctx.dir.file('huge.xlsx'), MB, 1100 * MB),
    ];
    const {
      result: answers,
      growthMb,
      peakMb,
    } = await peakRssGrowth(() => Promise.all(bombs.map((file) => upload(ctx.admin, file).then((res) => res))));
    expect(answers.map((res) => [res.status, res.body])).toEqual([
      [400, { success: false, message: SHARED_STRINGS_BOMB }],
      [400, { success: false, message: SHARED_STRINGS_BOMB }],
      [400, { success: false, message: SHARED_STRINGS_TOO_LARGE }],
    ]);
    console.log(`three shared strings bombs at once: peak RSS ${peakMb} MB, +${growthMb} MB`);
    // Three worker threads start (about 40 MB each); the bombs themselves are only counted, never held.
    expect(growthMb).toBeLessThan(200);
    expect(uploadFiles(ctx.dataDir)).toEqual([]);
  }, 60_000);

  it('reads three workbooks with a large shared strings table at once: the tables wait on disk, not in memory', async () => {
    // 1 000 000 distinct strings, 66 MB of XML: exceljs alone holds about 230 MB of heap for one.
    const file = await writeSharedStringsWorkbook(ctx.dir.file('heavy.xlsx'), 1_000_000, 300);
    const {
      result: answers,
      growthMb,
      peakMb,
    } = await peakRssGrowth(() => Promise.all([1, 2, 3].map(() => upload(ctx.admin, file).then((res) => res))));
    console.log(`three shared-strings-heavy workbooks at once: peak RSS ${peakMb} MB, +${growthMb} MB`);
    const results = answers.map((res) => {
      expect(res.status).toBe(200);
      expectConsistent(res.body as ImportResult);
      return res.body as ImportResult;
    });
    expect(results.reduce((sum, r) => sum + r.successCount, 0)).toBe(300);
    expect(results.every((r) => r.totalRows === 300 && r.errorCount === 0)).toBe(true);
    expect(await businessByPlaceId(ctx.app, 'p-heavy-7')).toMatchObject({
      name: sharedStringText(7),
      description: sharedStringText(1_000_000 - 1 - 7),
    });
    expect(growthMb).toBeLessThan(300);
    expect(uploadFiles(ctx.dataDir)).toEqual([]);
  }, 120_000);
});
