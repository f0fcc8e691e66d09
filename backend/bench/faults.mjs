// Recovery after faults (docs/behaviour.md §11): two built instances (dist/main.js) on their own embedded
// PostgreSQL and their own redis-server, all on 127.0.0.1. Each run:
//   1. PostgreSQL stopped for --outage seconds while both instances are asked a mix of requests
//      (503s must come at once), then started: seconds from its return (ready to accept
//      connections) to each instance's first 200 for a fresh, uncached API call (a search never
//      asked before). Target ≤ 5 s.
//   2. Redis stopped for --outage seconds under the same mix, then started on the same port: the
//      longest request during the outage against the longest before it (target: no request waits
//      for Redis, i.e. ≤ 500 ms + normal latency), and seconds from its return to each instance's
//      health saying "cache":"up".
//
//   npm run build -w libs/shared && npm run build -w backend && npm run bench:faults [-- --runs 3] [--outage 10]
//
// Results replace the `## Resilience: recovery after faults` section of BENCHMARKS.md.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startOwnPostgres, startOwnRedis } from '../test/support/own-servers.mjs';
import { adminLogin, BENCH_ADMIN, MAIN, runMain, spawnServer, writeBenchmarkSection } from './harness.mjs';
import { log, median, sleep } from './support.mjs';

const SECTION = '## Resilience: recovery after faults';
const TARGET_POSTGRES_S = 5;
const REDIS_TIMEOUT_MS = 500;

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    outage: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
  },
});
const RUNS = Number(opts.runs);
const OUTAGE_MS = Number(opts.outage) * 1000;

/** The built server on a free port; resolves once /api/health answers 200. Keeps its log for counting lines. */
async function startInstance(databaseUrl, redisUrl) {
  const { child, base } = await spawnServer({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Instances sharing Redis refuse to start without it.
    PUBLIC_BASE_URL: 'http://directory.test',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  const instance = { child, base, output: '' };
  child.stdout.on('data', (c) => (instance.output += c));
  child.stderr.on('data', (c) => (instance.output += c));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${instance.output}`);
    if ((await call(instance, '/api/health')).status === 200) return instance;
    await sleep(250);
  }
  throw new Error(`instance did not start:\n${instance.output}`);
}

async function stopInstance(instance) {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

/** One request: status, milliseconds, JSON body when there is one (a failed connection is status 0). */
async function call(instance, pathname, init = {}) {
  const started = performance.now();
  try {
    const res = await fetch(instance.base + pathname, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML or empty
    }
    return { status: res.status, ms: performance.now() - started, body, headers: res.headers };
  } catch {
    return { status: 0, ms: performance.now() - started, body: null };
  }
}

let fresh = 0;
/** A search nobody asked before: always built from PostgreSQL, never from a cache. */
const freshSearch = () => `/api/search?q=fault${process.pid}x${++fresh}`;

/**
 * The request mix one client sends to one instance, in turn, until `until()`: a fresh (uncached)
 * public call, a cached one, an admin call with the session cookie, every fifth round a login,
 * and the readiness probe. Returns the longest wait and the statuses seen, per kind.
 */
async function mix(instance, cookie, until) {
  const kinds = {};
  const note = (kind, r) => {
    const k = (kinds[kind] ??= { max: 0, statuses: {} });
    k.max = Math.max(k.max, r.ms);
    k.statuses[r.status] = (k.statuses[r.status] ?? 0) + 1;
  };
  for (let round = 0; !until(); round++) {
    note('uncached public', await call(instance, freshSearch()));
    note('cached public', await call(instance, '/api/categories'));
    note('admin', await call(instance, '/api/admin/stats', { headers: { cookie } }));
    if (round % 5 === 0)
      note(
        'login',
        await call(instance, '/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BENCH_ADMIN),
        }),
      );
    note('health', await call(instance, '/api/health'));
    await sleep(50);
  }
  return kinds;
}

const longest = (perInstance) => Math.max(...perInstance.flatMap((kinds) => Object.values(kinds).map((k) => k.max)));

/** Both instances under the mix for `ms`, with `during()` run meanwhile. */
async function underLoad(instances, cookies, ms, during = async () => undefined) {
  const end = Date.now() + ms;
  const [kinds] = await Promise.all([
    Promise.all(instances.map((instance, i) => mix(instance, cookies[i], () => Date.now() >= end))),
    during(),
  ]);
  return kinds;
}

/** Seconds from now until `ready(instance)` holds, polling every 50 ms. */
async function secondsUntil(instance, ready) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    if (await ready(instance)) return (performance.now() - started) / 1000;
    await sleep(50);
  }
  return Infinity;
}

const countLines = (instances, pattern) =>
  instances.map((i) => i.output.split('\n').filter((l) => pattern.test(l)).length);

async function oneRun(postgres, redis, instances, cookies, run) {
  log(`run ${run}: baseline`);
  const baseline = await underLoad(instances, cookies, 5000);

  log(`run ${run}: PostgreSQL stopped for ${OUTAGE_MS / 1000} s`);
  const problemsBefore = countLines(instances, /WARN|ERROR/);
  await postgres.stop();
  const duringPostgres = await underLoad(instances, cookies, OUTAGE_MS);
  const startedAt = performance.now();
  await postgres.start();
  const postgresStartSeconds = (performance.now() - startedAt) / 1000;
  const postgresRecovery = await Promise.all(
    instances.map((instance) => secondsUntil(instance, async (i) => (await call(i, freshSearch())).status === 200)),
  );
  log(`  first fresh 200 after ${postgresRecovery.map((s) => s.toFixed(2)).join(' s, ')} s`);
  await sleep(2000);
  const postgresLogLines = countLines(instances, /WARN|ERROR/).map((n, i) => n - problemsBefore[i]);

  log(`run ${run}: Redis stopped for ${OUTAGE_MS / 1000} s`);
  const warnBefore = countLines(instances, /Redis unreachable/);
  const backBefore = countLines(instances, /Redis reachable again/);
  await redis.stop();
  const duringRedis = await underLoad(instances, cookies, OUTAGE_MS);
  await redis.start();
  const redisRecovery = await Promise.all(
    instances.map((instance) =>
      secondsUntil(instance, async (i) => (await call(i, '/api/health')).body?.cache === 'up'),
    ),
  );
  log(`  health cache up after ${redisRecovery.map((s) => s.toFixed(2)).join(' s, ')} s`);
  await sleep(1500);
  const warnLines = countLines(instances, /Redis unreachable/).map((n, i) => n - warnBefore[i]);
  const backLines = countLines(instances, /Redis reachable again/).map((n, i) => n - backBefore[i]);
  await sleep(2000);
  return {
    baselineKinds: baseline,
    baselineMax: longest(baseline),
    duringPostgres,
    postgresMax: longest(duringPostgres),
    postgresStartSeconds,
    postgresRecovery,
    duringRedis,
    redisMax: longest(duringRedis),
    redisRecovery,
    logLines: { warn: warnLines, back: backLines, postgres: postgresLogLines },
  };
}

async function main() {
  if (!existsSync(MAIN)) throw new Error('Build first: npm run build -w libs/shared && npm run build -w backend');
  const load = [os.loadavg()[0]];
  const postgres = await startOwnPostgres();
  const redis = await startOwnRedis();
  const instances = [];
  try {
    instances.push(await startInstance(postgres.url, redis.url));
    instances.push(await startInstance(postgres.url, redis.url));
    const cookies = await Promise.all(instances.map((instance) => adminLogin(instance.base)));
    await underLoad(instances, cookies, 2000); // warm the cached answers
    const runs = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await oneRun(postgres, redis, instances, cookies, run));
    load.push(os.loadavg()[0]);
    const text = section(runs, load);
    log(`\n${text}`);
    if (!opts['no-write']) await writeBenchmarkSection(text);
  } finally {
    await Promise.all(instances.map(stopInstance));
    await redis.remove();
    await postgres.remove();
  }
}

const s = (x) => (Number.isFinite(x) ? `${x.toFixed(2)} s` : 'never');
const ms = (x) => `${Math.round(x)} ms`;
const verdict = (ok) => (ok ? 'pass' : 'FAIL');

function statuses(perInstance, kind) {
  const total = {};
  for (const kinds of perInstance)
    for (const [status, n] of Object.entries(kinds[kind]?.statuses ?? {})) total[status] = (total[status] ?? 0) + n;
  return Object.entries(total)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
}

function kindMax(runs, key, kind) {
  return median(runs.map((r) => Math.max(...r[key].map((kinds) => kinds[kind]?.max ?? 0))));
}

function section(runs, load) {
  const pgRecovery = [0, 1].map((i) => median(runs.map((r) => r.postgresRecovery[i])));
  const redisRecovery = [0, 1].map((i) => median(runs.map((r) => r.redisRecovery[i])));
  const baseline = median(runs.map((r) => r.baselineMax));
  const redisMax = median(runs.map((r) => r.redisMax));
  const postgresMax = median(runs.map((r) => r.postgresMax));
  const last = runs.at(-1);
  const kinds = ['uncached public', 'cached public', 'admin', 'login', 'health'];
  const lines = [
    SECTION,
    '',
    `Command: \`npm run build -w libs/shared && npm run build -w backend && npm run bench:faults -- --runs ${RUNS} --outage ${OUTAGE_MS / 1000}\``,
    `(backend/bench/faults.mjs; ${RUNS} runs, medians). Date: ${new Date().toISOString().slice(0, 10)}. Machine: nproc ${os.cpus().length}, node ${process.version}, ` +
      `shared with other work: 1-minute load average ${load[0].toFixed(1)} at the start and ${load[1].toFixed(1)} at the end.`,
    '',
    'Two instances of the built server (`dist/main.js`) on their own embedded PostgreSQL and their own `redis-server`',
    `(no persistence), all on 127.0.0.1. While each fault lasts (${OUTAGE_MS / 1000} s) one client per instance sends, in turn: a search`,
    'never asked before (uncached), `/api/categories` (cached), `/api/admin/stats` with a session cookie, every fifth round a',
    'login, and `/api/health`. The same mix runs for 5 s before the faults as the baseline.',
    '',
    '| Figure (median of runs) | Instance A | Instance B | Target | |',
    '|---|---|---|---|---|',
    `| PostgreSQL back (ready to accept connections) → first 200 of an uncached API call | ${s(pgRecovery[0])} | ${s(pgRecovery[1])} | ≤ ${TARGET_POSTGRES_S} s | ${verdict(Math.max(...pgRecovery) <= TARGET_POSTGRES_S)} |`,
    `| Redis back → \`/api/health\` says \`"cache":"up"\` | ${s(redisRecovery[0])} | ${s(redisRecovery[1])} | ≤ 5 s | ${verdict(Math.max(...redisRecovery) <= 5)} |`,
    '',
    '| Longest request (median of runs) | Both instances | Target | |',
    '|---|---|---|---|',
    `| Before the faults (baseline) | ${ms(baseline)} | | |`,
    `| During the Redis outage | ${ms(redisMax)} | ≤ ${REDIS_TIMEOUT_MS} ms + baseline (${ms(REDIS_TIMEOUT_MS + baseline)}) | ${verdict(redisMax <= REDIS_TIMEOUT_MS + baseline)} |`,
    `| During the PostgreSQL outage | ${ms(postgresMax)} | no request hangs (pool connect timeout 2 s) | ${verdict(postgresMax < 2000)} |`,
    '',
    '| Request kind | Longest before | Longest, Redis away | Longest, PostgreSQL away | Answers while PostgreSQL was away (last run) | Answers while Redis was away (last run) |',
    '|---|---|---|---|---|---|',
    ...kinds.map(
      (kind) =>
        `| ${kind} | ${ms(kindMax(runs, 'baselineKinds', kind))} | ${ms(kindMax(runs, 'duringRedis', kind))} | ${ms(kindMax(runs, 'duringPostgres', kind))} | ${statuses(last.duringPostgres, kind)} | ${statuses(last.duringRedis, kind)} |`,
    ),
    '',
    `Per run: PostgreSQL recovery ${runs.map((r) => r.postgresRecovery.map((x) => x.toFixed(2)).join(' / ')).join(', ')} s; ` +
      `Redis recovery ${runs.map((r) => r.redisRecovery.map((x) => x.toFixed(2)).join(' / ')).join(', ')} s; ` +
      `PostgreSQL's own start ${runs.map((r) => r.postgresStartSeconds.toFixed(2)).join(', ')} s (not counted). ` +
      `Log lines per instance per Redis outage: "Redis unreachable" ${runs.map((r) => r.logLines.warn.join('/')).join(', ')}; ` +
      `"Redis reachable again" ${runs.map((r) => r.logLines.back.join('/')).join(', ')}; ` +
      `warning and error lines per instance per PostgreSQL outage: ${runs.map((r) => r.logLines.postgres.join('/')).join(', ')}.`,
    '',
    'How: Redis commands carry a 500 ms timeout and fail at once while the client is disconnected (no offline queue),',
    'so the cache falls back to the instance’s own LRU and the rate limits to local counters; sessions and the login',
    'throttle live in PostgreSQL. The client reconnects with a backoff capped at 1 s, which bounds the Redis recovery.',
    'While PostgreSQL is away every connection attempt is refused at once, so API calls answer 503 with Retry-After',
    'and cached public answers are served from the last good copy (stale); the pool opens new connections on the',
    'first request after PostgreSQL returns, so recovery is one connection set-up. The warning lines of a PostgreSQL',
    'outage are the 503 filter’s (at most one a minute) and the data-version listener’s (one per outage).',
    '',
  ];
  return lines.join('\n');
}

runMain(main);
