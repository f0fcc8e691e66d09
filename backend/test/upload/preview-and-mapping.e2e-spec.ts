import type { ImportPreview, ImportResult, ImportRun } from '@directory/shared';
import request from 'supertest';
import {
  type Cell,
  OUTSCRAPER_HEADERS,
  outscraperSheet,
  syntheticOutscraperRows,
  writeCsv,
  writeXlsx,
} from '../fixtures/spreadsheets.js';
import { useTestApp } from '../support/test-app.js';
import {
  businessByPlaceId,
  businessCount,
  eventually,
  expectConsistent,
  upload,
  uploadFiles,
} from './upload-support.js';

/** The Outscraper sheet with the `name` header renamed, as a Turkish export might call it. */
function renamedSheet(rows: Cell[][], header = 'Firma İsmi'): Cell[][] {
  return [OUTSCRAPER_HEADERS.map((h) => (h === 'name' ? header : h)), ...rows];
}

const FIELDS = [
  'name',
  'address',
  'category',
  'place_id',
  'country_code',
  'phone',
  'latitude',
  'longitude',
  'rating',
  'review_count',
  'city',
  'website',
  'description',
  'image_url',
  'hours',
  'amenities',
  'approved',
];

async function history(ctx: { admin: ReturnType<typeof request.agent> }): Promise<ImportRun[]> {
  return (await ctx.admin.get('/api/admin/imports').expect(200)).body as ImportRun[];
}

describe('POST /api/admin/imports/preview', () => {
  const ctx = useTestApp({ dataDir: true, listen: true, admin: true });

  it('answers the headers with the field the importer would give each, and the first 5 data rows, writing nothing', async () => {
    const rows = syntheticOutscraperRows(12, 'preview');
    const file = await writeCsv(ctx.dir.file('preview.csv'), [
      [...renamedSheet([])[0]!, 'Notlar'],
      ...rows.map((r) => [...r, 'x']),
    ]);
    const res = await ctx.admin.post('/api/admin/imports/preview').attach('file', file).expect(200);
    const preview = res.body as ImportPreview;

    expect(preview.fields).toEqual(FIELDS);
    expect(preview.headers).toEqual([
      { header: 'Firma İsmi', field: null },
      { header: 'full_address', field: 'address' },
      { header: 'city', field: 'city' },
      { header: 'phone', field: 'phone' },
      { header: 'type', field: 'category' },
      { header: 'subtypes', field: null },
      { header: 'latitude', field: 'latitude' },
      { header: 'longitude', field: 'longitude' },
      { header: 'rating', field: 'rating' },
      { header: 'reviews', field: 'review_count' },
      { header: 'place_id', field: 'place_id' },
      { header: 'country_code', field: 'country_code' },
      { header: 'working_hours', field: 'hours' },
      { header: 'about', field: 'amenities' },
      { header: 'description', field: 'description' },
      { header: 'photo', field: 'image_url' },
      { header: 'site', field: 'website' },
      { header: 'Notlar', field: null },
    ]);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]![0]).toBe(rows[0]![0]);
    expect(preview.rows[4]![10]).toBe(rows[4]![10]);
    expect(await businessCount(ctx.app)).toBe(0);
    expect(await history(ctx)).toEqual([]);
    expect(uploadFiles(ctx.dataDir)).toEqual([]);
  });

  it('previews an xlsx too, and a file with fewer rows than 5 shows what it has', async () => {
    const file = await writeXlsx(ctx.dir.file('two.xlsx'), outscraperSheet(syntheticOutscraperRows(2, 'px')));
    const preview = (await ctx.admin.post('/api/admin/imports/preview').attach('file', file).expect(200))
      .body as ImportPreview;
    expect(preview.headers[0]).toEqual({ header: 'name', field: 'name' });
    expect(preview.rows).toHaveLength(2);
  });

  it('refuses a file that is not a spreadsheet with the import message, and answers 401 without a session', async () => {
    const pdf = ctx.dir.file('not.csv');
    await import('node:fs/promises').then((fs) => fs.writeFile(pdf, Buffer.from('%PDF-1.4\n\u0000\u0001')));
    const res = await ctx.admin.post('/api/admin/imports/preview').attach('file', pdf).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Please select an Excel file (.xlsx or .xls)' });
    await ctx.admin.post('/api/admin/imports/preview').expect(400);
    await request(ctx.app.getHttpServer()).post('/api/admin/imports/preview').attach('file', pdf).expect(401);
  });
});

describe('POST /api/upload-excel with a `columns` mapping', () => {
  const ctx = useTestApp({ dataDir: true, listen: true, admin: true });

  it('without a mapping a renamed required header is refused, with the mapping every row is imported under it', async () => {
    const rows = syntheticOutscraperRows(30, 'map');
    const file = await writeCsv(ctx.dir.file('renamed.csv'), renamedSheet(rows));

    const refused = await upload(ctx.admin, file).expect(400);
    expect(refused.body).toEqual({ success: false, message: 'Gerekli sütunlar eksik: name' });
    expect(await businessCount(ctx.app)).toBe(0);

    const res = await ctx.admin
      .post('/api/upload-excel')
      .field('columns', JSON.stringify({ 'Firma İsmi': 'name', subtypes: null }))
      .attach('file', file)
      .expect(200);
    const result = res.body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({ success: true, totalRows: 30, successCount: 30 });
    expect(await businessCount(ctx.app)).toBe(30);
    expect((await businessByPlaceId(ctx.app, rows[7]![10] as string)).name).toBe(rows[7]![0]);
  });

  it('a mapping wins over an alias: a column mapped to phone fills phone, and a column mapped to null is left out', async () => {
    const file = await writeCsv(ctx.dir.file('override.csv'), [
      ['name', 'address', 'type', 'place_id', 'country_code', 'phone', 'Mobil'],
      ['Kahve Durağı', 'Moda Cd. 1, İstanbul', 'Cafe', 'p-map-1', 'TR', '+90 212 000 00 00', '+90 555 111 22 33'],
    ]);
    await ctx.admin
      .post('/api/upload-excel')
      .field('columns', JSON.stringify({ Mobil: 'phone', phone: '' }))
      .attach('file', file)
      .expect(200);
    expect(await businessByPlaceId(ctx.app, 'p-map-1')).toMatchObject({ phone: '+90 555 111 22 33' });
  });

  it.each([
    [{ 'Firma İsmi': 'firma' }, /^Bilinmeyen alan adı: "firma"\. Geçerli alanlar: name, address, /],
    [{ 'Firma İsmi': 42 }, /^Bilinmeyen alan adı: "42"/],
    ['not json', /^columns bir JSON nesnesi olmalı/],
    [['name'], /^columns bir JSON nesnesi olmalı/],
    [{ 'Yok Böyle Başlık': 'name' }, /^Eşlenen başlıklar dosyada yok: "Yok Böyle Başlık"$/],
  ])('refuses the mapping %j with a Turkish 400 and writes nothing', async (columns, message) => {
    const file = await writeCsv(ctx.dir.file('bad-map.csv'), renamedSheet(syntheticOutscraperRows(5, 'bad')));
    const res = await ctx.admin
      .post('/api/upload-excel')
      .field('uploadId', 'bad-mapping')
      .field('columns', typeof columns === 'string' ? columns : JSON.stringify(columns))
      .attach('file', file)
      .expect(400);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(await businessCount(ctx.app)).toBe(0);
    const [run] = await history(ctx);
    expect(run).toMatchObject({ uploadId: 'bad-mapping', state: 'failed', reason: res.body.message });
    expect(uploadFiles(ctx.dataDir)).toEqual([]);
  });
});

describe('import history and modes', () => {
  const ctx = useTestApp({ dataDir: true, listen: true, admin: true });

  it('keeps why a failed import stopped', async () => {
    const file = await writeCsv(ctx.dir.file('no-place.csv'), [
      ['name', 'address', 'category', 'country_code'],
      ['A', 'B', 'C', 'DE'],
    ]);
    await upload(ctx.admin, file, { uploadId: 'missing-columns' }).expect(400);
    const [run] = await history(ctx);
    expect(run).toMatchObject({
      uploadId: 'missing-columns',
      state: 'failed',
      reason: 'Gerekli sütunlar eksik: place_id',
      result: null,
    });
  });

  it('mode=skip leaves a stored place_id as it is, mode=update overwrites it and counts it as a success; another mode is a 400', async () => {
    const first = syntheticOutscraperRows(3, 'mode');
    await upload(ctx.admin, await writeCsv(ctx.dir.file('v1.csv'), outscraperSheet(first))).expect(200);
    const renamed = first.map((row) => [`${row[0]} (yeni)`, ...row.slice(1)]);
    const v2 = await writeCsv(ctx.dir.file('v2.csv'), outscraperSheet(renamed));

    const skipped = (await upload(ctx.admin, v2, { mode: 'skip' }).expect(200)).body as ImportResult;
    expect(skipped).toMatchObject({ successCount: 0, skippedCount: 3, totalRows: 3 });
    expect((await businessByPlaceId(ctx.app, first[0]![10] as string)).name).toBe(first[0]![0]);

    const updated = (await upload(ctx.admin, v2, { mode: 'update' }).expect(200)).body as ImportResult;
    expectConsistent(updated);
    expect(updated).toMatchObject({ success: true, successCount: 3, skippedCount: 0, totalRows: 3 });
    expect((await businessByPlaceId(ctx.app, first[0]![10] as string)).name).toBe(`${first[0]![0]} (yeni)`);
    expect(await businessCount(ctx.app)).toBe(3);

    const wrong = await upload(ctx.admin, v2, { mode: 'replace' }).expect(400);
    expect(wrong.body.message).toMatch(/^mode yalnızca "skip" veya "update" olabilir/);
  });

  it('a cancel mid-way leaves exactly the counts the history shows in the database', async () => {
    const total = 16_000;
    const file = await writeCsv(ctx.dir.file('cancel.csv'), outscraperSheet(syntheticOutscraperRows(total, 'cx')));
    const pending = upload(ctx.admin, file, { uploadId: 'cancel-counts' }).then((res) => res);
    await eventually(async () => (await businessCount(ctx.app)) > 0);
    await ctx.admin.post('/api/admin/imports/cancel-counts/cancel').expect(200);
    expect((await pending).status).toBe(409);

    const stored = await businessCount(ctx.app);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(total);
    const [run] = await history(ctx);
    expect(run).toMatchObject({
      uploadId: 'cancel-counts',
      state: 'cancelled',
      rowsRead: stored,
      result: { successCount: stored, totalRows: stored, skippedCount: 0, errorCount: 0 },
      reason: expect.stringMatching(new RegExp(`^İçe aktarma iptal edildi: ${stored} işletme eklendi`)),
    });
  }, 120_000);
});
