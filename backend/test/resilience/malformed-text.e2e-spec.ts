import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';
import { CONTACT, SUBMISSION } from '../factories/form-bodies.js';

// docs/behaviour.md §11: "NUL bytes or invalid UTF-8 in a path, query or body answer 400 or 404, never 500."

const REFUSED = {
  statusCode: 400,
  error: 'Bad Request',
  message: expect.stringMatching(/NUL byte|malformed percent-encoding|not valid UTF-8/),
};

/** The answer to a body refused as malformed text. */
const expectRefused = (res: request.Response) => {
  expect(res.status).toBe(400);
  expect(res.body).toEqual(REFUSED);
};

const PUBLIC_URLS = [
  '/api/categories?letter=%00',
  '/api/categories/bakery%00',
  '/api/countries/%00',
  '/api/countries/de/cities?q=%ZZ',
  '/api/cities?q=K%C3%B6ln%00',
  '/api/cities?q=%E0%A4%A',
  '/api/cities/DE/berlin%FF',
  '/api/businesses/corner-bakery%00',
  '/api/businesses/corner-bakery%E0%A4%A',
  '/api/search?q=caf%00',
  '/api/search?q=bakery&where=%ZZ',
  '/api/suggest?q=%C3',
  '/business/corner-bakery%00',
  '/business/corner-bakery%E0%A4%A',
  '/search?q=%E0%A4%A',
  '/categories/%00',
  '/admin/%00',
  '/sitemap.xml?page=%00',
  '/sitemaps/businesses/page-1.xml%00',
  '/sitemaps/%ZZ.xml',
  '/assets/index%00.js',
];

const ADMIN_URLS = [
  '/api/admin/businesses?search=%00',
  '/api/admin/businesses?search=%E0%A4%A',
  '/api/admin/businesses/1%00',
  '/api/admin/contact-messages?page=%FF',
];

/** The JSON of `body` with a NUL (as the `\u0000` escape) in its first string value. */
const withNulEscape = (body: object) => JSON.stringify(body).replace(/":"/, '":"\\u0000');
/** The bytes of `body` with a Latin-1 `é` (0xE9, not UTF-8) in its first string value. */
const withLatin1Byte = (body: object) => Buffer.from(JSON.stringify(body).replace(/":"/, '":"\xe9'), 'latin1');

describe('NUL bytes and invalid UTF-8 in requests', () => {
  let app: NestExpressApplication;
  let admin: import('supertest').Agent;
  let businessId = 0;
  let client = 0;
  const logged: string[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    await resetData(app);
    businessId = (await createBusiness(app, { name: 'Corner Bakery', placeId: 'ChIJmalformed1' })).id;
    admin = await adminAgent(app);
    // A cached answer is held before the malformed requests, so a cache hit cannot skip the checks.
    await request(app.getHttpServer()).get('/api/categories').expect(200);
    for (const stream of [process.stdout, process.stderr])
      jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  it.each(PUBLIC_URLS)('answers 400 to GET %s', async (url) => {
    const res = await request(app.getHttpServer()).get(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
  });

  it.each(ADMIN_URLS)('answers 400 to GET %s with an admin session', async (url) => {
    const res = await admin.get(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
  });

  it('still serves well-encoded text in paths and queries', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/search?q=caf%C3%A9&where=K%C3%B6ln').expect(200);
    await request(server).get('/api/cities?q=K%C3%B6ln').expect(200);
    const slug = (await admin.get(`/api/admin/businesses/${businessId}`).expect(200)).body.slug as string;
    await request(server).get(`/api/businesses/${slug}`).expect(200);
    await request(server).get('/search?q=M%C3%BCller').expect(200);
    await admin.get('/api/admin/businesses?search=B%C3%A4ckerei').expect(200);
  });

  describe.each([
    ['POST', '/api/admin/login', { username: 'nobody', password: 'not-the-password' }, false],
    ['POST', '/api/contact', CONTACT, false],
    ['POST', '/api/businesses/submit', SUBMISSION, false],
    ['POST', '/api/admin/site-settings', { footer_tags: '<!-- footer -->' }, true],
    ['PUT', '/api/admin/businesses/:id', { description: 'Fresh bread' }, true],
    ['POST', '/api/export-csv', { countryCode: 'all', selectedFields: ['name'] }, true],
  ] as const)('%s %s', (method, path, body, asAdmin) => {
    const send = (payload: string | Buffer, type = 'application/json') => {
      const agent = asAdmin ? admin : request(app.getHttpServer());
      const url = path.replace(':id', String(businessId));
      return (method === 'PUT' ? agent.put(url) : agent.post(url))
        .set('Content-Type', type)
        .set('X-Forwarded-For', `10.8.0.${++client}`)
        .serialize((raw: string | Buffer) => raw as string) // bytes as given, never re-encoded as JSON
        .send(payload);
    };

    it('answers 400 to a JSON string holding \\u0000', async () => {
      expectRefused(await send(withNulEscape(body)));
    });

    it('answers 400 to a JSON string holding a lone surrogate escape, rather than storing U+FFFD', async () => {
      for (const lone of ['\\ud800', 'x\\udfff', '\\ud83d\\u0041']) {
        const res = await send(JSON.stringify(body).replace(/":"/, `":"${lone}`));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.stringMatching(/lone surrogate/),
        });
      }
      // A pair (😀 escaped) is text.
      const paired = await send(JSON.stringify(body).replace(/":"/, '":"\\ud83d\\ude00'));
      expect(JSON.stringify(paired.body)).not.toMatch(/surrogate/);
    });

    it('answers 400 to JSON bytes that are not UTF-8', async () => {
      expectRefused(await send(withLatin1Byte(body)));
    });

    it('answers 400 to a form body with %00 or malformed percent-encoding', async () => {
      for (const bad of ['%00', '%E0%A4%A', '%ZZ']) {
        const form = Object.entries(body)
          .map(([key, value], i) => `${key}=${i === 0 ? bad : encodeURIComponent(String(value))}`)
          .join('&');
        expectRefused(await send(form, 'application/x-www-form-urlencoded'));
      }
    });
  });

  it('logs no error and no stack trace for any of them', () => {
    expect(logged.join('')).not.toMatch(/ERROR|Error:|\n\s+at /);
  });
});
