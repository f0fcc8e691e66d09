import { Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxMail } from './mail-outbox.repository.js';

/** Where the outbox worker hands a mail: an SMTP server, or files when there is none. */
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/** Pooled, and a hung server fails a send within seconds; a setting in SMTP_URL's query wins. */
const SMTP_DEFAULTS = {
  pool: 'true',
  maxConnections: '2',
  connectionTimeout: '5000',
  greetingTimeout: '5000',
  socketTimeout: '15000',
};

/** SMTP_URL's server through nodemailer (which reads options from the URL's query). */
export function smtpTransport(url: string, from: string): MailTransport {
  const withDefaults = new URL(url);
  for (const [key, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!withDefaults.searchParams.has(key)) withDefaults.searchParams.set(key, value);
  }
  const transporter: Transporter = nodemailer.createTransport(withDefaults.toString());
  return {
    async send(mail) {
      await transporter.sendMail(messageOf(mail, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (the embedded default): each mail is written as an RFC 822 `.eml` file under
 * `dir`, and its links are logged, so a fresh `npm start` can sign up and verify.
 */
export function fileTransport(dir: string, from: string, publicBaseUrl: string): MailTransport {
  const logger = new Logger('Mail');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = (await builder.sendMail(messageOf(mail, from))) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, info.message);
      const links = mail.text.match(new RegExp(`${escapeRegExp(publicBaseUrl)}\\S*`, 'g')) ?? [];
      logger.log(`Mail to ${mail.recipient} written to ${file}${links.length ? `; link: ${links.join(' ')}` : ''}`);
    },
    close: () => builder.close(),
  };
}

function messageOf(mail: OutboxMail, from: string) {
  return { from, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
