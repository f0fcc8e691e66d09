// Where a server render's CPU goes: the public site's server bundle renders business and category
// pages from answers already in memory (bench/render-pages.mjs, NODE_ENV=production) under V8's
// sampling profiler, and the samples' self time is summed by where the code comes from (a package
// under node_modules, the site's own bundle, node itself). With --before, a second bundle (another
// checkout's public-web/dist-server) is profiled the same way in the same run, alternating.
//
//   npm run build -w public-web && npm run bench:render-profile -- --api http://127.0.0.1:3000 \
//     [--before ../other-checkout/public-web/dist-server/entry-server.js] [--pages 60] [--runs 3]
//
// --api: any running server of this project (npm start serves the demo data on :3000). Results
// replace the `## Public site: render CPU profile` section of BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BACKEND, commitOf, ROOT, runMain, writeBenchmarkSection } from './harness.mjs';
import { pageUrls } from './render-inputs.mjs';
import { log, median } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:3000' },
    before: { type: 'string' },
    pages: { type: 'string', default: '60' },
    runs: { type: 'string', default: '3' },
  },
});
const PAGES = Number(opts.pages);
const RUNS = Number(opts.runs);
const THIS_BUNDLE = path.join(ROOT, 'public-web/dist-server/entry-server.js');
const TOP = 8;

/** render-pages.mjs over `urls` with `bundle`, profiled: its times and the profile. */
async function profileRender(bundle, urls, dir, name) {
  const file = path.join(dir, `${name}.cpuprofile`);
  const child = spawn(process.execPath, [path.join(BACKEND, 'bench/render-pages.mjs')], {
    env: { ...process.env, API_BASE: opts.api, NODE_ENV: 'production', SERVER_BUNDLE: bundle, CPU_PROFILE: file },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(urls));
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`render-pages.mjs exited with ${code}`);
  return { ms: JSON.parse(out).ms, profile: JSON.parse(await readFile(file, 'utf8')) };
}

/** Where a frame's code comes from: a package, the site's bundle, or node and V8 themselves. */
function origin(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('dist-server')) return "the site's own components (dist-server)";
  if (url.startsWith('node:')) return 'node';
  return path.relative(ROOT, url.replace('file://', ''));
}

/** Self time (ms) by origin, from the profile's samples (those of stopping the profiler itself left out). */
function selfTimeByOrigin(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const underInspector = (id) => {
    for (let at = id; at !== undefined; at = parentOf.get(at))
      if (byId.get(at).callFrame.url === 'node:inspector') return true;
    return false;
  };
  const totals = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    if (underInspector(profile.samples[i])) continue;
    const node = byId.get(profile.samples[i]);
    const key = origin(node.callFrame.url, node.callFrame.functionName);
    totals.set(key, (totals.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  }
  return totals;
}

async function main() {
  const urls = await pageUrls(opts.api, PAGES);
  const bundles = [
    ['this build', THIS_BUNDLE],
    ...(opts.before ? [[`before (${commitOf(opts.before)})`, path.resolve(opts.before)]] : []),
  ];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'render-profile-'));
  const results = {};
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [label, bundle] of bundles) {
        for (const [kind, list] of Object.entries(urls)) {
          const { ms, profile } = await profileRender(bundle, list, dir, `${label}-${kind}-${run}`.replace(/ /g, '-'));
          const entry = (results[`${label}|${kind}`] ??= { perPage: [], origins: [] });
          entry.perPage.push(median(ms));
          entry.origins.push(selfTimeByOrigin(profile));
          log(`${label} ${kind} run ${run + 1}: median ${median(ms).toFixed(2)} ms a page`);
        }
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const lines = [
    `Command: \`npm run bench:render-profile -- --api <server>${opts.before ? ' --before <other build>' : ''}\` (${new Date().toISOString().slice(0, 10)}), ` +
      `${urls.business.length} business pages and ${urls.category.length} category pages of the demo data, each rendered once to warm up, ` +
      `then again under V8's sampling profiler (100 µs), NODE_ENV=production, ${RUNS} runs alternating the builds. ` +
      `Machine: ${os.cpus().length} × ${os.cpus()[0].model.trim()}, load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')}.`,
    '',
  ];
  for (const [key, entry] of Object.entries(results)) {
    const [label, kind] = key.split('|');
    const pages = urls[kind].length;
    const merged = new Map();
    for (const totals of entry.origins)
      for (const [k, v] of totals) merged.set(k, (merged.get(k) ?? 0) + v / entry.origins.length);
    const total = [...merged.values()].reduce((a, b) => a + b, 0);
    lines.push(`### ${kind} page, ${label}: median ${median(entry.perPage).toFixed(2)} ms of render a page`, '');
    lines.push('| Where the self time goes | ms a page | share |', '|---|---|---|');
    for (const [name, msTotal] of [...merged].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      lines.push(`| ${name} | ${(msTotal / pages).toFixed(2)} | ${((100 * msTotal) / total).toFixed(0)} % |`);
    }
    const styling = [...merged].filter(([name]) => /^@(mui|emotion)\//.test(name)).reduce((a, [, v]) => a + v, 0);
    lines.push(
      `| *all of MUI and emotion (@mui/…, @emotion/…)* | ${(styling / pages).toFixed(2)} | ${((100 * styling) / total).toFixed(0)} % |`,
    );
    lines.push('');
  }
  const body = lines.join('\n');
  console.log(body);
  await writeBenchmarkSection(`## Public site: render CPU profile\n\n${body}`);
}

await runMain(main);
