import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { PageRendererService } from '../../src/web/page-renderer.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { createTestApp, resetData } from '../support/test-app.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The content of `<meta name|property="{key}">`, entities decoded. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] as string);
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD in page');
  return JSON.parse(match[1]);
}

describe('pages as a crawler sees them (docs/behaviour.md §8)', () => {
  let app: NestExpressApplication;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://directory.example' });
    await resetData(app);
  });
  afterAll(() => app.close());

  it('gives a business page its title, canonical link and escaped LocalBusiness JSON-LD without aggregateRating', async () => {
    const business = await createBusiness(app, {
      name: 'Café </script><script>alert(1)</script>',
      category: 'Coffee Shop',
      city: 'Berlin',
      phone: '+49 30 1234567',
      hours: [{ dayOfWeek: 1, openTime: '08:00', closeTime: '18:00', isClosed: false }],
    });
    await app.get(DataChangesService).bulkChanged('test');
    const res = await request(server()).get(`/business/${business.slug}`).expect(200).expect('Content-Type', /html/);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain(`<link rel="canonical" href="https://directory.example/business/${business.slug}" />`);
    expect(res.text).toMatch(/<title>Café &lt;\/script&gt;.* – Coffee Shop \| Global Business Directory<\/title>/);
    const ld = jsonLd(res.text);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: business.name,
      telephone: '+49 30 1234567',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.52, longitude: 13.405 },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' }],
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('answers 404 with the 404 page for an unknown slug and an unknown route', async () => {
    for (const path of ['/business/no-such-business-abcdef', '/no/such/page', '/categories/no-such-category']) {
      const res = await request(server()).get(path).expect(404);
      expect(res.text).toContain('<title>404 Page Not Found | Global Business Directory</title>');
      expect(res.text).not.toContain('forget to add the page');
    }
  });

  it('sends /index.html to the home page (301), and an unknown API path its JSON 404', async () => {
    await request(server()).get('/index.html').expect(301).expect('Location', '/');
    const api = await request(server()).get('/api/no-such-endpoint').expect(404).expect('Content-Type', /json/);
    expect(api.body).toMatchObject({ statusCode: 404 });
    await request(server()).post('/api/no-such-endpoint').expect(404).expect('Content-Type', /json/);
  });

  it('hides an unapproved business page from crawlers too', async () => {
    const hidden = await createBusiness(app, { name: 'Hidden Bakery', isApproved: false });
    await request(server()).get(`/business/${hidden.slug}`).expect(404);
  });

  it('titles category and city pages from live figures', async () => {
    await createBusiness(app, { name: 'Corner Coffee', category: 'Coffee Shop', city: 'Berlin' });
    await app.get(DataChangesService).bulkChanged('test');
    const category = await request(server()).get('/categories/coffee-shop').expect(200);
    expect(category.text).toContain('<title>Coffee Shop Businesses | Global Business Directory</title>');
    expect(metaContent(category.text, 'description')).toMatch(
      /^2 Coffee Shop businesses in 1 country, most in Germany: /,
    );
    const city = await request(server()).get('/cities/de/berlin').expect(200);
    expect(city.text).toContain('<title>Berlin, Germany | Global Business Directory</title>');
    const letter = await request(server()).get('/categories/c').expect(200);
    expect(letter.text).toContain('<title>Categories beginning with C | Global Business Directory</title>');
    const terms = await request(server()).get('/terms-of-service').expect(200);
    expect(terms.text).toContain('<title>Terms of Service | Global Business Directory</title>');
  });

  it('describes every route family with its own text and live figures, within 160 characters', async () => {
    const bakery = await createBusiness(app, {
      name: 'Spree Bakery',
      category: 'Bakery',
      city: 'Berlin',
      description: 'Rye bread and pretzels from a wood-fired oven.',
    });
    await app.get(DataChangesService).bulkChanged('test');
    const paths = [
      '/',
      '/search',
      '/search?q=bakery&where=Berlin',
      '/categories',
      '/categories/b',
      '/categories/bakery',
      '/countries',
      '/countries/germany',
      '/countries/germany/cities',
      '/cities',
      '/cities/b',
      '/cities/de/berlin',
      `/business/${bakery.slug}`,
      '/contact',
      '/upload',
      '/privacy-policy',
      '/legal-notice',
      '/terms-of-service',
      '/cookie-policy',
      '/no/such/page',
    ];
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const res = await request(server())
        .get(path)
        .expect(path === '/no/such/page' ? 404 : 200);
      const description = metaContent(res.text, 'description') ?? '';
      expect({ path, length: Array.from(description).length <= 160 }).toEqual({ path, length: true });
      expect(metaContent(res.text, 'og:description')).toBe(description);
      expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
      descriptions.set(path, description);
    }
    const texts = [...descriptions.values()];
    expect(texts.filter((text, i) => !text || texts.indexOf(text) !== i)).toEqual([]);
    // Live figures: the three businesses of this file, all approved, all in Berlin.
    expect(descriptions.get('/')).toMatch(/^Find 3 local businesses in 1 country and 1 city: 2 categories/);
    expect(descriptions.get('/categories')).toMatch(/^Browse 2 business categories, led by Coffee Shop and Bakery/);
    expect(descriptions.get('/categories/b')).toMatch(/^1 business category beginning with B, led by Bakery/);
    expect(descriptions.get('/categories/bakery')).toMatch(/^1 Bakery business in 1 country, most in Germany/);
    expect(descriptions.get('/countries/germany')).toMatch(/^3 businesses in 1 city of Germany, across 2 categories/);
    expect(descriptions.get('/countries/germany/cities')).toMatch(
      /^Every city of Germany .*: 1 city holding 3 businesses/,
    );
    expect(descriptions.get('/cities/b')).toMatch(/^1 city beginning with B, holding 3 businesses: Berlin \(DE\)/);
    expect(descriptions.get('/cities/de/berlin')).toMatch(/^3 businesses in Berlin, Germany, across 2 categories/);
    expect(descriptions.get('/search?q=bakery&where=Berlin')).toMatch(
      /^Businesses matching “bakery” in or near Berlin/,
    );
    expect(descriptions.get(`/business/${bakery.slug}`)).toBe(
      'Spree Bakery, Bakery in Berlin, Germany. Rye bread and pretzels from a wood-fired oven.',
    );
  });

  it('makes a stored site path of a business image absolute for crawlers, and keeps an imported https URL', async () => {
    const demo = await createBusiness(app, { name: 'Demo Diner', imageUrl: '/images/demo/restaurant.svg' });
    const imported = await createBusiness(app, { name: 'Imported Inn', imageUrl: 'https://photos.example/inn.jpg' });
    await app.get(DataChangesService).bulkChanged('test');
    const demoPage = (await request(server()).get(`/business/${demo.slug}`).expect(200)).text;
    expect(jsonLd(demoPage)).toMatchObject({ image: 'https://directory.example/images/demo/restaurant.svg' });
    expect(metaContent(demoPage, 'og:image')).toBe('https://directory.example/images/demo/restaurant.svg');
    const importedPage = (await request(server()).get(`/business/${imported.slug}`).expect(200)).text;
    expect(jsonLd(importedPage)).toMatchObject({ image: 'https://photos.example/inn.jpg' });
    expect(metaContent(importedPage, 'og:image')).toBe('https://photos.example/inn.jpg');
  });

  it('places site settings on public pages once and never in the back office', async () => {
    const db = app.get(DataSource);
    await db.query(
      `INSERT INTO site_settings (key, value) VALUES ('head_tags', '<meta name="verify" content="abc">'),
       ('facebook_pixel', '<noscript id="px"></noscript>'), ('footer_tags', '<script id="foot"></script>')
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    await app.get(DataChangesService).settingsChanged();
    const home = await request(server()).get('/').expect(200);
    const [head, body] = home.text.split('</head>');
    expect(head.split('<meta name="verify" content="abc">')).toHaveLength(2);
    expect(body.split('<noscript id="px"></noscript>')).toHaveLength(2);
    expect(body.split('<script id="foot"></script>')).toHaveLength(2);
    const admin = await request(server()).get('/admin/businesses').expect(200);
    expect(admin.text).not.toContain('verify');
    expect(admin.text).not.toContain('id="foot"');
  });

  it('redirects the legacy admin to /admin', async () => {
    await request(server()).get('/admin-legacy').expect(301).expect('Location', '/admin');
  });

  it('builds at most 4 uncached pages at once, and answers every one of 24 first requests arriving together', async () => {
    const businesses = [];
    for (let i = 0; i < 24; i++)
      businesses.push(await createBusiness(app, { name: `Queued Shop ${i}`, category: 'Bakery' }));
    await app.get(DataChangesService).bulkChanged('test');
    const pages = app.get(PageRendererService) as unknown as { buildPage: (url: string) => Promise<unknown> };
    const build = pages.buildPage.bind(pages);
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(pages, 'buildPage').mockImplementation(async (url) => {
      most = Math.max(most, ++running);
      try {
        return await build(url);
      } finally {
        running--;
      }
    });
    try {
      const answers = await Promise.all(businesses.map((b) => request(server()).get(`/business/${b.slug}`)));
      expect(answers.map((res) => res.status)).toEqual(businesses.map(() => 200));
      // The title comes from the page's own data with or without the public site's server bundle.
      const titled = answers.map((res, i) => res.text.includes(`<title>Queued Shop ${i} – Bakery |`));
      expect(titled).not.toContain(false);
      expect(spy).toHaveBeenCalledTimes(24);
      // Never more than 4 at once; how many overlap depends on how the requests interleave.
      expect(most).toBeLessThanOrEqual(4);
      expect(most).toBeGreaterThan(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 404 for a list page past its end, not the last page under another address', async () => {
    await createBusiness(app, { name: 'Only Tea', category: 'Tea Room', city: 'Berlin' });
    await app.get(DataChangesService).bulkChanged('test');
    await request(server()).get('/categories/tea-room').expect(200);
    const past = await request(server()).get('/categories/tea-room?page=999').expect(404);
    expect(past.headers.location).toBeUndefined();
  });
});
