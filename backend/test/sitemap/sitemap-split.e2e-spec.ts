import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SitemapFilesRepository } from '../../src/sitemap/sitemap-files.repository.js';
import { SitemapGenerator } from '../../src/sitemap/sitemap-generator.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { resetData } from '../support/test-app.js';
import {
  BASE_URL,
  createSitemapTestApp,
  fetchSitemapSet,
  getXml,
  indexedSitemaps,
  insertBusinesses,
  locs,
  refreshSummaries,
  VALID,
  validateXml,
} from './sitemap-support.js';

/** docs/screens.md §9: "Sitemaps: 9,000 businesses per file. The file count is the business files plus 4." */
describe('Sitemaps at 20 001 approved businesses', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let approvedSlugs: string[];

  beforeAll(async () => {
    app = await createSitemapTestApp();
    db = app.get(DataSource);
    await resetData(app);
    // 21 001 rows, every 21st unapproved: 20 001 approved interleaved with 1 000 pending.
    await insertBusinesses(app, 21_001, { unapprovedEvery: 21 });
    await refreshSummaries(app);
    approvedSlugs = (await db.query(`SELECT slug FROM businesses WHERE is_approved ORDER BY id`)).map(
      (r: { slug: string }) => r.slug,
    );
    expect(approvedSlugs).toHaveLength(20_001);
    expect((await app.get(SitemapGenerator).run('test')).status).toBe('generated');
  });
  afterAll(() => app.close());

  it('splits businesses 9 000 per file: 3 business files, and the index lists 7', async () => {
    const { index, files } = await fetchSitemapSet(app);
    expect(locs(index)).toEqual(indexedSitemaps(3));
    const pages = [1, 2, 3].map((n) => locs(files.get(`/sitemaps/businesses/page-${n}.xml`)!));
    expect(pages.map((p) => p.length)).toEqual([9_000, 9_000, 2_001]);
    expect(pages.flat()).toEqual(approvedSlugs.map((slug) => `${BASE_URL}/business/${slug}`));
  });

  it('keeps every file valid against the schema', async () => {
    const { index, files } = await fetchSitemapSet(app);
    expect(await validateXml(index, 'index')).toEqual(VALID);
    for (const xml of files.values()) expect(await validateXml(xml, 'urlset')).toEqual(VALID);
  });

  it('stores exactly the index plus business files plus 4, with their URL counts', async () => {
    const rows = await db.query(`SELECT path, url_count FROM sitemap_files ORDER BY path`);
    expect(rows).toEqual([
      { path: '/sitemap.xml', url_count: 7 },
      { path: '/sitemaps/businesses/page-1.xml', url_count: 9_000 },
      { path: '/sitemaps/businesses/page-2.xml', url_count: 9_000 },
      { path: '/sitemaps/businesses/page-3.xml', url_count: 2_001 },
      { path: '/sitemaps/categories.xml', url_count: 1 },
      { path: '/sitemaps/cities.xml', url_count: 1 },
      { path: '/sitemaps/countries.xml', url_count: 1 },
      { path: '/sitemaps/main.xml', url_count: 9 },
    ]);
  });

  it('removes an unapproved business (and its now empty category and city) after regeneration only', async () => {
    const lonely = await createBusiness(app, {
      name: 'Lonely Luthier',
      category: 'Luthier',
      city: 'Lindau',
      countryCode: 'DE',
    });
    await refreshSummaries(app);
    await app.get(SitemapGenerator).run('test');
    const page3 = () => getXml(app, '/sitemaps/businesses/page-3.xml');
    expect(locs(await page3())).toContain(`${BASE_URL}/business/${lonely.slug}`);
    expect(locs(await getXml(app, '/sitemaps/categories.xml'))).toContain(`${BASE_URL}/categories/luthier`);

    const target = approvedSlugs[12_345];
    await db.query(`UPDATE businesses SET is_approved = false, updated_at = now() WHERE slug = ANY($1)`, [
      [target, lonely.slug],
    ]);
    await refreshSummaries(app);
    const before = await fetchSitemapSet(app);
    expect(locs(before.files.get('/sitemaps/businesses/page-2.xml')!)).toContain(`${BASE_URL}/business/${target}`);

    await app.get(SitemapGenerator).run('test');
    const after = await fetchSitemapSet(app);
    const all = [...after.files.entries()]
      .filter(([p]) => p.startsWith('/sitemaps/businesses/'))
      .flatMap(([, xml]) => locs(xml));
    expect(all).toHaveLength(20_000);
    expect(all).not.toContain(`${BASE_URL}/business/${target}`);
    expect(all).not.toContain(`${BASE_URL}/business/${lonely.slug}`);
    expect(locs(after.files.get('/sitemaps/categories.xml')!)).toEqual([`${BASE_URL}/categories/bakery`]);
    expect(locs(after.files.get('/sitemaps/cities.xml')!)).toEqual([`${BASE_URL}/cities/de/hamburg`]);
  });

  it('publishes one consistent set when two instances generate at once; the second skips', async () => {
    const other = await createSitemapTestApp();
    try {
      await db.query(`UPDATE businesses SET is_approved = true WHERE id % 21 = 0 AND id <= 4200`);
      await refreshSummaries(app);
      const results = await Promise.all([
        app.get(SitemapGenerator).generate('a'),
        other.get(SitemapGenerator).generate('b'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['generated', 'skipped']);
      expect(results.find((r) => r.status === 'skipped')).toEqual({ status: 'skipped', reason: 'locked' });

      const rows = await db.query(`SELECT path, url_count, generated_at FROM sitemap_files ORDER BY path`);
      expect(new Set(rows.map((r: { generated_at: Date }) => r.generated_at.getTime())).size).toBe(1);
      const { index, files } = await fetchSitemapSet(other);
      expect(locs(index).length).toBe(rows.length - 1);
      const businesses = [...files.entries()]
        .filter(([p]) => p.startsWith('/sitemaps/businesses/'))
        .flatMap(([, xml]) => locs(xml));
      expect(businesses).toHaveLength(20_200);
      expect(new Set(businesses).size).toBe(20_200);
    } finally {
      await other.close();
    }
  });

  it('serves a set swapped in by another instance within about a second', async () => {
    const other = await createSitemapTestApp();
    try {
      const path = '/sitemaps/businesses/page-1.xml';
      const before = await getXml(other, path);
      await db.query(
        `UPDATE businesses SET updated_at = timestamptz '2030-01-01 00:00:00Z'
         WHERE id = (SELECT min(id) FROM businesses WHERE is_approved)`,
      );
      await app.get(SitemapGenerator).run('elsewhere');
      const swapped = Date.now();
      let after = await getXml(other, path);
      while (after === before && Date.now() - swapped < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await getXml(other, path);
      }
      expect(after).toContain('<lastmod>2030-01-01T00:00:00Z</lastmod>');
      expect(Date.now() - swapped).toBeLessThan(2_500);
    } finally {
      await other.close();
    }
  });

  it('never shows readers a mix of two sets while a new one is swapped in', async () => {
    const repository = app.get(SitemapFilesRepository);
    const snapshot = async () => {
      const files = await repository.list();
      const businesses = files
        .filter((f) => f.path.startsWith('/sitemaps/businesses/'))
        .reduce((n, f) => n + f.urlCount, 0);
      return {
        stamps: new Set(files.map((f) => f.generatedAt.getTime())).size,
        listed: files.find((f) => f.path === '/sitemap.xml')?.urlCount,
        files: files.length,
        businesses,
      };
    };
    const before = await snapshot();
    await db.query(`UPDATE businesses SET is_approved = false WHERE id > 12000`);
    const [{ remaining }] = await db.query(`SELECT count(*)::int AS remaining FROM businesses WHERE is_approved`);
    const seen = new Set<number>();
    let running = true;
    const reader = (async () => {
      while (running) {
        const s = await snapshot();
        expect(s.stamps).toBe(1);
        expect(s.listed).toBe(s.files - 1);
        seen.add(s.businesses);
      }
    })();
    await app.get(SitemapGenerator).run('shrink');
    running = false;
    await reader;
    seen.add((await snapshot()).businesses);
    expect([...seen].sort()).toEqual([before.businesses, remaining].sort());
    await request(app.getHttpServer()).get('/sitemaps/businesses/page-3.xml').expect(404);
  });
});
