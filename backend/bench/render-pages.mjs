// Render time alone for bench/web.mjs: the public site's server bundle (public-web/dist-server) in
// this process renders each page from answers already in memory, so the time is React, the router's
// loaders and the dehydrated state, without queries. Each answer is read
// once from the running server's JSON API, then the page is rendered again and timed. React picks
// its development or production build from NODE_ENV, as in the server.
//   API_BASE=http://127.0.0.1:… [NODE_ENV=production] [SERVER_BUNDLE=…/entry-server.js] [CPU_PROFILE=out.cpuprofile]
//     node bench/render-pages.mjs < urls.json
// stdin: a JSON array of page URLs (path and query); stdout: one JSON object { ms: [...] }, a time per URL.
// CPU_PROFILE: a V8 CPU profile of the timed renders only, written there (bench/render-profile.mjs reads it).
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { ROOT } from './harness.mjs';
import { memoryDirectoryApi } from './render-inputs.mjs';

/** What the server imports (backend/src/web/page-renderer.service.ts). */
const SERVER_BUNDLE = process.env.SERVER_BUNDLE ?? path.join(ROOT, 'public-web/dist-server/entry-server.js');

const base = process.env.API_BASE;

const bundle = await import(pathToFileURL(SERVER_BUNDLE).href);
bundle.readDirectoryFrom(memoryDirectoryApi(base));

const urls = JSON.parse(await text(process.stdin));
const locations = urls.map((url) => new URL(url, base));
for (const location of locations) {
  const first = await bundle.renderPage(location);
  if (first.status !== 200) throw new Error(`${location.pathname}: rendered with status ${first.status}`);
}
const profiler = process.env.CPU_PROFILE ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
  await profiler.post('Profiler.start');
}
const ms = [];
for (const location of locations) {
  const started = performance.now();
  await bundle.renderPage(location);
  ms.push(performance.now() - started);
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  await writeFile(process.env.CPU_PROFILE, JSON.stringify(profile));
}
process.stdout.write(`${JSON.stringify({ ms })}\n`);
