import type { NestExpressApplication } from '@nestjs/platform-express';
import { SITEMAP_PAGES } from '@directory/shared';
import request from 'supertest';
import { gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import type { Business } from '../../src/businesses/business.entity.js';
import { SitemapGenerator } from '../../src/sitemap/sitemap-generator.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { resetData } from '../support/test-app.js';
import {
  BASE_URL,
  bufferParser,
  createSitemapTestApp,
  fetchSitemapSet,
  getXml,
  indexedSitemaps,
  lastmods,
  locs,
  refreshSummaries,
  textParser,
  VALID,
  validateXml,
} from './sitemap-support.js';

/** The pages the route table puts in the main file (page-table.spec.ts pins the list itself). */
const MAIN_URLS = SITEMAP_PAGES.map((p) => BASE_URL + p);

describe('Sitemap files (docs/behaviour.md §7)', () => {
  let app: NestExpressApplication;
  let approved: Business[];

  beforeAll(async () => {
    app = await createSitemapTestApp();
    await resetData(app);
    approved = [
      await createBusiness(app, { name: 'Berlin Garage', category: 'Auto Repair', city: 'Berlin', countryCode: 'DE' }),
      await createBusiness(app, { name: 'Bäckerei Müller', category: 'Bakery', city: 'München', countryCode: 'DE' }),
      await createBusiness(app, { name: 'Brooklyn Bagels', category: 'Bakery', city: 'New York', countryCode: 'US' }),
      await createBusiness(app, { name: 'Cityless Shop', category: 'Restaurant', city: null, countryCode: 'GB' }),
      // A category slug no slug rule would produce, to prove URLs are encoded and the XML stays well-formed.
      await createBusiness(app, {
        name: 'Odd Slug',
        category: 'Fish & Chips',
        categorySlug: "fish-&-<chips>'",
        city: 'Leeds',
        countryCode: 'GB',
      }),
    ];
    await createBusiness(app, {
      name: 'Pending Dentist',
      category: 'Dentist',
      city: 'Paris',
      countryCode: 'FR',
      isApproved: false,
    });
    await app
      .get(DataSource)
      .query(`UPDATE businesses SET updated_at = timestamptz '2025-03-04 05:06:07.891Z' WHERE name = 'Berlin Garage'`);
    await refreshSummaries(app);
    const result = await app.get(SitemapGenerator).run('test');
    expect(result.status).toBe('generated');
  });
  afterAll(() => app.close());

  it('indexes main, categories, countries, cities and one business page with absolute URLs', async () => {
    const index = await getXml(app, '/sitemap.xml');
    expect(locs(index)).toEqual(indexedSitemaps(1));
    expect(lastmods(index)).toHaveLength(5);
  });

  it('validates every file against the sitemaps.org 0.9 schema', async () => {
    const { index, files } = await fetchSitemapSet(app);
    expect(await validateXml(index, 'index')).toEqual(VALID);
    expect(files.size).toBe(5);
    for (const xml of files.values()) expect(await validateXml(xml, 'urlset')).toEqual(VALID);
  });

  it('lists home, the three lists, contact and the legal pages in main.xml', async () => {
    expect(locs(await getXml(app, '/sitemaps/main.xml')).sort()).toEqual([...MAIN_URLS].sort());
  });

  it('lists exactly the categories, countries and cities that have approved businesses', async () => {
    expect(locs(await getXml(app, '/sitemaps/categories.xml')).sort()).toEqual(
      [
        `${BASE_URL}/categories/auto-repair`,
        `${BASE_URL}/categories/bakery`,
        `${BASE_URL}/categories/restaurant`,
        `${BASE_URL}/categories/fish-%26-%3Cchips%3E'`,
      ].sort(),
    );
    expect(locs(await getXml(app, '/sitemaps/countries.xml')).sort()).toEqual(
      [
        `${BASE_URL}/countries/germany`,
        `${BASE_URL}/countries/united-kingdom`,
        `${BASE_URL}/countries/united-states-of-america`,
      ].sort(),
    );
    expect(locs(await getXml(app, '/sitemaps/cities.xml')).sort()).toEqual(
      [
        `${BASE_URL}/cities/de/berlin`,
        `${BASE_URL}/cities/de/munchen`,
        `${BASE_URL}/cities/gb/leeds`,
        `${BASE_URL}/cities/us/new-york`,
      ].sort(),
    );
  });

  it('escapes XML special characters', async () => {
    const xml = await getXml(app, '/sitemaps/categories.xml');
    expect(xml).toContain(`<loc>${BASE_URL}/categories/fish-%26-%3Cchips%3E&apos;</loc>`);
  });

  it('lists approved businesses only, ordered by id, with lastmod from updated_at', async () => {
    const xml = await getXml(app, '/sitemaps/businesses/page-1.xml');
    const sorted = [...approved].sort((a, b) => a.id - b.id);
    expect(locs(xml)).toEqual(sorted.map((b) => `${BASE_URL}/business/${b.slug}`));
    expect(xml).not.toContain('pending-dentist');
    const garage = sorted.findIndex((b) => b.name === 'Berlin Garage');
    expect(lastmods(xml)[garage]).toBe('2025-03-04T05:06:07Z');
    for (const stamp of lastmods(xml)) expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('serves application/xml with a stored ETag, cache headers and 304 on revalidation', async () => {
    const server = app.getHttpServer();
    const first = await request(server).get('/sitemaps/main.xml').set('Accept-Encoding', 'identity').expect(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const [stored] = await app
      .get(DataSource)
      .query(`SELECT etag FROM sitemap_files WHERE path = '/sitemaps/main.xml'`);
    expect(first.headers.etag).toBe(stored.etag);
    await request(server)
      .get('/sitemaps/main.xml')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', stored.etag)
      .expect(304);
    await request(server)
      .get('/sitemaps/main.xml')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', '"other"')
      .expect(200);
  });

  it('sends the stored gzip to clients that accept it', async () => {
    const server = app.getHttpServer();
    const plain = await getXml(app, '/sitemaps/businesses/page-1.xml');
    const res = await request(server)
      .get('/sitemaps/businesses/page-1.xml')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(bufferParser)
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    // superagent unzips on the fly; what it hands over must be the plain file.
    expect((res.body as Buffer).toString('utf8')).toBe(plain);
    const [row] = await app
      .get(DataSource)
      .query(`SELECT etag, content_gzip FROM sitemap_files WHERE path = '/sitemaps/businesses/page-1.xml'`);
    expect(gunzipSync(row.content_gzip).toString('utf8')).toBe(plain);
    expect(res.headers.etag).toBe(`W/${row.etag}`);
    await request(server)
      .get('/sitemaps/businesses/page-1.xml')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', `W/${row.etag}`)
      .expect(304);
  });

  it('answers the stored gzip or plain file, HEAD and 304 with the weak or strong ETag', async () => {
    const server = app.getHttpServer();
    const path = '/sitemaps/countries.xml';
    const gzip = await request(server).get(path).set('Accept-Encoding', 'gzip').parse(textParser).expect(200);
    const plain = await request(server).get(path).set('Accept-Encoding', 'identity').parse(textParser).expect(200);
    const head = await request(server).head(path).set('Accept-Encoding', 'gzip').expect(200);
    const notModified = await request(server)
      .get(path)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', gzip.headers.etag)
      .expect(304);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(gzip.headers.etag.replace(/^W\//, ''));
    expect(plain.body).toBe(gzip.body);
    expect(head.headers['content-length']).toBe(gzip.headers['content-length']);
    expect(notModified.headers.etag).toBe(gzip.headers.etag);
  });

  it('answers 404 for a business page that does not exist', async () => {
    const res = await request(app.getHttpServer()).get('/sitemaps/businesses/page-2.xml').parse(textParser).expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves robots.txt allowing all but /admin and /api, naming the sitemap', async () => {
    const res = await request(app.getHttpServer()).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        '',
        `Sitemap: ${BASE_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('keeps every file valid when the directory is empty', async () => {
    await resetData(app);
    await refreshSummaries(app);
    expect((await app.get(SitemapGenerator).run('empty')).status).toBe('generated');
    const { index, files } = await fetchSitemapSet(app);
    expect([...files.keys()]).toEqual([
      '/sitemaps/main.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/countries.xml',
      '/sitemaps/cities.xml',
    ]);
    expect(await validateXml(index, 'index')).toEqual(VALID);
    for (const xml of files.values()) expect(await validateXml(xml, 'urlset')).toEqual(VALID);
    expect(locs(files.get('/sitemaps/categories.xml')!)).toEqual([`${BASE_URL}/categories`]);
    const [{ count }] = await app.get(DataSource).query(`SELECT count(*)::int AS count FROM sitemap_files`);
    expect(count).toBe(5);
  });
});
