// Resilience benchmark (docs/behaviour.md §11): a flood of hostile request bodies must not hold the event loop.
//
//   npm run build -w backend && npm run bench:hostile [-- --duration 30] [--baseline 20] [--businesses 5000] [--connections 1]
//
// The victim, the Nest application from backend/dist wired as main.ts wires it, runs inside this
// process, so perf_hooks.monitorEventLoopDelay measures its event loop exactly. The load comes from
// two child processes of this same script: one posts hostile bodies to the login route in a loop
// (120 000-key objects and 1.8 MB of nesting; one keep-alive connection unless --connections says
// more; loopback only; bounded in count and time), one measures the public answers with autocannon
// (cached GETs: home data, categories, countries, business details and a business page). Baseline
// in the same run: the public load alone. DATABASE_URL names the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/postgres); the benchmark fills its own database
// `directory_bench_hostile` there with the seed CLI. Results replace the
// `## Resilience: hostile bodies` section of BENCHMARKS.md at the repository root.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import { BACKEND, runMain, writeBenchmarkSection } from './harness.mjs';
import { freePort, log, onDatabase, sleep, withDatabase } from './support.mjs';

const DIST = path.join(BACKEND, 'dist');
const SEED_CLI = path.join(DIST, 'cli/seed.js');
const BENCH_DB = 'directory_bench_hostile';
const SECTION = '## Resilience: hostile bodies';
const TARGETS = { loopDelayP99: 50, publicP99: 100, refusalMs: 50 };
const HOSTILE_MAX_REQUESTS = 50_000;
const PUBLIC_CONNECTIONS = 10;
/** monitorEventLoopDelay records the time between ticks of a timer of this period; the delay is what exceeds it. */
const LOOP_SAMPLE_MS = 10;

const { values: opts } = parseArgs({
  options: {
    role: { type: 'string' },
    url: { type: 'string' },
    paths: { type: 'string' },
    duration: { type: 'string', default: '30' },
    baseline: { type: 'string', default: '20' },
    businesses: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '1' },
  },
});
const DURATION = Number(opts.duration);
const BASELINE = Number(opts.baseline);
const BUSINESSES = Number(opts.businesses);
const HOSTILE_CONNECTIONS = Number(opts.connections);
const ARGS = process.argv.slice(2).join(' ');

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};
const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const verdict = (ok) => (ok ? 'met' : '**missed**');

// ---- Child: hostile sender ---------------------------------------------------------------------

function hostileBodies() {
  const keys = Array.from({ length: 120_000 }, (_, i) => `"k${i}":0`).join(',');
  return [
    Buffer.from(`{"username":"admin","password":"guess",${keys}}`),
    Buffer.from(`{"username":"admin","password":"guess","x":${'['.repeat(900_000)}${']'.repeat(900_000)}}`),
  ];
}

async function runHostile(base, seconds) {
  const url = new URL(base);
  if (url.hostname !== '127.0.0.1') throw new Error('hostile load goes to loopback only');
  const bodies = hostileBodies();
  const agent = new http.Agent({ keepAlive: true, maxSockets: HOSTILE_CONNECTIONS });
  const until = Date.now() + seconds * 1000;
  const statuses = {};
  const latencies = [];
  let sent = 0;
  const post = (body) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port: url.port, method: 'POST', path: '/api/admin/login', agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        },
      );
      req.setHeader('content-type', 'application/json');
      req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: HOSTILE_CONNECTIONS }, async (_, connection) => {
      while (Date.now() < until && sent < HOSTILE_MAX_REQUESTS) {
        const { status, ms } = await post(bodies[(sent++ + connection) % bodies.length]);
        statuses[status] = (statuses[status] ?? 0) + 1;
        latencies.push(ms);
      }
    }),
  );
  agent.destroy();
  return {
    requests: latencies.length,
    bytes: bodies.map((b) => b.length),
    statuses,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

// ---- Child: public load --------------------------------------------------------------------------

async function runPublic(base, paths, seconds) {
  const result = await autocannon({
    url: base,
    connections: PUBLIC_CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Runs this script in `role` in a child process; resolves with the JSON it prints. */
function child(role, args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [import.meta.filename, '--role', role, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (c) => (out += c));
    proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${role} exited ${code}`))));
  });
}

// ---- Victim ---------------------------------------------------------------------------------------

async function prepareDatabase(serverUrl) {
  const url = withDatabase(serverUrl, BENCH_DB);
  await onDatabase(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DB}`);
  });
  log(`Seeding ${BUSINESSES} businesses with the seed CLI …`);
  await promisify(execFile)(process.execPath, [SEED_CLI, '--businesses', String(BUSINESSES)], {
    cwd: BACKEND,
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  });
  await onDatabase(url, (c) => c.query('VACUUM ANALYZE'));
  return url;
}

/** The application as main.ts starts it, in this process. */
async function startVictim(databaseUrl) {
  const [{ NestFactory }, { AppModule }, { loadConfig }, { configureApp }] = await Promise.all([
    import('@nestjs/core'),
    import(path.join(DIST, 'app.module.js')),
    import(path.join(DIST, 'config/app-config.js')),
    import(path.join(DIST, 'web/configure-app.js')),
  ]);
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    REDIS_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const app = await NestFactory.create(AppModule.forRoot(config, databaseUrl), {
    logger: ['error', 'warn'],
  });
  configureApp(app);
  await app.listen(port, '127.0.0.1');
  // Start-up work (the first sitemap generation) must not run during the measurements.
  for (let quiet = 0; quiet < 3;) {
    const before = process.cpuUsage();
    await sleep(1000);
    const used = process.cpuUsage(before);
    quiet = (used.user + used.system) / 1e6 < 0.05 ? quiet + 1 : 0;
  }
  return { app, base: `http://127.0.0.1:${port}` };
}

/** Server-side time of each hostile request, from its headers arriving to the answer's last byte. */
function timeRefusals(app) {
  const times = [];
  app.getHttpServer().prependListener('request', (req, res) => {
    if (req.method !== 'POST') return;
    const started = performance.now();
    res.once('finish', () => times.push(performance.now() - started));
  });
  return times;
}

async function measure(label, load) {
  const delay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  delay.enable();
  const results = await load();
  delay.disable();
  const late = (ns) => Math.max(0, ns / 1e6 - LOOP_SAMPLE_MS);
  const loop = { p50: late(delay.percentile(50)), p99: late(delay.percentile(99)), max: late(delay.max) };
  log(
    `${label}: event loop p50 ${ms(loop.p50)} p99 ${ms(loop.p99)} max ${ms(loop.max)} ms; ` +
      `public ${results.public.rps.toFixed(0)} req/s p50 ${results.public.p50} p99 ${results.public.p99} ms`,
  );
  return { loop, ...results };
}

async function machine() {
  const run = async (cmd, args) => (await promisify(execFile)(cmd, args)).stdout.trim();
  return {
    nproc: await run('nproc', []),
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    node: process.version,
    pgVersion: await run('psql', ['--version']).catch(() => 'psql not found'),
  };
}

async function main() {
  if (!existsSync(SEED_CLI)) throw new Error('Build first: npm run build -w backend');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const report = { info: await machine(), date: new Date().toISOString().slice(0, 10) };
  const databaseUrl = await prepareDatabase(serverUrl);
  const slugs = await onDatabase(
    databaseUrl,
    async (c) => (await c.query(`SELECT slug FROM businesses WHERE is_approved ORDER BY id LIMIT 20`)).rows,
  );
  const { app, base } = await startVictim(databaseUrl);
  try {
    const paths = [
      '/api/homepage-data',
      '/api/categories',
      '/api/countries',
      ...slugs.map((r) => `/api/businesses/${r.slug}`),
      `/business/${slugs[0].slug}`,
    ];
    for (const p of paths) {
      const res = await fetch(`${base}${p}`);
      if (!res.ok) throw new Error(`${p}: ${res.status}`);
    }
    const publicArgs = (seconds) => ['--url', base, '--paths', JSON.stringify(paths), '--duration', String(seconds)];
    report.loadStart = os.loadavg();

    report.baseline = await measure('baseline (public load alone)', async () => ({
      public: await child('public', publicArgs(BASELINE)),
    }));

    const refusals = timeRefusals(app);
    report.hostile = await measure('with hostile bodies', async () => {
      const hostile = child('hostile', [
        '--url',
        base,
        '--duration',
        String(DURATION),
        '--connections',
        String(HOSTILE_CONNECTIONS),
      ]);
      await sleep(2000);
      const publicLoad = await child('public', publicArgs(DURATION - 4));
      return { public: publicLoad, hostile: await hostile };
    });
    report.refusal = { p50: percentile(refusals, 50), p99: percentile(refusals, 99), max: Math.max(...refusals) };
    log(
      `hostile: ${report.hostile.hostile.requests} requests ${JSON.stringify(report.hostile.hostile.statuses)}, ` +
        `server time p50 ${ms(report.refusal.p50)} p99 ${ms(report.refusal.p99)} max ${ms(report.refusal.max)} ms`,
    );
    report.loadEnd = os.loadavg();
  } finally {
    await app.close();
    await onDatabase(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`));
  }
  await writeReport(report);
}

function section(r) {
  const m = r.info;
  const load = (l) => l.map((x) => x.toFixed(1)).join(' / ');
  const b = r.baseline;
  const h = r.hostile;
  const lines = [SECTION, ''];
  lines.push(
    `Command: \`npm run build -w backend && npm run bench:hostile${ARGS ? ` -- ${ARGS}` : ''}\` (backend/bench/hostile.mjs; hostile load ${DURATION} s, baseline ${BASELINE} s). ` +
      `Date: ${r.date}. Machine: nproc ${m.nproc} (${m.cpu}), node ${m.node}, ${m.pgVersion}. ` +
      `Load average (1 / 5 / 15 min) at start ${load(r.loadStart)}, at end ${load(r.loadEnd)}: the machine is shared with other work, so compare within a run.`,
    '',
    `Data: ${BUSINESSES.toLocaleString('en')} businesses from the seed CLI. The victim is the application from backend/dist, wired as main.ts wires it ` +
      `(in-process cache), running in the benchmark process; event-loop delay is how late a ${LOOP_SAMPLE_MS} ms timer fires (\`monitorEventLoopDelay\`, its period taken off). ` +
      `Hostile client (own process): ${HOSTILE_CONNECTIONS} keep-alive connection${HOSTILE_CONNECTIONS > 1 ? 's' : ''} posting to \`/api/admin/login\`, in turn a ` +
      `${(h.hostile.bytes[0] / 1e6).toFixed(1)} MB object of 120 000 keys and ${(h.hostile.bytes[1] / 1e6).toFixed(1)} MB of nested arrays, as fast as answers come. ` +
      `Public client (own process): autocannon, ${PUBLIC_CONNECTIONS} connections, random cached GETs (\`/api/homepage-data\`, \`/api/categories\`, \`/api/countries\`, 20 business details, one business page); ` +
      `with the hostile load it starts 2 s after it and stops before it ends.`,
    '',
    '| Measure | Baseline: public load alone | With hostile bodies | Target |',
    '|---|---|---|---|',
    `| Event-loop delay p50 / p99 / max, ms | ${ms(b.loop.p50)} / ${ms(b.loop.p99)} / ${ms(b.loop.max)} | ${ms(h.loop.p50)} / ${ms(h.loop.p99)} / ${ms(h.loop.max)} | p99 ≤ ${TARGETS.loopDelayP99} ms: ${verdict(h.loop.p99 <= TARGETS.loopDelayP99)} |`,
    `| Public answers p50 (median) / p99 / max, ms | ${b.public.p50} / ${b.public.p99} / ${b.public.max} | ${h.public.p50} / ${h.public.p99} / ${h.public.max} | p99 ≤ ${TARGETS.publicP99} ms: ${verdict(h.public.p99 <= TARGETS.publicP99)} |`,
    `| Public requests per second (non-2xx, errors) | ${b.public.rps.toFixed(0)} (${b.public.non2xx}, ${b.public.errors}) | ${h.public.rps.toFixed(0)} (${h.public.non2xx}, ${h.public.errors}) | |`,
    `| Hostile requests answered (statuses) | | ${h.hostile.requests} (${Object.entries(h.hostile.statuses)
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ')}) | all 400 |`,
    `| Hostile refusal, server side p50 (median) / p99 / max, ms | | ${ms(r.refusal.p50)} / ${ms(r.refusal.p99)} / ${ms(r.refusal.max)} | each ≤ ${TARGETS.refusalMs} ms: ${verdict(r.refusal.max <= TARGETS.refusalMs)} |`,
    `| Hostile refusal, client side p50 / p99, ms (includes sending the body) | | ${ms(h.hostile.p50)} / ${ms(h.hostile.p99)} | |`,
  );
  return lines.join('\n');
}

async function writeReport(report) {
  const text = section(report);
  await writeBenchmarkSection(text);
  log(`\n${text}\n`);
}

if (opts.role === 'hostile') {
  process.stdout.write(JSON.stringify(await runHostile(opts.url, DURATION)));
} else if (opts.role === 'public') {
  process.stdout.write(JSON.stringify(await runPublic(opts.url, JSON.parse(opts.paths), DURATION)));
} else {
  runMain(async () => {
    await main();
    process.exit(0);
  });
}
