import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MailContent } from './mail-content.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailWorkerService } from './mail-worker.service.js';

/** Mails an address may receive in an hour from calls anyone can make. */
export const PER_ADDRESS_HOURLY = 5;

/**
 * docs/behaviour.md §12: a request never talks to SMTP. It writes the mail to the outbox (in its own
 * transaction when it has one) and answers; the outbox worker delivers it.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly worker: MailWorkerService,
  ) {}

  async enqueue(to: string, mail: MailContent, manager?: EntityManager): Promise<void> {
    await this.outbox.add(to, mail, manager);
    this.worker.wake();
  }

  /**
   * True while an address has had fewer than `PER_ADDRESS_HOURLY` mails in the last hour: the calls
   * anyone can make for any address (sign-up, password reset) check it, so nobody can bury an inbox
   * in our mail. The outbox itself is the count, shared by every instance.
   */
  async mayMail(to: string): Promise<boolean> {
    return (await this.outbox.countRecentTo(to, 3600)) < PER_ADDRESS_HOURLY;
  }

  dropUnsentTo(to: string, manager?: EntityManager): Promise<void> {
    return this.outbox.dropUnsentTo(to, manager);
  }
}
