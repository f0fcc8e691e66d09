// First-load JavaScript of the public site, from the build's own manifest, beside the floor the
// fixed stack sets: what React, React Router and TanStack Query weigh alone.
//
//   npm run bench:bundle
//
// "First load" of a route is every script the browser fetches before the page is interactive: the
// entry's static imports, the application module the entry imports after the first paint
// (src/app/start-app.tsx) and its static imports, and the route module's (its loader and component), each gzip-compressed at
// level 9 as the server's compression middleware sends them. Results, with first-load-notes.md (the
// earlier measurements and the Lighthouse comparisons) under them, replace the `## Public site:
// first-load JavaScript` section of BENCHMARKS.md.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { writeBenchmarkSection } from '../../backend/bench/harness.mjs';

const WEB = path.resolve(import.meta.dirname, '..');
const NOTES = path.join(import.meta.dirname, 'first-load-notes.md');
const BUDGET_KB = 120;

// Each route's modules: its layout routes' and its page's. The pages but home sit in the query cache's layout.
const QUERY_SCOPE = 'src/lib/query-scope.tsx';
const ROUTES = [
  ['/', ['src/features/home/components/home-page.tsx']],
  ['/categories/{slug}', [QUERY_SCOPE, 'src/features/categories/components/category-route.tsx']],
  ['/businesses/{slug}', [QUERY_SCOPE, 'src/features/businesses/components/business-page.tsx']],
];

// Each probe adds one library of the stack to the one before, as the site uses it.
const PROBES = [
  [
    'react + react-dom (hydrateRoot)',
    `import { createElement } from 'react'; import { hydrateRoot } from 'react-dom/client';
     hydrateRoot(document.body, createElement('p', null, 'x'));`,
  ],
  [
    '+ react-router (data router, Link)',
    `import { createElement } from 'react'; import { hydrateRoot } from 'react-dom/client';
     import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
     const router = createBrowserRouter([{ path: '/', Component: () => createElement(Link, { to: '/a' }, 'a') }]);
     hydrateRoot(document.body, createElement(RouterProvider, { router }));`,
  ],
  [
    '+ @tanstack/react-query (useQuery, hydrate)',
    `import { createElement } from 'react'; import { hydrateRoot } from 'react-dom/client';
     import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
     import { hydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
     const client = new QueryClient(); hydrate(client, {});
     const Page = () => createElement(Link, { to: '/a' }, String(useQuery({ queryKey: ['a'], queryFn: () => 1 }).data));
     const router = createBrowserRouter([{ path: '/', Component: Page }]);
     hydrateRoot(document.body, createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router })));`,
  ],
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipped = async (file) => gzipSync(await readFile(file), { level: 9 }).length;

async function buildSite(outDir) {
  await build({ root: WEB, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The application, which the entry imports once the server's HTML is painted, then hydrates. */
const APP_MODULE = 'src/app/start-app.tsx';

/** The manifest entries a route's first load fetches: static imports of the entry, the application and the route's modules. */
function firstLoadChunks(manifest, routeModules) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(APP_MODULE);
  routeModules.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

async function measureRoutes(outDir, manifest) {
  const rows = [];
  for (const [route, modules] of ROUTES) {
    const files = firstLoadChunks(manifest, modules);
    const sizes = await Promise.all(files.map((file) => gzipped(path.join(outDir, file))));
    const total = sizes.reduce((a, b) => a + b, 0);
    const largest = files
      .map((file, i) => [path.basename(file), sizes[i]])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4);
    rows.push({ route, files: files.length, total, largest });
  }
  return rows;
}

/** Builds one probe page with Vite's defaults and returns its scripts' gzip size. */
async function measureProbe(source) {
  // Inside public-web, so the probe resolves the same packages the site does.
  const cache = path.join(WEB, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'first-load-probe-'));
  try {
    await writeFile(path.join(dir, 'index.html'), '<script type="module" src="./probe.js"></script>');
    await writeFile(path.join(dir, 'probe.js'), source);
    await build({ root: dir, configFile: false, logLevel: 'silent', build: { outDir: 'out' } });
    const assets = path.join(dir, 'out/assets');
    const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const sizes = await Promise.all(files.map((file) => gzipped(path.join(assets, file))));
    return sizes.reduce((a, b) => a + b, 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'first-load-site-'));
  try {
    const manifest = await buildSite(outDir);
    const routes = await measureRoutes(outDir, manifest);
    const probes = [];
    for (const [label, source] of PROBES) probes.push([label, await measureProbe(source)]);

    const lines = [
      '## Public site: first-load JavaScript',
      '',
      `\`npm run bench:bundle\` (${new Date().toISOString().slice(0, 10)}): Vite production build, its manifest's`,
      "static imports of the entry, of the application it imports after the first paint and of the route's modules (its layout's and its page's), each gzip -9. Budget from the issue: " +
        `${BUDGET_KB} KB for \`/\`.`,
      '',
      '| Route | Scripts | First-load JS (gzip) | Largest chunks |',
      '|---|---|---|---|',
      ...routes.map(
        (r) =>
          `| \`${r.route}\` | ${r.files} | ${kb(r.total)} KB | ${r.largest.map(([f, s]) => `${f} ${kb(s)}`).join(', ')} |`,
      ),
      '',
      'The floor the fixed stack sets, measured the same way (each probe a one-component page of the libraries so far):',
      '',
      '| Probe | gzip |',
      '|---|---|',
      ...probes.map(([label, size]) => `| ${label} | ${kb(size)} KB |`),
      '',
      `The home page hydrates on React and React Router alone (${kb(probes[1][1])} KB): it reads its data through its route loader, ` +
        "and the query cache (TanStack Query, the last probe's step) comes with the first page that reads through it (src/lib/query-scope.tsx). " +
        `The site adds ${kb(routes[0].total - probes[1][1])} KB of its own on \`/\` (budget ${BUDGET_KB} KB: ` +
        `${routes[0].total <= BUDGET_KB * 1024 ? 'met' : '**not met**'}). The public site has no MUI: its`,
      'styling is one static stylesheet (src/ui/ui.css and the CSS Modules), fetched once and cached, and the',
      "site's own first-load code is one chunk (first-load-chunk.ts).",
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    await writeBenchmarkSection(`${lines.join('\n')}\n\n${await readFile(NOTES, 'utf8')}`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
