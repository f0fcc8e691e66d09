import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { MailContent } from './mail-content.js';

/** The table mail_outbox: every e-mail is a row here before the worker sends it. */
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly db: DataSource) {}

  /** Queues one mail; inside `manager`'s transaction when one is given, so it is sent only if that commits. */
  async add(recipient: string, mail: MailContent, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4)`, [
      recipient,
      mail.subject,
      mail.text,
      mail.html,
    ]);
  }

  /** How many mails were queued to an address within the last `seconds`. */
  async countRecentTo(recipient: string, seconds: number): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND created_at > now() - make_interval(secs => $2)`,
      [recipient, seconds],
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** Drops the unsent mail to an address (its account was deleted). */
  async dropUnsentTo(recipient: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`DELETE FROM mail_outbox WHERE recipient = $1 AND sent_at IS NULL`, [recipient]);
  }
}
