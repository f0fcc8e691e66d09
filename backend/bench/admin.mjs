// Admin API benchmark at 600 000 businesses (issue "Admin API and security"):
//   1. GET /api/admin/businesses with a name search + category filter + sort, on random pages
//      ("any page"): p50/p95/p99 against a baseline measured in the same run (GET /api/admin/session:
//      the same guard, session lookup and HTTP stack, no list query). Target p99 ≤ 50 ms.
//   2. POST /api/admin/fix-slugs over every row, with 10 % of the slugs broken beforehand; then the
//      same again, killed (SIGKILL) halfway through and restarted, to show the run resumes from its
//      checkpoint instead of starting over.
//
//   3. Every list filter × sort (--parts lists) and GET /api/admin/reports (--parts reports).
//
//   npm run build -w backend && DATABASE_URL=postgres://… npm run bench:admin [-- --runs 5] [--requests 400]
//     [--parts search,lists,reports,slugs] [--database directory_bench_admin] [--list-requests 40]
//
// DATABASE_URL names a PostgreSQL server; the benchmark keeps its data in the database
// `directory_bench_admin` there (or --database / BENCH_ADMIN_DATABASE; seeded once with `npm run seed`,
// reused by later runs; --fresh drops it). A run of every part replaces the `## Admin API` section of
// BENCHMARKS.md at the repository root; a run of some parts prints its tables and writes nothing.
import { seededRandom } from '@directory/shared';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBuiltServer } from '../test/support/built-server.mjs';
import { adminLogin, BACKEND, BENCH_ADMIN, runMain, writeBenchmarkSection } from './harness.mjs';
import { listShapesTable, measureListShapes, measureReports } from './admin-shapes.mjs';
import { log, median, onDatabase, sleep, withDatabase } from './support.mjs';

const DIST = process.env.BENCH_DIST ?? path.join(BACKEND, 'dist');
const TARGET_P99_MS = 50;
const ALL_PARTS = ['search', 'lists', 'reports', 'slugs'];

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    requests: { type: 'string', default: '400' },
    businesses: { type: 'string', default: '600000' },
    fresh: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    parts: { type: 'string', default: ALL_PARTS.join(',') },
    database: { type: 'string', default: process.env.BENCH_ADMIN_DATABASE ?? 'directory_bench_admin' },
    'list-requests': { type: 'string', default: '40' },
  },
});
const DB_NAME = opts.database;
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error(`--database must be a plain database name, not ${DB_NAME}`);
const PARTS = new Set(opts.parts.split(','));
const EVERY_PART = ALL_PARTS.every((part) => PARTS.has(part));
if (PARTS.has('slugs') && !EVERY_PART) throw new Error('--parts slugs runs only with every other part');
const RUNS = Number(opts.runs);
const REQUESTS = Number(opts.requests);
const COUNT = Number(opts.businesses);

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x) => x.toFixed(1);

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** The built server (DIST/main.js) on a free port; resolves once /api/health answers. */
function startServer(databaseUrl) {
  const env = {
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    REDIS_URL: '',
  };
  return startBuiltServer(env, {
    main: path.join(DIST, 'main.js'),
    stdio: ['ignore', 'ignore', 'inherit'],
    timeoutMs: 600_000,
  });
}

async function stopServer(server, signal = 'SIGTERM') {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

async function timed(url, cookie, init = {}) {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { ...init, headers: { ...init.headers, cookie } });
  const body = await res.json();
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return { elapsed, body };
}

/** Name words that occur in each of the 20 biggest categories: every query finds rows. */
async function buildQueries(db, base, cookie) {
  const categories = (await timed(`${base}/api/admin/categories`, cookie)).body.slice(0, 20);
  const rand = seededRandom(42);
  const sorts = ['name', 'rating', 'reviewCount', 'createdAt'];
  const queries = [];
  for (const { slug } of categories) {
    const { rows } = await db.query(`SELECT name FROM businesses WHERE category_slug = $1 ORDER BY id LIMIT 200`, [
      slug,
    ]);
    const words = [
      ...new Set(rows.flatMap((r) => r.name.toLowerCase().split(/[^a-zçğıöşü]+/)).filter((w) => w.length >= 4)),
    ];
    for (let i = 0; i < 3 && words.length; i++) {
      const search = words[Math.floor(rand() * words.length)];
      const sortBy = sorts[Math.floor(rand() * sorts.length)];
      const sortOrder = rand() < 0.5 ? 'asc' : 'desc';
      const path = `/api/admin/businesses?search=${encodeURIComponent(search)}&category=${slug}&sortBy=${sortBy}&sortOrder=${sortOrder}`;
      const first = await timed(`${base}${path}`, cookie);
      queries.push({
        path,
        totalPages: Math.max(1, first.body.pagination.totalPages),
        total: first.body.pagination.total,
      });
    }
  }
  return queries;
}

async function measureList(base, cookie, queries) {
  const rand = seededRandom(7);
  // Warm-up: first touches of pages and plans are not what an admin clicking around sees.
  for (let i = 0; i < 100; i++) await timed(`${base}${queries[i % queries.length].path}&page=1`, cookie);
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const list = [];
    const baseline = [];
    for (let i = 0; i < REQUESTS; i++) {
      const q = queries[Math.floor(rand() * queries.length)];
      const page = 1 + Math.floor(rand() * q.totalPages);
      list.push((await timed(`${base}${q.path}&page=${page}`, cookie)).elapsed);
      baseline.push((await timed(`${base}/api/admin/session`, cookie)).elapsed);
    }
    const row = {
      p50: percentile(list, 50),
      p95: percentile(list, 95),
      p99: percentile(list, 99),
      b50: percentile(baseline, 50),
      b99: percentile(baseline, 99),
    };
    log(
      `  run ${r + 1}: list p50 ${ms(row.p50)} p95 ${ms(row.p95)} p99 ${ms(row.p99)} ms · baseline p50 ${ms(row.b50)} p99 ${ms(row.b99)} ms`,
    );
    runs.push(row);
  }
  return runs;
}

/** Other list shapes an admin uses, for the record (median of 30 requests each). */
async function measureOtherLists(base, cookie, category) {
  const shapes = {
    'first page, no filter (newest first)': '/api/admin/businesses',
    'no filter, sorted by name, page 1000': '/api/admin/businesses?sortBy=name&page=1000',
    [`category ${category}, sorted by name`]: `/api/admin/businesses?category=${category}&sortBy=name`,
    [`category ${category}, sorted by reviews`]: `/api/admin/businesses?category=${category}&sortBy=reviewCount&sortOrder=desc`,
    'name search only ("cafe")': '/api/admin/businesses?search=cafe',
    'pending only': '/api/admin/businesses?approved=false',
    'GET /api/admin/stats': '/api/admin/stats',
  };
  const out = {};
  for (const [label, path] of Object.entries(shapes)) {
    const times = [];
    for (let i = 0; i < 30; i++) times.push((await timed(`${base}${path}`, cookie)).elapsed);
    out[label] = { p50: median(times), p95: percentile(times, 95) };
    log(`  ${label}: median ${ms(out[label].p50)} ms, p95 ${ms(out[label].p95)} ms`);
  }
  return out;
}

async function breakSlugs(db) {
  const { rowCount } = await db.query(`UPDATE businesses SET slug = 'Broken_' || id WHERE id % 10 = 0`);
  await db.query(`VACUUM ANALYZE businesses`);
  return rowCount;
}

async function brokenCount(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM businesses WHERE slug LIKE 'Broken\\_%'`);
  return rows[0].n;
}

async function fixSlugs(base, cookie) {
  return timed(`${base}/api/admin/fix-slugs`, cookie, { method: 'POST' });
}

async function checkpoint(db) {
  const { rows } = await db.query(`SELECT value FROM app_state WHERE key = 'fix_slugs_checkpoint'`);
  return rows[0]?.value ?? null;
}

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (the benchmark creates its own database there)');
  if (!existsSync(path.join(DIST, 'main.js')))
    throw new Error(`No build in ${DIST}: run npm run build -w backend first`);
  const url = withDatabase(server, DB_NAME);
  await onDatabase(withDatabase(server, 'postgres'), async (c) => {
    if (opts.fresh) await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    const { rowCount } = await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [DB_NAME]);
    if (!rowCount) await c.query(`CREATE DATABASE ${DB_NAME}`);
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const existing = await db
    .query(`SELECT count(*)::int AS n FROM businesses`)
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  if (existing < COUNT) {
    log(`Seeding ${COUNT - existing} businesses (npm run seed) …`);
    await run(process.execPath, [path.join(DIST, 'cli/seed.js'), '--businesses', String(COUNT - existing)], {
      DATABASE_URL: url,
      SEED_DEMO: 'false',
    });
  }
  const {
    rows: [{ n: total }],
  } = await db.query(`SELECT count(*)::int AS n FROM businesses`);
  log(`${total} businesses in ${DB_NAME}`);

  let srv = await startServer(url);
  await db.query(`VACUUM ANALYZE businesses`);
  let cookie = await adminLogin(srv.base);

  const loadBefore = os.loadavg()[0];
  log(`Parts: ${[...PARTS].join(', ')} · 1-minute load average ${loadBefore.toFixed(2)}`);
  let search = null;
  if (PARTS.has('search')) {
    log('Admin list: name search + category filter + sort, random pages');
    const queries = await buildQueries(db, srv.base, cookie);
    const matches = queries.map((q) => q.total);
    log(`  ${queries.length} queries, ${Math.min(...matches)}–${Math.max(...matches)} matches each`);
    const runs = await measureList(srv.base, cookie, queries);
    log('Other list shapes');
    const topCategory = new URL(`http://x${queries[0].path}`).searchParams.get('category');
    const others = await measureOtherLists(srv.base, cookie, topCategory);
    search = { queries, matches, runs, others };
  }
  let shapes = null;
  if (PARTS.has('lists')) {
    log('Admin list: every filter × sort, random page among the first 50 (p99 per shape)');
    shapes = await measureListShapes(db, srv.base, cookie, Number(opts['list-requests']), seededRandom);
    log(listShapesTable(shapes));
  }
  let reports = null;
  if (PARTS.has('reports')) {
    log('GET /api/admin/reports');
    reports = await measureReports(srv.base, cookie, 100);
  }
  if (!EVERY_PART) {
    await stopServer(srv);
    await db.end();
    log(`1-minute load average at the end ${os.loadavg()[0].toFixed(2)}`);
    return;
  }
  const { queries, matches, runs, others } = search ?? {};

  log('fix-slugs over every row');
  const cleanScan = await fixSlugs(srv.base, cookie);
  log(`  nothing to fix: ${ms(cleanScan.elapsed / 1000)} s, ${cleanScan.body.totalProcessed} examined`);
  const broken = await breakSlugs(db);
  const full = await fixSlugs(srv.base, cookie);
  const leftAfterFull = await brokenCount(db);
  log(`  ${broken} broken: ${ms(full.elapsed / 1000)} s, ${full.body.successCount} fixed, ${leftAfterFull} left`);

  log('fix-slugs stopped halfway (SIGKILL) and restarted');
  await breakSlugs(db);
  const started = process.hrtime.bigint();
  const pending = fixSlugs(srv.base, cookie).catch((error) => error);
  let cp = null;
  while (!(cp && cp.processed >= total / 2)) {
    await sleep(20);
    cp = await checkpoint(db);
  }
  await stopServer(srv, 'SIGKILL');
  const killedAfter = Number(process.hrtime.bigint() - started) / 1e9;
  await pending;
  const atKill = await checkpoint(db);
  const brokenAtKill = await brokenCount(db);
  log(
    `  killed after ${ms(killedAfter)} s at checkpoint id ${atKill.lastId} (${atKill.processed} examined, ${atKill.fixed} fixed, ${brokenAtKill} still broken)`,
  );
  srv = await startServer(url);
  cookie = await adminLogin(srv.base);
  const resumed = await fixSlugs(srv.base, cookie);
  const leftAfterResume = await brokenCount(db);
  log(
    `  resumed: ${ms(resumed.elapsed / 1000)} s, ${resumed.body.totalProcessed} examined in all, ${resumed.body.successCount} fixed, ${leftAfterResume} left — ${resumed.body.message}`,
  );
  await stopServer(srv);
  await db.end();

  const p99s = runs.map((r) => r.p99);
  const result = {
    load: [loadBefore, os.loadavg()[0]],
    total,
    queries: queries.length,
    matches: [Math.min(...matches), Math.max(...matches)],
    runs,
    medianP50: median(runs.map((r) => r.p50)),
    medianP95: median(runs.map((r) => r.p95)),
    medianP99: median(p99s),
    baselineP50: median(runs.map((r) => r.b50)),
    baselineP99: median(runs.map((r) => r.b99)),
    others,
    shapes,
    reports,
    cleanScan: { seconds: cleanScan.elapsed / 1000, processed: cleanScan.body.totalProcessed },
    full: { seconds: full.elapsed / 1000, broken, fixed: full.body.successCount, left: leftAfterFull },
    resume: {
      killedAfter,
      atKill,
      brokenAtKill,
      seconds: resumed.elapsed / 1000,
      processed: resumed.body.totalProcessed,
      fixed: resumed.body.successCount,
      left: leftAfterResume,
      message: resumed.body.message,
    },
  };
  log(
    `Median p99 ${ms(result.medianP99)} ms (target ≤ ${TARGET_P99_MS} ms) · baseline p99 ${ms(result.baselineP99)} ms`,
  );
  if (!opts['no-write'] && EVERY_PART) await writeSection(result);
}

async function writeSection(r) {
  const nodeVersion = process.version;
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  const lines = [
    '## Admin API',
    '',
    `Command: \`npm run build -w backend && DATABASE_URL=postgres://… npm run bench:admin -- --runs ${RUNS} --requests ${REQUESTS}\``,
    `Date: ${new Date().toISOString().slice(0, 10)} · machine: ${os.cpus().length} cores (nproc), ${memory} memory, Node ${nodeVersion}, ` +
      `shared with other work while measuring (1-minute load average ${r.load[0].toFixed(1)} at the start, ${r.load[1].toFixed(1)} at the end;`,
    'figures are noisy: medians of the runs, and ratios against a baseline measured in the same run).',
    '',
    `Data: ${r.total.toLocaleString('en')} businesses from \`npm run seed\` in a PostgreSQL database; the server is the built app`,
    '(`dist/main.js`), requests one at a time over loopback with the admin session cookie.',
    '',
    `### List with name search + category filter + sort, random page (target p99 ≤ ${TARGET_P99_MS} ms)`,
    '',
    `${r.queries} queries (the 20 largest categories × a name word found in each, sort key and order drawn from`,
    `name / rating / reviewCount / createdAt × asc / desc), ${r.matches[0]}–${r.matches[1]} matching rows each; every request asks a random`,
    `page between 1 and the last. ${REQUESTS} list requests per run, each followed by one baseline request`,
    '(`GET /api/admin/session`: the same guard, session lookup and HTTP path without the list query).',
    '',
    '| run | list p50 | list p95 | list p99 | baseline p50 | baseline p99 | p99 ÷ baseline p99 |',
    '|---|---|---|---|---|---|---|',
    ...r.runs.map(
      (x, i) =>
        `| ${i + 1} | ${ms(x.p50)} ms | ${ms(x.p95)} ms | ${ms(x.p99)} ms | ${ms(x.b50)} ms | ${ms(x.b99)} ms | ${(x.p99 / x.b99).toFixed(1)}× |`,
    ),
    `| **median** | **${ms(r.medianP50)} ms** | **${ms(r.medianP95)} ms** | **${ms(r.medianP99)} ms** | ${ms(r.baselineP50)} ms | ${ms(r.baselineP99)} ms | ${(r.medianP99 / r.baselineP99).toFixed(1)}× |`,
    '',
    `Result: median p99 **${ms(r.medianP99)} ms** — ${r.medianP99 <= TARGET_P99_MS ? 'meets' : 'misses'} the ${TARGET_P99_MS} ms target.`,
    'What makes it fast: one GIN index over `(category_slug, name gin_trgm_ops)` (btree_gin), so the search visits only',
    'rows that match both the category and the name, and the sort and page work on those few rows.',
    '',
    'Other shapes, for the record (30 requests each, not part of the target):',
    '',
    '| request | median | p95 |',
    '|---|---|---|',
    ...Object.entries(r.others).map(([label, x]) => `| ${label} | ${ms(x.p50)} ms | ${ms(x.p95)} ms |`),
    '',
    `### Every filter × sort, p99 of ${opts['list-requests']} requests each on a random page among the first 50 (ms)`,
    '',
    listShapesTable(r.shapes),
    '',
    `### GET /api/admin/reports (nothing caches it): first request ${ms(r.reports.first)} ms; over ${r.reports.requests} requests p50 ${ms(r.reports.p50)} ms, p99 ${ms(r.reports.p99)} ms`,
    '',
    '### fix-slugs over every row',
    '',
    '| case | duration | examined | fixed | broken left |',
    '|---|---|---|---|---|',
    `| nothing to fix (scan only) | ${ms(r.cleanScan.seconds)} s | ${r.cleanScan.processed} | 0 | 0 |`,
    `| 10 % of slugs broken (\`Broken_{id}\`) | ${ms(r.full.seconds)} s | ${r.total} | ${r.full.fixed} | ${r.full.left} |`,
    `| same, server killed (SIGKILL) halfway | ${ms(r.resume.killedAfter)} s until the kill | ${r.resume.atKill.processed} (checkpoint id ${r.resume.atKill.lastId}) | ${r.resume.atKill.fixed} | ${r.resume.brokenAtKill} |`,
    `| … restarted, POST fix-slugs again | ${ms(r.resume.seconds)} s | ${r.resume.processed} in all | ${r.resume.fixed} in all | ${r.resume.left} |`,
    '',
    `The restarted run answered: “${r.resume.message}”. It started after the checkpoint (the id of the last row`,
    'of the last committed batch, kept in `app_state` in the same transaction as that batch), so the rows',
    'before it were not examined again, and no broken slug was left. Durations include the one summaries',
    'refresh (`DataChangesService.bulkChanged`) that ends every run that fixed something.',
    '',
  ];
  const file = await writeBenchmarkSection(lines.join('\n'));
  log(`Wrote the Admin API section of ${file}`);
}

runMain(main);
