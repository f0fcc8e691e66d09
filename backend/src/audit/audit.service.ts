import { Injectable, Logger } from '@nestjs/common';
import type { AuditAction, AuditEntry, AuditLogPage } from '@directory/shared';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLogQueryDto } from './dto/audit-log-query.dto.js';

/** Who did it: an admin, or only the attempted username (id null) for a failed login. */
export interface AuditActor {
  id: number | null;
  username: string;
}

interface AuditRow {
  id: string;
  admin_user_id: number | null;
  username: string | null;
  action: string;
  details: Record<string, unknown> | null;
  ip: string | null;
  created_at: Date;
}

@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(private readonly db: DataSource) {}

  /**
   * Writes one entry. Pass `manager` to record inside the transaction of the action itself.
   * A failing audit write is logged, never turned into a failure of the action it describes.
   */
  async record(
    actor: AuditActor | null,
    action: AuditAction,
    details: Record<string, unknown> | null = null,
    ip: string | null = null,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    try {
      await manager.query(
        `INSERT INTO audit_log (admin_user_id, username, action, details, ip) VALUES ($1, $2, $3, $4, $5)`,
        [actor?.id ?? null, actor?.username ?? null, action, details === null ? null : JSON.stringify(details), ip],
      );
    } catch (error) {
      this.logger.error(`Audit entry "${action}" not written: ${(error as Error).message}`);
    }
  }

  async list({ page, limit, action }: AuditLogQueryDto): Promise<AuditLogPage> {
    const filter = action ? `WHERE action = $3` : '';
    const params: unknown[] = [limit, (page - 1) * limit, ...(action ? [action] : [])];
    const [rows, [count]] = await Promise.all([
      this.db.query(
        `SELECT id, admin_user_id, username, action, details, ip, created_at FROM audit_log ${filter}
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        params,
      ) as Promise<AuditRow[]>,
      this.db.query(
        `SELECT count(*)::int AS total FROM audit_log ${action ? 'WHERE action = $1' : ''}`,
        action ? [action] : [],
      ) as Promise<Array<{ total: number }>>,
    ]);
    const total = count?.total ?? 0;
    return {
      entries: rows.map(toAuditEntry),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    adminUserId: row.admin_user_id,
    username: row.username,
    action: row.action,
    details: row.details,
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
  };
}
