import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BuiltServer, ensureBackendBuilt, startBuiltServer } from '../upload/built-server.js';
import { type RunningNginx, startNginx, stopProcess } from './nginx-server.js';

/** The deployment's nginx template in front of two built instances sharing PostgreSQL and Redis. */
describe('nginx in front of two instances', () => {
  let dir: string;
  let nginx: RunningNginx;
  const instances: BuiltServer[] = [];

  beforeAll(async () => {
    ensureBackendBuilt();
    dir = mkdtempSync(path.join(os.tmpdir(), 'directory-nginx-'));
    chmodSync(dir, 0o755); // nginx's workers run as `nobody` when the test runs as root
    const port = await freePort();
    const env = {
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'loopback',
    };
    // One after the other, as docker-compose.yml starts them: the first runs the migrations.
    instances.push(await startBuiltServer(env));
    instances.push(await startBuiltServer(env));
    nginx = await startNginx(dir, port, {
      APP_1: new URL(instances[0].url).host,
      APP_2: new URL(instances[1].url).host,
      NGINX_CACHE_DIR: path.join(dir, 'cache'),
      NGINX_CACHE_TTL: '1s',
    });
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${nginx.url}${urlPath}`, { headers });

  it('answers an anonymous public GET from its cache the second time, with the app’s ETag', async () => {
    const first = await get('/api/categories?letter=A');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await get('/api/categories?letter=A');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    const revalidated = await get('/api/categories?letter=A', { 'If-None-Match': first.headers.get('etag') as string });
    expect(revalidated.status).toBe(304);
  });

  it('passes the app’s gzip through and caches it apart from the plain answer', async () => {
    const raw = (encoding: string) =>
      get('/api/countries', { 'Accept-Encoding': encoding }).then(async (res) => ({
        status: res.headers.get('x-cache-status'),
        encoding: res.headers.get('content-encoding'),
      }));
    expect(await raw('gzip, br')).toEqual({ status: 'MISS', encoding: 'gzip' });
    expect(await raw('gzip')).toEqual({ status: 'HIT', encoding: 'gzip' });
    expect(await raw('identity')).toEqual({ status: 'MISS', encoding: null });
  });

  it('never caches the back office API, requests with a cookie, or POSTs', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/admin/site-settings')).headers.get('x-cache-status')).toBe('BYPASS');
      expect((await get('/api/admin/session')).headers.get('x-cache-status')).toBe('BYPASS');
      const withCookie = await get('/api/categories?letter=B', { Cookie: 'theme=dark' });
      expect(withCookie.status).toBe(200);
      expect(withCookie.headers.get('x-cache-status')).toBe('BYPASS');
      const posted = await fetch(`${nginx.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(posted.status).toBe(400);
      expect(posted.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });

  it('spreads requests over both instances and loses none when one stops', async () => {
    const upstreamsBefore = upstreamsIn(nginx.accessLog);
    expect(upstreamsBefore).toEqual(new Set(instances.map((instance) => new URL(instance.url).host)));

    // A cookie keeps every request away from the cache, so each one reaches an instance.
    const statuses: number[] = [];
    let stopped = false;
    const load = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 60; i++) {
        const res = await get('/api/health', { Cookie: 'load=1' }).catch(() => null);
        statuses.push(res?.status ?? 0);
        await res?.arrayBuffer();
        if (i === 20 && !stopped) {
          stopped = true;
          instances[0].child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(load);

    expect(statuses).toHaveLength(240);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // nginx logs a retried request's upstreams as "dead, alive".
    expect(readFileSync(nginx.accessLog, 'utf8')).toContain(`"${new URL(instances[0].url).host}, `);
  });
});

/** Every upstream address named in the access log. */
function upstreamsIn(accessLog: string): Set<string> {
  const found = new Set<string>();
  for (const match of readFileSync(accessLog, 'utf8').matchAll(/"([^"]*)" "[^"]*"$/gm)) {
    for (const address of match[1].split(/, | : /)) if (address !== '' && address !== '-') found.add(address);
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
