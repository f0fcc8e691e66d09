import type { ImportProgress, ImportResult } from '@directory/shared';
import {
  outscraperSheet,
  syntheticOutscraperRows,
  writeCsv,
  writeStreamedXlsx,
  writeSyntheticCsv,
  writeXlsx,
} from '../fixtures/spreadsheets.js';
import { useTestApp } from '../support/test-app.js';
import { eventually, holdUpload, upload } from './upload-support.js';

describe('GET /api/admin/imports/{uploadId} while an import runs', () => {
  const ctx = useTestApp({ dataDir: true, listen: true, admin: true });

  /** Uploads and polls the progress every 40 ms until the answer: every poll answered, in order. */
  async function importWatched(
    file: string,
    uploadId: string,
  ): Promise<{ result: ImportResult; polls: ImportProgress[] }> {
    const pending = upload(ctx.admin, file, { uploadId }).then((res) => res);
    const polls: ImportProgress[] = [];
    let finished = false;
    void pending.finally(() => (finished = true));
    while (!finished) {
      const res = await ctx.admin.get(`/api/admin/imports/${uploadId}`);
      if (res.status === 200) polls.push(res.body as ImportProgress);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const res = await pending;
    expect(res.status).toBe(200);
    polls.push((await ctx.admin.get(`/api/admin/imports/${uploadId}`).expect(200)).body as ImportProgress);
    return { result: res.body as ImportResult, polls };
  }

  /** docs/behaviour.md §4: percent follows rows written over rows expected, 100 only when done. */
  function expectRowsPercent(polls: ImportProgress[], expectedRows: number): void {
    // Before the file's first row is read, nothing says how many follow.
    const working = polls.filter((p) => p.rowsTotal !== null && p.state !== 'done');
    expect(polls.filter((p) => p.rowsTotal === null).every((p) => p.percent === 0)).toBe(true);
    for (const poll of working) {
      expect(poll.rowsTotal).toBe(expectedRows);
      expect(poll.percent).toBe(Math.min(99, Math.floor((poll.rowsRead / expectedRows) * 100)));
    }
    const percents = polls.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // It moves while rows are written: several distinct values between the first and the last batch.
    expect(new Set(working.map((p) => p.percent).filter((p) => p > 0 && p < 99)).size).toBeGreaterThanOrEqual(3);
    expect(polls.at(-1)).toMatchObject({
      state: 'done',
      percent: 100,
      rowsTotal: expectedRows,
      rowsRead: expectedRows,
    });
    expect(polls.filter((p) => p.state !== 'done').every((p) => p.percent < 100)).toBe(true);
  }

  /** Imports `file` watched: it succeeds with `rows` rows, and its percent follows them. */
  async function expectImportFollowsRows(file: string, uploadId: string, rows: number): Promise<void> {
    const { result, polls } = await importWatched(file, uploadId);
    expect(result).toMatchObject({ success: true, totalRows: rows });
    expectRowsPercent(polls, rows);
  }

  it('answers the first poll as soon as the upload request has arrived, before its file', async () => {
    const held = await holdUpload(ctx.app, await writeSyntheticCsv(ctx.dir, 'early', 3), {
      uploadId: 'early-run',
      sendFirst: 0,
    });
    try {
      const first = await eventually(async () => {
        const res = await ctx.admin.get('/api/admin/imports/early-run');
        return res.status === 200 ? (res.body as ImportProgress) : null;
      });
      expect(first).toEqual({
        uploadId: 'early-run',
        state: 'receiving',
        bytesTotal: expect.any(Number),
        bytesRead: 0,
        rowsRead: 0,
        rowsTotal: null,
        percent: 0,
      });
      expect(await held.finish()).toMatchObject({ status: 200, body: { successCount: 3 } });
    } finally {
      held.abort();
    }
  });

  it('counts the records of a CSV first (quoted line breaks included) and follows the rows written', async () => {
    const data = syntheticOutscraperRows(14_000, 'csv-progress');
    // Descriptions with line breaks: one record, several lines.
    data.forEach((row, i) => i % 3 === 0 && (row[14] = `Line one of ${i}\nline two, "quoted"\nline three`));
    const file = await writeCsv(ctx.dir.file('progress.csv'), outscraperSheet(data));
    await expectImportFollowsRows(file, 'csv-progress', 14_000);
  }, 120_000);

  it('reads rowsTotal from the xlsx sheet dimension', async () => {
    const file = await writeXlsx(
      ctx.dir.file('progress.xlsx'),
      outscraperSheet(syntheticOutscraperRows(10_000, 'xlsx-progress')),
    );
    await expectImportFollowsRows(file, 'xlsx-progress', 10_000);
  }, 120_000);

  it('estimates from the bytes behind the written rows when the sheet does not say how many rows it has', async () => {
    const file = await writeStreamedXlsx(
      ctx.dir.file('streamed.xlsx'),
      outscraperSheet(syntheticOutscraperRows(10_000, 'streamed-progress')),
    );
    const { polls } = await importWatched(file, 'streamed-progress');
    // Once every row is read, the count is known.
    const working = polls.filter((p) => p.state === 'writing' && p.rowsTotal === null);
    for (const poll of working) {
      expect(poll.percent).toBe(Math.min(99, Math.floor((poll.bytesRead / poll.bytesTotal) * 100)));
    }
    // The bytes behind the rows written, not the bytes the zip reader has taken in: the share moves with the rows.
    expect(new Set(working.map((p) => p.percent).filter((p) => p > 0 && p < 99)).size).toBeGreaterThanOrEqual(3);
    expect(polls.at(-1)).toMatchObject({ state: 'done', percent: 100, rowsTotal: 10_000 });
  }, 120_000);
});
