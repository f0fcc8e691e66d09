import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createBusiness } from '../factories/business.factory.js';
import { createTestApp, resetData } from '../support/test-app.js';

// docs/behaviour.md §11: "HTML carries a Content-Security-Policy: strict on /admin (script-src 'self');
// on public pages at least object-src 'none', base-uri 'self', frame-ancestors 'self'."

/** `default-src 'self';img-src 'self' https:` as `{ 'default-src': ["'self'"], 'img-src': ["'self'", 'https:'] }`. */
function directives(header: string | undefined): Record<string, string[]> {
  expect(header).toBeDefined();
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy', () => {
  let app: NestExpressApplication;
  let businessPath = '';

  const page = async (path: string, status: number) => {
    const res = await request(app.getHttpServer()).get(path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return { res, csp: directives(res.headers['content-security-policy']) };
  };

  beforeAll(async () => {
    app = await createTestApp();
    await resetData(app);
    businessPath = `/business/${(await createBusiness(app, { name: 'Corner Bakery' })).slug}`;
  });
  afterAll(() => app.close());

  it.each([
    ['the home page', () => '/', 200],
    ['a business page', () => businessPath, 200],
    ['the 404 page of an unknown route', () => '/no-such-page', 404],
    ['the 404 page of an unknown business', () => '/business/no-such-business-abc123', 404],
  ])('puts %s under the public policy', async (_name, path, status) => {
    const { res, csp } = await page(path(), status);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    // Site settings (analytics, pixels) are inline scripts that load their vendor's code over https.
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https:']);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'data:']));
    // Tile servers (OpenStreetMap) refuse tiles without a Referer.
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/admin/', '/admin/businesses/12', '/admin/login'])(
    'puts %s under the strict admin policy',
    async (path) => {
      const { csp } = await page(path, 200);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
    },
  );

  it("sends no X-Frame-Options beside the admin policy's frame-ancestors 'none', and SAMEORIGIN with the public 'self'", async () => {
    const admin = await page('/admin/', 200);
    expect(admin.csp['frame-ancestors']).toEqual(["'none'"]);
    expect(admin.res.headers['x-frame-options']).toBeUndefined();
    const site = await page('/', 200);
    expect(site.res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends Strict-Transport-Security over https only', async () => {
    const server = app.getHttpServer();
    for (const path of ['/', '/admin/', '/api/categories']) {
      const plain = await request(server).get(path);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // The tests speak as a trusted local proxy (TRUST_PROXY=loopback) that ended TLS.
      const secure = await request(server).get(path).set('X-Forwarded-Proto', 'https');
      expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });
});
