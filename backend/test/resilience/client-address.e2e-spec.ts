import request from 'supertest';
import { SESSION_COOKIE } from '../../src/auth/session-cookie.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { useTestApp } from '../support/test-app.js';
import { CONTACT, SUBMISSION } from '../factories/form-bodies.js';

// docs/behaviour.md §11: "The client address for rate limits comes from X-Forwarded-For only when
// TRUST_PROXY names the proxy (default: not trusted)." Limits: §4 login (5 failures per IP and
// username → 429), §3 contact form and public submission (per IP).

/**
 * A test app with TRUST_PROXY set and in-process rate-limit counters, an admin to log in as, and
 * `post(path, body, forwardedFor)`.
 */
function useProxyApp(trustProxy: string, username: string, password: string) {
  const ctx = useTestApp({ env: { TRUST_PROXY: trustProxy, REDIS_URL: '' }, reset: 'once' });
  beforeAll(() => ensureTestAdmin(ctx.app, username, password));
  const post = (path: string, body: object, forwardedFor: string) =>
    request(ctx.app.getHttpServer()).post(path).set('X-Forwarded-For', forwardedFor).send(body);
  return { ctx, post };
}

const rotating = (i: number) => `198.51.100.${i + 1}`;

describe('client address without TRUST_PROXY (the default)', () => {
  const { ctx, post } = useProxyApp('false', 'untrusted-proxy-admin', 'untrusted-proxy-password');

  it('keeps the login lockout when X-Forwarded-For changes with every attempt', async () => {
    const login = (password: string, i: number) =>
      post('/api/admin/login', { username: 'untrusted-proxy-admin', password }, rotating(i));
    for (let i = 0; i < 5; i++) await login(`wrong-${i}`, i).expect(401);
    await login('untrusted-proxy-password', 5).expect(429);
  });

  it('keeps the contact form limit when X-Forwarded-For changes', async () => {
    for (let i = 0; i < 5; i++) await post('/api/contact', CONTACT, rotating(i)).expect(201);
    await post('/api/contact', CONTACT, rotating(5)).expect(429);
    const rows: Array<{ ip: string }> = await ctx.db.query(`SELECT DISTINCT ip FROM contact_messages`);
    expect(rows.map((r) => r.ip)).toEqual([expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$|^::1$/)]);
  });

  it('keeps the public submission limit when X-Forwarded-For changes', async () => {
    for (let i = 0; i < 5; i++)
      await post('/api/businesses/submit', { ...SUBMISSION, name: `Bakery ${i}` }, rotating(i)).expect(201);
    await post('/api/businesses/submit', { ...SUBMISSION, name: 'Bakery 6' }, rotating(5)).expect(429);
  });

  it('does not take X-Forwarded-Proto: https for a secure connection', async () => {
    await ensureTestAdmin(ctx.app, 'proto-admin', 'proto-password');
    const res = await request(ctx.app.getHttpServer())
      .post('/api/admin/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'proto-admin', password: 'proto-password' })
      .expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(SESSION_COOKIE));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('client address with TRUST_PROXY=loopback', () => {
  const { ctx, post } = useProxyApp('loopback', 'trusted-proxy-admin', 'trusted-proxy-password');

  it('locks out the forwarded client address, not the proxy', async () => {
    const login = (password: string, from: string) =>
      post('/api/admin/login', { username: 'trusted-proxy-admin', password }, from);
    for (let i = 0; i < 5; i++) await login(`wrong-${i}`, '203.0.113.10').expect(401);
    await login('trusted-proxy-password', '203.0.113.10').expect(429);
    await login('trusted-proxy-password', '203.0.113.11').expect(200);
  });

  it('counts the contact form per forwarded address and stores that address', async () => {
    for (let i = 0; i < 5; i++) await post('/api/contact', CONTACT, '203.0.113.20').expect(201);
    await post('/api/contact', CONTACT, '203.0.113.20').expect(429);
    await post('/api/contact', CONTACT, '203.0.113.21').expect(201);
    const rows: Array<{ ip: string }> = await ctx.db.query(`SELECT DISTINCT ip FROM contact_messages ORDER BY ip`);
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.20', '203.0.113.21']);
  });

  it('counts public submissions per forwarded address', async () => {
    for (let i = 0; i < 5; i++)
      await post('/api/businesses/submit', { ...SUBMISSION, name: `Bakery ${i}` }, '203.0.113.30').expect(201);
    await post('/api/businesses/submit', { ...SUBMISSION, name: 'Bakery 6' }, '203.0.113.30').expect(429);
    await post('/api/businesses/submit', { ...SUBMISSION, name: 'Bakery 7' }, '203.0.113.31').expect(201);
  });

  it('takes the rightmost address the proxy added, not one the client wrote before it', async () => {
    for (let i = 0; i < 5; i++) await post('/api/contact', CONTACT, `${rotating(i)}, 203.0.113.40`).expect(201);
    await post('/api/contact', CONTACT, `${rotating(9)}, 203.0.113.40`).expect(429);
  });
});
