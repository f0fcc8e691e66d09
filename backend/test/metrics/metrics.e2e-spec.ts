import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { writeCsv } from '../fixtures/spreadsheets.js';
import { adminAgent } from '../support/admin-agent.js';
import { FixtureDir } from '../support/fixture-dir.js';
import { createTestApp, resetData } from '../support/test-app.js';
import { upload } from '../upload/upload-support.js';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The application with METRICS_TOKEN set as given (or unset), as the environment would set it at start. */
async function appWithMetricsToken(token: string | undefined): Promise<NestExpressApplication> {
  const before = process.env.METRICS_TOKEN;
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  try {
    return await createTestApp();
  } finally {
    if (before === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = before;
  }
}

/** The value of one series of a scrape (`name{labels}` exactly as written), or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** How many GET requests the scrape counts under `route` answered with `status`. */
const getsTimed = (text: string, route: string, status: number) =>
  valueOf(text, `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`);

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await appWithMetricsToken(undefined);
  });
  afterAll(() => app.close());

  it('does not exist (404), whatever token is sent', async () => {
    await request(app.getHttpServer()).get('/metrics').expect(404);
    await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: NestExpressApplication;
  const dir = new FixtureDir();
  beforeAll(async () => {
    app = await appWithMetricsToken(TOKEN);
    await resetData(app);
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  const scrape = async (): Promise<string> =>
    (await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('answers 401 without the token or with a wrong one', async () => {
    const missing = await request(app.getHttpServer()).get('/metrics').expect(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    await request(app.getHttpServer())
      .get('/metrics')
      .set('Authorization', 'Bearer wrong-token-0123456789')
      .expect(401);
    await request(app.getHttpServer()).get('/metrics').set('Authorization', TOKEN).expect(401);
    await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
  });

  it('answers Prometheus text that no cache keeps and no rate limit counts', async () => {
    const res = await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.text).toContain('process_cpu_seconds_total');
  });

  it.each([
    {
      rule: 'a request under the route pattern it matched, never its URL; unknown paths are "unmatched"',
      asked: [
        ['/api/businesses/some-unknown-slug', 404],
        ['/api/no-such-endpoint/42', 404],
      ],
      timed: [
        ['/api/businesses/:slug', 404],
        ['unmatched', 404],
      ],
      unseen: ['some-unknown-slug', 'no-such-endpoint'],
    },
    {
      rule: 'a public page under its page route, never its URL',
      asked: [
        ['/business/some-missing-business', 404],
        ['/countries', 200],
        ['/no/such/page', 404],
      ],
      timed: [
        ['/business/:slug', 404],
        ['/countries', 200],
      ],
      unseen: ['some-missing-business', '/no/such/page'],
    },
  ] satisfies Array<{
    rule: string;
    asked: Array<[string, number]>;
    timed: Array<[string, number]>;
    unseen: string[];
  }>)('times $rule', async ({ asked, timed, unseen }) => {
    for (const [path, status] of asked) await request(app.getHttpServer()).get(path).expect(status);
    const text = await scrape();
    for (const [route, status] of timed) expect(getsTimed(text, route, status)).toBeGreaterThanOrEqual(1);
    for (const part of unseen) expect(text).not.toContain(part);
  });

  it('counts a miss, then a hit, for a cacheable GET asked twice', async () => {
    const hits = (text: string) => valueOf(text, 'http_cache_lookups_total{result="hit"}') ?? NaN;
    const misses = (text: string) => valueOf(text, 'http_cache_lookups_total{result="miss"}') ?? NaN;
    const before = await scrape();
    await request(app.getHttpServer()).get('/api/categories?letter=q').expect(200);
    const first = await scrape();
    await request(app.getHttpServer()).get('/api/categories?letter=q').expect(200);
    const second = await scrape();
    expect([misses(first) - misses(before), hits(first) - hits(before)]).toEqual([1, 0]);
    expect([misses(second) - misses(first), hits(second) - hits(first)]).toEqual([0, 1]);
  });

  it("reads the PostgreSQL pool's total, idle and waiting clients when scraped", async () => {
    const text = await scrape();
    expect(valueOf(text, 'pg_pool_total_clients')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'pg_pool_idle_clients')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'pg_pool_waiting_clients')).toBe(0);
  });

  it('counts imported rows by outcome: added, skipped, failed', async () => {
    const rowsOf = (text: string, outcome: string) => valueOf(text, `import_rows_total{outcome="${outcome}"}`) ?? NaN;
    const before = await scrape();
    const file = await writeCsv(dir.file('metrics.csv'), [
      ['name', 'address', 'category', 'place_id', 'country_code'],
      ['Café One', '1 Main St', 'Cafe', 'metrics-place-1', 'DE'],
      ['Café Two', '2 Main St', 'Cafe', 'metrics-place-2', 'DE'],
      ['Café One again', '1 Main St', 'Cafe', 'metrics-place-1', 'DE'],
      ['Nowhere Café', '3 Main St', 'Cafe', 'metrics-place-3', 'XYZ'],
    ]);
    const result = (await upload(await adminAgent(app), file).expect(200)).body;
    expect(result).toMatchObject({ successCount: 2, skippedCount: 1, errorCount: 1 });
    const after = await scrape();
    expect(['added', 'skipped', 'failed'].map((o) => rowsOf(after, o) - rowsOf(before, o))).toEqual([2, 1, 1]);
  });
});
