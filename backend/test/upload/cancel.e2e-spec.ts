import type { ImportResult, ImportRun } from '@directory/shared';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import request, { type Agent } from 'supertest';
import { outscraperSheet, syntheticOutscraperRows, writeCsv, writeSyntheticCsv } from '../fixtures/spreadsheets.js';
import { IMPORT_RECOVERY_SWEEP } from '../../src/upload/import-recovery.service.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, useTestApp } from '../support/test-app.js';
import { businessCount, eventually, expectConsistent, holdUpload, upload, uploadFiles } from './upload-support.js';

const BATCH_ROWS = 2000;

describe('POST /api/admin/imports/{uploadId}/cancel', () => {
  const ctx = useTestApp({ dataDir: true, listen: true, admin: true });
  // A second instance on the same database: the cancel reaches it, the import runs on `app`.
  let other: NestExpressApplication;
  let otherAdmin: Agent;
  beforeAll(async () => {
    other = await createTestApp({ DATA_DIR: ctx.dataDir });
    otherAdmin = await adminAgent(other);
  });
  afterAll(() => other.close());

  it('stops a running import after its current batch, from another instance; committed rows stay and count, a re-upload adds the rest', async () => {
    const total = 30_000;
    const file = await writeCsv(
      ctx.dir.file('cancelled.csv'),
      outscraperSheet(syntheticOutscraperRows(total, 'cancel')),
    );
    const pending = upload(ctx.admin, file, { uploadId: 'cancel-run' }).then((res) => res);
    await eventually(async () => (await businessCount(ctx.app)) >= BATCH_ROWS);
    const countAtCancel = await businessCount(ctx.app);

    const answer = await otherAdmin.post('/api/admin/imports/cancel-run/cancel').expect(200);
    expect(answer.body).toEqual({ success: true, state: 'cancelled' });

    const res = await pending;
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: expect.stringMatching(/^İçe aktarma iptal edildi: \d+ işletme eklendi; dosya yeniden yüklendiğinde/),
    });
    const committed = await businessCount(ctx.app);
    expect(committed % BATCH_ROWS).toBe(0);
    expect(committed).toBeLessThanOrEqual(countAtCancel + 2 * BATCH_ROWS);
    expect(committed).toBeLessThan(total);

    const progress = (await ctx.admin.get('/api/admin/imports/cancel-run').expect(200)).body;
    expect(progress).toMatchObject({ state: 'cancelled', rowsRead: committed, rowsTotal: total });
    expect(progress.percent).toBe(Math.floor((committed / total) * 100));
    const [run] = (await ctx.admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
    expect(run).toMatchObject({ uploadId: 'cancel-run', state: 'cancelled', result: { successCount: committed } });

    // Summaries and the admin totals show the committed rows.
    const [stats] = await ctx.db.query(
      `SELECT (SELECT sum(business_count)::int FROM country_stats) AS countries,
              (SELECT sum(business_count)::int FROM category_stats) AS categories`,
    );
    expect(stats).toEqual({ countries: committed, categories: committed });
    expect((await ctx.admin.get('/api/admin/stats').expect(200)).body).toMatchObject({ totalBusinesses: committed });
    const audit = await ctx.db.query(
      `SELECT action, details FROM audit_log WHERE action LIKE 'import.cancel%' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'import.cancel-requested', details: { uploadId: 'cancel-run', state: expect.any(String) } },
      {
        action: 'import.cancelled',
        details: expect.objectContaining({ uploadId: 'cancel-run', successCount: committed }),
      },
    ]);
    expect(uploadFiles(ctx.dataDir, 'cancel-run')).toEqual([]);

    await ctx.admin.post('/api/admin/imports/cancel-run/cancel').expect(409);
    const again = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
    expectConsistent(again);
    expect(again).toMatchObject({ success: true, successCount: total - committed, skippedCount: committed });
    expect(await businessCount(ctx.app)).toBe(total);
  }, 180_000);

  it('answers 404 for an unknown import and 409 for one that has finished', async () => {
    const file = await writeCsv(ctx.dir.file('small.csv'), outscraperSheet(syntheticOutscraperRows(5, 'done')));
    await upload(ctx.admin, file, { uploadId: 'finished-run' }).expect(200);
    const conflict = await ctx.admin.post('/api/admin/imports/finished-run/cancel').expect(409);
    expect(conflict.body).toEqual({ success: false, message: 'İçe aktarma zaten bitti (durum: done)' });
    expect((await ctx.admin.get('/api/admin/imports/finished-run').expect(200)).body.state).toBe('done');
    await ctx.admin.post('/api/admin/imports/no-such-run/cancel').expect(404);
    await request(ctx.app.getHttpServer()).post('/api/admin/imports/finished-run/cancel').expect(401);
  });

  it('cancels an upload whose file is still arriving: nothing is stored, the client gets its answer', async () => {
    const held = await holdUpload(ctx.app, await writeSyntheticCsv(ctx.dir, 'arriving', 2000), {
      uploadId: 'arriving-run',
      sendFirst: 64 * 1024,
    });
    await eventually(async () => (await ctx.admin.get('/api/admin/imports/arriving-run')).body.state === 'receiving');
    // The progress write that reads the cancel comes with the next bytes received.
    const cancelled = otherAdmin.post('/api/admin/imports/arriving-run/cancel').then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const res = await held.finish();
    expect((await cancelled).body).toEqual({ success: true, state: 'cancelled' });
    expect(res).toEqual({
      status: 409,
      body: { success: false, message: 'İçe aktarma iptal edildi: hiçbir satır kaydedilmedi' },
    });
    expect((await ctx.admin.get('/api/admin/imports/arriving-run').expect(200)).body.state).toBe('cancelled');
    expect(await businessCount(ctx.app)).toBe(0);
    expect(uploadFiles(ctx.dataDir, 'arriving-run')).toEqual([]);
  });

  it('finishes the run itself when the process that ran it is gone', async () => {
    // Either instance's periodic sweep would otherwise fail the orphan first whenever it ran between the
    // insert and the cancel (then the cancel rightly answers 409, already finished); this is about the cancel.
    for (const app of [ctx.app, other]) app.get(SchedulerRegistry).deleteInterval(IMPORT_RECOVERY_SWEEP);
    await ctx.db.query(
      `INSERT INTO import_runs (upload_id, file_name, state, bytes_total, rows_read) VALUES ('orphan-run', 'x.csv', 'writing', 100, 1)`,
    );
    expect((await ctx.admin.post('/api/admin/imports/orphan-run/cancel').expect(200)).body).toEqual({
      success: true,
      state: 'cancelled',
    });
    const [run] = (await ctx.admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
    expect(run).toMatchObject({
      uploadId: 'orphan-run',
      state: 'cancelled',
      result: { success: false, message: 'İçe aktarma iptal edildi (hiçbir satır kaydedilmedi)' },
    });
  });
});
