// Two builds of the public site's server bundle rendering the same pages in one process, in turns,
// CPU time (process.cpuUsage) per page: a steadier comparison on a shared machine than two runs, as
// both see the same load. Each round renders every page with one bundle, then with the other (which
// goes first alternates); the first two rounds warm up and are left out.
//
//   npm run build -w public-web && npm run bench:render-ab -- --api http://127.0.0.1:3000 \
//     --before ../other-checkout/public-web/dist-server/entry-server.js [--pages 60] [--rounds 12]
//
// Both bundles import React and React Router from this checkout's node_modules, so keep the other
// build's dist-server inside a checkout of the same dependencies (or this one).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROOT, runMain } from './harness.mjs';
import { memoryDirectoryApi, pageUrls } from './render-inputs.mjs';
import { log, median } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:3000' },
    before: { type: 'string' },
    pages: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '12' },
  },
});
const WARM_UP_ROUNDS = 2;
// As the server runs: React and React Router pick their builds when the bundles import them below.
process.env.NODE_ENV ??= 'production';

async function main() {
  if (!opts.before) throw new Error('--before names the other build’s entry-server.js');
  const builds = [
    ['before', path.resolve(opts.before)],
    ['this build', path.join(ROOT, 'public-web/dist-server/entry-server.js')],
  ];
  const bundles = [];
  for (const [name, file] of builds) bundles.push({ name, bundle: await import(pathToFileURL(file).href) });
  const api = memoryDirectoryApi(opts.api);
  const urls = await pageUrls(opts.api, Number(opts.pages));
  for (const [kind, list] of Object.entries(urls)) {
    const locations = list.map((url) => new URL(url, opts.api));
    const cpu = bundles.map(() => []);
    for (let round = 0; round < WARM_UP_ROUNDS + Number(opts.rounds); round++) {
      for (let turn = 0; turn < bundles.length; turn++) {
        const which = (turn + round) % bundles.length;
        const { bundle } = bundles[which];
        bundle.readDirectoryFrom(api);
        const started = process.cpuUsage();
        for (const location of locations) await bundle.renderPage(location);
        const used = process.cpuUsage(started);
        if (round >= WARM_UP_ROUNDS) cpu[which].push((used.user + used.system) / 1000 / locations.length);
      }
    }
    const [before, now] = cpu.map(median);
    log(
      `${kind} (${locations.length} pages): before ${before.toFixed(2)} ms, this build ${now.toFixed(2)} ms of CPU a page,` +
        ` ${((now / before - 1) * 100).toFixed(0)} % (rounds: ${cpu.map((c) => c.map((x) => x.toFixed(2)).join(' ')).join(' | ')})`,
    );
  }
}

runMain(main);
