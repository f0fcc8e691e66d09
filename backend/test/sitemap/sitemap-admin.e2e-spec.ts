import type { SitemapOverview, SitemapRegeneration } from '@directory/shared';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { AdvisoryLock } from '../../src/database/advisory-locks.js';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { resetData } from '../support/test-app.js';
import { BASE_URL, createSitemapTestApp, insertBusinesses, refreshSummaries } from './sitemap-support.js';

describe('Admin sitemap endpoints (docs/behaviour.md §4)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createSitemapTestApp();
    await resetData(app);
    await insertBusinesses(app, 9_001, { unapprovedEvery: 10 });
    await createBusiness(app, { name: 'Rome Cafe', category: 'Cafe', city: 'Rome', countryCode: 'IT' });
    await createBusiness(app, {
      name: 'Hidden Cafe',
      category: 'Tea House',
      city: 'Oslo',
      countryCode: 'NO',
      isApproved: false,
    });
    await refreshSummaries(app);
  });
  afterAll(() => app.close());

  it('answers 401 without an admin session', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/admin/sitemaps').expect(401);
    await request(server).post('/api/admin/sitemaps/regenerate').expect(401);
  });

  it('regenerates on request and answers with files, URL counts, bytes, stats and the generated time', async () => {
    const admin = await adminAgent(app);
    const started = Date.now();
    const res = await admin.post('/api/admin/sitemaps/regenerate').expect(200);
    const overview = res.body as SitemapOverview;
    expect(Date.parse(overview.generatedAt!)).toBeGreaterThanOrEqual(started - 1000);
    // 9 001 rows with every 10th pending leave 8 101 approved, plus Rome Cafe: 8 102 in one business file.
    expect(overview.stats).toEqual({ businesses: 8_102, categories: 2, countries: 2, cities: 2 });
    expect(overview.files.map((f) => [f.path, f.url, f.urlCount])).toEqual([
      ['/sitemaps/main.xml', `${BASE_URL}/sitemaps/main.xml`, 9],
      ['/sitemaps/categories.xml', `${BASE_URL}/sitemaps/categories.xml`, 2],
      ['/sitemaps/countries.xml', `${BASE_URL}/sitemaps/countries.xml`, 2],
      ['/sitemaps/cities.xml', `${BASE_URL}/sitemaps/cities.xml`, 2],
      ['/sitemaps/businesses/page-1.xml', `${BASE_URL}/sitemaps/businesses/page-1.xml`, 8_102],
    ]);
    for (const file of overview.files) {
      const served = await request(app.getHttpServer()).get(file.path).set('Accept-Encoding', 'identity').expect(200);
      expect(Number(served.headers['content-length'])).toBe(file.bytes);
    }
  });

  it('lists the same overview on GET', async () => {
    const admin = await adminAgent(app);
    const posted = (await admin.post('/api/admin/sitemaps/regenerate').expect(200)).body as SitemapRegeneration;
    const listed = (await admin.get('/api/admin/sitemaps').expect(200)).body as SitemapOverview;
    const { skipped, message: _message, ...overview } = posted;
    expect(skipped).toBe(false);
    expect(listed).toEqual(overview);
  });

  it('answers skipped, with the stored overview, while another instance holds the generation lock', async () => {
    const admin = await adminAgent(app);
    const before = (await admin.get('/api/admin/sitemaps').expect(200)).body as SitemapOverview;
    const otherInstance = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await otherInstance.connect();
    try {
      await otherInstance.query('SELECT pg_advisory_lock($1)', [AdvisoryLock.SitemapGeneration]);
      const started = Date.now();
      const res = await admin.post('/api/admin/sitemaps/regenerate').expect(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      const { skipped, message, ...overview } = res.body as SitemapRegeneration;
      expect(skipped).toBe(true);
      expect(message).toMatch(/başka bir sunucuda/);
      expect(overview).toEqual(before);
    } finally {
      await otherInstance.end();
    }
  });

  it('splits into two business files past 9 000 approved businesses', async () => {
    await insertBusinesses(app, 1_000, { prefix: 'More' });
    await refreshSummaries(app);
    const admin = await adminAgent(app);
    const overview = (await admin.post('/api/admin/sitemaps/regenerate').expect(200)).body as SitemapOverview;
    const business = overview.files.filter((f) => f.path.startsWith('/sitemaps/businesses/'));
    expect(business.map((f) => [f.path, f.urlCount])).toEqual([
      ['/sitemaps/businesses/page-1.xml', 9_000],
      ['/sitemaps/businesses/page-2.xml', 8_102 + 1_000 - 9_000],
    ]);
    // docs/screens.md §9: "The file count is the business files plus 4."
    expect(overview.files).toHaveLength(business.length + 4);
  });
});
