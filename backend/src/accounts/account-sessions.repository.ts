import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface AccountSessionOwner {
  id: number;
  displayName: string;
  email: string;
  emailVerified: boolean;
  blocked: boolean;
}

export interface AccountSessionRecord {
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** The table account_sessions, keyed by the SHA-256 of the cookie's token. */
@Injectable()
export class AccountSessionsRepository {
  constructor(private readonly db: DataSource) {}

  async create(
    id: string,
    accountId: number,
    expiresAt: Date,
    ip: string | null,
    userAgent: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO account_sessions (id, account_id, ip, user_agent, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [id, accountId, ip, userAgent, expiresAt],
    );
  }

  /** The account of a live session. */
  async ownerOf(id: string): Promise<AccountSessionOwner | null> {
    const rows: AccountSessionOwner[] = await this.db.query(
      `SELECT a.id, a.display_name AS "displayName", a.email, a.email_verified_at IS NOT NULL AS "emailVerified",
              a.blocked_at IS NOT NULL AS blocked
       FROM account_sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.id = $1 AND s.expires_at > now()`,
      [id],
    );
    return rows[0] ?? null;
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`DELETE FROM account_sessions WHERE id = $1`, [id]);
  }

  /** Ends every session of an account but `keep` (the one that asked, or none). */
  async deleteForAccount(
    accountId: number,
    keep: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.query(`DELETE FROM account_sessions WHERE account_id = $1 AND id IS DISTINCT FROM $2`, [
      accountId,
      keep,
    ]);
  }

  async listForAccount(accountId: number): Promise<AccountSessionRecord[]> {
    return this.db.query(
      `SELECT created_at AS "createdAt", expires_at AS "expiresAt", ip, user_agent AS "userAgent"
       FROM account_sessions WHERE account_id = $1 AND expires_at > now() ORDER BY created_at`,
      [accountId],
    );
  }

  async deleteExpired(): Promise<number> {
    const [, count] = (await this.db.query(`DELETE FROM account_sessions WHERE expires_at <= now()`)) as [
      unknown,
      number,
    ];
    return count;
  }
}
