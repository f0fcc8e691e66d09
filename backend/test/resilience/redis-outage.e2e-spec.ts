import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { SESSION_COOKIE } from '../../src/auth/session-cookie.js';
import { createBusiness } from '../factories/business.factory.js';
import { ensureTestAdmin, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { appOnOwnRedis, closeAppAndServer, type OwnRedis, type OwnServer, timed } from './own-servers.js';

/** Redis commands time out within 500 ms; anything that waited for Redis would take longer than this. */
const NO_WAIT_MS = 1000;

const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Listing question',
  message: 'How do I add my bakery to the directory?',
};

/** The `name=value` of the session cookie a login answer sets. */
const sessionCookieOf = (res: request.Response): string =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;

/** `action`'s answer, checked to come with `status` without waiting for Redis. */
async function answersWithoutWaiting(action: () => Promise<request.Response>, status = 200): Promise<request.Response> {
  const { ms, result } = await timed(action);
  expect(result.status).toBe(status);
  expect(ms).toBeLessThan(NO_WAIT_MS);
  return result;
}

/** Seconds until /api/health reports the cache up (at most 10 s; the caller checks the result). */
async function secondsUntilCacheUp(app: NestExpressApplication): Promise<{ cache: string; seconds: number }> {
  const back = performance.now();
  let cache = 'down';
  while (cache !== 'up' && performance.now() - back < 10_000) {
    cache = (await request(app.getHttpServer()).get('/api/health')).body.cache;
    if (cache !== 'up') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { cache, seconds: (performance.now() - back) / 1000 };
}

/** Five contact messages from `ip` answer 201 without waiting, the sixth 429. */
async function expectContactLimitedWithoutWaiting(app: NestExpressApplication, ip: string): Promise<void> {
  const post = () => request(app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', ip).send(CONTACT);
  for (let i = 0; i < 5; i++) {
    await answersWithoutWaiting(post, 201);
  }
  await post().expect(429);
}

/**
 * docs/behaviour.md §11: "Redis unreachable: commands time out within 500 ms and the instance falls back
 * to its in-process cache, database sessions and local rate limits; no request waits for Redis to
 * come back." On a redis-server of its own, which it stops and starts on the same port.
 */
describe('Redis outage', () => {
  let redis: OwnServer;
  let app: NestExpressApplication;
  let cookie: string;
  let slugs: string[];
  const get = (path: string) => request(app.getHttpServer()).get(path);
  const login = (password: string, ip = '198.51.100.20') =>
    request(app.getHttpServer())
      .post('/api/admin/login')
      .set('X-Forwarded-For', ip)
      .send({ username: TEST_ADMIN_USERNAME, password });

  beforeAll(async () => {
    ({ redis, app } = await appOnOwnRedis());
    await ensureTestAdmin(app);
    const res = await login(TEST_ADMIN_PASSWORD).expect(200);
    cookie = sessionCookieOf(res);
    const businesses = await Promise.all(
      ['Harbour Cafe', 'Hill Cafe', 'River Cafe', 'Park Cafe'].map((name) => createBusiness(app, { name })),
    );
    slugs = businesses.map((b) => b.slug);
    await get(`/api/businesses/${slugs[0]}`).expect(200);
    await get('/api/categories').expect(200);
    await get('/api/health').expect(200, { status: 'ok', database: 'up', cache: 'up' });
    await redis.stop();
  }, 120_000);

  afterAll(() => closeAppAndServer(app, redis));

  it('answers uncached public calls without waiting for Redis', async () => {
    for (const path of [
      `/api/businesses/${slugs[1]}`,
      '/api/search?q=cafe',
      '/api/categories?letter=c',
      '/api/countries',
    ]) {
      await answersWithoutWaiting(() => get(path));
    }
    await get(`/api/businesses/${slugs[0]}`).expect(200);
  });

  it('answers admin calls with the session from before the outage', async () => {
    await answersWithoutWaiting(() => request(app.getHttpServer()).get('/api/admin/stats').set('Cookie', cookie));
  });

  it('logs in, and still locks out after 5 failures (docs/behaviour.md §4)', async () => {
    await answersWithoutWaiting(() => login(TEST_ADMIN_PASSWORD, '198.51.100.21'));
    for (let i = 0; i < 5; i++) await login(`wrong-${i}`, '198.51.100.22').expect(401);
    const locked = await login(TEST_ADMIN_PASSWORD, '198.51.100.22').expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reports the cache down with 200', async () => {
    const result = await answersWithoutWaiting(() => get('/api/health'));
    expect(result.body).toEqual({ status: 'ok', database: 'up', cache: 'down' });
  });

  it('still limits the contact form, counting in this process', async () => {
    await expectContactLimitedWithoutWaiting(app, '198.51.100.30');
  });

  it('uses Redis again within a few seconds of its return, and the session still holds', async () => {
    await redis.start();
    const { cache, seconds } = await secondsUntilCacheUp(app);
    expect(cache).toBe('up');
    expect(seconds).toBeLessThan(5);
    await request(app.getHttpServer())
      .get('/api/admin/session')
      .set('Cookie', cookie)
      .expect(200, { authenticated: true, username: TEST_ADMIN_USERNAME });
    await get(`/api/businesses/${slugs[3]}`).expect(200);
  });
});

describe('Redis away at start', () => {
  it('starts without it, then uses it once it is there', async () => {
    const { redis, app } = await appOnOwnRedis({ started: false });
    try {
      await request(app.getHttpServer())
        .get('/api/health')
        .expect(200, { status: 'ok', database: 'up', cache: 'down' });
      await request(app.getHttpServer()).get('/api/categories').expect(200);
      await redis.start();
      expect((await secondsUntilCacheUp(app)).cache).toBe('up');
    } finally {
      await app.close();
      await redis.remove();
    }
  });
});

/**
 * A Redis that accepts connections and never answers (SIGSTOP): a full network path or a stuck
 * failover looks the same. Every command must still give up within 500 ms.
 */
describe('Redis frozen', () => {
  let redis: OwnRedis;
  let app: NestExpressApplication;
  let cookie: string;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    ({ redis, app } = await appOnOwnRedis());
    await ensureTestAdmin(app);
    const res = await request(app.getHttpServer())
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.40')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    cookie = sessionCookieOf(res);
    await createBusiness(app, { name: 'Frozen Lake Bakery' });
    await get('/api/health').expect(200, { status: 'ok', database: 'up', cache: 'up' });
    redis.freeze();
  }, 120_000);

  afterAll(() => closeAppAndServer(app, redis));

  it('answers uncached public calls, admin calls and health within a second each', async () => {
    for (const path of ['/api/search?q=bakery', '/api/categories?letter=b', '/api/countries', '/api/homepage-data']) {
      await answersWithoutWaiting(() => get(path));
    }
    await answersWithoutWaiting(() => request(app.getHttpServer()).get('/api/admin/stats').set('Cookie', cookie));
    const health = await answersWithoutWaiting(() => get('/api/health'));
    expect(health.body).toEqual({ status: 'ok', database: 'up', cache: 'down' });
  });

  it('limits the contact form in this process without waiting', async () => {
    await expectContactLimitedWithoutWaiting(app, '198.51.100.41');
  });

  it('uses Redis again once it answers', async () => {
    redis.thaw();
    expect((await secondsUntilCacheUp(app)).cache).toBe('up');
  });
});

describe('clearing the cache', () => {
  let redis: OwnServer;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ redis, app } = await appOnOwnRedis());
    await ensureTestAdmin(app);
  }, 120_000);

  afterAll(() => closeAppAndServer(app, redis));

  it('leaves the rate limits as they were', async () => {
    const post = () =>
      request(app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', '198.51.100.50').send(CONTACT);
    for (let i = 0; i < 5; i++) await post().expect(201);
    await post().expect(429);
    const agent = request.agent(app.getHttpServer());
    await agent
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.51')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    await agent.post('/api/admin/clear-cache').expect(200);
    await post().expect(429);
  });
});
