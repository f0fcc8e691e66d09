import type { ImportResult, ImportRun } from '@directory/shared';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { readFile } from 'node:fs/promises';
import request, { type Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import { FixtureDir, OUTSCRAPER_HEADERS, syntheticOutscraperRow, writeCsv } from '../fixtures/spreadsheets.js';
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

const BATCH_ROWS = 2000;

describe('POST /api/admin/imports/{uploadId}/cancel', () => {
  let app: NestExpressApplication;
  // A second instance on the same database: the cancel reaches it, the import runs on `app`.
  let other: NestExpressApplication;
  let admin: Agent;
  let otherAdmin: Agent;
  let db: DataSource;
  let dataDir: string;
  const dir = new FixtureDir();

  beforeAll(async () => {
    app = await createTestApp({ DATA_DIR: dir.file('data') });
    other = await createTestApp({ DATA_DIR: dir.file('data') });
    await app.listen(0, '127.0.0.1');
    admin = await adminAgent(app);
    otherAdmin = await adminAgent(other);
    db = app.get(DataSource);
    dataDir = app.get(AppConfig).dataDir;
  });
  beforeEach(() => resetData(app));
  afterAll(async () => {
    await other.close();
    await app.close();
    dir.remove();
  });

  it('stops a running import after its current batch, from another instance; committed rows stay and count, a re-upload adds the rest', async () => {
    const total = 30_000;
    const file = await writeCsv(dir.file('cancelled.csv'), [
      [...OUTSCRAPER_HEADERS],
      ...Array.from({ length: total }, (_, i) => syntheticOutscraperRow(i, 'cancel')),
    ]);
    const pending = upload(admin, file, { uploadId: 'cancel-run' }).then((res) => res);
    await eventually(async () => (await businessCount(app)) >= BATCH_ROWS);
    const countAtCancel = await businessCount(app);

    const answer = await otherAdmin.post('/api/admin/imports/cancel-run/cancel').expect(200);
    expect(answer.body).toEqual({ success: true, state: 'cancelled' });

    const res = await pending;
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: expect.stringMatching(/^İçe aktarma iptal edildi: \d+ işletme eklendi; dosya yeniden yüklendiğinde/),
    });
    const committed = await businessCount(app);
    expect(committed % BATCH_ROWS).toBe(0);
    expect(committed).toBeLessThanOrEqual(countAtCancel + 2 * BATCH_ROWS);
    expect(committed).toBeLessThan(total);

    const progress = (await admin.get('/api/admin/imports/cancel-run').expect(200)).body;
    expect(progress).toMatchObject({ state: 'cancelled', rowsRead: committed + 1, rowsTotal: total });
    expect(progress.percent).toBe(Math.floor((committed / total) * 100));
    const [run] = (await admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
    expect(run).toMatchObject({ uploadId: 'cancel-run', state: 'cancelled', result: { successCount: committed } });

    // Summaries and the admin totals show the committed rows.
    const [stats] = await db.query(
      `SELECT (SELECT sum(business_count)::int FROM country_stats) AS countries,
              (SELECT sum(business_count)::int FROM category_stats) AS categories`,
    );
    expect(stats).toEqual({ countries: committed, categories: committed });
    expect((await admin.get('/api/admin/stats').expect(200)).body).toMatchObject({ totalBusinesses: committed });
    const audit = await db.query(
      `SELECT action, details FROM audit_log WHERE action LIKE 'import.cancel%' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'import.cancel-requested', details: { uploadId: 'cancel-run', state: expect.any(String) } },
      {
        action: 'import.cancelled',
        details: expect.objectContaining({ uploadId: 'cancel-run', successCount: committed }),
      },
    ]);
    expect(uploadFiles(dataDir, 'cancel-run')).toEqual([]);

    await admin.post('/api/admin/imports/cancel-run/cancel').expect(409);
    const again = (await upload(admin, file).expect(200)).body as ImportResult;
    expectConsistent(again);
    expect(again).toMatchObject({ success: true, successCount: total - committed, skippedCount: committed });
    expect(await businessCount(app)).toBe(total);
  }, 180_000);

  it('answers 404 for an unknown import and 409 for one that has finished', async () => {
    const file = await writeCsv(dir.file('small.csv'), [
      [...OUTSCRAPER_HEADERS],
      ...Array.from({ length: 5 }, (_, i) => syntheticOutscraperRow(i, 'done')),
    ]);
    await upload(admin, file, { uploadId: 'finished-run' }).expect(200);
    const conflict = await admin.post('/api/admin/imports/finished-run/cancel').expect(409);
    expect(conflict.body).toEqual({ success: false, message: 'İçe aktarma zaten bitti (durum: done)' });
    expect((await admin.get('/api/admin/imports/finished-run').expect(200)).body.state).toBe('done');
    await admin.post('/api/admin/imports/no-such-run/cancel').expect(404);
    await request(app.getHttpServer()).post('/api/admin/imports/finished-run/cancel').expect(401);
  });

  it('cancels an upload whose file is still arriving: nothing is stored, the client gets its answer', async () => {
    const content = await readFile(
      await writeCsv(dir.file('arriving.csv'), [
        [...OUTSCRAPER_HEADERS],
        ...Array.from({ length: 2000 }, (_, i) => syntheticOutscraperRow(i, 'arriving')),
      ]),
    );
    const held = new HeldUpload(app.getHttpServer(), await adminCookie(app), {
      uploadId: 'arriving-run',
      fileName: 'arriving.csv',
      content,
      sendFirst: 64 * 1024,
    });
    await eventually(async () => (await admin.get('/api/admin/imports/arriving-run')).body.state === 'receiving');
    // The progress write that reads the cancel comes with the next bytes received.
    const cancelled = otherAdmin.post('/api/admin/imports/arriving-run/cancel').then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const res = await held.finish();
    expect((await cancelled).body).toEqual({ success: true, state: 'cancelled' });
    expect(res).toEqual({
      status: 409,
      body: { success: false, message: 'İçe aktarma iptal edildi: hiçbir satır kaydedilmedi' },
    });
    expect((await admin.get('/api/admin/imports/arriving-run').expect(200)).body.state).toBe('cancelled');
    expect(await businessCount(app)).toBe(0);
    expect(uploadFiles(dataDir, 'arriving-run')).toEqual([]);
  });

  it('finishes the run itself when the process that ran it is gone', async () => {
    await db.query(
      `INSERT INTO import_runs (upload_id, file_name, state, bytes_total, rows_read) VALUES ('orphan-run', 'x.csv', 'writing', 100, 1)`,
    );
    expect((await admin.post('/api/admin/imports/orphan-run/cancel').expect(200)).body).toEqual({
      success: true,
      state: 'cancelled',
    });
    const [run] = (await admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
    expect(run).toMatchObject({
      uploadId: 'orphan-run',
      state: 'cancelled',
      result: { success: false, message: 'İçe aktarma iptal edildi (hiçbir satır kaydedilmedi)' },
    });
  });
});
