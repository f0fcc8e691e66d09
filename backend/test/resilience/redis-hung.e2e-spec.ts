import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createClient } from 'redis';
import request from 'supertest';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { createAppOn, type OwnRedis, startOwnRedis, timed } from './own-servers.js';

/** Redis commands give up within 500 ms; anything that waited for a hung Redis would take longer. */
const NO_WAIT_MS = 1000;

const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Listing question',
  message: 'How do I add my bakery to the directory?',
};

/**
 * CONTRACT §11 with a Redis that accepts connections and never answers (SIGSTOP: a hung network
 * path or a stuck failover look the same): no request waits for it. Also: the rate-limit counters
 * live outside the cache's keys, so clearing the cache keeps a client at its limit.
 */
describe('hung Redis', () => {
  let redis: OwnRedis;
  let app: NestExpressApplication;
  let slugs: string[];
  let probe: ReturnType<typeof createClient>;
  const get = (path: string) => request(app.getHttpServer()).get(path);
  const contact = (ip: string) =>
    request(app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', ip).send(CONTACT);
  const sharedKeys = (pattern: string) => probe.keys(pattern);

  beforeAll(async () => {
    redis = await startOwnRedis();
    app = await createAppOn(process.env.DATABASE_URL as string, { REDIS_URL: redis.url });
    probe = createClient({ url: redis.url });
    await probe.connect();
    const businesses = await Promise.all(
      ['Harbour Cafe', 'Hill Cafe', 'River Cafe', 'Park Cafe'].map((name) => createBusiness(app, { name })),
    );
    slugs = businesses.map((b) => b.slug);
    await get('/api/health').expect(200, { status: 'ok', database: 'up', cache: 'up' });
  }, 120_000);

  afterAll(async () => {
    redis?.thaw();
    await probe?.close();
    await app?.close();
    await redis?.remove();
  });

  it('keeps a client at its contact-form limit after the cache is cleared', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < 5; i++) await contact(ip).expect(201);
    await contact(ip).expect(429);
    await get(`/api/businesses/${slugs[0]}`).expect(200);
    expect(await sharedKeys('directory:*')).not.toHaveLength(0);

    const admin = await adminAgent(app);
    await admin.post('/api/admin/clear-cache').expect(200);

    // The cache's namespace is empty; the counters are not in it.
    expect(await sharedKeys('directory:*')).toHaveLength(0);
    expect(await sharedKeys(`rate-limit:*${ip}`)).toHaveLength(1);
    await contact(ip).expect(429);
  });

  const logged = { warn: jest.spyOn(Logger.prototype, 'warn'), log: jest.spyOn(Logger.prototype, 'log') };
  const loggedWith = (calls: unknown[][], text: string) => calls.filter(([message]) => String(message).includes(text));

  describe('while frozen', () => {
    beforeAll(() => {
      logged.warn.mockClear();
      logged.log.mockClear();
      redis.freeze();
    });

    it('answers uncached public calls within a second each', async () => {
      for (const path of [
        `/api/businesses/${slugs[1]}`,
        '/api/search?q=cafe',
        '/api/categories?letter=h',
        '/api/countries',
      ]) {
        const { ms, result } = await timed(() => get(path));
        expect(result.status).toBe(200);
        expect(ms).toBeLessThan(NO_WAIT_MS);
      }
    });

    it('logs in and answers an admin call within a second each', async () => {
      const login = await timed(() =>
        request(app.getHttpServer())
          .post('/api/admin/login')
          .set('X-Forwarded-For', '198.51.100.51')
          .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }),
      );
      expect(login.result.status).toBe(200);
      expect(login.ms).toBeLessThan(NO_WAIT_MS);
      const cookie = ([] as string[]).concat(login.result.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      const stats = await timed(() => request(app.getHttpServer()).get('/api/admin/stats').set('Cookie', cookie));
      expect(stats.result.status).toBe(200);
      expect(stats.ms).toBeLessThan(NO_WAIT_MS);
      const clear = await timed(() =>
        request(app.getHttpServer()).post('/api/admin/clear-cache').set('Cookie', cookie),
      );
      expect(clear.result.status).toBe(200);
      expect(clear.ms).toBeLessThan(NO_WAIT_MS);
    });

    it('limits the contact form in this process, within a second each', async () => {
      for (let i = 0; i < 5; i++) {
        const { ms, result } = await timed(() => contact('198.51.100.52'));
        expect(result.status).toBe(201);
        expect(ms).toBeLessThan(NO_WAIT_MS);
      }
      await contact('198.51.100.52').expect(429);
    });

    it('reports the cache down with 200 within a second', async () => {
      const { ms, result } = await timed(() => get('/api/health'));
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ status: 'ok', database: 'up', cache: 'down' });
      expect(ms).toBeLessThan(NO_WAIT_MS);
    });

    it('warns once that Redis is down', () => {
      expect(loggedWith(logged.warn.mock.calls, 'Redis')).toEqual([
        [expect.stringContaining('no answer within 500 ms')],
      ]);
    });
  });

  it('uses the shared cache again once Redis answers', async () => {
    redis.thaw();
    const back = performance.now();
    let cache = 'down';
    while (cache !== 'up' && performance.now() - back < 10_000) {
      cache = (await get('/api/health')).body.cache;
      if (cache !== 'up') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(cache).toBe('up');
    expect((performance.now() - back) / 1000).toBeLessThan(5);
    expect(loggedWith(logged.log.mock.calls, 'Redis answers again')).toHaveLength(1);
    await get(`/api/businesses/${slugs[3]}`).expect(200);
    const stored = async () => (await sharedKeys(`directory:*${slugs[3]}*`)).length;
    const deadline = performance.now() + 2000;
    while ((await stored()) === 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await stored()).toBeGreaterThan(0);
  });
});
