import type { NestExpressApplication } from '@nestjs/platform-express';
import { open, writeFile } from 'node:fs/promises';
import request, { type Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { writePdf, writeTruncated } from '../fixtures/bad-files.js';
import { FixtureDir, outscraperSheet, syntheticOutscraperRows, writeCsv, writeXlsx } from '../fixtures/spreadsheets.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';
import { businessCount, upload } from './upload-support.js';

const NOT_EXCEL = { success: false, message: 'Please select an Excel file (.xlsx or .xls)' };

describe('POST /api/upload-excel with bad files', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  const dir = new FixtureDir();
  const rows = outscraperSheet(syntheticOutscraperRows(40, 'bad'));

  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminAgent(app);
    await resetData(app);
  });
  afterEach(async () => {
    // Every refusal leaves the server healthy and the directory untouched.
    await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(await businessCount(app)).toBe(0);
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  it('refuses a text file renamed .xlsx', async () => {
    const file = dir.file('renamed.xlsx');
    await writeFile(file, 'name,address,category,place_id,country_code\nA,B,C,D,DE\n');
    expect((await upload(admin, file).expect(400)).body).toEqual(NOT_EXCEL);
  });

  it('refuses a PDF, under its own name or renamed to .xlsx, .xls or .csv', async () => {
    for (const name of ['doc.pdf', 'doc.xlsx', 'doc.xls', 'doc.csv']) {
      const file = await writePdf(dir.file(name));
      expect((await upload(admin, file).expect(400)).body).toEqual(NOT_EXCEL);
    }
  });

  it('refuses a truncated xlsx as unreadable', async () => {
    const whole = await writeXlsx(dir.file('whole.xlsx'), rows);
    const file = await writeTruncated(whole, dir.file('truncated.xlsx'), 0.6);
    const res = await upload(admin, file).expect(400);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/^Dosya okunamadı/) });
  });

  it('refuses a file with headers but no data row', async () => {
    for (const file of [
      await writeXlsx(dir.file('headers.xlsx'), [rows[0] as string[], [], []]),
      await writeCsv(dir.file('headers.csv'), [rows[0] as string[]]),
    ]) {
      const res = await upload(admin, file).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Dosyada veri satırı yok: yalnızca başlık satırı bulundu' });
    }
  });

  it('refuses an empty file', async () => {
    const file = dir.file('empty.csv');
    await writeFile(file, '');
    expect((await upload(admin, file).expect(400)).body).toEqual({
      success: false,
      message: 'Dosya boş: başlık satırı bulunamadı',
    });
  });

  it('answers 413 with the Turkish text for a file over 150 MB', async () => {
    const file = dir.file('huge.xlsx');
    const handle = await open(file, 'w');
    await handle.truncate(151 * 1024 * 1024);
    await handle.close();
    const res = await upload(admin, file).expect(413);
    expect(res.body).toEqual({ success: false, message: "Maksimum dosya boyutu 150MB'dır" });
  }, 120_000);

  it('answers 400 when no file is sent, or under another field name', async () => {
    expect((await admin.post('/api/upload-excel').field('mode', 'update').expect(400)).body).toEqual(NOT_EXCEL);
    const file = await writeCsv(dir.file('other-field.csv'), rows);
    expect((await admin.post('/api/upload-excel').attach('document', file).expect(400)).body).toEqual(NOT_EXCEL);
  });

  it('marks a refused import as failed in its history', async () => {
    const file = dir.file('renamed-again.xlsx');
    await writeFile(file, 'just text');
    await upload(admin, file, { uploadId: 'refused-run' }).expect(400);
    expect((await admin.get('/api/admin/imports/refused-run').expect(200)).body).toMatchObject({ state: 'failed' });
    const [audit] = await app
      .get(DataSource)
      .query(`SELECT details FROM audit_log WHERE action = 'import.failed' ORDER BY id DESC LIMIT 1`);
    expect(audit.details).toMatchObject({ uploadId: 'refused-run', message: NOT_EXCEL.message });
  });
});
