import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataVersionService } from '../../src/cache/data-version.service.js';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { verifiedAccountAgent } from '../support/account-agent.js';
import { MACHINE_REDIS_URL } from '../support/machine-redis.js';
import { createTestApp, resetData } from '../support/test-app.js';

const REDIS_URL = MACHINE_REDIS_URL;
const TEXT = 'The sourdough was still warm and the staff knew every regular by name.';

/** Asks `path` of `app` until `done` holds for its answer, for at most `ms` (a NOTIFY crossing instances). */
async function eventually(app: NestExpressApplication, path: string, done: (text: string) => boolean, ms = 900) {
  const started = Date.now();
  for (;;) {
    const res = await request(app.getHttpServer()).get(path);
    if (done(res.text) || Date.now() - started > ms) return { res, waited: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a review on one of two instances sharing Redis (docs/behaviour.md §9, §13)', () => {
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let reviewed: string;
  let other: string;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL });
    b = await createTestApp({ REDIS_URL });
    await resetData(a);
    reviewed = (await createBusiness(a, { name: 'Cached Bakery' })).slug;
    other = (await createBusiness(a, { name: 'Untouched Bakery' })).slug;
    await a.get(DataChangesService).bulkChanged('test-setup');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shows the review at once on both, while the home page and other businesses keep answering 304', async () => {
    expect(b.get(DataVersionService).listening).toBe(true);
    const untouched = [
      '/',
      `/business/${other}`,
      `/api/businesses/${other}`,
      `/api/businesses/${other}/reviews`,
      '/api/homepage-data',
      '/categories/restaurant',
    ];
    const touched = [`/business/${reviewed}`, `/business/${reviewed}/reviews`, `/api/businesses/${reviewed}/reviews`];
    const etags = new Map<string, string>();
    for (const app of [a, b]) {
      for (const path of [...untouched, ...touched]) {
        const res = await request(app.getHttpServer()).get(path).expect(200);
        etags.set(path, res.headers.etag as string);
      }
    }
    expect((await request(b.getHttpServer()).get(`/business/${reviewed}`)).text).not.toContain(TEXT);

    const author = await verifiedAccountAgent(a, 'cached-author@example.com', 'Cora Cached');
    await author.post(`/api/businesses/${reviewed}/reviews`).send({ rating: 5, text: TEXT }).expect(201);

    // The writing instance shows it on its next request; the other once the NOTIFY arrives.
    for (const path of touched) expect((await request(a.getHttpServer()).get(path).expect(200)).text).toContain(TEXT);
    for (const path of touched) {
      const { res, waited } = await eventually(b, path, (text) => text.includes(TEXT));
      expect(res.status).toBe(200);
      expect(res.text).toContain(TEXT);
      expect(res.headers.etag).not.toBe(etags.get(path));
      expect(waited).toBeLessThan(900);
    }
    const detail = await request(b.getHttpServer()).get(`/api/businesses/${reviewed}`).expect(200);
    expect(detail.body.siteRating).toEqual({ average: 5, count: 1 });

    for (const app of [a, b]) {
      for (const path of untouched) {
        await request(app.getHttpServer()).get(path).set('If-None-Match', etags.get(path)!).expect(304);
      }
    }
  });
});
