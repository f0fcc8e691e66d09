import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export type AccountTokenPurpose = 'verify' | 'reset';

/** The table account_tokens: single-use links, kept as the SHA-256 of the token the e-mail carries. */
@Injectable()
export class AccountTokensRepository {
  constructor(private readonly db: DataSource) {}

  async add(
    tokenHash: string,
    accountId: number,
    purpose: AccountTokenPurpose,
    expiresAt: Date,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO account_tokens (token_hash, account_id, purpose, expires_at) VALUES ($1, $2, $3, $4)`,
      [tokenHash, accountId, purpose, expiresAt],
    );
  }

  /**
   * Uses up a live token in one statement, so two requests with the same link cannot both pass:
   * the second finds `used_at` set. Returns the stored hash with its account, or null.
   */
  async use(
    tokenHash: string,
    purpose: AccountTokenPurpose,
    manager: EntityManager = this.db.manager,
  ): Promise<{ tokenHash: string; accountId: number } | null> {
    const [rows] = (await manager.query(
      `UPDATE account_tokens SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING token_hash AS "tokenHash", account_id AS "accountId"`,
      [tokenHash, purpose],
    )) as [Array<{ tokenHash: string; accountId: number }>, number];
    return rows[0] ?? null;
  }

  /** Uses up every other live token of one purpose (a reset link once the password is set). */
  async useAllOf(
    accountId: number,
    purpose: AccountTokenPurpose,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE account_tokens SET used_at = now() WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [accountId, purpose],
    );
  }

  async deleteStale(): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM account_tokens WHERE expires_at <= now() - interval '7 days'`,
    )) as [unknown, number];
    return count;
  }
}
