import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The back office's changes to stored contact messages. */
@Injectable()
export class ContactMessagesRepository {
  constructor(private readonly db: DataSource) {}

  /** Sets or clears `read_at`; a message already read keeps its first reading time. False when no such message. */
  async setRead(id: number, read: boolean): Promise<boolean> {
    const [, count] = (await this.db.query(
      read
        ? `UPDATE contact_messages SET read_at = coalesce(read_at, now()) WHERE id = $1`
        : `UPDATE contact_messages SET read_at = NULL WHERE id = $1`,
      [id],
    )) as [unknown, number];
    return count > 0;
  }

  /** The deleted message's sender and subject, for the audit log; null when no such message. */
  async delete(id: number): Promise<{ name: string; email: string; subject: string } | null> {
    const [rows] = (await this.db.query(`DELETE FROM contact_messages WHERE id = $1 RETURNING name, email, subject`, [
      id,
    ])) as [Array<{ name: string; email: string; subject: string }>, number];
    return rows[0] ?? null;
  }

  async unreadCount(): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM contact_messages WHERE read_at IS NULL`,
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }
}
