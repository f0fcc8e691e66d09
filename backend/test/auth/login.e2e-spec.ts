import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { SESSION_COOKIE } from '../../src/auth/session-cookie.js';
import { adminAgent, ensureTestAdmin, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { createTestApp, useTestApp } from '../support/test-app.js';

const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' };

function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

describe('admin login, session and logout', () => {
  const ctx = useTestApp({ reset: 'once' });
  beforeAll(() => ensureTestAdmin(ctx.app));

  it('logs in and sets an httpOnly, SameSite=Lax cookie that lives 30 days', async () => {
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the cookie Secure when the request came over https through the proxy', async () => {
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    expect(sessionCookie(res)).toMatch(/;\s*Secure/i);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    const value = decodeURIComponent(sessionCookie(res).split(';')[0]!.split('=')[1]!);
    const token = value.split('.')[0]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const hashed = createHash('sha256').update(token).digest('hex');
    const rows = await ctx.db.query(`SELECT id, expires_at FROM admin_sessions WHERE id = $1`, [hashed]);
    expect(rows).toHaveLength(1);
    const days = (new Date(rows[0].expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(await ctx.db.query(`SELECT 1 FROM admin_sessions WHERE id = $1`, [token])).toHaveLength(0);
  });

  it('reports the session and ends it on logout', async () => {
    const agent = await adminAgent(ctx.app);
    await agent.get('/api/admin/session').expect(200, { authenticated: true, username: TEST_ADMIN_USERNAME });
    const out = await agent.post('/api/admin/logout').expect(200);
    expect(out.body.success).toBe(true);
    await agent.get('/api/admin/session').expect(401, UNAUTHORIZED);
  });

  it('keeps the session server-side: a copied cookie stops working after logout', async () => {
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    const cookie = sessionCookie(res).split(';')[0]!;
    await request(ctx.app.getHttpServer()).get('/api/admin/session').set('Cookie', cookie).expect(200);
    await request(ctx.app.getHttpServer()).post('/api/admin/logout').set('Cookie', cookie).expect(200);
    await request(ctx.app.getHttpServer()).get('/api/admin/session').set('Cookie', cookie).expect(401, UNAUTHORIZED);
  });

  it('refuses a forged or tampered cookie', async () => {
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    const [name, value] = sessionCookie(res).split(';')[0]!.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const forged = `${token}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await request(ctx.app.getHttpServer())
      .get('/api/admin/session')
      .set('Cookie', `${name}=${forged}`)
      .expect(401, UNAUTHORIZED);
    await request(ctx.app.getHttpServer())
      .get('/api/admin/session')
      .set('Cookie', `${name}=${token}`)
      .expect(401, UNAUTHORIZED);
  });

  it('answers a wrong password with 401 and the contract message', async () => {
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: 'wrong-password' })
      .expect(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid username or password' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: 'nobody', password: 'whatever-1' })
      .expect(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid username or password' });
  });

  it.each([
    ['no body', {}],
    ['no password', { username: TEST_ADMIN_USERNAME }],
    ['no username', { password: TEST_ADMIN_PASSWORD }],
    ['empty fields', { username: '', password: '' }],
    ['a non-string password', { username: TEST_ADMIN_USERNAME, password: 12345678 }],
  ])('answers 400 with field errors for %s', async (_, body) => {
    const res = await request(ctx.app.getHttpServer()).post('/api/admin/login').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', errors: expect.any(Object) });
    expect(Array.isArray(res.body.message)).toBe(true);
  });

  it('writes successful and failed logins to the audit log', async () => {
    await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .send({ username: 'audit-probe', password: 'bad-password' })
      .expect(401);
    const admin = await adminAgent(ctx.app);
    const log = await admin.get('/api/admin/audit-log?limit=100').expect(200);
    const actions = log.body.entries.map((e: { action: string; username: string }) => `${e.action}:${e.username}`);
    expect(actions).toContain('login.failed:audit-probe');
    expect(actions).toContain(`login.succeeded:${TEST_ADMIN_USERNAME}`);
  });
});

describe('login throttle', () => {
  let app: NestExpressApplication;
  const login = (username: string, password: string, ip = '203.0.113.7') =>
    request(app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', ip).send({ username, password });

  beforeAll(async () => {
    app = await createTestApp();
    await ensureTestAdmin(app, 'throttled-admin', 'throttled-password');
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After after 5 failures for one IP and username, even with the right password', async () => {
    for (let i = 0; i < 5; i++) await login('throttled-admin', `wrong-${i}`).expect(401);
    const blocked = await login('throttled-admin', 'wrong-again').expect(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    await login('throttled-admin', 'throttled-password').expect(429);
  });

  it('counts per IP and username: another IP or another user still gets in', async () => {
    await login('throttled-admin', 'throttled-password', '203.0.113.8').expect(200);
    await ensureTestAdmin(app, 'other-admin', 'other-password');
    await login('other-admin', 'other-password').expect(200);
  });

  it('keeps the count in the database, so a second instance sees it', async () => {
    const second = await createTestApp();
    try {
      await request(second.getHttpServer())
        .post('/api/admin/login')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ username: 'THROTTLED-ADMIN', password: 'x' })
        .expect(429);
    } finally {
      await second.close();
    }
  });

  it('lets at most 5 of a parallel burst of guesses through, across two instances', async () => {
    const second = await createTestApp();
    try {
      const guesses = Array.from({ length: 60 }, (_, i) =>
        request((i % 2 ? second : app).getHttpServer())
          .post('/api/admin/login')
          .set('X-Forwarded-For', '203.0.113.20')
          .send({ username: 'other-admin', password: `burst-${i}` }),
      );
      const statuses = (await Promise.all(guesses)).map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(55);
      await login('other-admin', 'other-password', '203.0.113.20').expect(429);
    } finally {
      await second.close();
    }
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login('other-admin', `wrong-${i}`, '203.0.113.9').expect(401);
    await login('other-admin', 'other-password', '203.0.113.9').expect(200);
    for (let i = 0; i < 4; i++) await login('other-admin', `wrong-${i}`, '203.0.113.9').expect(401);
    await login('other-admin', 'other-password', '203.0.113.9').expect(200);
  });
});

describe('Origin check on state-changing requests', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://directory.example' });
    await ensureTestAdmin(app);
  });
  afterAll(() => app.close());

  const credentials = { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD };

  it('refuses a login posted from another site with 403', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/admin/login')
      .set('Origin', 'https://evil.example')
      .send(credentials)
      .expect(403);
    expect(res.body).toMatchObject({ statusCode: 403 });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the same host and the public base URL as origins', async () => {
    const server = app.getHttpServer();
    await request(server)
      .post('/api/admin/login')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .send(credentials)
      .expect(200);
    await request(server)
      .post('/api/admin/login')
      .set('Origin', 'https://directory.example')
      .send(credentials)
      .expect(200);
    await request(server).post('/api/admin/login').send(credentials).expect(200);
  });

  it('refuses a foreign origin on admin writes even with a valid session, and on public writes', async () => {
    const admin = await adminAgent(app);
    await admin.post('/api/admin/clear-cache').set('Origin', 'https://evil.example').expect(403);
    await admin.delete('/api/admin/businesses?ids=1').set('Origin', 'null').expect(403);
    await admin
      .post('/api/admin/site-settings')
      .set('Origin', 'http://localhost:9999')
      .send({ head_tags: '' })
      .expect(403);
    await request(app.getHttpServer()).post('/api/admin/logout').set('Origin', 'https://evil.example').expect(403);
    const contact = { name: 'Eve', email: 'eve@example.com', subject: 'Hi', message: 'A cross-site message' };
    await request(app.getHttpServer())
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .send(contact)
      .expect(403);
  });

  it('lets reads from another origin through (they change nothing)', async () => {
    await request(app.getHttpServer())
      .get('/api/admin/site-settings')
      .set('Origin', 'https://evil.example')
      .expect(200);
  });
});
