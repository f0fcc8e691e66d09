// Mixed load at 600 000 businesses (issue "Production deployment"): 10 % home, 20 % category pages,
// 50 % business pages over 20 000 slugs, 20 % search, at 200 connections, against
//   1. one instance, direct;
//   2. two instances behind the deployment's nginx template, its proxy cache off;
//   3. the same with the proxy cache on (NGINX_CACHE_TTL 1 s, as in docker-compose.yml);
//   4. with --warm: every page of the mix asked once first, then 3 again.
// Reports req/s, p50, p99, errors, and CPU milliseconds per request of node, PostgreSQL and nginx
// (from /proc), and a capacity model from those costs. Results replace the `## Load` section of
// BENCHMARKS.md.
//
//   npm run build -w backend && npm run bench:load [-- --duration 30 --connections 200 --warm]
//     [--before ../other-checkout/backend/dist/main.js]
//
// --before: another build (a checkout of an earlier commit, built) measured in the same run as
// setup 1, one instance direct, each build on its own empty Redis database and fresh process, so
// neither finds the pages the other rendered: the cold mix's req/s of both, and their ratio.
//
// DATABASE_URL names the PostgreSQL server; the database `directory_bench_api` (npm run bench:api
// seeds it) holds the businesses. REDIS_URL (default redis://127.0.0.1:6379) is shared by the
// instances. Debian's nginx (/usr/sbin/nginx) runs the template.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_BUSINESSES, BENCH_DB, commitOf, ROOT, runMain, spawnServer, writeBenchmarkSection } from './harness.mjs';
import { connectBenchDatabase, cpuTicks, freePort, log, sleep, TICK_MS } from './support.mjs';

const TEMPLATE = path.join(ROOT, 'deploy/nginx/templates/default.conf.template');

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
    slugs: { type: 'string', default: '20000' },
    // Then ask every page of the mix once and measure behind the cached proxy again.
    warm: { type: 'boolean', default: false },
    before: { type: 'string' },
  },
});
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);

async function waitReady(base) {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`${base} did not start`);
}

async function startNginx(dir, port, upstreams, cached) {
  mkdirSync(path.join(dir, 'temp'), { recursive: true, mode: 0o755 });
  const vars = {
    APP_1: upstreams[0],
    APP_2: upstreams[1],
    NGINX_CACHE_DIR: path.join(dir, 'cache'),
    NGINX_CACHE_TTL: '1s',
    NGINX_PORT: `127.0.0.1:${port}`,
  };
  let site = readFileSync(TEMPLATE, 'utf8').replace(/\$\{(\w+)\}/g, (whole, key) => vars[key] ?? whole);
  if (!cached) site = site.replace('proxy_cache directory_public;', 'proxy_cache off;');
  writeFileSync(path.join(dir, 'default.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/default.conf;
}
`,
  );
  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${url}/api/health/live`).then(
        () => true,
        () => false,
      )
    )
      return { child, url };
    await sleep(100);
  }
  throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
}

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

/** The mix as paths: 10 % home, 20 % category pages, 50 % business pages, 20 % search. */
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

/** Every path the mix can ask for, once each. */
function* everyPath({ slugs, categories, words }) {
  yield '/';
  for (const category of categories) yield `/categories/${category}`;
  for (const slug of slugs) yield `/business/${slug}`;
  for (const word of words) yield `/api/search?q=${encodeURIComponent(word)}`;
}

/**
 * Asks each path once, a few at a time, across the instances: they render and cache every page
 * (shared through Redis) as a visitor's first sight would, so the next run measures a site whose
 * pages were seen before the last write.
 */
async function warm(instances, paths) {
  log(`Warming: ${paths.length} paths once each …`);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async (_, worker) => {
      const base = instances[worker % instances.length].base;
      while (next < paths.length) {
        const res = await fetch(`${base}${paths[next++]}`, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
      }
    }),
  );
  log(`  in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function measure(label, base, mix, cpu) {
  log(`${label}: ${DURATION} s at ${CONNECTIONS} connections …`);
  const before = cpu();
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: mix() }) }],
  });
  const seconds = (performance.now() - started) / 1000;
  const after = cpu();
  const requests = result.requests.total;
  const perRequest = (key) => ((after[key] - before[key]) * TICK_MS) / Math.max(1, requests);
  const row = {
    label,
    rps: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    // Which errors: status codes other than 200, connection errors and timeouts (10 s).
    kinds: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => code !== '200')
        .map(([code, { count }]) => `${count}× ${code}`),
      ...(result.errors ? [`${result.errors} connection errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ].join(', '),
    node: perRequest('node'),
    postgres: perRequest('postgres'),
    nginx: perRequest('nginx'),
  };
  log(`  ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors (${row.kinds})`);
  return row;
}

/** Empties the Redis database of `url` (the pages and answers an earlier run cached there). */
function flushRedis(url) {
  execFileSync('redis-cli', ['-u', url, 'FLUSHDB'], { stdio: 'ignore' });
}

/** Setup 1 with the build at --before: a fresh instance on its own empty Redis database (number 4). */
async function measureBefore(env, mix) {
  const redis = new URL(env.REDIS_URL);
  redis.pathname = '/4';
  flushRedis(redis.href);
  const server = await spawnServer(
    { ...env, REDIS_URL: redis.href },
    { main: path.resolve(opts.before), stdio: 'ignore' },
  );
  try {
    await waitReady(server.base);
    const cpu = () => ({
      node: cpuTicks({ pids: [server.child.pid] }),
      postgres: cpuTicks({ name: 'postgres' }),
      nginx: 0,
    });
    return await measure(
      `One instance, direct: the build at --before (${commitOf(opts.before)})`,
      server.base,
      mix,
      cpu,
    );
  } finally {
    await stop(server.child);
    flushRedis(redis.href);
  }
}

async function main() {
  const { db, url } = await connectBenchDatabase(BENCH_DB);
  const { rows: count } = await db.query(`SELECT count(*)::int AS n FROM businesses`);
  if (count[0].n < BENCH_BUSINESSES)
    throw new Error(`${BENCH_DB} holds ${count[0].n} businesses; run npm run bench:api first`);
  const slugs = (
    await db.query(`SELECT slug FROM businesses WHERE is_approved ORDER BY random() LIMIT $1`, [Number(opts.slugs)])
  ).rows.map((r) => r.slug);
  const categories = (
    await db.query(`SELECT category_slug FROM category_stats ORDER BY business_count DESC LIMIT 200`)
  ).rows.map((r) => r.category_slug);
  const words = (
    await db.query(
      `SELECT term FROM search_terms WHERE documents > 20 AND length(term) > 3 ORDER BY random() LIMIT 2000`,
    )
  ).rows.map((r) => r.term);
  await db.end();
  const mix = mixOf({ slugs, categories, words });
  const report = { loadStart: os.loadavg(), cpu: os.cpus()[0]?.model ?? '?', cpus: os.cpus().length, rows: [] };

  const env = {
    DATABASE_URL: url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
  };
  const nginxPort = await freePort();
  env.PUBLIC_BASE_URL = `http://127.0.0.1:${nginxPort}`;
  const instances = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'directory-load-'));
  chmodSync(dir, 0o755); // nginx's workers run as `nobody` when the benchmark runs as root: its cache lives here
  try {
    // Pages an earlier run left in Redis would make this one's first sights hits.
    flushRedis(env.REDIS_URL);
    for (let i = 0; i < 2; i++) {
      const server = await spawnServer(env, { stdio: 'ignore' });
      await waitReady(server.base);
      instances.push(server);
    }
    const cpu = () => ({
      node: cpuTicks({ pids: instances.map((s) => s.child.pid) }),
      postgres: cpuTicks({ name: 'postgres' }),
      nginx: cpuTicks({ name: 'nginx' }),
    });
    if (opts.before) report.before = await measureBefore(env, mix);
    report.rows.push(await measure('One instance, direct', instances[0].base, mix, cpu));
    for (const cached of [false, true]) {
      const nginx = await startNginx(
        path.join(dir, cached ? 'cached' : 'plain'),
        nginxPort,
        instances.map((s) => `127.0.0.1:${s.port}`),
        cached,
      );
      try {
        const label = `Two instances behind nginx, proxy cache ${cached ? 'on (1 s)' : 'off'}`;
        report.rows.push(await measure(label, nginx.url, mix, cpu));
      } finally {
        await stop(nginx.child, 'SIGQUIT');
      }
    }
    if (opts.warm) {
      await warm(instances, [...everyPath({ slugs, categories, words })]);
      const nginx = await startNginx(
        path.join(dir, 'warm'),
        nginxPort,
        instances.map((s) => `127.0.0.1:${s.port}`),
        true,
      );
      try {
        report.rows.push(
          await measure(
            'Two instances behind nginx, proxy cache on (1 s), pages already rendered',
            nginx.url,
            mix,
            cpu,
          ),
        );
      } finally {
        await stop(nginx.child, 'SIGQUIT');
      }
    }
  } finally {
    await Promise.all(instances.map((s) => stop(s.child)));
    rmSync(dir, { recursive: true, force: true });
  }
  report.loadEnd = os.loadavg();
  const file = await writeBenchmarkSection(section(report));
  log(`Wrote ${file}`);
}

const f = (x, digits = 1) => x.toFixed(digits);
const verdictOf = (row, what) => (row.errors === 0 && row.p99 <= 250 ? `Met ${what}.` : `**Not met ${what}.**`);

function section(r) {
  const [direct, plain, cached, warmed] = r.rows;
  const appCost = direct.node; // node CPU-ms per request reaching an instance
  const dbCost = direct.postgres;
  const share = cached.node / Math.max(plain.node, 0.001); // requests that still reach node behind the cache
  const model = [1_000, 10_000, 100_000].map((rate) => {
    const nodeCores = (rate * appCost) / 1000;
    const dbCores = (rate * dbCost) / 1000;
    const cachedNode = (rate * cached.node) / 1000;
    const cachedDb = (rate * cached.postgres) / 1000;
    return `| ${rate.toLocaleString('en')} | ${Math.ceil(nodeCores)} | ${f(dbCores)} | ${Math.ceil(cachedNode)} | ${f(cachedDb)} |`;
  });
  return [
    '## Load',
    '',
    `Command: \`npm run build -w backend && npm run bench:load -- --duration ${DURATION} --connections ${CONNECTIONS}${opts.warm ? ' --warm' : ''}${opts.before ? ' --before <a checkout of an earlier commit, built>/backend/dist/main.js' : ''}\`. Machine: ${r.cpus} × ${r.cpu},`,
    `shared; load average (1 / 5 / 15 min) ${r.loadStart.map((x) => f(x, 2)).join(' / ')} at the start, ${r.loadEnd.map((x) => f(x, 2)).join(' / ')} at the end.`,
    '600 000 businesses; the mix: 10 % home, 20 % category pages (200 categories), 50 % business pages over',
    `${opts.slugs} slugs, 20 % \`/api/search\` (2 000 words), gzip accepted. The load generator (autocannon) runs on the`,
    'same two cores as node, PostgreSQL and nginx. CPU per request is read from /proc for each process family.',
    '',
    '| Setup | req/s | p50 ms | p99 ms | errors | node CPU-ms/req | PostgreSQL CPU-ms/req | nginx CPU-ms/req |',
    '|---|---|---|---|---|---|---|---|',
    ...(r.before ? [r.before] : [])
      .concat(r.rows)
      .map(
        (row) =>
          `| ${row.label} | ${f(row.rps, 0)} | ${row.p50} | ${row.p99} | ${row.errors}${row.kinds ? ` (${row.kinds})` : ''} | ${f(row.node, 2)} | ${f(row.postgres, 2)} | ${f(row.nginx, 2)} |`,
      ),
    '',
    ...(r.before
      ? [
          `The cold mix on one instance, this build against the build at \`--before\`, same run: ${f(direct.rps / r.before.rps)} × the req/s (target ≥ 3 ×: ${direct.rps >= 3 * r.before.rps ? 'met' : '**not met**'}), ${f(r.before.node / direct.node)} × less node CPU per request.`,
          '',
        ]
      : []),
    `Targets: 0 errors; p99 ≤ 250 ms behind the proxy. ${verdictOf(cached, 'with the cache on, pages seen for the first time')}${warmed ? ` ${verdictOf(warmed, 'with pages already rendered')}` : ''}`,
    '',
    '### Capacity model (from the CPU costs above)',
    '',
    `Without the proxy cache each request costs ${f(appCost, 2)} ms of node CPU and ${f(dbCost, 2)} ms of PostgreSQL CPU; with it,`,
    `${f(cached.node, 2)} ms and ${f(cached.postgres, 2)} ms (about ${f(share * 100, 0)} % of the node work reaches an instance).`,
    'One instance uses one core (Node runs JavaScript on one thread), so instances = node cores.',
    '',
    '| Mix req/s | Instances, no proxy cache | PostgreSQL cores, no proxy cache | Instances, proxy cache | PostgreSQL cores, proxy cache |',
    '|---|---|---|---|---|',
    ...model,
    '',
    '- Every request of this mix is a public read: with read replicas (`DATABASE_REPLICA_URLS`; a replica serves',
    '  public reads once it has replayed the last admin write) the PostgreSQL cores above split across',
    '  the replicas, and the primary carries only writes (imports, admin edits) and the admin reads. The primary',
    '  becomes the limit only when one server must carry every read: at the PostgreSQL cores per request above,',
    '  a 16-core primary serves the column above until its figure passes 16; each replica of the same size moves',
    '  the read limit up by as much again.',
    '- What bounds these runs: a page seen for the first time is rendered on the server (React, about 15–20 ms',
    '  of node CPU with its queries), and this mix asks 20 000 business pages, so a run of this length is mostly',
    '  first sights: about 60 pages/s per core. The app caches each rendered page until the next write and nginx',
    '  for 1 s, so both help only with repeats; p99 is the queue of 200 connections in front of those renders.',
    '  The last row (with `--warm`) first asks every page of the mix once, as visitors would between two writes,',
    '  then measures again: the cost of a site whose pages were already seen. The model above uses the cold,',
    '  all-miss costs: an upper bound for a directory whose pages change rarely.',
    "- Errors are reported by kind: timeouts are requests still queued after 10 s (autocannon's limit).",
  ].join('\n');
}

runMain(main);
