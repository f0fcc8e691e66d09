import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminPasswordCommand } from '../../src/auth/admin-password.command.js';
import { createTestApp } from '../support/test-app.js';

const login = (app: Awaited<ReturnType<typeof createTestApp>>, username: string, password: string) =>
  request(app.getHttpServer())
    .post('/api/admin/login')
    .set('X-Forwarded-For', '192.0.2.50')
    .send({ username, password });

describe('admin bootstrap (docs/behaviour.md §1)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('creates ADMIN_USERNAME with ADMIN_PASSWORD at start, and follows a changed ADMIN_PASSWORD', async () => {
    const first = await createTestApp({ ADMIN_USERNAME: 'boot-admin', ADMIN_PASSWORD: 'first-password' });
    try {
      await login(first, 'boot-admin', 'first-password').expect(200);
    } finally {
      await first.close();
    }
    const second = await createTestApp({ ADMIN_USERNAME: 'boot-admin', ADMIN_PASSWORD: 'second-password' });
    try {
      await login(second, 'boot-admin', 'second-password').expect(200);
      await login(second, 'boot-admin', 'first-password').expect(401);
      const [row] = await second
        .get(DataSource)
        .query(`SELECT password_hash FROM admin_users WHERE username = 'boot-admin'`);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('second-password');
    } finally {
      await second.close();
    }
  });

  it('generates a password and logs it once when no admin exists and none is configured', async () => {
    const setup = await createTestApp({ ADMIN_PASSWORD: 'placeholder-password' });
    await setup.get(DataSource).query(`DELETE FROM admin_users`);
    await setup.close();

    const warn = jest.spyOn(Logger.prototype, 'warn');
    const app = await createTestApp({ ADMIN_USERNAME: 'fresh-admin' });
    let password: string;
    try {
      const messages = warn.mock.calls.map((call) => String(call[0]));
      const announcement = messages.find((m) => m.includes('generated password'));
      expect(announcement).toBeDefined();
      password = /generated password (\S+)/.exec(announcement!)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(20);
      await login(app, 'fresh-admin', password).expect(200);
    } finally {
      await app.close();
    }

    warn.mockClear();
    const again = await createTestApp({ ADMIN_USERNAME: 'fresh-admin' });
    try {
      expect(warn.mock.calls.some((call) => String(call[0]).includes('generated password'))).toBe(false);
      await login(again, 'fresh-admin', password).expect(200);
    } finally {
      await again.close();
    }
  });
});

describe('npm run admin:password', () => {
  it('sets the password given, creating the admin when missing, and generates one when none is given', async () => {
    const app = await createTestApp();
    try {
      const command = app.get(AdminPasswordCommand);
      const created = await command.run('cli-admin', 'cli-password-1');
      expect(created).toMatchObject({ username: 'cli-admin', created: true, generatedPassword: null });
      await login(app, 'cli-admin', 'cli-password-1').expect(200);

      const generated = await command.run('cli-admin');
      expect(generated.created).toBe(false);
      expect(generated.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      await login(app, 'cli-admin', 'cli-password-1').expect(401);
      await login(app, 'cli-admin', generated.generatedPassword!).expect(200);

      await expect(command.run('cli-admin', 'short')).rejects.toThrow(/at least 8/);
      await expect(command.run('  ', 'long-enough-password')).rejects.toThrow(/Usage/);
    } finally {
      await app.close();
    }
  });
});
