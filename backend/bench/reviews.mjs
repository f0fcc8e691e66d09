// Reviews and the cache (docs/behaviour.md §9, §13): what a review write costs, what a stream of
// reviews does to the cache of everything else, and a business page with 500 reviews.
//
//   npm run build -w backend && npm run bench:reviews [-- --duration 20 --connections 50 --businesses 20000]
//
// One instance of the built server on its own database `directory_bench_reviews` (seeded once with
// the seed CLI and kept; DATABASE_URL names the PostgreSQL server). Accounts are made in SQL with one
// argon2 hash and signed in through the API. Parts:
//   1. Review writes: autocannon, 10 connections, each request a new review by a fresh account (so no
//      per-account or per-IP limit is reached); p50/p99 and PostgreSQL's CPU per write (from /proc).
//   2. The cache under a stream of reviews: bench:load's mix (10 % home, 20 % category pages, 50 %
//      business pages, 20 % search) over pages asked once before, measured alone, beside 5 reviews a
//      second on businesses of the mix, and beside 5 bumps a second of the global data version (what
//      every review cost the cache before per-business versions). Hit ratio from /metrics.
//   3. A business with 500 published reviews: p99 of its page and of its reviews page 20 (API and
//      page), cold (its cache version bumped before each request) and cached.
// Results replace the `## Reviews and the cache` section of BENCHMARKS.md.
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareSeededDatabase, runMain, startServer, stopProcess, writeBenchmarkSection } from './harness.mjs';
import { cpuTicks, log, percentile, sleep, TICK_MS } from './support.mjs';
import pg from 'pg';

const SECTION = '## Reviews and the cache';
const BENCH_DB = 'directory_bench_reviews';
const PASSWORD = 'a long enough bench password';
const TEXT = 'Friendly staff, fair prices and everything was ready on time. Would come again.';
const METRICS_TOKEN = 'bench-reviews-metrics-token';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    businesses: { type: 'string', default: '20000' },
    writes: { type: 'string', default: '1000' },
  },
});
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const WRITES = Number(opts.writes);

const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

/** Verified accounts made in SQL (one argon2 hash for all), signed in through the API; their cookies. */
async function signedInAccounts(db, base, prefix, count) {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@bench.invalid`);
  await db.query(
    `INSERT INTO accounts (display_name, email, password_hash, email_verified_at)
     SELECT 'Bench ' || n, e, $2, now() FROM unnest($1::text[]) WITH ORDINALITY AS x(e, n)
     ON CONFLICT ON CONSTRAINT uq_accounts_email DO NOTHING`,
    [emails, passwordHash],
  );
  const cookies = [];
  for (let i = 0; i < emails.length; i += 8) {
    const batch = await Promise.all(
      emails.slice(i, i + 8).map(async (email, j) => {
        const res = await fetch(`${base}/api/account/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(i + j) >> 8}.${(i + j) & 255}` },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
        return res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
      }),
    );
    cookies.push(...batch);
  }
  return cookies;
}

async function metricsHits(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (result) =>
    Number(new RegExp(`http_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: read('hit'), miss: read('miss') };
}

async function reviewWrites(base, db, slugs) {
  const cookies = await signedInAccounts(db, base, 'writer', WRITES);
  let next = 0;
  const statuses = {};
  const pgBefore = cpuTicks({ name: 'postgres' });
  const result = await autocannon({
    url: base,
    connections: 10,
    amount: WRITES,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = next++;
          return {
            ...req,
            path: `/api/businesses/${slugs[n % slugs.length]}/reviews`,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              cookie: cookies[n % cookies.length],
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ rating: 1 + (n % 5), text: TEXT }),
          };
        },
        onResponse: (status) => (statuses[status] = (statuses[status] ?? 0) + 1),
      },
    ],
  });
  const pgMs = ((cpuTicks({ name: 'postgres' }) - pgBefore) * TICK_MS) / Math.max(1, result.requests.total);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, pgMs, statuses };
}

function mixOf({ slugs, categories, words }) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return () => {
    const r = Math.random();
    if (r < 0.1) return '/';
    if (r < 0.3) return `/categories/${pick(categories)}`;
    if (r < 0.8) return `/business/${pick(slugs)}`;
    return `/api/search?q=${encodeURIComponent(pick(words))}`;
  };
}

async function warm(base, paths) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < paths.length) {
        const res = await fetch(`${base}${paths[next++]}`, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
      }
    }),
  );
}

/** The mix for DURATION seconds with `beside` running every 200 ms (5 a second), or nothing beside. */
async function mixUnder(label, base, mix, beside) {
  const before = await metricsHits(base);
  let running = true;
  let besideCount = 0;
  const ticker = (async () => {
    while (running && beside) {
      const started = Date.now();
      await beside(besideCount++).catch((error) => log(`  beside failed: ${error.message}`));
      await sleep(Math.max(0, 200 - (Date.now() - started)));
    }
  })();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: mix() }) }],
  });
  running = false;
  await ticker;
  const after = await metricsHits(base);
  const hits = after.hit - before.hit;
  const misses = after.miss - before.miss;
  const row = {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    hitRatio: hits / Math.max(1, hits + misses),
    beside: besideCount,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  log(
    `  ${label}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, hit ratio ${(row.hitRatio * 100).toFixed(1)} %, ${row.beside} writes beside`,
  );
  return row;
}

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

async function bigBusiness(base, db, slug) {
  const [{ id }] = (await db.query(`SELECT id FROM businesses WHERE slug = $1`, [slug])).rows;
  await db.query(
    `INSERT INTO accounts (display_name, email, email_verified_at)
     SELECT 'Big reviewer ' || n, 'big-' || n || '@bench.invalid', now() FROM generate_series(1, 500) n
     ON CONFLICT ON CONSTRAINT uq_accounts_email DO NOTHING`,
  );
  await db.query(
    `INSERT INTO reviews (business_id, account_id, rating, text, state, helpful_count, created_at)
     SELECT $1, a.id, 1 + (a.id % 5), $2, 'published', a.id % 7, now() - (a.id % 700) * interval '1 hour'
     FROM accounts a WHERE a.email LIKE 'big-%@bench.invalid'
     ON CONFLICT ON CONSTRAINT uq_reviews_business_account DO NOTHING`,
    [id, TEXT],
  );
  const bump = async () => {
    await db.query(
      `WITH b AS (INSERT INTO business_cache_versions (slug, version) VALUES ($1, 1)
                  ON CONFLICT (slug) DO UPDATE SET version = business_cache_versions.version + 1 RETURNING version)
       SELECT pg_notify('directory_business_version', version || ' ' || $1) FROM b`,
      [slug],
    );
    await sleep(30);
  };
  const rows = [];
  for (const [label, route] of [
    ['Business page', `/business/${slug}`],
    ['Reviews page 20', `/business/${slug}/reviews?page=20`],
    ['API reviews page 20', `/api/businesses/${slug}/reviews?page=20`],
  ]) {
    if ((await timed(`${base}${route}`)) === null) {
      log(`  ${label}: ${route} answers 404 in this build, left out`);
      continue;
    }
    const cold = [];
    for (let i = 0; i < 30; i++) {
      await bump();
      cold.push(await timed(`${base}${route}`));
    }
    await timed(`${base}${route}`);
    const cached = [];
    for (let i = 0; i < 200; i++) cached.push(await timed(`${base}${route}`));
    rows.push({
      label,
      route,
      coldP99: percentile(cold, 99),
      coldP50: percentile(cold, 50),
      cachedP99: percentile(cached, 99),
    });
    log(`  ${label}: cold p99 ${ms(percentile(cold, 99))} ms, cached p99 ${ms(percentile(cached, 99))} ms`);
  }
  return rows;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = await prepareSeededDatabase(serverUrl, {
    name: BENCH_DB,
    businesses: Number(opts.businesses),
    reuse: true,
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // A previous run's writes go, so every run starts from the seeded directory alone.
  await db.query(`TRUNCATE reviews, business_cache_versions CASCADE`);
  await db.query(`DELETE FROM accounts WHERE email LIKE '%@bench.invalid'`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reviews-'));
  const { child, base } = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
  });
  try {
    const slugs = (
      await db.query(`SELECT slug FROM businesses WHERE is_approved ORDER BY random() LIMIT 2000`)
    ).rows.map((r) => r.slug);
    const categories = (
      await db.query(`SELECT category_slug FROM category_stats ORDER BY business_count DESC LIMIT 100`)
    ).rows.map((r) => r.category_slug);
    const words = ['cafe', 'pizza', 'dentist', 'bakery', 'hotel', 'garage', 'florist', 'pharmacy', 'gym', 'barber'];

    log(`1. ${WRITES} review writes at 10 connections …`);
    const writes = await reviewWrites(base, db, slugs.slice(0, 500));
    log(
      `  p50 ${writes.p50} ms, p99 ${writes.p99} ms, PostgreSQL ${ms(writes.pgMs)} ms CPU a write`,
      JSON.stringify(writes.statuses),
    );

    log('2. The mix under a stream of reviews …');
    const mix = mixOf({ slugs, categories, words });
    await warm(base, [
      '/',
      ...categories.map((c) => `/categories/${c}`),
      ...slugs.map((s) => `/business/${s}`),
      ...words.map((w) => `/api/search?q=${w}`),
    ]);
    const streamCookies = await signedInAccounts(db, base, 'stream', 200);
    const review = (n) =>
      fetch(`${base}/api/businesses/${slugs[(n * 7919) % slugs.length]}/reviews`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: streamCookies[n % streamCookies.length],
          'x-forwarded-for': `10.8.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ rating: 4, text: TEXT }),
      }).then((res) => res.arrayBuffer());
    const globalBump = () =>
      db.query(`WITH b AS (UPDATE app_state SET value = to_jsonb(value::int + 1), updated_at = now()
                 WHERE key = 'data_version' RETURNING value::int AS v) SELECT pg_notify('directory_data_version', v::text) FROM b`);
    const alone = await mixUnder('Mix alone', base, mix, null);
    const withReviews = await mixUnder('Mix + 5 reviews/s', base, mix, review);
    await warm(base, ['/', ...categories.map((c) => `/categories/${c}`), ...slugs.map((s) => `/business/${s}`)]);
    const aloneAgain = await mixUnder('Mix alone, again', base, mix, null);
    const withGlobal = await mixUnder('Mix + 5 global version bumps/s (the cost before)', base, mix, globalBump);

    log('3. A business with 500 reviews …');
    const big = await bigBusiness(base, db, slugs[slugs.length - 1]);

    const [load1] = os.loadavg();
    const baseline = { hitRatio: (alone.hitRatio + aloneAgain.hitRatio) / 2, p99: (alone.p99 + aloneAgain.p99) / 2 };
    const within = (row) =>
      Math.abs(row.hitRatio - baseline.hitRatio) / baseline.hitRatio <= 0.1 && row.p99 <= baseline.p99 * 1.1;
    const text = `${SECTION}

\`npm run build -w backend && npm run bench:reviews -- --duration ${DURATION} --connections ${CONNECTIONS} --businesses ${opts.businesses}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${load1.toFixed(2)} at the end. One instance of the built server (in-process cache) on the local PostgreSQL, database \`${BENCH_DB}\` with ${opts.businesses} seeded businesses.

**Review writes** (${WRITES} reviews by ${WRITES} signed-in accounts, autocannon at 10 connections): p50 ${writes.p50} ms, **p99 ${writes.p99} ms**, ${writes.rps.toFixed(0)} writes/s; PostgreSQL spends **${ms(writes.pgMs)} ms of CPU per write** (the insert, its indexes and the business's cache version; the summary is counted when a page is built, so a write keeps nothing else up to date). Statuses: ${JSON.stringify(writes.statuses)}.

**The cache under a stream of reviews** (the load mix over ${slugs.length} business pages, ${categories.length} category pages, the home page and ${words.length} searches, every page asked once before; ${CONNECTIONS} connections, ${DURATION} s each):

| Run | Req/s | p50 | p99 | Cache hit ratio | Writes beside |
|---|---:|---:|---:|---:|---:|
${[alone, withReviews, aloneAgain, withGlobal].map((r) => `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${(r.hitRatio * 100).toFixed(1)} % | ${r.beside} |`).join('\n')}

With 5 reviews a second the hit ratio and p99 stay ${within(withReviews) ? '**within 10 %**' : '**outside 10 %**'} of the runs without them (baseline: the mean of the two runs alone, ${(baseline.hitRatio * 100).toFixed(1)} % and ${ms(baseline.p99)} ms): each review empties the cache of its own business only. The last row is what the same stream cost when every write bumped the one global data version: every page of the site missed after each write.

**A business with 500 published reviews** (30 cold requests, each after a bump of that business's cache version; 200 cached requests; sequential, one client):

| Route | Cold p50 | Cold p99 | Cached p99 |
|---|---:|---:|---:|
${big.map((r) => `| ${r.label} (\`${r.route.replace(/\/business\/[^/?]+/, '/business/{slug}').replace(/\/api\/businesses\/[^/?]+/, '/api/businesses/{slug}')}\`) | ${ms(r.coldP50)} ms | ${ms(r.coldP99)} ms | ${ms(r.cachedP99)} ms |`).join('\n')}
`;
    await writeBenchmarkSection(text);
    log(`Wrote ${SECTION}`);
  } finally {
    await stopProcess(child);
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
