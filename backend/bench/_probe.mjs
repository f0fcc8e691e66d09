import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import pg from 'pg';
const url = 'postgres://postgres@127.0.0.1:5432/directory_bench_api';
const db = new pg.Client({ connectionString: url }); await db.connect();
const slugs = (await db.query('SELECT slug FROM businesses WHERE is_approved ORDER BY random() LIMIT 100000')).rows.map((r) => r.slug);
const port = 3999;
const child = spawn(process.execPath, ['dist/main.js'], { env: { ...process.env, DATABASE_URL: url, SEED_DEMO: 'false', PORT: String(port), HOST: '127.0.0.1', REDIS_URL: '' }, stdio: 'ignore' });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
await new Promise((r) => setTimeout(r, 8000));
await fetch(`http://127.0.0.1:${port}/api/categories`);
for (let run = 0; run < 3; run++) {
  let i = run * 30000;
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 50, duration: 8, headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (r) => ({ ...r, path: `/api/businesses/${slugs[i++ % slugs.length]}` }) }] });
  console.log('misses req/s', Math.round(result.requests.average), 'p99', result.latency.p99, 'non2xx', result.non2xx, 'sent', i - run * 30000);
}
const r404 = await fetch(`http://127.0.0.1:${port}/api/businesses/no-such-business-zzzzzz`);
console.log('unknown slug', r404.status, (await r404.text()).slice(0, 80));
const bad = await fetch(`http://127.0.0.1:${port}/api/businesses/%E0%A4%A`);
console.log('bad escape', bad.status);
child.kill('SIGTERM'); await db.end();
