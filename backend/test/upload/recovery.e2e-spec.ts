import type { ImportRun } from '@directory/shared';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { createBusiness } from '../factories/business.factory.js';
import { FixtureDir, OUTSCRAPER_HEADERS, syntheticOutscraperRow, writeCsv } from '../fixtures/spreadsheets.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';
import { adminCookie, eventually, HeldUpload, uploadFiles } from './upload-support.js';

describe('imports left unfinished by a process that died', () => {
  const dir = new FixtureDir();
  const dataDir = dir.file('data');
  let app: NestExpressApplication;
  let admin: Agent;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ DATA_DIR: dataDir });
    await app.listen(0, '127.0.0.1');
    admin = await adminAgent(app);
    db = app.get(DataSource);
    await resetData(app);
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  it('are failed by the next instance to start, which reconciles the summaries and removes their files, while a live instance keeps its own import', async () => {
    // A live import on `app`, held open while its file arrives.
    const content = await readFile(
      await writeCsv(dir.file('live.csv'), [
        [...OUTSCRAPER_HEADERS],
        ...Array.from({ length: 20 }, (_, i) => syntheticOutscraperRow(i, 'live')),
      ]),
    );
    const live = new HeldUpload(app.getHttpServer(), await adminCookie(app), {
      uploadId: 'live-run',
      fileName: 'live.csv',
      content,
      sendFirst: 200,
    });
    try {
      await eventually(async () => uploadFiles(dataDir, 'live-run').length === 1);

      // What a killed process leaves: a run in a running state nobody owns, its file, and a
      // committed batch the summaries never saw.
      await db.query(
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
      mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
      const deadFile = path.join(dataDir, 'uploads', 'dead-run-0b3c1c7e-8f1a-4a55-9c43-7d0a3b8d2e11.csv');
      writeFileSync(deadFile, 'name\n');
      writeFileSync(`${deadFile}.strings`, '');
      await createBusiness(app, { name: 'Committed Before The Crash', category: 'Crash Test', placeId: 'p-crash-1' });
      await db.query(`DELETE FROM category_stats WHERE category_slug = 'crash-test'`);

      const starting = await createTestApp({ DATA_DIR: dataDir });
      await starting.close();

      const runs = (await admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
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
      expect(uploadFiles(dataDir, 'dead-run')).toEqual([]);
      expect(uploadFiles(dataDir, 'live-run')).toHaveLength(1);
      const [stats] = await db.query(`SELECT business_count FROM category_stats WHERE category_slug = 'crash-test'`);
      expect(stats).toEqual({ business_count: 1 });
      const [audit] = await db.query(`SELECT username, details FROM audit_log WHERE action = 'import.failed'`);
      expect(audit).toMatchObject({ username: null, details: { uploadId: 'dead-run', interrupted: true } });

      const answer = await live.finish();
      expect(answer).toMatchObject({ status: 200, body: { success: true, successCount: 20 } });
    } finally {
      live.abort();
    }
  });
});
