import { SMTPServer } from 'smtp-server';
import { freePort } from './own-servers.mjs';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
  raw: string;
}

/**
 * A real SMTP server (npm smtp-server) on a loopback port that keeps what it receives; it can be
 * stopped and started again on the same port, as an outage and a recovery.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await sink.resume();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // A stop is an outage: open connections (the app's pooled one) are cut, not waited for.
      closeTimeout: 100,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
            text: textPartOf(raw),
            raw,
          });
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails to `address` so far. */
  to(address: string): ReceivedMail[] {
    // Domains are case-insensitive, and no mail server here treats local parts otherwise.
    const wanted = address.toLowerCase();
    return this.received.filter((m) => m.to.some((to) => to.toLowerCase() === wanted));
  }

  /** Resolves with the `count`-th mail to `address` once it has arrived (fails after `timeoutMs`). */
  async waitFor(address: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.to(address)[count - 1]!;
  }
}

/** The text/plain part of a MIME message, quoted-printable or base64 decoded. */
export function textPartOf(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([^\s]+)\s*\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  if (!part) return raw;
  const [, encoding, body] = part;
  if (/base64/i.test(encoding!)) return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding!)) {
    const soft = body!.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body!;
}
