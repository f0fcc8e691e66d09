import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MACHINE_REDIS_URL } from '../support/machine-redis.js';
import { freePort, type Instance, startInstance } from './instances.js';
import { type RunningNginx, startNginx, stopProcess } from './nginx-server.js';

/** The deployment's nginx template in front of two built instances sharing PostgreSQL and Redis. */
describe('nginx in front of two instances', () => {
  let dir: string;
  let nginx: RunningNginx;
  const instances: Instance[] = [];
  let env: Record<string, string>;
  let ports: number[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'directory-nginx-'));
    chmodSync(dir, 0o755); // nginx's workers run as `nobody` when the test runs as root
    const port = await freePort();
    env = {
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_URL: process.env.REDIS_URL ?? MACHINE_REDIS_URL,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'loopback',
    };
    ports = [await freePort(), await freePort()];
    // One after the other, as docker-compose.yml starts them: the first runs the migrations.
    for (const instancePort of ports) instances.push(await startInstance(instancePort, env));
    nginx = await startNginx(dir, port, {
      APP_1: instances[0].host,
      APP_2: instances[1].host,
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

  it('never caches the back office API, account calls, requests with an admin session, or POSTs', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/admin/site-settings')).headers.get('x-cache-status')).toBe('BYPASS');
      expect((await get('/api/admin/session')).headers.get('x-cache-status')).toBe('BYPASS');
      expect((await get('/api/account/me', { Cookie: 'directory_session=x' })).headers.get('x-cache-status')).toBe(
        'BYPASS',
      );
      const withCookie = await get('/api/categories?letter=B', { Cookie: 'directory_admin_session=x' });
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

  it("shares a public page's copy with a signed-in visitor, whose page names nobody", async () => {
    const first = await get('/api/categories?letter=D', { Cookie: 'directory_session=visitor-a; theme=dark' });
    const second = await get('/api/categories?letter=D', { Cookie: 'directory_session=visitor-b' });
    expect([first.headers.get('x-cache-status'), second.headers.get('x-cache-status')]).toEqual(['MISS', 'HIT']);
  });

  /** `count` GETs from 4 clients at once, `midway` run once after a quarter of them; each status (0: failed). */
  async function underLoad(count: number, midway: () => void): Promise<number[]> {
    const statuses: number[] = [];
    let started = 0;
    // An admin session cookie keeps every request away from the cache, so each one reaches an instance.
    const client = async () => {
      while (started < count) {
        if (++started === Math.floor(count / 4)) midway();
        const res = await get('/api/health', { Cookie: 'directory_admin_session=load' }).catch(() => null);
        statuses.push(res?.status ?? 0);
        await res?.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 4 }, client));
    return statuses;
  }

  it('loses no request while an instance stops on SIGTERM', async () => {
    const stopping = instances[1];
    const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', resolve));
    const statuses = await underLoad(240, () => stopping.child.kill('SIGTERM'));

    expect(statuses).toHaveLength(240);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await exited).toBe(0);
    instances[1] = await startInstance(ports[1], env);
    // nginx rests an instance that failed for fail_timeout (5 s) before it tries it again.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }, 60_000);

  it('spreads requests over both instances and loses none when one is killed', async () => {
    expect(upstreamsIn(nginx.accessLog)).toEqual(new Set(instances.map((instance) => instance.host)));
    const killed = instances[0];
    const statuses = await underLoad(240, () => killed.child.kill('SIGKILL'));

    expect(statuses).toHaveLength(240);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // nginx logs a retried request's upstreams as "dead, alive".
    expect(readFileSync(nginx.accessLog, 'utf8')).toContain(`"${killed.host}, `);
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
