// What the server's heap setting (backend/src/main.ts: V8 collects the old generation once it has doubled)
// costs and saves: req/s, CPU milliseconds a request and peak RSS of this build and of another, alternating,
// each on a fresh process, over business pages (2 000 random slugs, mostly rendered cold) and the same
// businesses' JSON (cached after the warm-up). Results replace the `## Memory: heap growth` section of
// BENCHMARKS.md.
//
//   npm run build -w backend && npm run bench:import -w backend -- --runs 1 --skip-export --no-write
//   npm run bench:heap -w backend -- --before <other checkout>/backend/dist/main.js [--runs 3]
//
// The businesses are the ones bench:import leaves in `directory_bench_import` (675 000).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../test/support/built-server.mjs';
import { commitOf, runMain, writeBenchmarkSection } from './harness.mjs';
import { connectBenchDatabase, cpuTicks, log, TICK_MS } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
  },
});
const THIS_BUILD = path.resolve(import.meta.dirname, '../dist/main.js');
const DURATION = Number(opts.duration);

const peakRssMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(main, databaseUrl, slugs) {
  const server = await startBuiltServer(
    { DATABASE_URL: databaseUrl, SITEMAP_CRON: '0 3 1 1 *', LOG_LEVEL: 'warn' },
    { main, timeoutMs: 60_000 },
  );
  const pid = server.child.pid;
  const result = { peakRssMb: 0 };
  for (const [kind, prefix] of [
    ['page', '/business/'],
    ['json', '/api/businesses/'],
  ]) {
    let next = 0;
    const requests = [{ setupRequest: (request) => ({ ...request, path: prefix + slugs[next++ % slugs.length] }) }];
    await autocannon({ url: server.url, connections: 20, duration: 5, requests });
    const before = cpuTicks({ pids: [pid] });
    const run = await autocannon({ url: server.url, connections: 20, duration: DURATION, requests });
    const ticks = cpuTicks({ pids: [pid] }) - before;
    if (run.non2xx || run.errors) throw new Error(`${kind}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    result[kind] = { rps: run.requests.average, cpuMs: (ticks * TICK_MS) / run.requests.total, p99: run.latency.p99 };
  }
  result.peakRssMb = peakRssMb(pid);
  server.child.kill('SIGTERM');
  await server.exited;
  return result;
}

async function main() {
  if (!opts.before) throw new Error('--before <other build>/main.js is required');
  const { db, url } = await connectBenchDatabase('directory_bench_import');
  const slugs = (await db.query(`SELECT slug FROM businesses WHERE is_approved ORDER BY random() LIMIT 2000`)).rows.map(
    (row) => row.slug,
  );
  await db.end();
  if (slugs.length === 0) throw new Error('directory_bench_import is empty: run bench:import first');
  const builds = { before: path.resolve(opts.before), now: THIS_BUILD };
  const results = { before: [], now: [] };
  for (let run = 1; run <= Number(opts.runs); run++) {
    for (const [name, main] of Object.entries(builds)) {
      log(`run ${run}: ${name}…`);
      results[name].push(await measure(main, url, slugs));
    }
  }
  const row = (label, pick, digits) =>
    `| ${label} | ${median(results.before.map(pick)).toFixed(digits)} | ${median(results.now.map(pick)).toFixed(digits)} | ${results.now.map((r) => pick(r).toFixed(digits)).join(', ')} |`;
  const text = [
    '## Memory: heap growth',
    '',
    `Command: \`npm run bench:heap -w backend -- --before <build of ${commitOf(builds.before)}>/main.js --runs ${opts.runs}\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC), ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end. 20 connections, ${DURATION} s a measure after 5 s of warm-up, the builds alternating, each on a fresh process; medians.`,
    '',
    '| Measure | Before | Now | Now, each run |',
    '|---|---|---|---|',
    row('Business pages, 2 000 random of 675 000 (mostly rendered cold): req/s', (r) => r.page.rps, 0),
    row('… CPU ms a request', (r) => r.page.cpuMs, 2),
    row('… p99 ms', (r) => r.page.p99, 0),
    row('The same businesses’ JSON (cached): req/s', (r) => r.json.rps, 0),
    row('… CPU ms a request', (r) => r.json.cpuMs, 2),
    row('Peak RSS of the process (VmHWM, MB)', (r) => r.peakRssMb, 0),
  ].join('\n');
  process.stdout.write(`${text}\n`);
  await writeBenchmarkSection(text);
}

runMain(main);
