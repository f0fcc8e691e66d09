import type { ImportResult } from '@directory/shared';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createBusiness } from '../factories/business.factory.js';
import { TEMPLATE_COLUMNS } from '../../src/upload/upload-template.js';
import {
  APIFY_HEADERS,
  OUTSCRAPER_HEADERS,
  outscraperRow,
  outscraperSheet,
  syntheticOutscraperRows,
  writeCsv,
  writeSyntheticCsv,
  writeXls,
  writeXlsx,
} from '../fixtures/spreadsheets.js';
import { useTestApp } from '../support/test-app.js';
import { amenitiesOf, businessByPlaceId, businessCount, expectConsistent, hoursOf, upload } from './upload-support.js';

describe('POST /api/upload-excel', () => {
  const ctx = useTestApp({ env: { PUBLIC_BASE_URL: 'https://directory.example' }, admin: true });

  it('imports an Outscraper export as it is: hours with en dashes, two-level about, Turkish and German text', async () => {
    const file = await writeXlsx(ctx.dir.file('outscraper.xlsx'), [
      [...OUTSCRAPER_HEADERS],
      outscraperRow({
        name: 'Çiğ Köfteci Şükrü',
        address: 'İstiklal Cd. No:5, 34430 Beyoğlu/İstanbul, Türkiye',
        city: 'İstanbul',
        phone: '+90 212 555 00 11',
        category: 'Turkish restaurant',
        latitude: 41.0341,
        longitude: 28.9777,
        rating: 4.7,
        reviews: 1234,
        placeId: 'ChIJ-outscraper-1',
        countryCode: 'TR',
        hours: { Monday: '5–9:30PM', Saturday: '11AM–3PM,5–9:30PM', Tuesday: 'Closed', Sunday: 'Open 24 hours' },
        about: {
          'Service options': { Delivery: true, 'Dine-in': true },
          Accessibility: { 'Wheelchair accessible entrance': false },
        },
        description: 'Acılı çiğ köfte, ayran ve şalgam.',
        photo: 'https://lh5.googleusercontent.com/p/photo.jpg',
        site: 'https://sukru.example.com.tr/',
      }),
      outscraperRow({
        name: 'Bäckerei Müller & Söhne',
        address: 'Große Straße 12, 80331 München, Deutschland',
        category: 'Bäckerei',
        latitude: 48.1372,
        longitude: 11.5756,
        rating: '4,5',
        reviews: '1.234',
        placeId: 'ChIJ-outscraper-2',
        countryCode: 'de',
      }),
    ]);
    const res = await upload(ctx.admin, file).expect(200);
    const result = res.body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({
      success: true,
      totalRows: 2,
      successCount: 2,
      skippedCount: 0,
      errorCount: 0,
      errors: [],
      skippedBusinesses: [],
    });

    const kofte = await businessByPlaceId(ctx.app, 'ChIJ-outscraper-1');
    expect(kofte).toMatchObject({
      name: 'Çiğ Köfteci Şükrü',
      address: 'İstiklal Cd. No:5, 34430 Beyoğlu/İstanbul, Türkiye',
      category: 'Turkish restaurant',
      category_slug: 'turkish-restaurant',
      city: 'İstanbul',
      city_slug: 'istanbul',
      country_code: 'TR',
      phone: '+90 212 555 00 11',
      website: 'https://sukru.example.com.tr/',
      image_url: 'https://lh5.googleusercontent.com/p/photo.jpg',
      description: 'Acılı çiğ köfte, ayran ve şalgam.',
      rating: '4.7',
      review_count: 1234,
      latitude: 41.0341,
      longitude: 28.9777,
      is_approved: true,
    });
    expect(kofte.slug).toMatch(/^cig-kofteci-sukru-[a-z0-9]{6}$/);
    expect(await hoursOf(ctx.app, 'ChIJ-outscraper-1')).toEqual([
      { dayOfWeek: 0, openTime: '00:00', closeTime: '23:59', isClosed: false },
      { dayOfWeek: 1, openTime: '17:00', closeTime: '21:30', isClosed: false },
      { dayOfWeek: 2, openTime: null, closeTime: null, isClosed: true },
      { dayOfWeek: 6, openTime: '11:00', closeTime: '15:00', isClosed: false },
      { dayOfWeek: 6, openTime: '17:00', closeTime: '21:30', isClosed: false },
    ]);
    expect(await amenitiesOf(ctx.app, 'ChIJ-outscraper-1')).toEqual([
      { amenityType: 'Delivery', hasAmenity: true },
      { amenityType: 'Dine in', hasAmenity: true },
      { amenityType: 'Wheelchair accessible entrance', hasAmenity: false },
    ]);

    const baker = await businessByPlaceId(ctx.app, 'ChIJ-outscraper-2');
    expect(baker).toMatchObject({
      name: 'Bäckerei Müller & Söhne',
      country_code: 'DE',
      rating: '4.5',
      review_count: 1234,
      city: 'Munich',
    });
    // No city column: the nearest GeoNames place within 50 km names it (GeoNames' English name).
    expect(baker.slug).toMatch(/^backerei-muller-sohne-[a-z0-9]{6}$/);

    // The public page shows it at once: summaries and caches followed the import.
    const page = await request(ctx.app.getHttpServer()).get(`/api/businesses/${kofte.slug}`).expect(200);
    expect(page.body).toMatchObject({ name: 'Çiğ Köfteci Şükrü', city: 'İstanbul', hours: expect.any(Array) });
    const [stats] = await ctx.app
      .get(DataSource)
      .query(`SELECT business_count FROM category_stats WHERE category_slug = 'turkish-restaurant'`);
    expect(stats.business_count).toBe(1);
  });

  it('imports an Apify export: flattened location and opening hours, additionalInfo arrays, "9 AM to 5 PM"', async () => {
    const additionalInfo = JSON.stringify({
      'Service options': [{ Takeout: true }, { Delivery: false }],
      Amenities: [{ 'Wi-Fi': true }],
    });
    const file = await writeCsv(ctx.dir.file('apify.csv'), [
      [...APIFY_HEADERS],
      [
        'Café Zürich',
        'Coffee shop',
        'Bahnhofstrasse 1, 8001 Zürich, Switzerland',
        'Zürich',
        'CH',
        '+41 44 000 00 00',
        '47.3769',
        '8.5417',
        '4.4',
        '87',
        'ChIJ-apify-1',
        'https://cafe-zuerich.example/',
        'https://img.example/cafe.jpg',
        'Kaffee & Kuchen',
        'https://www.google.com/maps/place/?q=place_id:ChIJ-apify-1',
        'Monday',
        '9\u202fAM to 5\u202fPM',
        'Tuesday',
        '9 AM to 12 PM, 1 to 5 PM',
        'Sunday',
        'Closed',
        additionalInfo,
      ],
    ]);
    const result = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
    expect(result).toMatchObject({ success: true, successCount: 1 });
    expect(await businessByPlaceId(ctx.app, 'ChIJ-apify-1')).toMatchObject({
      name: 'Café Zürich',
      category: 'Coffee shop',
      latitude: 47.3769,
      longitude: 8.5417,
      rating: '4.4',
      review_count: 87,
      website: 'https://cafe-zuerich.example/',
      image_url: 'https://img.example/cafe.jpg',
      country_code: 'CH',
    });
    expect(await hoursOf(ctx.app, 'ChIJ-apify-1')).toEqual([
      { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
      { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
      { dayOfWeek: 2, openTime: '09:00', closeTime: '12:00', isClosed: false },
      { dayOfWeek: 2, openTime: '13:00', closeTime: '17:00', isClosed: false },
    ]);
    expect(await amenitiesOf(ctx.app, 'ChIJ-apify-1')).toEqual([
      { amenityType: 'Takeout', hasAmenity: true },
      { amenityType: 'Delivery', hasAmenity: false },
      { amenityType: 'Wi Fi', hasAmenity: true },
    ]);
  });

  it.each([
    ['semicolon with BOM', ';', true],
    ['tab', '\t', false],
  ])('reads CSV with %s delimiters, numbering records with the header as 1', async (_label, delimiter, bom) => {
    const file = await writeCsv(
      ctx.dir.file(`delimited-${bom}.csv`),
      [
        ['Name', 'Adres', 'Category', 'Place ID', 'Ülke Kodu', 'Rating'],
        ['Köfte; Evi', 'Bağdat Cd. 1, İstanbul', 'Restoran', 'p-csv-1', 'TR', '4,2'],
        ['', 'x', 'y', 'p-csv-2', 'TR', ''],
        ['Straße', 'Hauptstr. 1, Berlin', 'Café', 'p-csv-3', 'DE', '5'],
      ],
      delimiter,
      bom,
    );
    const result = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({ totalRows: 3, successCount: 2, errorCount: 1, success: false });
    expect(result.errors).toEqual(['Satır 3: zorunlu alan boş: name']);
    expect(await businessByPlaceId(ctx.app, 'p-csv-1')).toMatchObject({
      name: 'Köfte; Evi',
      rating: '4.2',
      city: 'İstanbul',
    });
  });

  it('imports a .xls workbook', async () => {
    const file = await writeXls(ctx.dir.file('legacy.xls'), outscraperSheet(syntheticOutscraperRows(3, 'xls')));
    const result = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
    expect(result).toMatchObject({ success: true, totalRows: 3, successCount: 3 });
    expect(await businessCount(ctx.app)).toBe(3);
  });

  it('answers 400 naming the missing required columns, and writes nothing', async () => {
    const file = await writeXlsx(ctx.dir.file('missing.xlsx'), [
      ['title', 'phone', 'countryCode'],
      ['A', '1', 'DE'],
    ]);
    const res = await upload(ctx.admin, file).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Gerekli sütunlar eksik: address, category, place_id' });
    expect(await businessCount(ctx.app)).toBe(0);
  });

  it('numbers rows as the spreadsheet does, skips blank rows, and reports bad rows without losing good ones', async () => {
    const file = await writeXlsx(ctx.dir.file('rows.xlsx'), [
      ['name', 'address', 'category', 'place_id', 'country_code', 'rating', 'latitude', 'longitude', 'reviews'],
      ['Good', 'Street 1, Berlin', 'Bar', 'p-rows-1', 'DE', 'five', '52.5', 'abc', 'many'],
      [null, null, null, null, null, null, null, null, null],
      ['No country', 'Street 2', 'Bar', 'p-rows-2', 'XX', null, null, null, null],
      ['', '', '', '', '', '', '', '', ''],
      ['Also good', 'Street 3, Berlin', 'Bar', 'p-rows-3', 'DE', '4.5', '52.5', '13.4', '1,234'],
      ['No place', 'Street 4', 'Bar', null, 'DE', null, null, null, null],
    ]);
    const result = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({ totalRows: 4, successCount: 2, errorCount: 2, skippedCount: 0, success: false });
    expect(result.errors).toEqual([
      'Satır 4: geçersiz ülke kodu "XX" (ISO 3166 alpha-2 bekleniyor)',
      'Satır 7: zorunlu alan boş: place_id',
    ]);
    expect(await businessByPlaceId(ctx.app, 'p-rows-1')).toMatchObject({
      rating: null,
      latitude: null,
      longitude: null,
      review_count: 0,
    });
    expect(await businessByPlaceId(ctx.app, 'p-rows-3')).toMatchObject({
      rating: '4.5',
      latitude: 52.5,
      longitude: 13.4,
      review_count: 1234,
    });
  });

  it('skips place_ids already stored or seen earlier in the file, naming them', async () => {
    await createBusiness(ctx.app, { name: 'Stored Already', placeId: 'p-dup-stored' });
    const rows = [
      ['name', 'address', 'category', 'place_id', 'country_code'],
      ['First', 'A 1, Berlin', 'Bar', 'p-dup-1', 'DE'],
      ['Stored Again', 'A 2, Berlin', 'Bar', 'p-dup-stored', 'DE'],
      ['First Twice', 'A 3, Berlin', 'Bar', 'p-dup-1', 'DE'],
      ['Second', 'A 4, Berlin', 'Bar', 'p-dup-2', 'DE'],
    ];
    const result = (await upload(ctx.admin, await writeXlsx(ctx.dir.file('dups.xlsx'), rows)).expect(200))
      .body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({ success: true, totalRows: 4, successCount: 2, skippedCount: 2, errorCount: 0 });
    expect(result.skippedBusinesses.sort()).toEqual(['First Twice (p-dup-1)', 'Stored Again (p-dup-stored)']);
    expect(await businessByPlaceId(ctx.app, 'p-dup-1')).toMatchObject({ name: 'First' });
    expect(await businessByPlaceId(ctx.app, 'p-dup-stored')).toMatchObject({ name: 'Stored Already' });

    // Across batches too: the same file again skips everything.
    const again = (await upload(ctx.admin, await writeXlsx(ctx.dir.file('dups2.xlsx'), rows)).expect(200))
      .body as ImportResult;
    expect(again).toMatchObject({ totalRows: 4, successCount: 0, skippedCount: 4 });
    expect(await businessCount(ctx.app)).toBe(3);
  });

  it('keeps the report lists at 1 000 entries while counting every row', async () => {
    const rows = [['name', 'address', 'category', 'place_id', 'country_code']];
    for (let i = 0; i < 1200; i++) rows.push([`Bad ${i}`, 'Street', 'Bar', `p-bad-${i}`, 'ZZ']);
    for (let i = 0; i < 1100; i++) rows.push([`Good ${i}`, 'Street, Berlin', 'Bar', `p-ok-${i % 50}`, 'DE']);
    const result = (await upload(ctx.admin, await writeCsv(ctx.dir.file('many-errors.csv'), rows)).expect(200))
      .body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({ totalRows: 2300, errorCount: 1200, successCount: 50, skippedCount: 1050 });
    expect(result.errors).toHaveLength(1000);
    expect(result.skippedBusinesses).toHaveLength(1000);
    expect(result.errors[0]).toBe('Satır 2: geçersiz ülke kodu "ZZ" (ISO 3166 alpha-2 bekleniyor)');
  });

  it('stores unapproved rows when an approved column says false', async () => {
    const file = await writeXlsx(ctx.dir.file('approved.xlsx'), [
      ['name', 'address', 'category', 'place_id', 'country_code', 'is_approved'],
      ['Hidden', 'A 1, Berlin', 'Bar', 'p-appr-1', 'DE', false],
      ['Shown', 'A 2, Berlin', 'Bar', 'p-appr-2', 'DE', 'true'],
      ['Default', 'A 3, Berlin', 'Bar', 'p-appr-3', 'DE', null],
    ]);
    await upload(ctx.admin, file).expect(200);
    expect((await businessByPlaceId(ctx.app, 'p-appr-1')).is_approved).toBe(false);
    expect((await businessByPlaceId(ctx.app, 'p-appr-2')).is_approved).toBe(true);
    expect((await businessByPlaceId(ctx.app, 'p-appr-3')).is_approved).toBe(true);
  });

  it('stores rich-text and object cells as text, never [object Object]', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow(['name', 'address', 'category', 'place_id', 'country_code', 'description', 'website']);
    sheet.addRow([
      { richText: [{ text: 'Rich ' }, { font: { bold: true }, text: 'Name' }] },
      'A 1, Berlin',
      'Bar',
      'p-rich-1',
      'DE',
      { richText: [{ text: 'Line one, ' }, { text: 'line two' }] },
      { text: 'Our site', hyperlink: 'https://rich.example/' },
    ]);
    const file = ctx.dir.file('rich.xlsx');
    await book.xlsx.writeFile(file);
    await upload(ctx.admin, file).expect(200);
    const row = await businessByPlaceId(ctx.app, 'p-rich-1');
    expect(row).toMatchObject({ name: 'Rich Name', description: 'Line one, line two', website: 'Our site' });
  });

  it('mode=update refreshes stored place_ids instead of skipping them; blank cells keep stored values', async () => {
    const header = [
      'name',
      'address',
      'category',
      'place_id',
      'country_code',
      'rating',
      'reviews',
      'phone',
      'working_hours',
    ];
    await upload(
      ctx.admin,
      await writeXlsx(ctx.dir.file('v1.xlsx'), [
        header,
        ['Old Name', 'A 1, Berlin', 'Bar', 'p-upd-1', 'DE', 3.1, 10, '+49 1', '{"Monday":"9AM-5PM"}'],
      ]),
    ).expect(200);
    const before = await businessByPlaceId(ctx.app, 'p-upd-1');
    const file = await writeXlsx(ctx.dir.file('v2.xlsx'), [
      header,
      ['New Name', 'A 1, Berlin', 'Bar', 'p-upd-1', 'DE', 4.6, 250, null, '{"Tuesday":"10AM-2PM"}'],
      ['Brand New', 'A 2, Berlin', 'Bar', 'p-upd-2', 'DE', 4, 5, null, null],
      ['Repeated', 'A 1, Berlin', 'Bar', 'p-upd-1', 'DE', 1, 1, null, null],
    ]);
    const result = (await upload(ctx.admin, file, { mode: 'update' }).expect(200)).body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({ success: true, totalRows: 3, successCount: 2, skippedCount: 1 });
    expect(result.message).toContain('1 işletme eklendi, 1 güncellendi');
    expect(result.skippedBusinesses).toEqual(['Repeated (p-upd-1)']);
    const after = await businessByPlaceId(ctx.app, 'p-upd-1');
    expect(after).toMatchObject({
      id: before.id,
      name: 'New Name',
      rating: '4.6',
      review_count: 250,
      phone: '+49 1',
      slug: before.slug,
    });
    expect(await hoursOf(ctx.app, 'p-upd-1')).toEqual([
      { dayOfWeek: 2, openTime: '10:00', closeTime: '14:00', isClosed: false },
    ]);

    const skipped = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
    expect(skipped).toMatchObject({ successCount: 0, skippedCount: 3 });
    await upload(ctx.admin, file, { mode: 'replace' }).expect(400);
  });

  it('reports progress by uploadId, keeps a history, and writes the audit log', async () => {
    const file = await writeSyntheticCsv(ctx.dir, 'progress', 30);
    await upload(ctx.admin, file, { uploadId: 'progress-run-1' }).expect(200);
    const progress = await ctx.admin.get('/api/admin/imports/progress-run-1').expect(200);
    expect(progress.body).toEqual({
      uploadId: 'progress-run-1',
      state: 'done',
      bytesTotal: expect.any(Number),
      bytesRead: expect.any(Number),
      // Data rows: the header row is not one of them.
      rowsRead: 30,
      rowsTotal: 30,
      percent: 100,
    });
    expect(progress.body.bytesRead).toBe(progress.body.bytesTotal);
    const history = await ctx.admin.get('/api/admin/imports').expect(200);
    expect(history.body[0]).toMatchObject({
      uploadId: 'progress-run-1',
      fileName: 'progress.csv',
      username: 'e2e-admin',
      state: 'done',
      result: { success: true, totalRows: 30, successCount: 30 },
    });
    expect(history.body[0].result.errors).toBeUndefined();
    await ctx.admin.get('/api/admin/imports/unknown-run').expect(404);
    await upload(ctx.admin, file, { uploadId: 'progress-run-1' }).expect(409);
    await upload(ctx.admin, file, { uploadId: 'bad id!' }).expect(400);
    const [audit] = await ctx.app
      .get(DataSource)
      .query(`SELECT username, action, details FROM audit_log WHERE action = 'import.finished'`);
    expect(audit).toMatchObject({
      username: 'e2e-admin',
      details: { uploadId: 'progress-run-1', successCount: 30, totalRows: 30 },
    });
  });

  it('serves an upload template that imports as it is', async () => {
    const res = await ctx.admin
      .get('/api/admin/upload-template')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(res.body as Buffer).buffer);
    const header = (book.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(TEMPLATE_COLUMNS);
    const file = ctx.dir.file('template.xlsx');
    await book.xlsx.writeFile(file);
    const result = (await upload(ctx.admin, file).expect(200)).body as ImportResult;
    expect(result).toMatchObject({ success: true, successCount: 1 });
  });

  it('refuses every import call without an admin session', async () => {
    const file = await writeCsv(ctx.dir.file('anon.csv'), [['name'], ['x']]);
    const anon = request(ctx.app.getHttpServer());
    await anon.post('/api/upload-excel').attach('file', file).expect(401);
    await anon.get('/api/admin/imports').expect(401);
    await anon.get('/api/admin/imports/x').expect(401);
    await anon.get('/api/admin/upload-template').expect(401);
    expect(await businessCount(ctx.app)).toBe(0);
  });
});
