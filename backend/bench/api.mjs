// Public API benchmark (issue 3) at 600 000 businesses seeded by the seed CLI:
//  - warm lists against nginx (Debian) serving the same bytes as static files, same run;
//  - cold answers (data version bumped first, as an admin write does) against the naive GROUP BY;
//  - category / city pages at random pages (first and last included), business by slug, search.
//
//   npm run build -w backend && npm run bench:api -w backend [-- --reuse] [--runs 3] [--duration 10]
//
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// the benchmark works in its own database `directory_bench_api` there, filled with
// `npm run seed -- --businesses 600000` (--reuse keeps a database that already holds them).
// nginx runs from a temporary config on a loopback port. Results replace the `## Public API`
// section of BENCHMARKS.md at the repository root.
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import {
  BACKEND,
  BENCH_BUSINESSES,
  BENCH_DB,
  MAIN,
  bumpVersion,
  prepareSeededDatabase,
  runMain,
  startBenchScript,
  startServer,
  stopProcess,
  writeBenchmarkSection,
} from './harness.mjs';
import { fetchRaw, freePort, log, median, percentile, rolledBackInsertMs, sleep } from './support.mjs';

const GZIP = { 'accept-encoding': 'gzip' };
const LISTS = ['/api/homepage-data', '/api/categories', '/api/countries', '/api/cities'];
const TARGETS = { warmRatio: 0.5, warmP99: 10, coldMs: 50, pageP99: 30, slugRps: 3000, searchP99: 50 };

const { values: opts } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
  },
});
const RUNS = Number(opts.runs);
const DURATION = Number(opts.duration);

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const verdict = (ok) => (ok ? 'pass' : '**FAIL**');

/** bench/bare-express-server.mjs: Express alone sending the API's bytes. */
const startBareExpress = (apiBase) =>
  startBenchScript('bare-express-server.mjs', { API_BASE: apiBase, PATHS: LISTS.join(',') });

/** bench/bare-slug-server.mjs: the miss path without the framework, for comparison. */
const startBareSlugServer = (databaseUrl) => startBenchScript('bare-slug-server.mjs', { DATABASE_URL: databaseUrl });

const NGINX_CONF = (dir, port) => `
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { default_type application/json; add_header Content-Encoding gzip; add_header Vary Accept-Encoding; }
  }
}`;

async function startNginx(files) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-nginx-'));
  // nginx workers run as an unprivileged user: the files must be readable by others.
  await chmod(dir, 0o755);
  await promisify(execFile)('mkdir', ['-p', '-m', '755', path.join(dir, 'www'), path.join(dir, 'tmp')]);
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, 'www', name), body);
  const port = await freePort();
  await writeFile(path.join(dir, 'nginx.conf'), NGINX_CONF(dir, port));
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 40 &&
    !(await fetch(`${base}/${Object.keys(files)[0]}`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await sleep(100);
  for (const [name, body] of Object.entries(files)) {
    const res = await fetchRaw(`${base}/${name}`);
    if (res.status !== 200 || !res.body.equals(body))
      throw new Error(`nginx does not serve ${name} as the API does (${res.status})`);
  }
  return { child, base, dir };
}

/** autocannon at `connections`; with several paths each request takes a random one, and `missShare` is the share of first requests of a path (cache misses). */
async function cannon(base, paths, { duration = DURATION, connections = 50 } = {}) {
  const list = Array.isArray(paths) ? paths : [paths];
  const seen = new Set();
  const result = await autocannon({
    url: `${base}${list[0]}`,
    connections,
    duration,
    headers: GZIP,
    requests:
      list.length > 1
        ? [
            {
              setupRequest: (req) => {
                const path = pick(list);
                seen.add(path);
                return { ...req, path };
              },
            },
          ]
        : undefined,
  });
  if (result.errors || result.timeouts)
    throw new Error(`autocannon: ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    non2xx: result.non2xx,
    missShare: list.length > 1 ? Math.min(1, seen.size / Math.max(1, result.requests.total)) : 0,
  };
}

async function timeQuery(db, sql, params = [], runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function machine() {
  const run = async (cmd, args) => (await promisify(execFile)(cmd, args)).stdout.trim();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const mem = (await run('free', ['-g'])).split('\n')[1].replace(/\s+/g, ' ');
  const nginx = (await promisify(execFile)('nginx', ['-v']).then((r) => r.stderr)).trim();
  const pgVersion = await run('psql', ['--version']).catch(() => 'psql not found');
  return { nproc: await run('nproc', []), cpu, mem, node: process.version, nginx, pgVersion };
}

async function main() {
  if (!existsSync(MAIN)) throw new Error('Build first: npm run build -w backend');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const info = await machine();
  const databaseUrl = await prepareSeededDatabase(serverUrl, {
    name: BENCH_DB,
    businesses: BENCH_BUSINESSES,
    reuse: opts.reuse,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let api;
  let nginx;
  let bareExpress;
  const report = { info, loadStart: os.loadavg(), date: new Date().toISOString().slice(0, 10) };
  try {
    api = await startServer({ DATABASE_URL: databaseUrl, REDIS_URL: '' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (p, headers = GZIP) => fetchRaw(`${api.base}${p}`, headers, agent);

    // ---- Warm lists vs nginx -------------------------------------------------------------
    const files = {};
    for (const p of LISTS) {
      const res = await get(p);
      if (res.status !== 200 || res.headers['content-encoding'] !== 'gzip') throw new Error(`${p}: ${res.status}`);
      files[`${p.replaceAll('/', '_')}.json`] = res.body;
    }
    nginx = await startNginx(files);
    report.sizes = Object.fromEntries(LISTS.map((p) => [p, files[`${p.replaceAll('/', '_')}.json`].length]));
    report.warm = {};
    for (const p of LISTS) report.warm[p] = { api: [], nginx: [], ratio: [], express: [] };
    bareExpress = await startBareExpress(api.base);
    for (let run = 1; run <= RUNS; run++) {
      for (const p of LISTS) {
        const n = await cannon(nginx.base, `/${p.replaceAll('/', '_')}.json`);
        const a = await cannon(api.base, p);
        report.warm[p].express.push(await cannon(bareExpress.base, p));
        if (a.non2xx || n.non2xx) throw new Error(`${p}: ${a.non2xx} / ${n.non2xx} non-2xx answers (api / nginx)`);
        report.warm[p].api.push(a);
        report.warm[p].nginx.push(n);
        report.warm[p].ratio.push(a.rps / n.rps);
        log(
          `warm ${p} run ${run}: api ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms, nginx ${n.rps.toFixed(0)} req/s p99 ${n.p99} ms`,
        );
      }
    }
    await stopProcess(nginx.child);
    nginx = null;

    // ---- Cold answers vs the naive GROUP BY ------------------------------------------------
    const [topCategory] = (
      await db.query(
        `SELECT category_slug AS slug, business_count AS n FROM category_stats ORDER BY business_count DESC LIMIT 1`,
      )
    ).rows;
    const [topCity] = (
      await db.query(
        `SELECT country_code AS cc, city_slug AS slug, business_count AS n FROM city_stats ORDER BY business_count DESC LIMIT 1`,
      )
    ).rows;
    const [topCountry] = (
      await db.query(`SELECT country_code AS cc FROM country_stats ORDER BY business_count DESC LIMIT 1`)
    ).rows;
    const slugs = (
      await db.query(`SELECT slug FROM businesses WHERE is_approved ORDER BY random() LIMIT 100000`)
    ).rows.map((r) => r.slug);
    const lastCategoryPage = Math.ceil(topCategory.n / 12);
    const lastCityPage = Math.ceil(topCity.n / 12);
    const coldPaths = [
      ...LISTS,
      `/api/countries/${topCountry.cc.toLowerCase()}`,
      `/api/categories/${topCategory.slug}?page=1&limit=12`,
      `/api/categories/${topCategory.slug}?page=${lastCategoryPage}&limit=12`,
      `/api/cities/${topCity.cc.toLowerCase()}/${topCity.slug}?page=1&limit=12`,
      `/api/cities/${topCity.cc.toLowerCase()}/${topCity.slug}?page=${lastCityPage}&limit=12`,
      () => `/api/businesses/${pick(slugs)}`,
      () => `/api/search?q=${pick(['restaurant', 'hair salon', 'italian restaurant', 'dentist', 'cafe'])}`,
    ];
    report.cold = [];
    for (const entry of coldPaths) {
      const times = [];
      let label = typeof entry === 'string' ? entry : entry().replace(/[^/=?]+$/, '…');
      for (let i = 0; i < 5; i++) {
        await bumpVersion(db);
        const p = typeof entry === 'string' ? entry : entry();
        const res = await get(p);
        if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
        times.push(res.ms);
      }
      if (label.startsWith('/api/search')) label = '/api/search?q=… (1–2 words)';
      report.cold.push({ path: label, ms: median(times) });
      log(`cold ${label}: ${ms(median(times))} ms`);
    }
    report.naive = {
      categories: await timeQuery(
        db,
        `SELECT category_slug, mode() WITHIN GROUP (ORDER BY category), count(*), round(avg(rating), 2)
                                       FROM businesses WHERE is_approved GROUP BY category_slug ORDER BY count(*) DESC`,
      ),
      countries: await timeQuery(
        db,
        `SELECT country_code, count(*), count(DISTINCT city_slug), count(DISTINCT category_slug)
                                      FROM businesses WHERE is_approved GROUP BY country_code ORDER BY count(*) DESC`,
      ),
      cities: await timeQuery(
        db,
        `SELECT country_code, city_slug, mode() WITHIN GROUP (ORDER BY city), count(*), count(DISTINCT category_slug)
                                   FROM businesses WHERE is_approved AND city_slug IS NOT NULL GROUP BY 1, 2 ORDER BY 4 DESC`,
      ),
      categoryPage: await timeQuery(
        db,
        `SELECT (SELECT count(*) FROM businesses WHERE is_approved AND category_slug = $1),
                (SELECT array_agg(id) FROM (SELECT id FROM businesses WHERE is_approved AND category_slug = $1
                 ORDER BY review_count DESC, id LIMIT 12 OFFSET $2) p)`,
        [topCategory.slug, (lastCategoryPage - 1) * 12],
      ),
    };
    log(`naive GROUP BY: ${JSON.stringify(report.naive)}`);

    // ---- Category and city pages, any page -------------------------------------------------
    const categories = (
      await db.query(
        `SELECT category_slug AS slug, business_count AS n FROM category_stats ORDER BY business_count DESC LIMIT 200`,
      )
    ).rows;
    const cities = (
      await db.query(
        `SELECT country_code AS cc, city_slug AS slug, business_count AS n FROM city_stats ORDER BY business_count DESC LIMIT 200`,
      )
    ).rows;
    const randomPage = (n) => {
      const last = Math.max(1, Math.ceil(n / 12));
      const roll = Math.random();
      return roll < 0.2 ? 1 : roll < 0.4 ? last : 1 + Math.floor(Math.random() * last);
    };
    const pageUrl = () => {
      if (Math.random() < 0.5) {
        const c = pick(categories);
        return `/api/categories/${c.slug}?page=${randomPage(c.n)}&limit=12`;
      }
      const c = pick(cities);
      return `/api/cities/${c.cc.toLowerCase()}/${c.slug}?page=${randomPage(c.n)}&limit=12`;
    };
    await bumpVersion(db);
    const pageTimes = [];
    for (let i = 0; i < 1000; i++) pageTimes.push((await get(pageUrl())).ms);
    const pageUrls = Array.from({ length: 50_000 }, pageUrl);
    await bumpVersion(db);
    const pageLoad = await cannon(api.base, pageUrls, { connections: 10 });
    report.pages = {
      sequentialP50: percentile(pageTimes, 50),
      sequentialP99: percentile(pageTimes, 99),
      load: pageLoad,
    };
    log(
      `pages: sequential p50 ${ms(report.pages.sequentialP50)} p99 ${ms(report.pages.sequentialP99)} ms; 10 conns ${pageLoad.rps.toFixed(0)} req/s p99 ${pageLoad.p99} ms`,
    );

    // ---- Business by slug -------------------------------------------------------------------
    report.slug = { cold: [], warm: [], bare: [] };
    const warmSlugs = slugs.slice(0, 1000).map((s) => `/api/businesses/${s}`);
    const bare = await startBareSlugServer(databaseUrl);
    try {
      for (let run = 1; run <= RUNS; run++) {
        report.slug.bare.push(
          await cannon(
            bare.base,
            slugs.map((s) => `/api/businesses/${s}`),
          ),
        );
        log(`slug run ${run}: bare node:http + pg ${report.slug.bare.at(-1).rps.toFixed(0)} req/s`);
      }
    } finally {
      await stopProcess(bare.child);
    }
    for (let run = 1; run <= RUNS; run++) {
      await bumpVersion(db);
      report.slug.cold.push(
        await cannon(
          api.base,
          slugs.map((s) => `/api/businesses/${s}`),
        ),
      );
      for (const p of warmSlugs) await get(p);
      report.slug.warm.push(await cannon(api.base, warmSlugs));
      log(
        `slug run ${run}: cold ${report.slug.cold.at(-1).rps.toFixed(0)} req/s, warm ${report.slug.warm.at(-1).rps.toFixed(0)} req/s`,
      );
    }

    // ---- Search --------------------------------------------------------------------------
    const terms = (
      await db.query(
        `SELECT term FROM search_terms WHERE documents > 50 AND length(term) > 3 ORDER BY documents DESC LIMIT 300`,
      )
    ).rows.map((r) => r.term);
    const names = (
      await db.query(`SELECT name FROM businesses WHERE is_approved ORDER BY random() LIMIT 300`)
    ).rows.map((r) => r.name);
    const where = (await db.query(`SELECT city FROM city_stats ORDER BY business_count DESC LIMIT 50`)).rows.map(
      (r) => r.city,
    );
    const typo = (w) => (w.length > 4 ? w.slice(0, 2) + w.slice(3) : w);
    const queries = [
      ...terms.slice(0, 120).map((t) => `q=${encodeURIComponent(t)}`),
      ...names.slice(0, 120).map((n) => `q=${encodeURIComponent(n.split(/\s+/).slice(0, 2).join(' '))}`),
      ...names.slice(120, 180).map((n) => `q=${encodeURIComponent(n.split(/\s+/).slice(0, 3).join(' '))}`),
      ...terms.slice(0, 60).map((t) => `q=${encodeURIComponent(typo(t))}`),
      ...terms.slice(60, 120).map((t) => `q=${encodeURIComponent(t)}&where=${encodeURIComponent(pick(where))}`),
    ];
    await bumpVersion(db);
    const searchTimes = [];
    for (const q of queries) {
      const res = await get(`/api/search?${q}`);
      if (res.status !== 200) throw new Error(`search ${q}: ${res.status}`);
      searchTimes.push(res.ms);
    }
    const loadNames = (
      await db.query(`SELECT name FROM businesses WHERE is_approved ORDER BY random() LIMIT 20000`)
    ).rows.map((r) => r.name.split(/\s+/));
    const loadQueries = loadNames.map((words, i) => {
      const text = words.slice(0, 1 + (i % 3)).join(' ');
      return `/api/search?q=${encodeURIComponent(i % 4 === 3 ? typo(text) : text)}`;
    });
    await bumpVersion(db);
    const searchLoad = await cannon(api.base, loadQueries, { connections: 10 });
    report.search = {
      count: queries.length,
      p50: percentile(searchTimes, 50),
      p95: percentile(searchTimes, 95),
      p99: percentile(searchTimes, 99),
      max: Math.max(...searchTimes),
      load: searchLoad,
    };
    log(
      `search: sequential cold p50 ${ms(report.search.p50)} p99 ${ms(report.search.p99)} max ${ms(report.search.max)} ms; 10 conns ${searchLoad.rps.toFixed(0)} req/s p99 ${searchLoad.p99} ms`,
    );

    // ---- What the search postings cost writers ------------------------------------------------
    const copyRows = `INSERT INTO businesses (name, slug, category, category_slug, address, city, city_slug, country_code, rating, review_count, place_id, is_approved)
      SELECT name, slug || '-w', category, category_slug, address, city, city_slug, country_code, rating, review_count, place_id || '-w', is_approved
      FROM businesses WHERE id <= 20000`;
    const insertCost = (triggers) => rolledBackInsertMs(db, copyRows, { triggers });
    const withTriggers = [];
    const withoutTriggers = [];
    for (let run = 0; run < RUNS; run++) {
      withoutTriggers.push(await insertCost(false));
      withTriggers.push(await insertCost(true));
    }
    report.writes = { with: median(withTriggers), without: median(withoutTriggers) };
    log(
      `insert 20 000 rows: ${ms(report.writes.with)} ms with search triggers, ${ms(report.writes.without)} ms without`,
    );
  } finally {
    await stopProcess(bareExpress?.child);
    await stopProcess(nginx?.child);
    if (nginx?.dir) await rm(nginx.dir, { recursive: true, force: true });
    await stopProcess(api?.child);
    await db.end();
  }
  report.loadEnd = os.loadavg();
  await writeReport(report);
}

function section(r) {
  const m = r.info;
  const lines = [];
  lines.push('## Public API', '');
  lines.push(
    `Command: \`npm run build -w backend && npm run bench:api -w backend\` (backend/bench/api.mjs; ${RUNS} runs where marked, medians). ` +
      `Date: ${r.date}. Machine: nproc ${m.nproc} (${m.cpu}), ${m.node}, ${m.nginx}, ${m.pgVersion}, \`free -g\`: ${m.mem}. ` +
      `Load average at start ${r.loadStart.map((x) => x.toFixed(1)).join(' / ')}, at end ${r.loadEnd.map((x) => x.toFixed(1)).join(' / ')} ` +
      `(the machine is shared with other work: figures are noisy; compare within a run).`,
  );
  lines.push(
    '',
    `Data: ${BENCH_BUSINESSES.toLocaleString('en')} businesses from \`npm run seed -- --businesses ${BENCH_BUSINESSES}\`, then \`VACUUM ANALYZE\`. One API process (\`node dist/main.js\`, in-process cache), autocannon in the benchmark process, PostgreSQL on the same machine.`,
  );
  lines.push(
    '',
    `### Warm lists vs nginx (same gzip bytes as static files, \`worker_processes auto\`), 50 connections, ${DURATION} s per run`,
    '',
  );
  lines.push(
    '| Endpoint | gzip bytes | API req/s | Express alone req/s | nginx req/s | API / Express alone | API / nginx | API p99 ms | nginx p99 ms | Target ≥ 3 000 req/s, ≥ 50 % of nginx, p99 ≤ 10 ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [p, w] of Object.entries(r.warm)) {
    const ratio = median(w.ratio);
    const p99 = median(w.api.map((x) => x.p99));
    const rps = median(w.api.map((x) => x.rps));
    const express = median(w.express.map((x) => x.rps));
    lines.push(
      `| \`${p}\` | ${r.sizes[p].toLocaleString('en')} | ${rps.toFixed(0)} | ${express.toFixed(0)} | ${median(w.nginx.map((x) => x.rps)).toFixed(0)} | ` +
        `${((rps / express) * 100).toFixed(0)} % | ${(ratio * 100).toFixed(0)} % | ${p99} | ${median(w.nginx.map((x) => x.p99))} | ` +
        `${verdict(rps >= TARGETS.slugRps)} / ${verdict(ratio >= TARGETS.warmRatio)} / ${verdict(p99 <= TARGETS.warmP99)} |`,
    );
  }
  lines.push('', '### Cold answers (data version bumped before each request, as an admin write does; median of 5)', '');
  lines.push('| Request | ms | Target ≤ 50 ms |', '|---|---|---|');
  for (const c of r.cold) lines.push(`| \`${c.path}\` | ${ms(c.ms)} | ${verdict(c.ms <= TARGETS.coldMs)} |`);
  lines.push('', 'The naive alternative in the same run (median of 3, psql-side time of the query alone):', '');
  lines.push('| Naive query over `businesses` | ms |', '|---|---|');
  lines.push(`| categories: GROUP BY category_slug with avg(rating) | ${ms(r.naive.categories)} |`);
  lines.push(`| countries: GROUP BY country_code with count(DISTINCT city, category) | ${ms(r.naive.countries)} |`);
  lines.push(`| cities: GROUP BY country, city with count(DISTINCT category) | ${ms(r.naive.cities)} |`);
  lines.push(`| largest category: count(*) + last page by OFFSET | ${ms(r.naive.categoryPage)} |`);
  lines.push(
    '',
    '### Category and city pages, random pages (20 % first, 20 % last), top 200 categories and cities',
    '',
  );
  lines.push('| Measure | p50 ms | p99 ms | req/s | Target p99 ≤ 30 ms |', '|---|---|---|---|---|');
  lines.push(
    `| 1 000 sequential requests, cache cold | ${ms(r.pages.sequentialP50)} | ${ms(r.pages.sequentialP99)} | | ${verdict(r.pages.sequentialP99 <= TARGETS.pageP99)} |`,
  );
  lines.push(
    `| 10 connections, ${DURATION} s, 50 000 random URLs (${(r.pages.load.missShare * 100).toFixed(0)} % misses) | ${r.pages.load.p50} | ${r.pages.load.p99} | ${r.pages.load.rps.toFixed(0)} | ${verdict(r.pages.load.p99 <= TARGETS.pageP99)} |`,
  );
  lines.push('', `### Business by slug, 50 connections, ${DURATION} s per run`, '');
  lines.push('| Pool | req/s | p50 ms | p99 ms | Target ≥ 3 000 req/s |', '|---|---|---|---|---|');
  const cold = r.slug.cold;
  const warm = r.slug.warm;
  lines.push(
    `| 100 000 random slugs after a version bump (${(median(cold.map((x) => x.missShare)) * 100).toFixed(0)} % misses) | ${median(cold.map((x) => x.rps)).toFixed(0)} | ${median(cold.map((x) => x.p50))} | ${median(cold.map((x) => x.p99))} | ${verdict(median(cold.map((x) => x.rps)) >= TARGETS.slugRps)} |`,
  );
  const bare = r.slug.bare;
  lines.push(
    `| Baseline: the same 100 000 slugs from bench/bare-slug-server.mjs (node:http + pg pool, same query, gzip, ETag; no framework, no cache) | ${median(bare.map((x) => x.rps)).toFixed(0)} | ${median(bare.map((x) => x.p50))} | ${median(bare.map((x) => x.p99))} | |`,
  );
  lines.push(
    `| 1 000 slugs, cached | ${median(warm.map((x) => x.rps)).toFixed(0)} | ${median(warm.map((x) => x.p50))} | ${median(warm.map((x) => x.p99))} | ${verdict(median(warm.map((x) => x.rps)) >= TARGETS.slugRps)} |`,
  );
  lines.push(
    '',
    `### Search, ${r.search.count} distinct queries of 1–3 words (top words, business-name words, misspelt words, with \`where\`)`,
    '',
  );
  lines.push(
    '| Measure | p50 ms | p95 ms | p99 ms | max ms | req/s | Target p99 ≤ 50 ms |',
    '|---|---|---|---|---|---|---|',
  );
  lines.push(
    `| Each query once, sequential, cache cold | ${ms(r.search.p50)} | ${ms(r.search.p95)} | ${ms(r.search.p99)} | ${ms(r.search.max)} | | ${verdict(r.search.p99 <= TARGETS.searchP99)} |`,
  );
  lines.push(
    `| 10 connections, ${DURATION} s, 20 000 name-word queries (${(r.search.load.missShare * 100).toFixed(0)} % misses) | ${r.search.load.p50} | | ${r.search.load.p99} | | ${r.search.load.rps.toFixed(0)} | ${verdict(r.search.load.p99 <= TARGETS.searchP99)} |`,
  );
  lines.push('', '### What search costs writers', '');
  lines.push('| INSERT … SELECT of 20 000 businesses (rolled back, median) | ms |', '|---|---|');
  lines.push(`| with the search_postings triggers | ${ms(r.writes.with)} |`);
  lines.push(`| triggers disabled | ${ms(r.writes.without)} |`);
  return lines.join('\n');
}

async function writeReport(report) {
  const notes = existsSync(path.join(BACKEND, 'bench/api-notes.md'))
    ? `\n\n${(await readFile(path.join(BACKEND, 'bench/api-notes.md'), 'utf8')).trim()}`
    : '';
  const text = `${section(report)}${notes}\n`;
  await writeBenchmarkSection(text);
  log(`\n${text}`);
}

runMain(main);
