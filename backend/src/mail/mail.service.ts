import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MailContent } from './mail-content.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/**
 * docs/behaviour.md §12: a request never talks to SMTP. It writes the mail to the outbox (in its own
 * transaction when it has one) and answers; the outbox worker delivers it.
 */
@Injectable()
export class MailService {
  constructor(private readonly outbox: MailOutboxRepository) {}

  enqueue(to: string, mail: MailContent, manager?: EntityManager): Promise<void> {
    return this.outbox.add(to, mail, manager);
  }

  dropUnsentTo(to: string, manager?: EntityManager): Promise<void> {
    return this.outbox.dropUnsentTo(to, manager);
  }
}
