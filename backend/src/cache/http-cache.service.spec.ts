import type { BusinessVersionsService } from './business-versions.service.js';
import type { Cache } from 'cache-manager';
import { gunzipSync } from 'node:zlib';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { RedisCommands } from '../redis/redis-commands.js';
import type { DataVersionService } from './data-version.service.js';
import { businessOfResource, HttpCacheService } from './http-cache.service.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A data version the test sets, or makes unreadable as when PostgreSQL is down. */
function fakeVersion() {
  const state = { version: 1, down: false };
  const service = {
    epoch: 'e',
    current: () => (state.down ? Promise.reject(refused()) : Promise.resolve(state.version)),
  } as unknown as DataVersionService;
  return { state, service };
}

const uncounted = { countCacheLookup: () => undefined } as unknown as AppMetrics;
const text = (body: { gzip: Buffer }) => JSON.parse(gunzipSync(body.gzip).toString()) as unknown;
const TTL = 60_000;

describe('HttpCacheService while PostgreSQL is away (stale-if-error)', () => {
  let version: ReturnType<typeof fakeVersion>;
  let cache: HttpCacheService;

  beforeEach(() => {
    version = fakeVersion();
    const businesses = { current: () => Promise.resolve(0) } as unknown as BusinessVersionsService;
    cache = new HttpCacheService({} as Cache, version.service, businesses, new RedisCommands(null), uncounted);
  });

  it('serves the last good body, marked stale, when the version cannot be read', async () => {
    await cache.answer('/api/categories', TTL, async () => ['v1']);
    version.state.down = true;
    const answer = await cache.answer('/api/categories', TTL, async () => ['never built']);
    expect(answer.stale).toBe(true);
    expect(text(answer.body)).toEqual(['v1']);
  });

  it('serves the last good body of an older version when the build fails for want of a connection', async () => {
    await cache.answer('/api/countries', TTL, async () => ['v1']);
    version.state.version = 2;
    const answer = await cache.answer('/api/countries', TTL, () => Promise.reject(refused()));
    expect(answer).toMatchObject({ stale: true });
    expect(text(answer.body)).toEqual(['v1']);
  });

  it('never stores a stale body under the new version', async () => {
    await cache.answer('/api/countries', TTL, async () => ['v1']);
    version.state.version = 2;
    await cache.answer('/api/countries', TTL, () => Promise.reject(refused()));
    const fresh = await cache.answer('/api/countries', TTL, async () => ['v2']);
    expect(fresh.stale).toBe(false);
    expect(text(fresh.body)).toEqual(['v2']);
  });

  it('rethrows when it holds nothing for the resource, or the failure is not a lost connection', async () => {
    version.state.down = true;
    await expect(cache.answer('/api/never-seen', TTL, async () => [])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    version.state.down = false;
    await cache.answer('/api/cities', TTL, async () => ['v1']);
    version.state.version = 2;
    await expect(cache.answer('/api/cities', TTL, () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });

  it('keeps the newest version when an older build finishes last', async () => {
    version.state.version = 3;
    await cache.answer('/api/homepage-data', TTL, async () => ['v3']);
    await cache.getOrBuild(2, '/api/homepage-data', TTL, async () => ({ text: JSON.stringify(['v2']) }));
    version.state.down = true;
    expect(text((await cache.answer('/api/homepage-data', TTL, async () => [])).body)).toEqual(['v3']);
  });
});

describe('HttpCacheService bodies', () => {
  it('keeps a small JSON answer decoded beside its gzip, but a page-sized body as gzip alone', async () => {
    const businesses = { current: () => Promise.resolve(0) } as unknown as BusinessVersionsService;
    const cache = new HttpCacheService(
      {} as Cache,
      fakeVersion().service,
      businesses,
      new RedisCommands(null),
      uncounted,
    );
    const small = await cache.answer('/api/categories', TTL, async () => ['Bakery']);
    expect(small.body.identity?.toString()).toBe('["Bakery"]');
    // A server-rendered page is about 32 KB: kept decoded, each would take five times its gzip's room.
    const page = 'x'.repeat(32 * 1024);
    const big = await cache.answerText('page:/categories/bakery', TTL, async () => ({ text: page }));
    expect(big.body.identity).toBeUndefined();
    expect(cache.identityOf(big.body).toString()).toBe(page);
    expect(big.body.identity).toBeUndefined();
  });
});

describe('businessOfResource', () => {
  it("names the business of its detail, page and reviews, and nothing else's", () => {
    expect(businessOfResource('/api/businesses/blue-door-cafe')).toBe('blue-door-cafe');
    expect(businessOfResource('/api/businesses/blue-door-cafe/reviews?page=2')).toBe('blue-door-cafe');
    expect(businessOfResource('page:/business/blue-door-cafe')).toBe('blue-door-cafe');
    expect(businessOfResource('page:/business/blue-door-cafe/reviews?sort=newest')).toBe('blue-door-cafe');
    expect(businessOfResource('/api/categories/cafe')).toBeNull();
    expect(businessOfResource('page:/category/cafe')).toBeNull();
    expect(businessOfResource('page:/')).toBeNull();
  });
});
