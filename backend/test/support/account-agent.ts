import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';

export const TEST_ACCOUNT_PASSWORD = 'a long enough test password';

export interface QueuedMail {
  subject: string;
  text: string;
  html: string;
}

/** The newest mail queued to an address, read from the outbox (the mail is sent from there). */
export async function lastQueuedMail(app: INestApplication, recipient: string): Promise<QueuedMail | null> {
  const rows: QueuedMail[] = await app
    .get(DataSource)
    .query(
      `SELECT subject, text_body AS text, html_body AS html FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [recipient],
    );
  return rows[0] ?? null;
}

/** The token of the first link to `path` (`/account/verify`, `/account/reset`) in a mail's text. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

/** Signs up and verifies through the real calls; the agent then holds the account's session. */
export async function verifiedAccountAgent(
  app: INestApplication,
  email: string,
  displayName = 'Test Visitor',
  password = TEST_ACCOUNT_PASSWORD,
): Promise<import('supertest').Agent> {
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/account/signup').send({ displayName, email, password }).expect(201);
  const mail = await lastQueuedMail(app, email.toLowerCase());
  if (!mail) throw new Error(`no mail queued to ${email}`);
  await agent
    .post('/api/account/verify')
    .send({ token: linkToken(mail.text, '/account/verify') })
    .expect(200);
  return agent;
}
