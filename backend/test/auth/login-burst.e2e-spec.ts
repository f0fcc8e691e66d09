import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ensureTestAdmin, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { createAppOn } from '../resilience/own-servers.js';

/**
 * CONTRACT §4 under a burst: 60 wrong passwords sent at once, split over two instances on one
 * database, are at most 5 password checks (401); every other answer is 429, and so is the right
 * password for the rest of the window.
 */
describe('login lockout under a parallel burst on two instances', () => {
  let apps: NestExpressApplication[];
  const login = (app: NestExpressApplication, password: string, ip: string) =>
    request(app.getHttpServer())
      .post('/api/admin/login')
      .set('X-Forwarded-For', ip)
      .send({ username: TEST_ADMIN_USERNAME, password });

  beforeAll(async () => {
    // One after the other: the start runs the migrations.
    const first = await createAppOn(process.env.DATABASE_URL as string);
    const second = await createAppOn(process.env.DATABASE_URL as string);
    apps = [first, second];
    for (const app of apps) await new Promise<void>((resolve) => app.getHttpServer().listen(0, '127.0.0.1', resolve));
    await ensureTestAdmin(first);
  }, 120_000);

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
  });

  it('checks at most 5 passwords, then answers 429 to everyone', async () => {
    const ip = '198.51.100.40';
    const statuses = (
      await Promise.all(Array.from({ length: 60 }, (_, i) => login(apps[i % 2]!, `wrong-${i}`, ip)))
    ).map((res) => res.status);
    const unauthorized = statuses.filter((status) => status === 401).length;
    expect(unauthorized).toBeGreaterThan(0);
    expect(unauthorized).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - unauthorized);
    for (const app of apps) {
      const locked = await login(app, TEST_ADMIN_PASSWORD, ip).expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }
    // Another client address is not locked out.
    await login(apps[1]!, TEST_ADMIN_PASSWORD, '198.51.100.41').expect(200);
  }, 60_000);
});
