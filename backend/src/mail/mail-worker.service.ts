import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import path from 'node:path';
import { isDatabaseUnavailable } from '../common/database-unavailable.js';
import { AppConfig } from '../config/app-config.js';
import { MailOutboxRepository, type OutboxMail } from './mail-outbox.repository.js';
import { fileTransport, type MailTransport, smtpTransport } from './mail-transport.js';

const POLL_MS = 1_000;
const BATCH = 20;
/** Longer than a send may take (the SMTP timeouts), so a claimed mail is not claimed twice. */
const LEASE_SECONDS = 60;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const KEEP_SENT_DAYS = 30;

/**
 * docs/behaviour.md §12.2: drains the outbox in every instance. Each poll claims due mails (SKIP LOCKED,
 * so two instances never take the same one), sends them one by one, and marks each sent, or schedules a
 * retry with a doubling delay (30 s … 1 h) until the mail is a day old. An enqueue in this instance wakes
 * the worker at once; mails queued elsewhere are seen within a second.
 */
@Injectable()
export class MailWorkerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private databaseDown = false;

  constructor(
    private readonly outbox: MailOutboxRepository,
    config: AppConfig,
  ) {
    this.transport = config.SMTP_URL
      ? smtpTransport(config.SMTP_URL, config.mailFrom)
      : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, config.publicBaseUrl);
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  /** Before the database closes: the send in progress finishes and is marked, and no timer is left. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.draining;
    this.transport.close();
  }

  /** A mail was queued here: look now rather than at the next poll (it is there once its transaction commits). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) this.again = true;
    else this.schedule(25);
  }

  @Cron('17 4 * * *')
  async purgeSent(): Promise<void> {
    const count = await this.outbox.deleteSentBefore(KEEP_SENT_DAYS);
    if (count > 0) this.logger.log(`Removed ${count} mails sent over ${KEEP_SENT_DAYS} days ago`);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    if (this.stopped || this.draining) return;
    this.draining = this.drainOnce().finally(() => (this.draining = null));
    await this.draining;
    if (this.stopped) return;
    const more = this.again;
    this.again = false;
    this.schedule(more ? 0 : POLL_MS);
  }

  private async drainOnce(): Promise<void> {
    try {
      for (;;) {
        const mails = await this.outbox.claimDue(BATCH, LEASE_SECONDS);
        if (this.databaseDown) this.logger.log('Mail outbox reachable again');
        this.databaseDown = false;
        for (const mail of mails) await this.deliver(mail);
        if (mails.length < BATCH || this.stopped) return;
      }
    } catch (error) {
      // Never thrown on: the worker runs from a timer, and the next poll tries again.
      if (!isDatabaseUnavailable(error)) {
        this.logger.error(`Mail outbox poll failed: ${(error as Error).message}`);
        return;
      }
      if (!this.databaseDown) this.logger.warn(`Mail outbox unreachable: ${(error as Error).message}`);
      this.databaseDown = true;
    }
  }

  private async deliver(mail: OutboxMail): Promise<void> {
    try {
      await this.transport.send(mail);
      await this.outbox.markSent(mail.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const old = Date.now() - mail.createdAt.getTime() > GIVE_UP_AFTER_MS;
      const retry = old ? null : Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** (mail.attempts - 1));
      await this.outbox.markFailed(mail.id, message, retry);
      if (old) this.logger.error(`Mail ${mail.id} to ${mail.recipient} given up after a day: ${message}`);
      else
        this.logger.warn(
          `Mail ${mail.id} to ${mail.recipient} not sent (attempt ${mail.attempts}, again in ${retry} s): ${message}`,
        );
    }
  }
}
