import { createHash } from 'node:crypto';
import request from 'supertest';
import { ACCOUNT_SESSION_COOKIE } from '../../src/accounts/account-session-cookie.js';
import { lastQueuedMail, linkToken, TEST_ACCOUNT_PASSWORD, verifiedAccountAgent } from '../support/account-agent.js';
import { useTestApp } from '../support/test-app.js';

const BASE = 'https://directory.example';
const INVALID = { success: false, message: 'Invalid e-mail or password' };

function accountCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${ACCOUNT_SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no account session cookie set');
  return cookie;
}

let counter = 0;
/** A fresh address per test, so tests share one app and one reset. */
const address = (name: string) => `${name}-${++counter}@example.com`;

describe('accounts (docs/behaviour.md §12)', () => {
  const ctx = useTestApp({ reset: 'once', admin: true, env: { PUBLIC_BASE_URL: BASE } });
  const http = () => request(ctx.app.getHttpServer());
  const signup = (body: Record<string, unknown>, ip = '203.0.113.1') =>
    http().post('/api/account/signup').set('X-Forwarded-For', ip).send(body);

  describe('sign-up and verification', () => {
    it('answers 201, stores the address lower-case and queues a verification mail with an absolute single-use link', async () => {
      const email = address('New.Person');
      const res = await signup({
        displayName: 'New Person',
        email: email.toUpperCase(),
        password: TEST_ACCOUNT_PASSWORD,
      }).expect(201);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      const [row] = await ctx.db.query(
        `SELECT email, email_verified_at, password_hash FROM accounts WHERE email = $1`,
        [email.toLowerCase()],
      );
      expect(row.email_verified_at).toBeNull();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const mail = await lastQueuedMail(ctx.app, email.toLowerCase());
      expect(mail?.subject).toBe('Confirm your e-mail address');
      expect(mail?.text).toContain(`${BASE}/account/verify?token=`);
      expect(mail?.html).toContain(`${BASE}/account/verify?token=`);
      expect(mail?.text).toContain('New Person');
      const token = linkToken(mail!.text, '/account/verify');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const hashed = createHash('sha256').update(token).digest('hex');
      expect(
        await ctx.db.query(`SELECT 1 FROM account_tokens WHERE token_hash = $1 AND purpose = 'verify'`, [hashed]),
      ).toHaveLength(1);
      expect(await ctx.db.query(`SELECT 1 FROM account_tokens WHERE token_hash = $1`, [token])).toHaveLength(0);
    });

    it('answers a known address with the same body, and mails it a reset link instead; the account is unchanged', async () => {
      const email = address('known');
      const first = await signup({ displayName: 'Known', email, password: TEST_ACCOUNT_PASSWORD }).expect(201);
      const again = await signup({ displayName: 'Someone Else', email, password: 'another good password' }).expect(201);
      expect(again.body).toEqual(first.body);
      const mail = await lastQueuedMail(ctx.app, email);
      expect(mail?.subject).toBe('You already have an account');
      expect(mail?.text).toContain(`${BASE}/account/reset?token=`);
      const [row] = await ctx.db.query(`SELECT display_name FROM accounts WHERE email = $1`, [email]);
      expect(row.display_name).toBe('Known');
    });

    it.each([
      ['displayName', { displayName: 'A' }, 'Display name must be at least 2 characters'],
      ['displayName', { displayName: 'x'.repeat(41) }, 'Display name must be at most 40 characters'],
      ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
      ['password', { password: 'short-pw9' }, 'Password must be at least 10 characters'],
      ['password', { password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
      ['password', { password: 'password123' }, expect.stringContaining('too common')],
      ['password', { password: 'QWERTYUIOP' }, expect.stringContaining('too common')],
    ])('refuses a bad %s with 400 and stores nothing', async (field, change, message) => {
      const email = address('refused');
      const res = await signup({ displayName: 'Fine Name', email, password: TEST_ACCOUNT_PASSWORD, ...change }).expect(
        400,
      );
      expect(res.body.errors[field]).toEqual(message);
      expect(await ctx.db.query(`SELECT 1 FROM accounts WHERE email = $1`, [email])).toHaveLength(0);
    });

    it('verifies once: 200 with the user and a 30-day httpOnly Lax cookie; the same link again answers 400', async () => {
      const email = address('verify');
      await signup({ displayName: 'Verifier', email, password: TEST_ACCOUNT_PASSWORD }).expect(201);
      const token = linkToken((await lastQueuedMail(ctx.app, email))!.text, '/account/verify');
      const res = await http().post('/api/account/verify').send({ token }).expect(200);
      expect(res.body).toEqual({
        success: true,
        user: {
          id: expect.any(Number),
          displayName: 'Verifier',
          email,
          emailVerified: true,
          createdAt: expect.any(String),
          ownedBusinesses: [],
        },
      });
      const cookie = accountCookie(res);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).not.toMatch(/Secure/i);
      expect(res.headers['cache-control']).toBe('private, no-store');
      await http().post('/api/account/verify').send({ token }).expect(400);
    });

    it('marks the cookie Secure behind https', async () => {
      const email = address('secure');
      await signup({ displayName: 'Secure', email, password: TEST_ACCOUNT_PASSWORD }).expect(201);
      const token = linkToken((await lastQueuedMail(ctx.app, email))!.text, '/account/verify');
      const res = await http()
        .post('/api/account/verify')
        .set('X-Forwarded-Proto', 'https')
        .send({ token })
        .expect(200);
      expect(accountCookie(res)).toMatch(/;\s*Secure/i);
    });

    it('refuses an unknown, malformed or expired link with 400', async () => {
      await http()
        .post('/api/account/verify')
        .send({ token: 'A'.repeat(43) })
        .expect(400);
      await http().post('/api/account/verify').send({ token: 'not a token' }).expect(400);
      await http().post('/api/account/verify').send({}).expect(400);
      const email = address('expired');
      await signup({ displayName: 'Late', email, password: TEST_ACCOUNT_PASSWORD }).expect(201);
      const token = linkToken((await lastQueuedMail(ctx.app, email))!.text, '/account/verify');
      await ctx.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
        createHash('sha256').update(token).digest('hex'),
      ]);
      await http().post('/api/account/verify').send({ token }).expect(400);
    });

    it('lets 30 sign-ups an hour through per IP, then answers 429', async () => {
      const ip = '198.51.100.30';
      for (let i = 0; i < 30; i += 1) {
        await signup({ displayName: 'Bulk', email: 'bad', password: 'x' }, ip).expect(400);
      }
      await signup({ displayName: 'Bulk', email: address('bulk'), password: TEST_ACCOUNT_PASSWORD }, ip).expect(429);
      await signup(
        { displayName: 'Other', email: address('other'), password: TEST_ACCOUNT_PASSWORD },
        '198.51.100.31',
      ).expect(201);
    });
  });

  describe('sign-in', () => {
    const login = (email: string, password: string, ip = '203.0.113.2') =>
      http().post('/api/account/login').set('X-Forwarded-For', ip).send({ email, password });

    it('answers an unknown address and a wrong password with the same 401 body', async () => {
      const email = address('signin');
      await verifiedAccountAgent(ctx.app, email);
      const unknown = await login(address('nobody'), TEST_ACCOUNT_PASSWORD).expect(401);
      const wrong = await login(email, 'not the password at all').expect(401);
      expect(unknown.body).toEqual(INVALID);
      expect(wrong.body).toEqual(INVALID);
    });

    it('signs in whatever the case of the address, sets the cookie and records the time', async () => {
      const email = address('case');
      await verifiedAccountAgent(ctx.app, email, 'Case Person');
      const res = await login(email.toUpperCase(), TEST_ACCOUNT_PASSWORD).expect(200);
      expect(res.body.user).toMatchObject({ email, displayName: 'Case Person', emailVerified: true });
      expect(accountCookie(res)).toMatch(/HttpOnly/);
      const [row] = await ctx.db.query(`SELECT last_sign_in_at FROM accounts WHERE email = $1`, [email]);
      expect(Date.now() - new Date(row.last_sign_in_at).getTime()).toBeLessThan(60_000);
    });

    it('answers 403 for the right password of an unverified account, 401 for a wrong one', async () => {
      const email = address('unverified');
      await signup({ displayName: 'Unverified', email, password: TEST_ACCOUNT_PASSWORD }).expect(201);
      const res = await login(email, TEST_ACCOUNT_PASSWORD).expect(403);
      expect(res.body).toEqual({ success: false, message: expect.stringMatching(/confirm/i) });
      await login(email, 'not the password at all').expect(401);
    });

    it('locks an IP + address out after 5 failures in 15 minutes, even for the right password, with Retry-After', async () => {
      const email = address('locked');
      await verifiedAccountAgent(ctx.app, email);
      for (let i = 0; i < 5; i += 1) await login(email, `wrong password ${i}`, '203.0.113.50').expect(401);
      const locked = await login(email, TEST_ACCOUNT_PASSWORD, '203.0.113.50').expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      await login(email, TEST_ACCOUNT_PASSWORD, '203.0.113.51').expect(200);
    });

    it('counts parallel guesses: of 20 at once, at most 5 get past the lockout', async () => {
      const email = address('race');
      await verifiedAccountAgent(ctx.app, email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(email, `parallel guess ${i}`, '203.0.113.60')),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    });

    it('reports the signed-in account, and nothing once signed out', async () => {
      await http().get('/api/account/me').expect(401);
      const email = address('me');
      const agent = await verifiedAccountAgent(ctx.app, email, 'Me Myself');
      const me = await agent.get('/api/account/me').expect(200);
      expect(me.body).toEqual({
        id: expect.any(Number),
        displayName: 'Me Myself',
        email,
        emailVerified: true,
        createdAt: expect.any(String),
        ownedBusinesses: [],
      });
      expect(me.headers['cache-control']).toBe('private, no-store');
      await agent.post('/api/account/logout').expect(200);
      await agent.get('/api/account/me').expect(401);
    });

    it('keeps each session to its own routes, both ways', async () => {
      const account = await verifiedAccountAgent(ctx.app, address('separate'));
      await account.get('/api/admin/stats').expect(401);
      await account.get('/api/admin/accounts').expect(401);
      await account.post('/api/admin/logout').expect(401);
      await ctx.admin.get('/api/account/me').expect(401);
      await ctx.admin.get('/api/account/export').expect(401);
    });

    it('refuses every state-changing account call from a foreign Origin with 403', async () => {
      const agent = await verifiedAccountAgent(ctx.app, address('origin'));
      const evil = 'https://evil.example';
      await http().post('/api/account/signup').set('Origin', evil).send({}).expect(403);
      await http().post('/api/account/login').set('Origin', evil).send({}).expect(403);
      await http().post('/api/account/password-reset').set('Origin', evil).send({}).expect(403);
      await agent.post('/api/account/logout').set('Origin', evil).expect(403);
      await agent
        .patch('/api/account')
        .set('Origin', evil)
        .send({ displayName: 'Evil', currentPassword: TEST_ACCOUNT_PASSWORD })
        .expect(403);
      await agent.delete('/api/account').set('Origin', evil).send({ password: TEST_ACCOUNT_PASSWORD }).expect(403);
      await agent.get('/api/account/me').expect(200);
      await agent
        .patch('/api/account')
        .set('Origin', BASE)
        .send({ displayName: 'Same Site', currentPassword: TEST_ACCOUNT_PASSWORD })
        .expect(200);
    });
  });

  describe('password reset', () => {
    it('answers any address the same and mails a 1-hour link only to a known one', async () => {
      const email = address('reset');
      await verifiedAccountAgent(ctx.app, email);
      const before = await ctx.db.query(`SELECT count(*)::int AS n FROM mail_outbox`);
      const unknown = await http()
        .post('/api/account/password-reset')
        .send({ email: address('ghost') })
        .expect(200);
      const after = await ctx.db.query(`SELECT count(*)::int AS n FROM mail_outbox`);
      expect(after[0].n).toBe(before[0].n);
      const known = await http().post('/api/account/password-reset').send({ email }).expect(200);
      expect(known.body).toEqual(unknown.body);
      const mail = await lastQueuedMail(ctx.app, email);
      expect(mail?.subject).toBe('Choose a new password');
      const token = linkToken(mail!.text, '/account/reset');
      const [row] = await ctx.db.query(
        `SELECT extract(epoch FROM expires_at - created_at)::float AS life FROM account_tokens WHERE token_hash = $1`,
        [createHash('sha256').update(token).digest('hex')],
      );
      expect(Math.abs(row.life - 3600)).toBeLessThan(10);
    });

    it('mails one address at most 5 times an hour, answering every request the same', async () => {
      const email = address('flooded');
      await verifiedAccountAgent(ctx.app, email);
      const answers = [];
      for (let i = 0; i < 7; i += 1) {
        answers.push((await http().post('/api/account/password-reset').send({ email }).expect(200)).body);
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1`, [email]);
      expect(n).toBe(5);
    });

    it('sets the password, ends every session, and works once', async () => {
      const email = address('reset-confirm');
      const agent = await verifiedAccountAgent(ctx.app, email);
      await http().post('/api/account/password-reset').send({ email }).expect(200);
      const token = linkToken((await lastQueuedMail(ctx.app, email))!.text, '/account/reset');
      const weak = await http()
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'password123' })
        .expect(400);
      expect(weak.body.errors.password).toMatch(/too common/);
      await http()
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'a brand new password' })
        .expect(200);
      await agent.get('/api/account/me').expect(401);
      await http().post('/api/account/login').send({ email, password: TEST_ACCOUNT_PASSWORD }).expect(401);
      await http().post('/api/account/login').send({ email, password: 'a brand new password' }).expect(200);
      await http()
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'yet another password' })
        .expect(400);
    });

    it('refuses an expired reset link', async () => {
      const email = address('reset-late');
      await verifiedAccountAgent(ctx.app, email);
      await http().post('/api/account/password-reset').send({ email }).expect(200);
      const token = linkToken((await lastQueuedMail(ctx.app, email))!.text, '/account/reset');
      await ctx.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`);
      await http()
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'a brand new password' })
        .expect(400);
    });

    it('proves an unverified address: the reset link reached it', async () => {
      const email = address('reset-unverified');
      await http()
        .post('/api/account/signup')
        .send({ displayName: 'Never Clicked', email, password: TEST_ACCOUNT_PASSWORD })
        .expect(201);
      await http().post('/api/account/password-reset').send({ email }).expect(200);
      const token = linkToken((await lastQueuedMail(ctx.app, email))!.text, '/account/reset');
      await http()
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'a brand new password' })
        .expect(200);
      await http().post('/api/account/login').send({ email, password: 'a brand new password' }).expect(200);
    });
  });

  describe('profile, export and deletion', () => {
    it('changes the name with the current password, and refuses a wrong one with 401', async () => {
      const agent = await verifiedAccountAgent(ctx.app, address('rename'), 'Old Name');
      await agent
        .patch('/api/account')
        .send({ displayName: 'New Name', currentPassword: 'wrong password!' })
        .expect(401);
      const res = await agent
        .patch('/api/account')
        .send({ displayName: 'New Name', currentPassword: TEST_ACCOUNT_PASSWORD })
        .expect(200);
      expect(res.body).toEqual({ success: true, user: expect.objectContaining({ displayName: 'New Name' }) });
      await agent.patch('/api/account').send({ displayName: 'N', currentPassword: TEST_ACCOUNT_PASSWORD }).expect(400);
    });

    it('ends the other sessions on a new password and keeps this one', async () => {
      const email = address('repassword');
      const here = await verifiedAccountAgent(ctx.app, email);
      const elsewhere = request.agent(ctx.app.getHttpServer());
      await elsewhere.post('/api/account/login').send({ email, password: TEST_ACCOUNT_PASSWORD }).expect(200);
      await here
        .patch('/api/account')
        .send({ password: 'qwertyuiop', currentPassword: TEST_ACCOUNT_PASSWORD })
        .expect(400);
      await here
        .patch('/api/account')
        .send({ password: 'the next good password', currentPassword: TEST_ACCOUNT_PASSWORD })
        .expect(200);
      await here.get('/api/account/me').expect(200);
      await elsewhere.get('/api/account/me').expect(401);
    });

    it('exports the profile and sessions, without any secret', async () => {
      const email = address('export');
      const agent = await verifiedAccountAgent(ctx.app, email, 'Exporter');
      const res = await agent.get('/api/account/export').expect(200);
      expect(res.headers['content-disposition']).toMatch(/attachment/);
      expect(res.body).toMatchObject({
        profile: { displayName: 'Exporter', email, emailVerified: true },
        reviews: [],
        votes: [],
        reports: [],
        claims: [],
      });
      expect(res.body.sessions).toHaveLength(1);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    });

    it('deletes the account with its sessions, tokens and queued mail; a wrong password answers 401', async () => {
      const email = address('delete');
      const agent = await verifiedAccountAgent(ctx.app, email);
      await http().post('/api/account/password-reset').send({ email }).expect(200);
      await agent.delete('/api/account').send({ password: 'wrong password!' }).expect(401);
      const [{ id }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
      await agent.delete('/api/account').send({ password: TEST_ACCOUNT_PASSWORD }).expect(200);
      expect(await ctx.db.query(`SELECT 1 FROM accounts WHERE id = $1`, [id])).toHaveLength(0);
      expect(await ctx.db.query(`SELECT 1 FROM account_sessions WHERE account_id = $1`, [id])).toHaveLength(0);
      expect(await ctx.db.query(`SELECT 1 FROM account_tokens WHERE account_id = $1`, [id])).toHaveLength(0);
      expect(
        await ctx.db.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1 AND sent_at IS NULL`, [email]),
      ).toHaveLength(0);
      await agent.get('/api/account/me').expect(401);
      await http().post('/api/account/login').send({ email, password: TEST_ACCOUNT_PASSWORD }).expect(401);
    });
  });

  describe('the back office', () => {
    it('lists accounts newest first, by name or address and by state', async () => {
      const email = address('listed');
      await verifiedAccountAgent(ctx.app, email, 'Zeynep Listed');
      const res = await ctx.admin.get('/api/admin/accounts').query({ q: 'zeynep', limit: 5 }).expect(200);
      expect(res.body.accounts).toEqual([
        {
          id: expect.any(Number),
          displayName: 'Zeynep Listed',
          email,
          state: 'active',
          createdAt: expect.any(String),
          lastSignInAt: expect.any(String),
          blockedAt: null,
        },
      ]);
      expect(res.body.pagination).toEqual({ page: 1, limit: 5, total: 1, totalPages: 1 });
      const unverified = await ctx.admin
        .get('/api/admin/accounts')
        .query({ state: 'unverified', limit: 100 })
        .expect(200);
      expect(unverified.body.accounts.length).toBeGreaterThan(0);
      expect(unverified.body.accounts.every((a: { state: string }) => a.state === 'unverified')).toBe(true);
      await ctx.admin.get('/api/admin/accounts').query({ state: 'sleeping' }).expect(400);
      const percent = await ctx.admin.get('/api/admin/accounts').query({ q: '%' }).expect(200);
      expect(percent.body.accounts).toEqual([]);
    });

    it('blocks (sign-in 403) and unblocks, each in the audit log', async () => {
      const email = address('blocked');
      const agent = await verifiedAccountAgent(ctx.app, email);
      const [{ id }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
      const blocked = await ctx.admin.post(`/api/admin/accounts/${id}/block`).expect(200);
      expect(blocked.body.account).toMatchObject({ id, state: 'blocked', blockedAt: expect.any(String) });
      await agent.get('/api/account/me').expect(200);
      const refused = await http()
        .post('/api/account/login')
        .send({ email, password: TEST_ACCOUNT_PASSWORD })
        .expect(403);
      expect(refused.body.message).toMatch(/blocked/i);
      await http().post('/api/account/login').send({ email, password: 'wrong password!' }).expect(401);
      await ctx.admin.post(`/api/admin/accounts/${id}/unblock`).expect(200);
      await http().post('/api/account/login').send({ email, password: TEST_ACCOUNT_PASSWORD }).expect(200);
      const log = await ctx.db.query(
        `SELECT action, details FROM audit_log WHERE action LIKE 'account.%' AND details->>'accountId' = $1 ORDER BY id`,
        [String(id)],
      );
      expect(log.map((e: { action: string }) => e.action)).toEqual(['account.blocked', 'account.unblocked']);
    });

    it('deletes an account, answers 404 for an unknown one, and counts accounts in the stats', async () => {
      const email = address('admin-delete');
      await verifiedAccountAgent(ctx.app, email);
      const [{ id }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
      const before = (await ctx.admin.get('/api/admin/stats').expect(200)).body;
      await ctx.admin.delete(`/api/admin/accounts/${id}`).expect(200);
      await ctx.admin.get(`/api/admin/accounts/${id}`).expect(404);
      await ctx.admin.post(`/api/admin/accounts/${id}/block`).expect(404);
      await ctx.admin.get('/api/admin/accounts/0x10').expect(400);
      const after = (await ctx.admin.get('/api/admin/stats').expect(200)).body;
      expect(after.accounts).toBe(before.accounts - 1);
      expect(after.newAccountsByDay).toHaveLength(30);
      const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM accounts`);
      expect(after.accounts).toBe(n);
    });
  });
});
