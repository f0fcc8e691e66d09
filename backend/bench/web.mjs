// Public site benchmark: the server-rendered pages as Lighthouse scores them, and their HTML latency
// at 600 000 businesses.
//  - Lighthouse 12 (default mobile preset) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
//    on home, the largest category and one of its businesses, served by the built server from a
//    throw-away database the demo seed fills at first start (SEED_DEMO=true), dropped after. Median
//    of --runs runs per page, the issue's figures for the client-only site beside them, and each
//    page's failing audits.
//  - HTML on the database `directory_bench_api` (kept as `bench:api --reuse` keeps it; seeded with the
//    seed CLI when it holds fewer businesses): cached pages and uncached business and category pages
//    (every request a URL never asked before) at 50 connections, against Express alone sending the
//    same bytes in the same run; where an uncached page's time goes (the JSON API route, the HTML
//    route, rendering alone); the paged `/api/cities` cold.
//
//   npm run build && npm run bench:web [-- --runs 3] [--duration 10]
//
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
// Results, with bench/web-notes.md under them, replace the `## Public site (web)` section of
// BENCHMARKS.md at the repository root.
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import readline from 'node:readline';
import { parseArgs, promisify, stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import {
  BACKEND,
  BENCH_BUSINESSES,
  BENCH_DB,
  MAIN,
  ROOT,
  bumpVersion,
  prepareSeededDatabase,
  runMain,
  startBenchScript,
  startServer,
  stopProcess,
  whenIdle,
  writeBenchmarkSection,
} from './harness.mjs';
import { cpuSeconds, fetchRaw, log, median, onDatabase, percentile, withDatabase } from './support.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/support/chromium.mjs';

// chrome-launcher is Lighthouse's own dependency (what its CLI launches Chrome with), so it is
// taken from where Lighthouse finds it rather than declared a second time.
const { launch: launchChrome } = await import(
  createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher')
);

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
  },
});
const RUNS = Number(opts.runs);
const DURATION = Number(opts.duration);

/** What the figures mean and what the failing audits point at, kept under the generated section. */
const NOTES = path.join(import.meta.dirname, 'web-notes.md');
const DEMO_DB = 'directory_bench_web';
/** application_name of this benchmark's connections and its server's, to tell other sessions' work apart. */
const APP_NAME = 'bench-web';
const CONNECTIONS = 50;
const PAGE_SIZE = 12;
/** Distinct URLs of each kind timed one at a time (JSON route, HTML route, render alone). */
const SEQUENTIAL_URLS = 200;
/** Pages per render-pages.mjs process, the NODE_ENV modes alternating. */
const RENDER_SLICE = 50;
const COLD_TRIES = 11;
const GZIP = { 'accept-encoding': 'gzip' };
const TARGETS = { cachedP99: 20, uncachedP50: 30, uncachedP99: 80, citiesCold: 30, htmlOverJsonCpu: 2 };

const CATEGORIES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time' };
/** The issue's figures for the client-only site that landed before server rendering (not measured here). */
const CLIENT_ONLY = {
  home: { performance: 50, accessibility: 96, 'best-practices': 100, seo: 100, fcp: 2900, lcp: 4000, tbt: 3180 },
  category: { performance: 52, accessibility: 92, 'best-practices': 96, seo: 100, fcp: 3000, lcp: 4100, tbt: 2460 },
  business: { performance: 46, accessibility: 96, 'best-practices': 96, seo: 100, fcp: 3600, lcp: 4800, tbt: 1990 },
};
const TOP_OPPORTUNITIES = 5;

const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const seconds = (x) => `${(x / 1000).toFixed(1)} s`;
const thousands = (x) => Math.round(x).toLocaleString('en');
const verdict = (ok) => (ok ? 'pass' : '**FAIL**');
const shuffle = (xs) => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
};
const getJson = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

// ---- Lighthouse ------------------------------------------------------------------------------

/** A database made for `action` on the server at `serverUrl`, dropped after it. */
async function withThrowawayDatabase(serverUrl, name, action) {
  await onDatabase(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await onDatabase(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  try {
    return await action(withDatabase(serverUrl, name));
  } finally {
    await onDatabase(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

/** Home, the largest category's page and the first business listed on it. */
async function auditedPages(base) {
  const categories = await getJson(`${base}/api/categories`);
  const largest = categories.reduce((a, b) => (b.count > a.count ? b : a));
  const detail = await getJson(`${base}/api/categories/${largest.slug}?page=1&limit=${PAGE_SIZE}`);
  const business = detail.businesses[0];
  return [
    { key: 'home', label: 'Home', path: '/' },
    { key: 'category', label: `Category (${largest.count} businesses)`, path: `/categories/${largest.slug}` },
    { key: 'business', label: `Business (${business.name})`, path: `/business/${business.slug}` },
  ];
}

async function runLighthouse(url) {
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** What one Lighthouse run says of a page: category scores (0–100), metrics (ms), failing audits. */
function readRun(lhr) {
  return {
    scores: Object.fromEntries(Object.keys(CATEGORIES).map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue])),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: failingAudits(lhr),
  };
}

/** Estimated savings of an opportunity in ms, by metric (CLS is not a time and is left out). */
function savingsOf(audit) {
  const savings = Object.entries(audit.metricSavings ?? {}).filter(([metric, v]) => metric !== 'CLS' && v > 0);
  return Object.fromEntries(savings);
}
const largestSaving = (audit) => Math.max(0, ...Object.values(audit.savings));

/**
 * Audits scored below 1: every one in accessibility, best practices and SEO; in performance the
 * opportunities and diagnostics (not the metrics themselves), the largest estimated savings first.
 */
function failingAudits(lhr) {
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    const found = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 1 || ref.group === 'metrics' || ref.group === 'hidden') continue;
      found.push({
        id: audit.id,
        category: categoryId,
        title: audit.title.replace(/\.$/, ''),
        displayValue: audit.displayValue ?? '',
        savings: savingsOf(audit),
        items: (audit.details?.items ?? []).map(describeItem).filter(Boolean),
      });
    }
    if (categoryId === 'performance') found.sort((a, b) => largestSaving(b) - largestSaving(a));
    failing.push(...(categoryId === 'performance' ? found.slice(0, TOP_OPPORTUNITIES) : found));
  }
  return failing;
}

const shortUrl = (url) => url.replace(/^https?:\/\/(localhost|127\.0\.0\.1):\d+/, '');

/** One row of an audit's details as a developer would look for it: element, resource or task. */
function describeItem(item) {
  if (item.node) {
    const why = item.node.explanation
      ?.split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .at(-1);
    return `\`${item.node.selector}\`${why ? ` (${why})` : ''}`;
  }
  const url = item.url ?? item.sourceLocation?.url ?? item.source?.url;
  if (url) {
    const parts = [shortUrl(url)];
    if (item.description) parts.push(item.description);
    if (item.description?.includes('ERR_NAME_NOT_RESOLVED')) parts.push('the host does not resolve from this machine');
    if (item.wastedBytes)
      parts.push(`${(item.wastedBytes / 1024).toFixed(0)} KiB unused of ${(item.totalBytes / 1024).toFixed(0)}`);
    if (item.total) parts.push(`${thousands(item.total)} ms CPU`);
    return parts.join(': ');
  }
  if (item.groupLabel) return `${item.groupLabel} ${thousands(item.duration)} ms`;
  if (item.description) return item.description;
  return null;
}

/** A page's runs folded: medians of every score and metric, failing audits with how many runs failed them. */
function foldRuns(runs) {
  const scores = Object.fromEntries(Object.keys(CATEGORIES).map((id) => [id, median(runs.map((r) => r.scores[id]))]));
  const metrics = Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(runs.map((r) => r.metrics[key]))]));
  const audits = new Map();
  for (const run of runs) {
    for (const audit of run.failing) audits.set(audit.id, { ...audit, runs: (audits.get(audit.id)?.runs ?? 0) + 1 });
  }
  return {
    scores,
    metrics,
    performanceRuns: runs.map((r) => r.scores.performance),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    failing: [...audits.values()],
  };
}

async function lighthouseReport(serverUrl) {
  log(`Lighthouse: demo data in ${DEMO_DB} (load ${loadAverage()})`);
  return withThrowawayDatabase(serverUrl, DEMO_DB, async (databaseUrl) => {
    const server = await startServer({ DATABASE_URL: databaseUrl, REDIS_URL: '', SEED_DEMO: 'true' });
    try {
      // The canonical links name PUBLIC_BASE_URL's default host, http://localhost:PORT: audit that origin.
      const base = `http://localhost:${server.port}`;
      const businesses = await onDatabase(
        databaseUrl,
        async (c) => (await c.query(`SELECT count(*)::int AS n FROM businesses WHERE is_approved`)).rows[0].n,
      );
      const pages = await auditedPages(base);
      // Every visitor after the first gets the cached page: the runs measure that one.
      for (const page of pages) await fetchRaw(`${base}${page.path}`);
      const runs = Object.fromEntries(pages.map((p) => [p.key, []]));
      let lighthouseVersion;
      for (let run = 1; run <= RUNS; run++) {
        for (const page of pages) {
          const lhr = await runLighthouse(`${base}${page.path}`);
          lighthouseVersion = lhr.lighthouseVersion;
          const result = readRun(lhr);
          runs[page.key].push(result);
          log(
            `lighthouse run ${run} ${page.path}: ${Object.values(result.scores).join('/')}, ` +
              `FCP ${seconds(result.metrics.fcp)}, LCP ${seconds(result.metrics.lcp)}, TBT ${thousands(result.metrics.tbt)} ms`,
          );
        }
      }
      const folded = pages.map((page) => ({ ...page, ...foldRuns(runs[page.key]) }));
      return {
        businesses,
        version: lighthouseVersion,
        benchmarkIndex: median(folded.map((p) => p.benchmarkIndex)),
        pages: folded,
      };
    } finally {
      await stopProcess(server.child);
    }
  });
}

// ---- HTML latency at 600 000 businesses ----------------------------------------------------------

/** Hands out `paths` in order, each once. */
function urlPool(paths) {
  let next = 0;
  return {
    take(n) {
      if (next + n > paths.length) throw new Error(`URL pool exhausted (${paths.length})`);
      return paths.slice(next, (next += n));
    },
    next: () => paths[next++ % paths.length],
  };
}

/** Business pages and category pages (2 and beyond: page 1 is the URL without `?page`), in random order. */
async function benchUrls(db) {
  const slugs = (await db.query(`SELECT slug FROM businesses WHERE is_approved ORDER BY random() LIMIT 60000`)).rows;
  const categories = (
    await db.query(
      `SELECT category_slug AS slug, business_count AS n FROM category_stats ORDER BY business_count DESC LIMIT 300`,
    )
  ).rows;
  const categoryPages = categories.flatMap((c) =>
    Array.from({ length: Math.ceil(c.n / PAGE_SIZE) - 1 }, (_, i) => `/categories/${c.slug}?page=${i + 2}`),
  );
  const business = urlPool(slugs.map((r) => `/business/${r.slug}`));
  return {
    business,
    category: urlPool(shuffle(categoryPages)),
    cached: ['/', ...categories.slice(0, 20).map((c) => `/categories/${c.slug}`), ...business.take(100)],
  };
}

/**
 * autocannon at 50 connections against the server `{ base, child }`, each request's path from
 * `nextPath`: latency, how many paths were distinct, and the server's CPU time per request.
 */
async function cannon({ base, child }, nextPath) {
  const seen = new Set();
  let sent = 0;
  const cpuBefore = cpuSeconds(child.pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 60,
    headers: GZIP,
    requests: [
      {
        setupRequest: (req) => {
          const path = nextPath();
          seen.add(path);
          sent++;
          return { ...req, path };
        },
      },
    ],
  });
  // Requests autocannon gave up on are still being answered: their CPU time belongs to this run.
  await whenIdle(child.pid, { interval: 500, times: 2, limit: 120_000 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    distinct: seen.size / Math.max(1, sent),
    failed: failures(result),
    cpuMs: ((cpuSeconds(child.pid) - cpuBefore) * 1000) / Math.max(1, sent),
  };
}

/** Answers that were not 2xx, by status, and requests that got none (errors, timeouts). */
function failures(result) {
  const counts = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!status.startsWith('2')) counts[status] = count;
  if (result.errors) counts['connection errors'] = result.errors;
  if (result.timeouts) counts.timeouts = result.timeouts;
  return counts;
}
const addCounts = (list) => {
  const sum = {};
  for (const counts of list) for (const [k, n] of Object.entries(counts)) sum[k] = (sum[k] ?? 0) + n;
  return sum;
};
const describeCounts = (counts) =>
  Object.entries(counts)
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ');

const foldLoad = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  distinct: median(runs.map((r) => r.distinct)),
  failed: addCounts(runs.map((r) => r.failed)),
  cpuMs: median(runs.map((r) => r.cpuMs)),
});

/** Each kind of page under load, the kinds alternating within each run. */
async function loadRuns(kinds) {
  const runs = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const [kind, measure] of Object.entries(kinds)) {
      const result = await measure();
      runs[kind].push(result);
      log(
        `${kind} run ${run}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
          `server CPU ${ms(result.cpuMs)} ms per request` +
          `${describeCounts(result.failed) ? `, failed: ${describeCounts(result.failed)}` : ''}` +
          ` (${(result.distinct * 100).toFixed(0)} % distinct URLs)`,
      );
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([kind, r]) => [kind, foldLoad(r)]));
}

/** The JSON API route that reads what an HTML page shows: `/business/x` → `/api/businesses/x`. */
function apiPathOf(pagePath) {
  const url = new URL(pagePath, 'http://x');
  if (url.pathname.startsWith('/business/')) return `/api/businesses/${url.pathname.slice('/business/'.length)}`;
  return `/api${url.pathname}?page=${url.searchParams.get('page') ?? 1}&limit=${PAGE_SIZE}`;
}

/** One GET with gzip over `agent`: the answer as fetchRaw gives it; anything but 200 stops the benchmark. */
async function getOk(base, p, agent) {
  const res = await fetchRaw(`${base}${p}`, GZIP, agent);
  if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  return res;
}

/** Each path once, one at a time over one keep-alive connection: times (ms) and gzip sizes. */
async function timeSequentially(base, paths) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  const bytes = [];
  for (const p of paths) {
    const res = await getOk(base, p, agent);
    times.push(res.ms);
    bytes.push(res.body.length);
  }
  agent.destroy();
  return { times, bytes };
}

const spread = (xs) => ({ p50: percentile(xs, 50), p99: percentile(xs, 99) });

/**
 * The same distinct URLs through the JSON API route (queries, JSON, gzip) and the HTML route
 * (queries, render, gzip), both cache misses, after one pass that brings their rows into
 * PostgreSQL's buffers so neither pays for the first read from disk. The two routes alternate
 * URL by URL, so other work on the machine weighs on both alike.
 */
async function queriesAndRender(base, db, pages) {
  const apiPaths = pages.map(apiPathOf);
  await timeSequentially(base, apiPaths);
  await bumpVersion(db);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const api = { times: [] };
  const html = { times: [], bytes: [] };
  for (const [i, page] of pages.entries()) {
    api.times.push((await getOk(base, apiPaths[i], agent)).ms);
    const answer = await getOk(base, page, agent);
    html.times.push(answer.ms);
    html.bytes.push(answer.body.length);
  }
  agent.destroy();
  return {
    api: spread(api.times),
    html: spread(html.times),
    htmlMinusApi: spread(html.times.map((t, i) => t - api.times[i])),
    htmlGzipBytes: median(html.bytes),
  };
}

/** bench/render-pages.mjs in its own process (React reads NODE_ENV once, when it is imported): times in ms. */
async function renderInChild(base, pages, nodeEnv) {
  const child = spawn(process.execPath, [path.join(BACKEND, 'bench/render-pages.mjs')], {
    cwd: BACKEND,
    env: { ...process.env, API_BASE: base, NODE_ENV: nodeEnv },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(pages));
  const [output, code] = await Promise.all([text(child.stdout), new Promise((r) => child.once('exit', r))]);
  if (code !== 0) throw new Error(`render-pages.mjs exited with ${code}`);
  return JSON.parse(output).ms;
}

/** Render time alone under each NODE_ENV, the modes taking turns on slices of the pages. */
async function renderAlone(base, pages, modes) {
  const times = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
  for (let start = 0; start < pages.length; start += RENDER_SLICE) {
    for (const [mode, nodeEnv] of Object.entries(modes))
      times[mode].push(...(await renderInChild(base, pages.slice(start, start + RENDER_SLICE), nodeEnv)));
  }
  return Object.fromEntries(Object.entries(times).map(([mode, t]) => [mode, spread(t)]));
}

/** The paged city list right after a data-version bump, as after an admin write. */
async function citiesCold(base, db) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results = [];
  for (const p of ['/api/cities', '/api/cities?page=2', '/api/cities?letter=m']) {
    const times = [];
    for (let i = 0; i < COLD_TRIES; i++) {
      await bumpVersion(db);
      times.push((await getOk(base, p, agent)).ms);
    }
    results.push({ path: p, median: median(times), max: Math.max(...times) });
    log(`cold ${p}: median ${ms(median(times))} ms, max ${ms(Math.max(...times))} ms`);
  }
  agent.destroy();
  return results;
}

/**
 * What other sessions run on the benchmark database meanwhile (pg_stat_activity every 2 s): the
 * database is shared, and the figures are only as quiet as it was.
 */
function watchOtherSessions(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: APP_NAME });
  const seen = { samples: 0, busy: 0, most: 0, queries: new Set() };
  const connected = client.connect();
  const sample = async () => {
    await connected;
    const { rows } = await client.query(
      `SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND application_name <> $1`,
      [APP_NAME],
    );
    seen.samples++;
    if (rows.length) seen.busy++;
    seen.most = Math.max(seen.most, rows.length);
    for (const r of rows) seen.queries.add(r.query);
  };
  const timer = setInterval(() => sample().catch(() => undefined), 2000);
  return async () => {
    clearInterval(timer);
    await client.end();
    return { ...seen, queries: [...seen.queries] };
  };
}

/** The server's error lines by message (colours, times and paths taken out), counted from now on. */
function countServerErrors(child) {
  const counts = {};
  const count = (line) => {
    const plain = stripVTControlCharacters(line);
    if (!/ERROR|^Error/.test(plain)) return;
    const message = plain
      .replace(/^.*ERROR\s+/, '')
      .replace(/\/[^\s:]*/g, '/…')
      .slice(0, 120);
    counts[message] = (counts[message] ?? 0) + 1;
  };
  for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', count);
  return counts;
}

async function htmlLatencyReport(serverUrl) {
  const databaseUrl = await prepareSeededDatabase(serverUrl, {
    name: BENCH_DB,
    businesses: BENCH_BUSINESSES,
    reuse: true,
  });
  log(`HTML latency on ${BENCH_DB} (load ${loadAverage()})`);
  const db = new pg.Client({ connectionString: databaseUrl, application_name: APP_NAME });
  await db.connect();
  const stopWatching = watchOtherSessions(databaseUrl);
  let server;
  let bare;
  try {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE is_approved)::int AS approved FROM businesses`,
    );
    server = await startServer({ DATABASE_URL: databaseUrl, REDIS_URL: '', PGAPPNAME: APP_NAME });
    const serverErrors = countServerErrors(server.child);
    const urls = await benchUrls(db);
    await timeSequentially(server.base, urls.cached);
    bare = await startBenchScript('bare-express-server.mjs', {
      API_BASE: server.base,
      PATHS: urls.cached.join(','),
      CONTENT_TYPE: 'text/html; charset=utf-8',
    });
    const cachedSizes = (await timeSequentially(server.base, urls.cached)).bytes;
    const pick = () => urls.cached[Math.floor(Math.random() * urls.cached.length)];
    const load = await loadRuns({
      cached: () => cannon(server, pick),
      expressAlone: () => cannon(bare, pick),
      uncachedBusiness: () => cannon(server, urls.business.next),
      uncachedBusinessJson: () => cannon(server, () => apiPathOf(urls.business.next())),
      uncachedCategory: () => cannon(server, urls.category.next),
      uncachedCategoryJson: () => cannon(server, () => apiPathOf(urls.category.next())),
    });
    await stopProcess(bare.child);

    const sequential = {};
    for (const kind of ['business', 'category']) {
      const pages = urls[kind].take(SEQUENTIAL_URLS);
      sequential[kind] = {
        ...(await queriesAndRender(server.base, db, pages)),
        ...(await renderAlone(server.base, pages, {
          renderAsServed: process.env.NODE_ENV,
          renderProduction: 'production',
        })),
      };
      log(`${kind} one at a time: ${JSON.stringify(sequential[kind])}`);
    }
    const cities = await citiesCold(server.base, db);
    return {
      businesses: rows[0].n,
      approved: rows[0].approved,
      cachedCount: urls.cached.length,
      cachedGzipBytes: median(cachedSizes),
      load,
      sequential,
      cities,
      otherSessions: await stopWatching(),
      serverErrors,
    };
  } finally {
    await stopProcess(bare?.child);
    await stopProcess(server?.child);
    await db.end();
  }
}

// ---- Report ----------------------------------------------------------------------------------

async function machine() {
  const chromium = await promisify(execFile)(CHROMIUM, ['--version']).then(
    (r) => r.stdout.trim(),
    () => CHROMIUM,
  );
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    memoryGb: (os.totalmem() / 1024 ** 3).toFixed(0),
    node: process.version,
    chromium,
    nodeEnv: process.env.NODE_ENV ?? 'unset',
  };
}

const scoreRow = (label, site, s) =>
  `| ${label} | ${site} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ${thousands(s.tbt)} ms |`;

function lighthouseSection(lh) {
  const lines = [
    `### Lighthouse ${lh.version}, default mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs per page`,
    '',
    `Demo data: ${lh.businesses.toLocaleString('en')} businesses loaded by the server's first start (\`SEED_DEMO=true\`) into a throw-away database; pages served by \`node dist/main.js\` and requested once before the runs (the cached page every visitor after the first gets). ` +
      `Chrome flags: \`${CHROMIUM_FLAGS.join(' ')}\`. Lighthouse's CPU benchmark index on this machine: ${lh.benchmarkIndex.toFixed(0)} (median). ` +
      `The client-only rows are the issue's figures for the site before server rendering, not measured in this run.`,
    '',
    '| Page | Site | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of lh.pages) {
    lines.push(scoreRow(`${page.label} \`${page.path}\``, 'server-rendered', { ...page.scores, ...page.metrics }));
    lines.push(scoreRow('', 'client-only (issue)', CLIENT_ONLY[page.key]));
  }
  lines.push('', `Performance per run: ${lh.pages.map((p) => `${p.key} ${p.performanceRuns.join(', ')}`).join('; ')}.`);
  lines.push(
    '',
    `Failing audits (score < 1; performance: the ${TOP_OPPORTUNITIES} largest estimated savings), in every run unless marked:`,
    '',
  );
  for (const page of lh.pages) {
    lines.push(`- **${page.label}** \`${page.path}\`:`);
    if (!page.failing.length) lines.push('  - none');
    for (const audit of page.failing) lines.push(`  - ${describeAudit(audit, 2)}`);
  }
  return lines;
}

function describeAudit(audit, items) {
  const runs = audit.runs < RUNS ? ` (${audit.runs} of ${RUNS} runs)` : '';
  const savings = Object.entries(audit.savings).map(([metric, v]) => `${metric} −${thousands(v)} ms`);
  const facts = [audit.displayValue, savings.length ? `est. ${savings.join(', ')}` : ''].filter(Boolean).join('; ');
  const shown = audit.items.slice(0, items);
  const more = audit.items.length > shown.length ? ` … (${audit.items.length} in all)` : '';
  return (
    `${CATEGORIES[audit.category]} \`${audit.id}\`${runs}: ${audit.title}${facts ? ` — ${facts}` : ''}` +
    `${shown.length ? `. ${shown.join('; ')}${more}` : ''}`
  );
}

function otherSessionsNote(o) {
  const head = `Other sessions' queries on \`${BENCH_DB}\` meanwhile (pg_stat_activity every 2 s, ${o.samples} samples):`;
  if (!o.busy) return `${head} none seen.`;
  const queries = o.queries.slice(0, 4).map((q) => `\`${q.replaceAll('`', "'")}\``);
  return `${head} in ${o.busy} samples, up to ${o.most} at once (${queries.join('; ')}${o.queries.length > 4 ? ' …' : ''}).`;
}

function serverErrorsNote(errors) {
  const lines = Object.entries(errors).map(([message, n]) => `${n} × \`${message.replaceAll('`', "'")}\``);
  return ` The server's error log meanwhile: ${lines.join('; ') || 'empty'}.`;
}

const loadRow = (label, r, target) =>
  `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ms(r.cpuMs)} | ${describeCounts(r.failed)} | ${target} |`;

function latencySection(h) {
  const { load, sequential: seq } = h;
  const cpuRatioVerdict = (html, json) =>
    `page CPU ${(html.cpuMs / json.cpuMs).toFixed(1)} × its JSON's, target ≤ ${TARGETS.htmlOverJsonCpu}: ${verdict(html.cpuMs <= TARGETS.htmlOverJsonCpu * json.cpuMs)}`;
  const uncachedVerdict = (r) =>
    `p50 ≤ ${TARGETS.uncachedP50}, p99 ≤ ${TARGETS.uncachedP99}: ${verdict(r.p50 <= TARGETS.uncachedP50)} / ${verdict(r.p99 <= TARGETS.uncachedP99)}`;
  const lines = [
    `### HTML at ${h.businesses.toLocaleString('en')} businesses (${h.approved.toLocaleString('en')} approved), ${CONNECTIONS} connections, ${DURATION} s per run, medians of ${RUNS} runs`,
    '',
    `Database \`${BENCH_DB}\` (\`npm run seed -- --businesses ${BENCH_BUSINESSES}\`, then \`VACUUM ANALYZE\`); one server process (\`node dist/main.js\`, in-process cache, NODE_ENV ${h.nodeEnv}), autocannon in the benchmark process, PostgreSQL on the same machine. ` +
      `Cached: ${h.cachedCount} URLs (home, the 20 largest categories' first pages, 100 business pages; median ${(h.cachedGzipBytes / 1024).toFixed(1)} kB gzip), each requested once before, a random one per request. ` +
      `Uncached: every request a URL not requested before (business pages from 60 000 random slugs, category pages \`?page=n\` from 2 to the last of the 300 largest categories, shuffled). ` +
      otherSessionsNote(h.otherSessions) +
      serverErrorsNote(h.serverErrors),
    '',
    '| Request | req/s | p50 ms | p99 ms | Server CPU ms per request | Failed | Target |',
    '|---|---|---|---|---|---|---|',
    loadRow(
      'Cached pages',
      load.cached,
      `p99 ≤ ${TARGETS.cachedP99}: ${verdict(load.cached.p99 <= TARGETS.cachedP99)}`,
    ),
    loadRow(
      'Baseline: Express alone sending the same gzip bytes (bench/bare-express-server.mjs), same run',
      load.expressAlone,
      '',
    ),
    loadRow(
      `Uncached business pages \`/business/{slug}\` (${(load.uncachedBusiness.distinct * 100).toFixed(0)} % distinct)`,
      load.uncachedBusiness,
      uncachedVerdict(load.uncachedBusiness),
    ),
    loadRow(
      `Their JSON: uncached \`/api/businesses/{slug}\` (other slugs of the same pool)`,
      load.uncachedBusinessJson,
      cpuRatioVerdict(load.uncachedBusiness, load.uncachedBusinessJson),
    ),
    loadRow(
      `Uncached category pages \`/categories/{slug}?page=n\` (${(load.uncachedCategory.distinct * 100).toFixed(0)} % distinct)`,
      load.uncachedCategory,
      uncachedVerdict(load.uncachedCategory),
    ),
    loadRow(
      `Their JSON: uncached \`/api/categories/{slug}?page=n&limit=${PAGE_SIZE}\` (other pages of the same pool)`,
      load.uncachedCategoryJson,
      cpuRatioVerdict(load.uncachedCategory, load.uncachedCategoryJson),
    ),
    '',
    `Cached pages: ${((load.cached.rps / load.expressAlone.rps) * 100).toFixed(0)} % of Express alone's req/s.`,
    '',
    `### Where an uncached page's time goes: ${SEQUENTIAL_URLS} distinct URLs of each kind, one request at a time`,
    '',
    "Each URL through the JSON API route that reads the same data, then through the HTML route, both cache misses, after a first pass that brought the rows into PostgreSQL's buffers. " +
      '"Render alone": the public site\'s server bundle in a separate process rendering each page from answers already in memory (bench/render-pages.mjs), with NODE_ENV as the server has it and with NODE_ENV=production (React picks its development or production build from it).',
    '',
    `| Page | JSON route p50 / p99 ms | HTML route p50 / p99 ms | HTML − JSON, same URL, p50 / p99 ms | Render alone, NODE_ENV ${h.nodeEnv}, p50 / p99 ms | Render alone, NODE_ENV=production, p50 / p99 ms | HTML gzip kB | HTML route target p50 ≤ 30, p99 ≤ 80 |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  const pair = (s) => `${ms(s.p50)} / ${ms(s.p99)}`;
  for (const [kind, s] of Object.entries(seq)) {
    lines.push(
      `| ${kind === 'business' ? '`/business/{slug}`' : '`/categories/{slug}?page=n`'} | ${pair(s.api)} | ${pair(s.html)} | ${pair(s.htmlMinusApi)} | ` +
        `${pair(s.renderAsServed)} | ${pair(s.renderProduction)} | ${(s.htmlGzipBytes / 1024).toFixed(1)} | ` +
        `${verdict(s.html.p50 <= TARGETS.uncachedP50)} / ${verdict(s.html.p99 <= TARGETS.uncachedP99)} |`,
    );
  }
  lines.push(
    '',
    `### Paged \`/api/cities\` cold (data version bumped before each request, as an admin write does; ${COLD_TRIES} tries)`,
    '',
    `| Request | median ms | max ms | Target median ≤ ${TARGETS.citiesCold} ms |`,
    '|---|---|---|---|',
  );
  for (const c of h.cities)
    lines.push(`| \`${c.path}\` | ${ms(c.median)} | ${ms(c.max)} | ${verdict(c.median <= TARGETS.citiesCold)} |`);
  return lines;
}

function section(r) {
  const m = r.machine;
  return [
    '## Public site (web)',
    '',
    `Command: \`npm run build && nice -n -15 npm run bench:web -- --runs ${RUNS}\` (backend/bench/web.mjs). Date: ${r.date}. ` +
      `Machine: nproc ${m.nproc} (${m.cpu}), ${m.memoryGb} GB memory, Node ${m.node}, ${m.chromium}. ` +
      `Load average (1 / 5 / 15 min) at the start ${r.loads.start}, before the HTML part ${r.loads.html}, at the end ${r.loads.end} ` +
      `(the machine is shared with other work: compare within a run).`,
    '',
    ...lighthouseSection(r.lighthouse),
    '',
    ...latencySection({ ...r.html, nodeEnv: m.nodeEnv }),
  ].join('\n');
}

async function main() {
  if (!existsSync(MAIN) || !existsSync(path.join(ROOT, 'public-web/dist-server/entry-server.js')))
    throw new Error('Build first: npm run build (libs/shared, backend, public-web)');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const report = {
    machine: await machine(),
    date: new Date().toISOString().slice(0, 10),
    loads: { start: loadAverage() },
  };
  report.lighthouse = await lighthouseReport(serverUrl);
  for (const page of report.lighthouse.pages) {
    log(`\n${page.label} ${page.path}: failing audits`);
    for (const audit of page.failing) log(`  ${describeAudit(audit, 5)}`);
  }
  report.loads.html = loadAverage();
  report.html = await htmlLatencyReport(serverUrl);
  report.loads.end = loadAverage();
  const notes = existsSync(NOTES) ? `\n\n${(await readFile(NOTES, 'utf8')).trim()}` : '';
  const markdown = `${section(report)}${notes}\n`;
  await writeBenchmarkSection(markdown);
  log(`\n${markdown}`);
}

runMain(main);
