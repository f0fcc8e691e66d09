import type { ChangeRequestState, ClaimMethod, ClaimState, FieldChange } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface ClaimableBusiness {
  id: number;
  name: string;
  slug: string;
  website: string | null;
  ownerAccountId: number | null;
}

export interface ClaimRow {
  id: number;
  businessId: number;
  accountId: number;
  method: ClaimMethod;
  email: string | null;
  role: string | null;
  phone: string | null;
  message: string | null;
  state: ClaimState;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  businessName: string;
  businessSlug: string;
  businessWebsite: string | null;
  accountName: string;
  accountEmail: string;
}

export interface NewClaim {
  businessId: number;
  accountId: number;
  method: ClaimMethod;
  email?: string | null;
  role?: string | null;
  phone?: string | null;
  message?: string | null;
  state: 'awaiting_email' | 'pending';
  tokenHash?: string | null;
  tokenExpiresAt?: Date | null;
}

export interface ChangeRequestRow {
  id: number;
  businessId: number;
  accountId: number;
  changes: FieldChange[];
  state: ChangeRequestState;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  businessName: string;
  businessSlug: string;
  accountName: string;
  accountEmail: string;
}

export interface OwnerRow {
  accountId: number;
  displayName: string;
  email: string;
  since: Date;
  lastEditedAt: Date | null;
}

const CLAIM_COLUMNS = `c.id, c.business_id AS "businessId", c.account_id AS "accountId", c.method, c.email, c.role,
  c.phone, c.message, c.state, c.reason, c.created_at AS "createdAt", c.decided_at AS "decidedAt",
  b.name AS "businessName", b.slug AS "businessSlug", b.website AS "businessWebsite",
  a.display_name AS "accountName", a.email AS "accountEmail"`;
const CLAIM_FROM = `business_claims c JOIN businesses b ON b.id = c.business_id JOIN accounts a ON a.id = c.account_id`;

const REQUEST_COLUMNS = `r.id, r.business_id AS "businessId", r.account_id AS "accountId", r.changes, r.state, r.reason,
  r.created_at AS "createdAt", r.decided_at AS "decidedAt", b.name AS "businessName", b.slug AS "businessSlug",
  a.display_name AS "accountName", a.email AS "accountEmail"`;
const REQUEST_FROM = `business_change_requests r JOIN businesses b ON b.id = r.business_id JOIN accounts a ON a.id = r.account_id`;

/** Open claims first (those an admin decides, then those waiting for their link), then the newest. */
const QUEUE_ORDER = `CASE c.state WHEN 'pending' THEN 0 WHEN 'awaiting_email' THEN 1 ELSE 2 END, c.created_at DESC, c.id DESC`;

/** The tables business_claims, business_change_requests and business_owners. */
@Injectable()
export class ClaimsRepository {
  constructor(private readonly db: DataSource) {}

  async approvedBusiness(slug: string): Promise<ClaimableBusiness | null> {
    const [row] = (await this.db.query(
      `SELECT b.id, b.name, b.slug, b.website, o.account_id AS "ownerAccountId"
       FROM businesses b LEFT JOIN business_owners o ON o.business_id = b.id
       WHERE b.slug = $1 AND b.is_approved`,
      [slug],
    )) as ClaimableBusiness[];
    return row ?? null;
  }

  /** Claims the account made in the last 24 hours, whatever became of them. */
  async claimsSince(accountId: number, hours: number): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM business_claims WHERE account_id = $1 AND created_at > now() - make_interval(hours => $2)`,
      [accountId, hours],
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** An account's claim on the business whose e-mailed link expired unused no longer counts as open. */
  async closeExpiredLinks(businessId: number, accountId: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE business_claims SET state = 'rejected', reason = 'The e-mailed link expired unused.', decided_at = now(),
              token_hash = NULL
       WHERE business_id = $1 AND account_id = $2 AND state = 'awaiting_email' AND token_expires_at <= now()`,
      [businessId, accountId],
    );
  }

  /** The new claim's id; a unique violation (uq_business_claims_open) when the account already has one open. */
  async insertClaim(claim: NewClaim, manager: EntityManager = this.db.manager): Promise<number> {
    const [row] = (await manager.query(
      `INSERT INTO business_claims (business_id, account_id, method, email, role, phone, message, state, token_hash, token_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        claim.businessId,
        claim.accountId,
        claim.method,
        claim.email ?? null,
        claim.role ?? null,
        claim.phone ?? null,
        claim.message ?? null,
        claim.state,
        claim.tokenHash ?? null,
        claim.tokenExpiresAt ?? null,
      ],
    )) as Array<{ id: number }>;
    return row!.id;
  }

  async findClaim(id: number, manager: EntityManager = this.db.manager): Promise<ClaimRow | null> {
    const [row] = (await manager.query(`SELECT ${CLAIM_COLUMNS} FROM ${CLAIM_FROM} WHERE c.id = $1`, [
      id,
    ])) as ClaimRow[];
    return row ?? null;
  }

  /**
   * Uses the e-mailed link once: the one UPDATE that finds it unused, unexpired and matching approves the
   * claim, so two clicks cannot both pass. The business's id, or null.
   */
  async useEmailToken(id: number, tokenHash: string, manager: EntityManager): Promise<number | null> {
    const [rows] = (await manager.query(
      `UPDATE business_claims SET state = 'approved', decided_at = now(), token_hash = NULL
       WHERE id = $1 AND state = 'awaiting_email' AND token_hash = $2 AND token_expires_at > now()
       RETURNING business_id AS "businessId"`,
      [id, tokenHash],
    )) as [Array<{ businessId: number }>, number];
    return rows[0]?.businessId ?? null;
  }

  /** An admin's decision on a claim that waits for one; false when it no longer does. */
  async decideClaim(
    id: number,
    state: 'approved' | 'rejected',
    reason: string | null,
    manager: EntityManager,
  ): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE business_claims SET state = $2, reason = $3, decided_at = now(), token_hash = NULL
       WHERE id = $1 AND state IN ('pending', 'awaiting_email')`,
      [id, state, reason],
    )) as [unknown, number];
    return count > 0;
  }

  /** Makes the account the business's verified owner; false when the business already has one. */
  async setOwner(businessId: number, accountId: number, manager: EntityManager): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO business_owners (business_id, account_id) VALUES ($1, $2)
       ON CONFLICT ON CONSTRAINT pk_business_owners DO NOTHING RETURNING business_id`,
      [businessId, accountId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Once a business has its owner, the other open claims on it are settled with `reason`. */
  async closeOtherClaims(businessId: number, reason: string, manager: EntityManager): Promise<number[]> {
    const [rows] = (await manager.query(
      `UPDATE business_claims SET state = 'rejected', reason = $2, decided_at = now(), token_hash = NULL
       WHERE business_id = $1 AND state IN ('pending', 'awaiting_email') RETURNING id`,
      [businessId, reason],
    )) as [Array<{ id: number }>, number];
    return rows.map((row) => row.id);
  }

  /** Removes the verified owner and marks the claim that made them so; the former owner's account id, or null. */
  async revokeOwner(businessId: number, reason: string, manager: EntityManager): Promise<number | null> {
    const [rows] = (await manager.query(
      `DELETE FROM business_owners WHERE business_id = $1 RETURNING account_id AS "accountId"`,
      [businessId],
    )) as [Array<{ accountId: number }>, number];
    const accountId = rows[0]?.accountId ?? null;
    if (accountId !== null) {
      await manager.query(
        `UPDATE business_claims SET state = 'revoked', reason = $3, decided_at = now()
         WHERE business_id = $1 AND account_id = $2 AND state = 'approved'`,
        [businessId, accountId, reason],
      );
    }
    return accountId;
  }

  async ofAccount(accountId: number): Promise<ClaimRow[]> {
    return (await this.db.query(
      `SELECT ${CLAIM_COLUMNS} FROM ${CLAIM_FROM} WHERE c.account_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 100`,
      [accountId],
    )) as ClaimRow[];
  }

  async claimPage(state: ClaimState | undefined, limit: number, offset: number) {
    const queue = { select: `${CLAIM_COLUMNS} FROM ${CLAIM_FROM}`, table: 'business_claims c', order: QUEUE_ORDER };
    return this.statePage<ClaimRow>(queue, 'c', state, limit, offset);
  }

  async ownerOf(businessId: number, manager: EntityManager = this.db.manager): Promise<OwnerRow | null> {
    const [row] = (await manager.query(
      `SELECT o.account_id AS "accountId", a.display_name AS "displayName", a.email, o.since,
              o.last_edited_at AS "lastEditedAt"
       FROM business_owners o JOIN accounts a ON a.id = o.account_id WHERE o.business_id = $1`,
      [businessId],
    )) as OwnerRow[];
    return row ?? null;
  }

  async markOwnerEdit(businessId: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE business_owners SET last_edited_at = now() WHERE business_id = $1`, [businessId]);
  }

  async insertChangeRequest(
    businessId: number,
    accountId: number,
    changes: FieldChange[],
    manager: EntityManager = this.db.manager,
  ): Promise<number> {
    const [row] = (await manager.query(
      `INSERT INTO business_change_requests (business_id, account_id, changes, state)
       VALUES ($1, $2, $3::jsonb, 'pending') RETURNING id`,
      [businessId, accountId, JSON.stringify(changes)],
    )) as Array<{ id: number }>;
    return row!.id;
  }

  async findChangeRequest(id: number, manager: EntityManager = this.db.manager): Promise<ChangeRequestRow | null> {
    const [row] = (await manager.query(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`, [
      id,
    ])) as ChangeRequestRow[];
    return row ?? null;
  }

  /** An admin's decision on a pending request; false when it was already decided. */
  async decideChangeRequest(
    id: number,
    state: 'approved' | 'rejected',
    reason: string | null,
    manager: EntityManager,
  ): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE business_change_requests SET state = $2, reason = $3, decided_at = now() WHERE id = $1 AND state = 'pending'`,
      [id, state, reason],
    )) as [unknown, number];
    return count > 0;
  }

  /** A business's change requests, newest first (the owner's dashboard). */
  async changeRequestsOf(businessId: number): Promise<ChangeRequestRow[]> {
    return (await this.db.query(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.business_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
      [businessId],
    )) as ChangeRequestRow[];
  }

  async changeRequestPage(state: ChangeRequestState | undefined, limit: number, offset: number) {
    const queue = {
      select: `${REQUEST_COLUMNS} FROM ${REQUEST_FROM}`,
      table: 'business_change_requests r',
      order: `(r.state = 'pending') DESC, r.created_at DESC, r.id DESC`,
    };
    return this.statePage<ChangeRequestRow>(queue, 'r', state, limit, offset);
  }

  /** A page of an admin queue, all or of one state, and how many rows that filter holds. */
  private async statePage<Row>(
    queue: { select: string; table: string; order: string },
    alias: string,
    state: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: Row[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db.query(
        `SELECT ${queue.select} ${state ? `WHERE ${alias}.state = $3` : ''} ORDER BY ${queue.order} LIMIT $1 OFFSET $2`,
        state ? [limit, offset, state] : [limit, offset],
      ) as Promise<Row[]>,
      this.db.query(
        `SELECT count(*)::int AS n FROM ${queue.table} ${state ? `WHERE ${alias}.state = $1` : ''}`,
        state ? [state] : [],
      ) as Promise<Array<{ n: number }>>,
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
