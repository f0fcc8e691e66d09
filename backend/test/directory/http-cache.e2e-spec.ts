import type { NestExpressApplication } from '@nestjs/platform-express';
import { createClient } from 'redis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DataVersionService } from '../../src/cache/data-version.service.js';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { MACHINE_REDIS_URL } from '../support/machine-redis.js';
import { createTestApp, resetData } from '../support/test-app.js';
import { seedBusinesses, useWorldApp, WORLD } from './directory-fixtures.js';

const REDIS_URL = MACHINE_REDIS_URL;

/** What an admin edit does: change a row, then tell DataChangesService in the same transaction. */
async function adminWrite(app: NestExpressApplication, sql: string): Promise<void> {
  await app.get(DataSource).transaction(async (m) => {
    await m.query(sql);
    await app.get(DataChangesService).rowChanged(m, null, null);
  });
}

const restaurantCount = async (app: NestExpressApplication) =>
  (await request(app.getHttpServer()).get('/api/categories/restaurant').expect(200)).body.businessCount as number;

describe('public HTTP cache (docs/behaviour.md §9)', () => {
  const { ctx, get } = useWorldApp();

  it('sends a compressed body with an ETag, and answers 304 to a matching If-None-Match', async () => {
    const res = await get('/api/categories').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    const etag = res.headers['etag'];
    expect(etag).toMatch(/^W\/".+"$/);
    const notModified = await get('/api/categories').set('If-None-Match', etag).expect(304);
    expect(notModified.text ?? '').toBe('');
    expect(notModified.headers['etag']).toBe(etag);
    await get('/api/categories')
      .set('If-None-Match', `"other", ${etag.replace(/^W\//, '')}`)
      .expect(304);
    await get('/api/categories').set('If-None-Match', 'W/"other"').expect(200);
  });

  it('sends the plain body to a client that does not take gzip', async () => {
    const gz = await get('/api/countries').expect(200);
    const plain = await get('/api/countries').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(gz.body);
    expect(plain.headers['etag']).toBe(gz.headers['etag']);
  });

  it('serves from the cache until a write, then at once the new data with a new ETag', async () => {
    const before = await get('/api/categories/restaurant').expect(200);
    expect(before.body.businessCount).toBe(5);
    // A change that bypasses DataChangesService is not seen: the answer comes from the cache.
    await ctx.app
      .get(DataSource)
      .query(`UPDATE category_stats SET business_count = 42 WHERE category_slug = 'restaurant'`);
    expect(await restaurantCount(ctx.app)).toBe(5);
    await ctx.app.get(DataSource).transaction(async (m) => {
      await m.query(`UPDATE businesses SET is_approved = true WHERE name = 'Hidden Restaurant'`);
      const keys = { categorySlug: 'restaurant', countryCode: 'DE', citySlug: 'berlin' };
      await ctx.app
        .get(DataChangesService)
        .rowChanged(m, { ...keys, isApproved: false }, { ...keys, isApproved: true });
    });
    const after = await get('/api/categories/restaurant').expect(200);
    expect(after.body.businessCount).toBe(6);
    expect(after.body.businesses.map((b: { name: string }) => b.name)).toContain('Hidden Restaurant');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    await get('/api/categories/restaurant').set('If-None-Match', before.headers['etag']).expect(200);
  });

  it('answers a repeated request from memory with the headers of the first answer', async () => {
    const first = await get('/api/cities?letter=b').expect(200);
    const again = await get('/api/cities?letter=b').expect(200);
    const head = await request(ctx.app.getHttpServer()).head('/api/cities?letter=b').expect(200);
    // Date and X-Request-Id belong to each answer, not to the cached body.
    const { date: _d1, 'x-request-id': _r1, ...firstHeaders } = first.headers;
    const { date: _d2, 'x-request-id': _r2, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(againHeaders['x-content-type-options']).toBe('nosniff');
    expect(again.body).toEqual(first.body);
    expect(head.headers['etag']).toBe(first.headers['etag']);
    expect(head.text ?? '').toBe('');
    const plain = await get('/api/cities?letter=b').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(first.body);
    await get('/api/cities?letter=b').set('If-None-Match', first.headers['etag']).expect(304);
  });

  it('keys query parameters that change the answer, and ignores others', async () => {
    const a = await get('/api/categories?letter=c').expect(200);
    const b = await get('/api/categories?letter=c&utm_source=x').expect(200);
    const c = await get('/api/categories?letter=b').expect(200);
    expect(b.headers['etag']).toBe(a.headers['etag']);
    expect(c.body).not.toEqual(a.body);
  });

  it('does not cache errors', async () => {
    await get('/api/categories/plumber').expect(404);
    await adminWrite(
      ctx.app,
      `INSERT INTO businesses (name, slug, category, category_slug, country_code, place_id)
                           VALUES ('Pipe Pro', 'pipe-pro-aaaaaa', 'Plumber', 'plumber', 'DE', 'ChIJpipe')`,
    );
    await ctx.app.get(DataChangesService).bulkChanged('test');
    expect((await get('/api/categories/plumber').expect(200)).body.businessCount).toBe(1);
  });
});

describe('several instances', () => {
  let a: NestExpressApplication;
  let b: NestExpressApplication;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
    await resetData(a);
    await seedBusinesses(a, WORLD);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('makes a write on one instance visible on the others at once (NOTIFY on commit)', async () => {
    expect(b.get(DataVersionService).listening).toBe(true);
    expect(await restaurantCount(b)).toBe(5);
    await adminWrite(a, `UPDATE businesses SET is_approved = false WHERE name = 'Alpha Grill'`);
    await a.get(DataChangesService).bulkChanged('test');
    const started = Date.now();
    while ((await restaurantCount(b)) !== 4 && Date.now() - started < 900) await new Promise((r) => setTimeout(r, 20));
    // Well within the one-second re-read a lost notification would fall back to.
    expect(await restaurantCount(b)).toBe(4);
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('with REDIS_URL', () => {
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  const redis = createClient({ url: REDIS_URL });

  beforeAll(async () => {
    await redis.connect();
    a = await createTestApp({ REDIS_URL });
    b = await createTestApp({ REDIS_URL });
    await resetData(a);
    await seedBusinesses(a, WORLD);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.close();
  });

  it('stores bodies in Redis under namespaced, versioned keys that other instances read', async () => {
    const versions = a.get(DataVersionService);
    const version = await versions.current();
    const first = await request(a.getHttpServer()).get('/api/countries').expect(200);
    const key = `directory::http:${versions.epoch}:v${version}:/api/countries`;
    expect(versions.epoch).toMatch(/^[0-9a-f]{8}$/);
    expect(await redis.keys(`directory::http:*:v${version}:/api/countries*`)).toContain(key);
    const ttl = await redis.pTTL(key);
    expect(ttl).toBeGreaterThan(119 * 60_000);
    expect(ttl).toBeLessThanOrEqual(120 * 60_000);
    // Instance b has never built this answer: a changed table it does not see proves it came from Redis.
    await a.get(DataSource).query(`UPDATE country_stats SET business_count = 777 WHERE country_code = 'DE'`);
    const fromRedis = await request(b.getHttpServer()).get('/api/countries').expect(200);
    expect(fromRedis.body).toEqual(first.body);
    expect(fromRedis.headers['etag']).toBe(first.headers['etag']);
    await a.get(DataChangesService).bulkChanged('test');
    const fresh = await request(b.getHttpServer()).get('/api/countries').expect(200);
    expect(fresh.body.find((c: { countryCode: string }) => c.countryCode === 'DE').businessCount).toBe(5);
  });
});
