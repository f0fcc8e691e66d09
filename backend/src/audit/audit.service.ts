import { Injectable, Logger } from '@nestjs/common';
import type { AuditAction, AuditEntry, AuditLogPage } from '@directory/shared';
import { PAGE_SIZES } from '@directory/shared';
import type { EntityManager } from 'typeorm';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import { AuditRepository, type AuditRow } from './audit.repository.js';
import { AuditLogQueryDto } from './dto/audit-log-query.dto.js';

/** Who did it: an admin, or only the attempted username (id null) for a failed login. */
export interface AuditActor {
  id: number | null;
  username: string;
}

@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(private readonly entries: AuditRepository) {}

  /**
   * Writes one entry. Pass `manager` to record inside the transaction of the action itself.
   * A failing audit write is logged, never turned into a failure of the action it describes.
   */
  async record(
    actor: AuditActor | null,
    action: AuditAction,
    details: Record<string, unknown> | null = null,
    ip: string | null = null,
    manager?: EntityManager,
  ): Promise<void> {
    try {
      await this.entries.insert(
        { adminUserId: actor?.id ?? null, username: actor?.username ?? null, action, details, ip },
        manager,
      );
    } catch (error) {
      this.logger.error(`Audit entry "${action}" not written: ${(error as Error).message}`);
    }
  }

  /** What was done to one business by `actions` (its owner's edits and requests, the decisions on them). */
  async aboutBusiness(businessId: number, actions: readonly AuditAction[], limit = 50): Promise<AuditEntry[]> {
    return (await this.entries.aboutBusiness(businessId, actions, limit)).map(toAuditEntry);
  }

  async list(query: AuditLogQueryDto): Promise<AuditLogPage> {
    const { page, limit, offset } = requestedSlice(query, PAGE_SIZES.adminBusinesses);
    const { rows, total } = await this.entries.page(query.action, limit, offset);
    return { entries: rows.map(toAuditEntry), pagination: paginationOf(page, limit, total) };
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
