import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface AuditRow {
  id: string;
  admin_user_id: number | null;
  username: string | null;
  action: string;
  details: Record<string, unknown> | null;
  ip: string | null;
  created_at: Date;
}

export interface NewAuditEntry {
  adminUserId: number | null;
  username: string | null;
  action: string;
  details: Record<string, unknown> | null;
  ip: string | null;
}

@Injectable()
export class AuditRepository {
  constructor(private readonly db: DataSource) {}

  async insert(entry: NewAuditEntry, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (admin_user_id, username, action, details, ip) VALUES ($1, $2, $3, $4, $5)`,
      [
        entry.adminUserId,
        entry.username,
        entry.action,
        entry.details === null ? null : JSON.stringify(entry.details),
        entry.ip,
      ],
    );
  }

  /** Newest first, optionally of one action. */
  async page(action: string | undefined, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.db.query(
        `SELECT id, admin_user_id, username, action, details, ip, created_at FROM audit_log
         WHERE $3::text IS NULL OR action = $3
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset, action ?? null],
      ) as Promise<AuditRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM audit_log WHERE $1::text IS NULL OR action = $1`, [
        action ?? null,
      ]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  /** The entries of `actions` about one business (`details.businessId`), newest first. */
  async aboutBusiness(businessId: number, actions: readonly string[], limit: number): Promise<AuditRow[]> {
    return (await this.db.query(
      `SELECT id, admin_user_id, username, action, details, ip, created_at FROM audit_log
       WHERE action = ANY($2::text[]) AND details->>'businessId' = $1::text
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [businessId, actions, limit],
    )) as AuditRow[];
  }
}
