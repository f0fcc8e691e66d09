import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { REQUIRES_ACCOUNT } from '../../src/accounts/account-principal.js';
import { IS_PUBLIC } from '../../src/auth/public.decorator.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp } from '../support/test-app.js';

interface RegisteredRoute {
  method: string;
  path: string;
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route Nest registered on the Express router, read at runtime (not a hand-kept list). */
function registeredRoutes(app: NestExpressApplication): RegisteredRoute[] {
  const express = app.getHttpAdapter().getInstance() as {
    router?: { stack: ExpressLayer[] };
    _router?: { stack: ExpressLayer[] };
  };
  const stack = (express.router ?? express._router)?.stack ?? [];
  return stack.flatMap((layer) => {
    if (!layer.route) return [];
    // Nest mounts middleware (request log, metrics) as `{/*splat}` routes; a controller's path starts with '/'.
    const paths = ([] as string[]).concat(layer.route.path).filter((path) => path.startsWith('/'));
    const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all');
    return paths.flatMap((path) => methods.map((method) => ({ method: method.toUpperCase(), path })));
  });
}

/** A concrete URL for a route pattern: `:id` → 1, other parameters and wildcards → a word. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/\{\*[^}]+\}|\*\w*/g, 'x')
    .replace(/:id\b/g, '1')
    .replace(/:\w+/g, 'x')
    .replace(/[{}]/g, '');
}

/** The routes docs/behaviour.md §3, §4 and §7 open to visitors; every other route needs a session. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/homepage-data',
  'GET /api/categories',
  'GET /api/categories/:slug',
  'GET /api/countries',
  'GET /api/countries/:slug',
  'GET /api/countries/:slug/cities',
  'GET /api/cities',
  'GET /api/cities/:countryCode/:citySlug',
  'GET /api/search',
  'GET /api/suggest',
  'GET /api/businesses/:slug',
  'GET /api/businesses/:slug/reviews',
  'POST /api/businesses/submit',
  'POST /api/contact',
  'POST /api/admin/login',
  'POST /api/account/signup',
  'POST /api/account/verify',
  'POST /api/account/login',
  'POST /api/account/password-reset',
  'POST /api/account/password-reset/confirm',
  'GET /api/admin/site-settings',
  'GET /sitemap.xml',
  'GET /sitemaps/:name',
  'GET /sitemaps/reviews/:name',
  'GET /sitemaps/businesses/:name',
  'GET /robots.txt',
  // The public site's pages, and its two forms posted without JavaScript.
  'GET /{*path}',
  'POST /contact',
  'POST /upload',
];
/** docs/behaviour.md §12: the routes of a signed-in account, closed to visitors and to admin sessions alike. */
const ACCOUNT_ROUTES = [
  'POST /api/account/logout',
  'GET /api/account/me',
  'GET /api/account/export',
  'PATCH /api/account',
  'DELETE /api/account',
  'GET /api/account/reviews',
  'POST /api/businesses/:slug/reviews',
  'PUT /api/reviews/:id',
  'DELETE /api/reviews/:id',
  'POST /api/reviews/:id/helpful',
  'POST /api/reviews/:id/report',
  'PUT /api/reviews/:id/reply',
  'DELETE /api/reviews/:id/reply',
  'POST /api/businesses/:slug/claim',
  'POST /api/claims/:id/verify',
  'GET /api/account/claims',
  'GET /api/owner/businesses/:id',
  'PATCH /api/owner/businesses/:id',
  'POST /api/owner/businesses/:id/change-requests',
];
/** Account routes an admin session opens too (docs/behaviour.md §13: an admin may delete a review). */
const ACCOUNT_OR_ADMIN_ROUTES = ['DELETE /api/reviews/:id'];
const OUTSIDE = ['DELETE /api/businesses/:id', 'POST /api/upload-excel', 'POST /api/export-csv'];
const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' };

/** Every handler with its method, full path and whether it is declared `@Public()`, read from Nest's metadata. */
function declaredRoutes(
  app: NestExpressApplication,
): Array<RegisteredRoute & { isPublic: boolean; requiresAccount: boolean }> {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  return app
    .get(DiscoveryService)
    .getControllers()
    .flatMap((wrapper) => {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!instance || !controller) return [];
      const controllerPath = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      return scanner.getAllMethodNames(Object.getPrototypeOf(instance)).flatMap((name) => {
        const handler = instance[name] as () => unknown;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) return [];
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true;
        const requiresAccount =
          reflector.getAllAndOverride<object>(REQUIRES_ACCOUNT, [handler, controller]) !== undefined;
        const full = `/${[controllerPath, path].filter(Boolean).join('/')}`
          .replace(/\/+/g, '/')
          .replace(/(.)\/$/, '$1');
        return [{ method, path: full, isPublic, requiresAccount }];
      });
    });
}

describe('every admin route needs a session', () => {
  let app: NestExpressApplication;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    app = await createTestApp();
    routes = registeredRoutes(app);
  });
  afterAll(() => app.close());

  const key = (r: RegisteredRoute) => `${r.method} ${r.path}`;
  const protectedRoutes = () => routes.filter((r) => r.path.startsWith('/') && !PUBLIC_ROUTES.includes(key(r)));

  it('declares access on every handler: @Public() exactly on the public routes of the contract', () => {
    const declared = declaredRoutes(app);
    expect(declared.map(key).sort()).toEqual(routes.map(key).sort());
    expect(
      declared
        .filter((r) => r.isPublic)
        .map(key)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
    expect(
      declared
        .filter((r) => r.requiresAccount)
        .map(key)
        .sort(),
    ).toEqual([...ACCOUNT_ROUTES].sort());
  });

  it('answers 401 to an admin session on every account route', async () => {
    const admin = await adminAgent(app);
    for (const route of ACCOUNT_ROUTES.filter((r) => !ACCOUNT_OR_ADMIN_ROUTES.includes(r))) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await admin[method.toLowerCase() as 'post'](concretePath(path)).send({});
      expect({ route, status: res.status, body: res.body }).toEqual({ route, status: 401, body: UNAUTHORIZED });
    }
  });

  it('finds the routes of docs/behaviour.md §4 in the router (the table below is not empty)', () => {
    const keys = routes.map(key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/session',
        'POST /api/admin/logout',
        'GET /api/admin/businesses',
        'PUT /api/admin/businesses/:id',
        'DELETE /api/admin/businesses',
        'POST /api/admin/fix-slugs',
        'POST /api/admin/site-settings',
        'GET /api/admin/audit-log',
        'GET /api/admin/reports',
        ...PUBLIC_ROUTES,
        ...ACCOUNT_ROUTES,
        ...OUTSIDE,
      ]),
    );
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(21);
  });

  it('answers 401 {statusCode, message} without a session on every route not declared public', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const client = request(app.getHttpServer());
      const method = route.method.toLowerCase() as 'get';
      const res = await client[method](concretePath(route.path)).send(
        route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      );
      const body = route.method === 'HEAD' ? UNAUTHORIZED : res.body;
      if (res.status !== 401 || JSON.stringify(body) !== JSON.stringify(UNAUTHORIZED)) {
        failures.push(`${key(route)} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(OUTSIDE)('answers 401 without a session on %s', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const res = await request(app.getHttpServer())[method.toLowerCase() as 'post'](concretePath(path)).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('cannot be sidestepped by letter case or a trailing slash', async () => {
    await request(app.getHttpServer()).get('/API/ADMIN/STATS').expect(401, UNAUTHORIZED);
    await request(app.getHttpServer()).get('/api/admin/stats/').expect(401, UNAUTHORIZED);
    await request(app.getHttpServer()).delete('/API/Businesses/1').expect(401, UNAUTHORIZED);
  });

  it('leaves login and the site-settings read public', async () => {
    await request(app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    const res = await request(app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: 'nobody', password: 'nothing-here' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid username or password' });
  });

  it('leaves the public routes open', async () => {
    await request(app.getHttpServer()).get('/api/health').expect(200);
    await request(app.getHttpServer()).get('/api/homepage-data').expect(200);
    await request(app.getHttpServer()).get('/robots.txt').expect(200);
  });
});
