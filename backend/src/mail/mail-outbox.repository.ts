import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { MailContent } from './mail-content.js';

/** A queued mail the worker has claimed. */
export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  createdAt: Date;
}

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

  /**
   * Claims up to `limit` due mails for `leaseSeconds`: one statement moves their next attempt past the
   * lease, and `FOR UPDATE SKIP LOCKED` lets another instance's claim pass over rows this one is taking.
   * A mail whose instance dies mid-send is claimed again once the lease is over.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
    const [rows] = (await this.db.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, subject, text_body AS text, html_body AS html, attempts, created_at AS "createdAt"`,
      [limit, leaseSeconds],
    )) as [OutboxMail[], number];
    return rows;
  }

  async markSent(id: string): Promise<void> {
    await this.db.query(`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [id]);
  }

  /** Records the failure and when to try again (null: never, the row stays for an operator to read). */
  async markFailed(id: string, error: string, retryInSeconds: number | null): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET last_error = $2,
         next_attempt_at = CASE WHEN $3::float IS NULL THEN 'infinity' ELSE now() + make_interval(secs => $3::float) END
       WHERE id = $1`,
      [id, error.slice(0, 1000), retryInSeconds],
    );
  }

  async deleteSentBefore(days: number): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM mail_outbox WHERE sent_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return count;
  }
}
