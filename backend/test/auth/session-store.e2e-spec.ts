import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminPasswordCommand } from '../../src/auth/admin-password.command.js';
import { SESSION_COOKIE } from '../../src/auth/session-cookie.js';
import { MACHINE_REDIS_URL } from '../support/machine-redis.js';
import { ensureTestAdmin, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { createTestApp } from '../support/test-app.js';

const REDIS_URL = MACHINE_REDIS_URL;

async function loginCookie(app: NestExpressApplication, ip = '198.51.100.1'): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/admin/login')
    .set('X-Forwarded-For', ip)
    .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
    .expect(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie!.split(';')[0]!;
}

function tokenHash(cookie: string): string {
  const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  return createHash('sha256').update(token).digest('hex');
}

// Sessions live in PostgreSQL whether or not REDIS_URL is set, so they outlive a Redis outage too.
describe.each([
  ['without REDIS_URL', {}],
  ['with REDIS_URL', { REDIS_URL }],
])('sessions %s', (_, env: Record<string, string>) => {
  it('survive an application restart', async () => {
    const first = await createTestApp(env);
    let cookie: string;
    try {
      await ensureTestAdmin(first);
      cookie = await loginCookie(first);
      await request(first.getHttpServer()).get('/api/admin/session').set('Cookie', cookie).expect(200);
    } finally {
      await first.close();
    }
    const second = await createTestApp(env);
    try {
      const res = await request(second.getHttpServer()).get('/api/admin/session').set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ authenticated: true, username: TEST_ADMIN_USERNAME });
    } finally {
      await second.close();
    }
  });

  it('work on every instance and end everywhere at logout', async () => {
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      await ensureTestAdmin(a);
      const cookie = await loginCookie(a);
      await request(b.getHttpServer()).get('/api/admin/stats').set('Cookie', cookie).expect(200);
      await request(b.getHttpServer()).post('/api/admin/logout').set('Cookie', cookie).expect(200);
      await request(a.getHttpServer()).get('/api/admin/session').set('Cookie', cookie).expect(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('end when the password is changed with admin:password', async () => {
    const app = await createTestApp(env);
    try {
      await ensureTestAdmin(app);
      const cookie = await loginCookie(app);
      const outcome = await app.get(AdminPasswordCommand).run(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
      expect(outcome.sessionsEnded).toBeGreaterThanOrEqual(1);
      expect(outcome.generatedPassword).toBeNull();
      await request(app.getHttpServer()).get('/api/admin/session').set('Cookie', cookie).expect(401);
    } finally {
      await app.close();
    }
  });

  it('keeps the session in the admin_sessions table', async () => {
    const app = await createTestApp(env);
    try {
      await ensureTestAdmin(app);
      const cookie = await loginCookie(app);
      const rows = await app.get(DataSource).query(`SELECT 1 FROM admin_sessions WHERE id = $1`, [tokenHash(cookie)]);
      expect(rows).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('login throttle with REDIS_URL', () => {
  it('is shared by instances through PostgreSQL', async () => {
    const [a, b] = [await createTestApp({ REDIS_URL }), await createTestApp({ REDIS_URL })];
    const username = `shared-throttle-${Date.now()}`;
    try {
      for (let i = 0; i < 5; i++) {
        await request((i % 2 ? a : b).getHttpServer())
          .post('/api/admin/login')
          .send({ username, password: `bad-${i}` })
          .expect(401);
      }
      const res = await request(a.getHttpServer())
        .post('/api/admin/login')
        .send({ username, password: 'bad' })
        .expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await request(b.getHttpServer()).post('/api/admin/login').send({ username, password: 'bad' }).expect(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
