import { SESSION_COOKIE } from '../../src/auth/session-cookie.js';
import { type BuiltServer, createDatabase, startBuiltServer } from '../upload/built-server.js';

const PASSWORD = 'Log-Test-Passw0rd-7d1c';
const FOREIGN_COOKIE = 'cookie-value-that-must-stay-out-of-the-log';

interface LogLine {
  level: number;
  msg: string;
  context?: string;
  reqId?: string;
  route?: string;
  responseTime?: number;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/**
 * The built server as production runs it (`node backend/dist/main.js`, stdout not a terminal):
 * what it writes to stdout is what a log collector would receive.
 */
describe('request log of the built server', () => {
  let server: BuiltServer;
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createDatabase(`directory_logs_${process.pid}_${Date.now()}`);
    server = await startBuiltServer({ DATABASE_URL: database.url, LOG_LEVEL: 'info', ADMIN_PASSWORD: PASSWORD });
  }, 300_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.drop();
  });

  const lines = (): LogLine[] =>
    server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);

  /** The request line of `reqId`, once the server has written it. */
  async function requestLine(reqId: string): Promise<LogLine> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const line = lines().find((l) => l.reqId === reqId && l.responseTime !== undefined);
      if (line) return line;
      if (Date.now() > deadline) throw new Error(`no request line for ${reqId}:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('writes only JSON lines, Nest logger lines included', async () => {
    const all = lines();
    expect(all.find((l) => l.context === 'Bootstrap')?.msg).toMatch(/^Directory ready/);
  });

  it('logs a request once with its id, method, route pattern, status and duration, and echoes the id', async () => {
    const res = await fetch(`${server.url}/api/businesses/no-such-business`, {
      headers: { 'X-Request-Id': 'edge-7f3a.42' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('edge-7f3a.42');
    const line = await requestLine('edge-7f3a.42');
    expect(line).toMatchObject({
      req: { method: 'GET', url: '/api/businesses/no-such-business' },
      route: '/api/businesses/:slug',
      res: { statusCode: 404 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(lines().filter((l) => l.reqId === 'edge-7f3a.42')).toHaveLength(1);
  });

  it('replaces an unsafe incoming request id with a generated one', async () => {
    const res = await fetch(`${server.url}/api/categories`, { headers: { 'X-Request-Id': 'two words' } });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await requestLine(id)).route).toBe('/api/categories');
  });

  it("never writes a login's password, the cookies sent or the session cookie set", async () => {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `tracker=${FOREIGN_COOKIE}` },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    const session = setCookie.split(';')[0].slice(SESSION_COOKIE.length + 1);
    expect(session.length).toBeGreaterThan(10);
    const check = await fetch(`${server.url}/api/admin/session`, {
      headers: { Cookie: `${SESSION_COOKIE}=${session}`, Authorization: 'Bearer not-for-the-log' },
    });
    expect(check.status).toBe(200);
    await requestLine(login.headers.get('x-request-id') ?? '');
    await requestLine(check.headers.get('x-request-id') ?? '');

    const log = server.output();
    expect(log).toContain('/api/admin/login');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(FOREIGN_COOKIE);
    expect(log).not.toContain(session);
    expect(log).not.toContain(decodeURIComponent(session));
    expect(log).not.toContain('not-for-the-log');
  });

  it('leaves health probes out of the log at info level', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'probe-1' } });
    expect(res.headers.get('x-request-id')).toBe('probe-1');
    await fetch(`${server.url}/api/categories`, { headers: { 'X-Request-Id': 'after-probe' } });
    await requestLine('after-probe');
    expect(lines().some((l) => l.reqId === 'probe-1')).toBe(false);
  });
});
