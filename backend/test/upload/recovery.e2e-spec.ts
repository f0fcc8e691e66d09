import type { ImportRun } from '@directory/shared';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBusiness } from '../factories/business.factory.js';
import { writeSyntheticCsv } from '../fixtures/spreadsheets.js';
import { createTestApp, useTestApp } from '../support/test-app.js';
import { eventually, holdUpload, uploadFiles } from './upload-support.js';

describe('imports left unfinished by a process that died', () => {
  const ctx = useTestApp({ dataDir: true, listen: true, admin: true, reset: 'once' });

  it('are failed by the next instance to start, which reconciles the summaries and removes their files, while a live instance keeps its own import', async () => {
    // A live import on `app`, held open while its file arrives.
    const live = await holdUpload(ctx.app, await writeSyntheticCsv(ctx.dir, 'live', 20), {
      uploadId: 'live-run',
      sendFirst: 200,
    });
    try {
      await eventually(async () => uploadFiles(ctx.dataDir, 'live-run').length === 1);

      // What a killed process leaves: a run in a running state nobody owns, its file, and a
      // committed batch the summaries never saw.
      await ctx.db.query(
        `INSERT INTO import_runs (upload_id, file_name, state, bytes_total, bytes_read, rows_read, result)
         VALUES ('dead-run', 'dead.csv', 'writing', 1000, 500, 2001, $1)`,
        [
          JSON.stringify({
            success: true,
            message: '',
            totalRows: 2000,
            successCount: 2000,
            skippedCount: 0,
            errorCount: 0,
            processingTime: 1,
            recordsPerSecond: 2000,
          }),
        ],
      );
      mkdirSync(path.join(ctx.dataDir, 'uploads'), { recursive: true });
      const deadFile = path.join(ctx.dataDir, 'uploads', 'dead-run-0b3c1c7e-8f1a-4a55-9c43-7d0a3b8d2e11.csv');
      writeFileSync(deadFile, 'name\n');
      writeFileSync(`${deadFile}.strings`, '');
      await createBusiness(ctx.app, {
        name: 'Committed Before The Crash',
        category: 'Crash Test',
        placeId: 'p-crash-1',
      });
      await ctx.db.query(`DELETE FROM category_stats WHERE category_slug = 'crash-test'`);

      const starting = await createTestApp({ DATA_DIR: ctx.dataDir });
      await starting.close();

      const runs = (await ctx.admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
      expect(runs.find((run) => run.uploadId === 'dead-run')).toMatchObject({
        state: 'failed',
        finishedAt: expect.any(String),
        result: {
          success: false,
          successCount: 2000,
          message:
            'İçe aktarma yarıda kesildi: sunucu içe aktarma sürerken durdu (2000 satır kaydedildi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir)',
        },
      });
      expect(runs.find((run) => run.uploadId === 'live-run')).toMatchObject({ state: 'receiving', finishedAt: null });
      expect(uploadFiles(ctx.dataDir, 'dead-run')).toEqual([]);
      expect(uploadFiles(ctx.dataDir, 'live-run')).toHaveLength(1);
      const [stats] = await ctx.db.query(
        `SELECT business_count FROM category_stats WHERE category_slug = 'crash-test'`,
      );
      expect(stats).toEqual({ business_count: 1 });
      const [audit] = await ctx.db.query(`SELECT username, details FROM audit_log WHERE action = 'import.failed'`);
      expect(audit).toMatchObject({ username: null, details: { uploadId: 'dead-run', interrupted: true } });

      const answer = await live.finish();
      expect(answer).toMatchObject({ status: 200, body: { success: true, successCount: 20 } });
    } finally {
      live.abort();
    }
  });
});
