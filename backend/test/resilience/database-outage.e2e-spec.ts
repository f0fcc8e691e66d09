import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { closeAppAndServer, createAppOn, type OwnServer, startOwnPostgres, timed } from './own-servers.js';

const SERVICE_UNAVAILABLE = { statusCode: 503, message: 'Service Unavailable' };

/**
 * docs/behaviour.md §11: "PostgreSQL unreachable: API calls answer 503 {statusCode:503,message:"Service
 * Unavailable"} with Retry-After; cached public answers are still served; every instance answers
 * 200 again within 5 s of PostgreSQL's return." On a cluster of its own, which it stops and starts.
 */
describe('PostgreSQL outage', () => {
  let postgres: OwnServer;
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let warmedPath: string;
  let warmedBody: unknown;
  let coldPagePath: string;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    app = await createAppOn(postgres.url);
    admin = await adminAgent(app);
    const warmed = await createBusiness(app, { name: 'Warm Bakery' });
    const cold = await createBusiness(app, { name: 'Cold Bakery' });
    warmedPath = `/api/businesses/${warmed.slug}`;
    coldPagePath = `/business/${cold.slug}`;
    warmedBody = (await get(warmedPath).expect(200)).body;
    await get('/api/categories').expect(200);
    await postgres.stop();
  }, 120_000);

  afterAll(() => closeAppAndServer(app, postgres));

  it('answers an uncached API call 503 with Retry-After, quickly', async () => {
    const { ms, result: res } = await timed(() => get('/api/countries'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVICE_UNAVAILABLE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(3000);
  });

  it('answers admin calls and writes 503, not 500', async () => {
    const stats = await admin.get('/api/admin/stats');
    expect(stats.status).toBe(503);
    expect(stats.body).toEqual(SERVICE_UNAVAILABLE);
    const contact = await request(app.getHttpServer())
      .post('/api/contact')
      .send({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'Is the bakery open today?' });
    expect(contact.status).toBe(503);
    expect(contact.headers['retry-after']).toBeDefined();
  });

  it('still serves the answers it had cached, marked stale once the version cannot be read', async () => {
    const business = await get(warmedPath).expect(200);
    expect(business.body).toEqual(warmedBody);
    // Past the version's poll interval the full path answers, from the last good body.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const list = await get('/api/categories').expect(200);
    expect(list.body).toEqual([]);
    expect(list.headers.warning).toMatch(/^110 /);
    await get(warmedPath).expect(200, warmedBody as object);
  });

  it('answers a page that needs the database with a short HTML 503', async () => {
    const res = await get(coldPagePath).expect(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.text).toMatch(/temporarily unavailable/i);
  });

  it('keeps the JSON 404 of unknown API paths', async () => {
    await get('/api/does-not-exist').expect(404);
  });

  it('reports the database down on readiness (503) and stays live', async () => {
    const { ms, result: ready } = await timed(() => get('/api/health'));
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'error', database: 'down', cache: 'up' });
    expect(ms).toBeLessThan(2000);
    await get('/api/health/live').expect(200);
  });

  it('answers fresh 200s within 5 s of PostgreSQL coming back', async () => {
    await postgres.start();
    const back = performance.now();
    let status = 0;
    while (performance.now() - back < 10_000) {
      status = (await get('/api/countries')).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - back) / 1000;
    expect(status).toBe(200);
    expect(seconds).toBeLessThan(5);
    await get('/api/health').expect(200, { status: 'ok', database: 'up', cache: 'up' });
    await admin.get('/api/admin/stats').expect(200);
    const fresh = await get('/api/categories').expect(200);
    expect(fresh.headers.warning).toBeUndefined();
  });
});
