import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { renderMail } from '../../src/mail/mail-content.js';
import { MailService } from '../../src/mail/mail.service.js';
import { TEST_ACCOUNT_PASSWORD } from '../support/account-agent.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, useTestApp } from '../support/test-app.js';

const BASE = 'https://directory.example';

describe('e-mail through the outbox (docs/behaviour.md §12)', () => {
  let sink: SmtpSink;
  const env: Record<string, string> = { PUBLIC_BASE_URL: BASE };
  beforeAll(async () => {
    sink = await SmtpSink.start();
    env.SMTP_URL = sink.url;
  });
  const ctx = useTestApp({ env });
  afterAll(() => sink.stop());

  const signup = (email: string, ip = '203.0.113.7') =>
    request(ctx.app.getHttpServer())
      .post('/api/account/signup')
      .set('X-Forwarded-For', ip)
      .send({ displayName: 'Mail Reader', email, password: TEST_ACCOUNT_PASSWORD });

  it('delivers the verification mail with text and HTML parts, the default sender and a link that works', async () => {
    await signup('reader@example.com').expect(201);
    const mail = await sink.waitFor('reader@example.com');
    expect(mail.from).toBe('no-reply@directory.example');
    expect(mail.raw).toMatch(/^From: Directory <no-reply@directory\.example>$/m);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = /https:\/\/directory\.example\/account\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const verified = await request(ctx.app.getHttpServer()).post('/api/account/verify').send({ token }).expect(200);
    expect(verified.body.user.emailVerified).toBe(true);
    const [row] = await ctx.db.query(
      `SELECT sent_at, attempts FROM mail_outbox WHERE recipient = 'reader@example.com'`,
    );
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('answers a sign-up fast while SMTP is down, and delivers the mail once when it is back', async () => {
    await sink.stop();
    try {
      const started = Date.now();
      await signup('outage@example.com').expect(201);
      expect(Date.now() - started).toBeLessThan(1000);
      await waitUntil(async () => {
        const [row] = await ctx.db.query(`SELECT last_error FROM mail_outbox WHERE recipient = 'outage@example.com'`);
        return row?.last_error !== null && row?.last_error !== undefined;
      });
      const [held] = await ctx.db.query(
        `SELECT sent_at, next_attempt_at > now() AS later FROM mail_outbox WHERE recipient = 'outage@example.com'`,
      );
      expect(held).toEqual({ sent_at: null, later: true });
    } finally {
      await sink.resume();
    }
    // The retry is due 30 s after the failure; bring it forward rather than wait.
    await ctx.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = 'outage@example.com'`);
    const mail = await sink.waitFor('outage@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sink.to('outage@example.com')).toHaveLength(1);
  });

  it('delivers each of 200 queued mails exactly once with two instances draining one outbox', async () => {
    const second = await createTestApp(env);
    try {
      const mail = ctx.app.get(MailService);
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          mail.enqueue(
            `bulk-${i}@example.com`,
            renderMail({ subject: `Bulk ${i}`, greeting: 'Hello,', paragraphs: ['One of many.'] }),
          ),
        ),
      );
      await waitUntil(
        () => Promise.resolve(sink.received.filter((m) => m.subject.startsWith('Bulk ')).length >= 200),
        30_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const subjects = sink.received.filter((m) => m.subject.startsWith('Bulk ')).map((m) => m.subject);
      expect(subjects).toHaveLength(200);
      expect(new Set(subjects).size).toBe(200);
      const [{ unsent }] = await ctx.db.query(
        `SELECT count(*)::int AS unsent FROM mail_outbox WHERE recipient LIKE 'bulk-%' AND sent_at IS NULL`,
      );
      expect(unsent).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('e-mail without SMTP_URL (the embedded default)', () => {
  const ctx = useTestApp({ dataDir: true, env: { PUBLIC_BASE_URL: BASE } });

  it('writes each mail as a .eml file under DATA_DIR/mail with its link', async () => {
    await request(ctx.app.getHttpServer())
      .post('/api/account/signup')
      .send({ displayName: 'File Reader', email: 'file@example.com', password: TEST_ACCOUNT_PASSWORD })
      .expect(201);
    const dir = path.join(ctx.dataDir, 'mail');
    await waitUntil(() => Promise.resolve(existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.eml'))));
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    const eml = readFileSync(path.join(dir, file!), 'utf8');
    expect(eml).toMatch(/^To: file@example\.com$/m);
    expect(eml).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(eml.replace(/=\r?\n/g, '')).toMatch(
      /https:\/\/directory\.example\/account\/verify\?token=3D[A-Za-z0-9_-]+|https:\/\/directory\.example\/account\/verify\?token=[A-Za-z0-9_-]+/,
    );
    const [row] = await ctx.app
      .get(DataSource)
      .query(`SELECT sent_at FROM mail_outbox WHERE recipient = 'file@example.com'`);
    expect(row.sent_at).not.toBeNull();
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
