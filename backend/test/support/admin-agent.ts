import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AdminUsersService } from '../../src/auth/admin-users.service.js';

export const TEST_ADMIN_USERNAME = 'e2e-admin';
export const TEST_ADMIN_PASSWORD = 'e2e-admin-password';

/** Makes sure the test admin exists with the known password (hashing only when it does not match). */
export async function ensureTestAdmin(
  app: INestApplication,
  username = TEST_ADMIN_USERNAME,
  password = TEST_ADMIN_PASSWORD,
): Promise<void> {
  const users = app.get(AdminUsersService);
  if (!(await users.passwordMatches(username, password))) await users.setPassword(username, password);
}

/**
 * A supertest agent logged in as an admin through the real login endpoint: its cookie
 * jar carries the session to every later request, e.g.
 * `const admin = await adminAgent(app); await admin.get('/api/admin/stats').expect(200);`
 */
export async function adminAgent(app: INestApplication): Promise<import('supertest').Agent> {
  await ensureTestAdmin(app);
  const agent = request.agent(app.getHttpServer());
  await agent
    .post('/api/admin/login')
    .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
    .expect(200);
  return agent;
}
