import type { AccountClaim, AdminChangeRequest, AdminClaim, ChangeRequestSummary } from '@directory/shared';
import type { ChangeRequestRow, ClaimRow } from './claims.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAccountClaim(row: ClaimRow): AccountClaim {
  return {
    id: row.id,
    method: row.method,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    business: { id: row.businessId, name: row.businessName, slug: row.businessSlug },
  };
}

export function toAdminClaim(row: ClaimRow): AdminClaim {
  return {
    id: row.id,
    state: row.state,
    method: row.method,
    email: row.email,
    role: row.role,
    phone: row.phone,
    message: row.message,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    business: { id: row.businessId, name: row.businessName, slug: row.businessSlug, website: row.businessWebsite },
    account: { id: row.accountId, displayName: row.accountName, email: row.accountEmail },
  };
}

export function toChangeRequestSummary(row: ChangeRequestRow): ChangeRequestSummary {
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    changes: row.changes,
  };
}

export function toAdminChangeRequest(row: ChangeRequestRow): AdminChangeRequest {
  return {
    ...toChangeRequestSummary(row),
    business: { id: row.businessId, name: row.businessName, slug: row.businessSlug },
    account: { id: row.accountId, displayName: row.accountName, email: row.accountEmail },
  };
}
