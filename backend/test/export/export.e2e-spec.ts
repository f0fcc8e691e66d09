import type { NestExpressApplication } from '@nestjs/platform-express';
import { parse } from 'csv-parse/sync';
import request, { type Agent, type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';

const BOM = '\uFEFF';
const today = () => new Date().toISOString().slice(0, 10);

/** The raw body as text (supertest would otherwise try to parse or drop a CSV download). */
function text(req: request.Test): request.Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });
}

function records(res: Response): string[][] {
  return parse((res.body as string).slice(BOM.length), { relax_column_count: false });
}

describe('CSV export', () => {
  let app: NestExpressApplication;
  let admin: Agent;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://directory.example' });
    admin = await adminAgent(app);
    await resetData(app);
    await createBusiness(app, {
      name: 'Kahve, "Dünyası"\nŞube 2',
      address: 'Bağdat Cd. 1, İstanbul',
      phone: '+90 216 000 00 00',
      category: 'Café',
      placeId: 'p-export-tr',
      countryCode: 'TR',
      city: 'İstanbul',
      rating: 4.5,
      reviewCount: 1234,
      latitude: -33.8688,
      longitude: 151.2093,
      website: '=HYPERLINK("http://evil.example","click")',
    });
    await createBusiness(app, {
      name: '@SUM(A1:A9)',
      address: '-Straße 5',
      phone: null,
      category: 'Bäckerei',
      placeId: 'p-export-de',
      countryCode: 'DE',
      city: 'München',
      rating: null,
      isApproved: false,
    });
  });
  afterAll(() => app.close());

  it('streams every business as UTF-8 CSV with BOM, the labels of the fields asked, in that order', async () => {
    const res = await text(
      admin
        .post('/api/export-csv')
        .send({ selectedFields: ['placeId', 'name', 'rating', 'reviewCount', 'countryCode'], countryCode: 'all' }),
    ).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="businesses_export_${today()}.csv"`);
    expect((res.body as string).startsWith(BOM)).toBe(true);
    const [header, ...rows] = records(res);
    expect(header).toEqual(['Place ID', 'Firma Adı', 'Değerlendirme', 'Yorum Sayısı', 'Ülke Kodu']);
    // "The export holds every business of the chosen country, approved or not."
    expect(rows).toEqual([
      ['p-export-tr', 'Kahve, "Dünyası"\nŞube 2', '4.5', '1234', 'TR'],
      ['p-export-de', "'@SUM(A1:A9)", '', '10', 'DE'],
    ]);
  });

  it('quotes as RFC 4180 asks: CRLF records, quoted fields with commas, quotes and line breaks', async () => {
    const res = await text(
      admin.post('/api/export-csv').send({ selectedFields: ['name', 'city'], countryCode: 'TR' }),
    ).expect(200);
    expect(res.body).toBe(`${BOM}Firma Adı,Şehir\r\n"Kahve, ""Dünyası""\nŞube 2",İstanbul\r\n`);
  });

  it('prefixes formula-like cells with a quote, but not numbers or phone numbers', async () => {
    const res = await text(
      admin
        .post('/api/export-csv')
        .send({ selectedFields: ['name', 'address', 'phone', 'website', 'latitude', 'longitude'], countryCode: 'all' }),
    ).expect(200);
    const [, tr, de] = records(res);
    expect(tr).toEqual([
      'Kahve, "Dünyası"\nŞube 2',
      'Bağdat Cd. 1, İstanbul',
      '+90 216 000 00 00',
      `'=HYPERLINK("http://evil.example","click")`,
      '-33.8688',
      '151.2093',
    ]);
    expect(de?.slice(0, 3)).toEqual(["'@SUM(A1:A9)", "'-Straße 5", '']);
  });

  it('filters by country code in any case and names the file after it; url links to the public page', async () => {
    const res = await text(admin.get('/api/admin/export-csv?fields=name,url,slug,category&countryCode=de')).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="businesses_DE_${today()}.csv"`);
    const [header, row, ...rest] = records(res);
    expect(header).toEqual(['Firma Adı', 'URL Link', 'Slug', 'Kategori']);
    expect(rest).toEqual([]);
    expect(row?.[1]).toBe(`https://directory.example/business/${row?.[2]}`);
    expect(row?.[3]).toBe('Bäckerei');
  });

  it('answers a header row only for a country with no businesses', async () => {
    const res = await text(admin.post('/api/export-csv').send({ selectedFields: ['name'], countryCode: 'FR' })).expect(
      200,
    );
    expect(res.body).toBe(`${BOM}Firma Adı\r\n`);
  });

  it('answers 400 for an unknown field, no field, or a bad country code', async () => {
    for (const body of [
      { selectedFields: ['name', 'password'], countryCode: 'all' },
      { selectedFields: [], countryCode: 'all' },
      { countryCode: 'all' },
      { selectedFields: ['name'], countryCode: 'XYZ' },
      { selectedFields: ['name'], countryCode: 'QQ' },
    ]) {
      const res = await admin.post('/api/export-csv').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(Array) });
    }
    await admin.get('/api/admin/export-csv?countryCode=all').expect(400);
    await admin.get('/api/admin/export-csv?fields=name,nope').expect(400);
  });

  it('needs an admin session', async () => {
    await request(app.getHttpServer())
      .post('/api/export-csv')
      .send({ selectedFields: ['name'], countryCode: 'all' })
      .expect(401);
    await request(app.getHttpServer()).get('/api/admin/export-csv?fields=name').expect(401);
  });

  it('streams a large export from a cursor without losing rows', async () => {
    await app.get(DataSource).query(`
      INSERT INTO businesses (name, slug, category, category_slug, address, country_code, place_id)
      SELECT 'Bulk ' || g, 'bulk-' || g, 'Bulk', 'bulk', 'Street ' || g, 'NL', 'p-bulk-' || g FROM generate_series(1, 25000) g`);
    const res = await text(
      admin.post('/api/export-csv').send({ selectedFields: ['placeId'], countryCode: 'NL' }),
    ).expect(200);
    const rows = records(res)
      .slice(1)
      .map((r) => r[0]);
    expect(rows).toHaveLength(25000);
    expect(rows[0]).toBe('p-bulk-1');
    expect(rows[24999]).toBe('p-bulk-25000');
  });
});
