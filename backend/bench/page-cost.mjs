// What a cold page costs the server against its JSON, one request at a time: the built server on a
// database that has data (the demo's, say), its CPU time read from /proc around blocks of requests,
// the blocks taking turns: cold pages of some things, the cold JSON of the same things, and again.
// Every URL is asked once (no cache hit); the medians of the blocks and their ratio are printed.
//
//   npm run build && npm run bench:page-cost -- --database postgres://…/<a database with data> [--blocks 8]
//
// Run it once more with public-web/dist-server moved aside: the server then answers every page with
// the page shell and its meta (reading what the meta needs) and no React render, which is the floor
// of the page path; the difference between the two runs is what the render and its reads cost.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { runMain, startServer, stopProcess } from './harness.mjs';
import { cpuSeconds, fetchRaw, log, median } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    database: { type: 'string' },
    blocks: { type: 'string', default: '8' },
  },
});
const BLOCKS = Number(opts.blocks);
const PAGE_SIZE = 12;
// One kept-alive connection, as a browser or crawler keeps one: the requests' cost, not the handshakes'.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const getJson = async (base, url) => JSON.parse((await fetchRaw(`${base}${url}`, {})).body.toString());

/** Pairs of [page, JSON] URLs of one kind, each naming something different. */
async function pairsOf(base) {
  const categories = (await getJson(base, '/api/categories')).sort((a, b) => b.count - a.count);
  const business = [];
  const category = [];
  for (const { slug, count } of categories) {
    const pages = Math.ceil(count / PAGE_SIZE);
    for (let page = 2; page <= Math.min(pages, 30); page++)
      category.push([`/categories/${slug}?page=${page}`, `/api/categories/${slug}?page=${page}&limit=${PAGE_SIZE}`]);
    for (let page = 1; page <= Math.min(pages, 8) && business.length < 4000; page++) {
      const list = await getJson(base, `/api/categories/${slug}?page=${page}&limit=${PAGE_SIZE}`);
      business.push(...list.businesses.map((b) => [`/business/${b.slug}`, `/api/businesses/${b.slug}`]));
    }
  }
  return { business, category };
}

/** CPU milliseconds of the server per request over `urls`, asked one after the other. */
async function cpuPerRequest(server, urls) {
  const before = cpuSeconds(server.child.pid);
  for (const url of urls) {
    const { status } = await fetchRaw(`${server.base}${url}`, { 'accept-encoding': 'gzip' }, agent);
    if (status !== 200) throw new Error(`${url}: ${status}`);
  }
  return ((cpuSeconds(server.child.pid) - before) * 1000) / urls.length;
}

async function measure(server, kind, pairs) {
  const size = Math.floor(pairs.length / (BLOCKS + 1));
  if (size < 10) throw new Error(`${kind}: ${pairs.length} URLs are too few for ${BLOCKS} blocks`);
  let at = 0;
  const take = () => pairs.slice(at, (at += size));
  // Warm-up on URLs of its own: the code compiled and PostgreSQL's buffers filled.
  for (const [page, json] of take()) await cpuPerRequest(server, [page, json]);
  const page = [];
  const json = [];
  for (let block = 0; block < BLOCKS; block++) {
    // The pages and the JSON of the same things (neither answer fills the other's cache), in turns
    // which goes first, so that what one leaves in PostgreSQL's buffers favours neither.
    const things = take();
    const pages = async () =>
      page.push(
        await cpuPerRequest(
          server,
          things.map(([url]) => url),
        ),
      );
    const answers = async () =>
      json.push(
        await cpuPerRequest(
          server,
          things.map(([, url]) => url),
        ),
      );
    for (const ask of block % 2 === 0 ? [pages, answers] : [answers, pages]) await ask();
  }
  const [p, j] = [median(page), median(json)];
  // Each block's pages against the JSON of the same things: steadier than the ratio of the medians.
  const ratio = median(page.map((ms, block) => ms / json[block]));
  log(
    `${kind}: page ${p.toFixed(2)} ms, its JSON ${j.toFixed(2)} ms of server CPU a request, ${(p / j).toFixed(2)} ×,` +
      ` median of the blocks' ratios ${ratio.toFixed(2)} ×` +
      ` (${size} URLs a block; pages ${page.map((x) => x.toFixed(1)).join(' ')}; JSON ${json.map((x) => x.toFixed(1)).join(' ')})`,
  );
}

async function main() {
  if (!opts.database) throw new Error('--database names a database with data (the demo seed is enough)');
  const server = await startServer({ DATABASE_URL: opts.database, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  try {
    const pairs = await pairsOf(server.base);
    await measure(server, 'business', pairs.business);
    await measure(server, 'category', pairs.category);
  } finally {
    await stopProcess(server.child);
  }
}

runMain(main);
