import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { BusinessesService } from '../../src/businesses/businesses.service.js';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { DirectoryService } from '../../src/directory/directory.service.js';
import { PUBLIC_WEB_SERVER_BUNDLE } from '../../src/web/page-renderer.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { createTestApp, resetData } from '../support/test-app.js';

/**
 * An uncached page's meta (title, description, JSON-LD) and its render read the same data: the
 * route table gives both the same reads, and one reader per page serves them, so each is read once.
 */
describe('the data reads of one uncached page', () => {
  let app: NestExpressApplication;
  let slug: string;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    if (!existsSync(PUBLIC_WEB_SERVER_BUNDLE))
      throw new Error('build the public site first: npm run build -w public-web');
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://directory.example' });
    await resetData(app);
    ({ slug } = await createBusiness(app, { name: 'Spree Bakery', category: 'Bakery', city: 'Berlin' }));
    await app.get(DataChangesService).bulkChanged('test');
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  /** Requests `path` and counts the calls of `method` on `service` it made; the page must be server-rendered. */
  async function readsOf<S extends object>(service: S, method: keyof S & string, path: string) {
    const spy = jest.spyOn(service, method as never);
    const res = await request(server()).get(path).expect(200);
    expect(res.text).toContain('<script id="directory-state"');
    const calls = spy.mock.calls.length;
    spy.mockClear();
    await request(server()).get(path).expect(200);
    return { res, calls, cachedCalls: spy.mock.calls.length };
  }

  it('reads a business once for its page, its title and its structured data', async () => {
    const { res, calls, cachedCalls } = await readsOf(app.get(BusinessesService), 'findBySlug', `/business/${slug}`);
    expect(res.text).toContain('<title>Spree Bakery – Bakery | Global Business Directory</title>');
    expect(res.text).toContain('"@type":"LocalBusiness"');
    expect(res.text).toMatch(/<div id="root">.*Spree Bakery/s);
    expect({ calls, cachedCalls }).toEqual({ calls: 1, cachedCalls: 0 });
  });

  it.each([
    ['category', '/categories/bakery', '<title>Bakery Businesses | Global Business Directory</title>'],
    ['country', '/countries/germany', '<title>Germany Business Directory | Global Business Directory</title>'],
    ['city', '/cities/de/berlin', '<title>Berlin, Germany | Global Business Directory</title>'],
  ] as const)('reads the %s once for %s', async (method, path, title) => {
    const { res, calls, cachedCalls } = await readsOf(app.get(DirectoryService), method, path);
    expect(res.text).toContain(title);
    expect({ calls, cachedCalls }).toEqual({ calls: 1, cachedCalls: 0 });
  });

  it('reads the list once for a city letter and a country’s cities, whose descriptions quote its figures', async () => {
    const letter = await readsOf(app.get(DirectoryService), 'cities', '/cities/b');
    expect(letter.res.text).toMatch(/<meta name="description" content="1 city beginning with B, holding 1 business/);
    expect(letter.calls).toBe(1);
    const country = await readsOf(app.get(DirectoryService), 'countryCities', '/countries/germany/cities');
    expect(country.res.text).toMatch(
      /<meta name="description" content="Every city of Germany in the directory: 1 city/,
    );
    expect(country.calls).toBe(1);
  });
});
