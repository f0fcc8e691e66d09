import type { AccountState, OwnedBusiness } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface AccountRow {
  id: number;
  displayName: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  blockedAt: Date | null;
  createdAt: Date;
  lastSignInAt: Date | null;
}

const COLUMNS = `id, display_name AS "displayName", email, password_hash AS "passwordHash",
  email_verified_at AS "emailVerifiedAt", blocked_at AS "blockedAt", created_at AS "createdAt",
  last_sign_in_at AS "lastSignInAt"`;

/** The condition of each state the back office filters by: blocked wins over verified. */
const STATE_CONDITIONS: Record<AccountState, string> = {
  blocked: 'blocked_at IS NOT NULL',
  active: 'blocked_at IS NULL AND email_verified_at IS NOT NULL',
  unverified: 'blocked_at IS NULL AND email_verified_at IS NULL',
};

/** The table accounts. Addresses are stored lower-case, so equality is the lookup. */
@Injectable()
export class AccountsRepository {
  constructor(private readonly db: DataSource) {}

  /** The new account's id, or null when the address already has one (two sign-ups at once included). */
  async insert(
    account: { displayName: string; email: string; passwordHash: string },
    manager: EntityManager = this.db.manager,
  ): Promise<number | null> {
    const rows: Array<{ id: number }> = await manager.query(
      `INSERT INTO accounts (display_name, email, password_hash) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT uq_accounts_email DO NOTHING RETURNING id`,
      [account.displayName, account.email, account.passwordHash],
    );
    return rows[0]?.id ?? null;
  }

  async findByEmail(email: string): Promise<AccountRow | null> {
    const rows: AccountRow[] = await this.db.query(`SELECT ${COLUMNS} FROM accounts WHERE email = $1`, [email]);
    return rows[0] ?? null;
  }

  async findById(id: number, manager: EntityManager = this.db.manager): Promise<AccountRow | null> {
    const rows: AccountRow[] = await manager.query(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The businesses the account is the verified owner of, by name. */
  async ownedBusinesses(accountId: number): Promise<OwnedBusiness[]> {
    return (await this.db.query(
      `SELECT b.id, b.name, b.slug FROM business_owners o JOIN businesses b ON b.id = o.business_id
       WHERE o.account_id = $1 ORDER BY b.name, b.id`,
      [accountId],
    )) as OwnedBusiness[];
  }

  /** The account's claims as its export lists them (the link's token hash left out). */
  async claimsForExport(accountId: number): Promise<unknown[]> {
    return (await this.db.query(
      `SELECT c.id, c.business_id AS "businessId", b.name AS "businessName", c.method, c.email, c.role, c.phone,
              c.message, c.state, c.reason, c.created_at AS "createdAt", c.decided_at AS "decidedAt"
       FROM business_claims c JOIN businesses b ON b.id = c.business_id WHERE c.account_id = $1 ORDER BY c.id`,
      [accountId],
    )) as unknown[];
  }

  /** Marks the address verified (once) and the sign-in time; returns the account. */
  async markVerifiedAndSignedIn(id: number, manager: EntityManager = this.db.manager): Promise<AccountRow | null> {
    const [rows] = (await manager.query(
      `UPDATE accounts SET email_verified_at = coalesce(email_verified_at, now()), last_sign_in_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    )) as [AccountRow[], number];
    return rows[0] ?? null;
  }

  async markSignedIn(id: number): Promise<void> {
    await this.db.query(`UPDATE accounts SET last_sign_in_at = now() WHERE id = $1`, [id]);
  }

  /** A new password; holding a link sent to the address also proves the address. */
  async setPassword(id: number, passwordHash: string, proveAddress: boolean, manager: EntityManager = this.db.manager) {
    await manager.query(
      `UPDATE accounts SET password_hash = $2,
         email_verified_at = CASE WHEN $3 THEN coalesce(email_verified_at, now()) ELSE email_verified_at END
       WHERE id = $1`,
      [id, passwordHash, proveAddress],
    );
  }

  async setDisplayName(id: number, displayName: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`UPDATE accounts SET display_name = $2 WHERE id = $1`, [id, displayName]);
  }

  /** Sets or clears `blocked_at` (an account already in that state keeps its date); the account after. */
  async setBlocked(id: number, blocked: boolean, manager: EntityManager = this.db.manager): Promise<AccountRow | null> {
    const [rows] = (await manager.query(
      `UPDATE accounts SET blocked_at = CASE WHEN $2 THEN coalesce(blocked_at, now()) END WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, blocked],
    )) as [AccountRow[], number];
    return rows[0] ?? null;
  }

  /** Deletes the account; its sessions and tokens go with it (ON DELETE CASCADE). */
  async delete(id: number, manager: EntityManager = this.db.manager): Promise<AccountRow | null> {
    const [rows] = (await manager.query(`DELETE FROM accounts WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [
      AccountRow[],
      number,
    ];
    return rows[0] ?? null;
  }

  /** The back office's list: newest first, `search` a substring of the name or the address. */
  async page(
    filter: { search?: string; state?: AccountState },
    limit: number,
    offset: number,
  ): Promise<{ rows: AccountRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.search) {
      params.push(`%${escapeLike(filter.search.toLowerCase())}%`);
      where.push(`(lower(display_name) || ' ' || email) LIKE $${params.length}`);
    }
    if (filter.state) where.push(STATE_CONDITIONS[filter.state]);
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.db.query(
        `SELECT ${COLUMNS} FROM accounts ${condition} ORDER BY created_at DESC, id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      ) as Promise<AccountRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM accounts ${condition}`, params) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
