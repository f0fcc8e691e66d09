import type { AccountState, AccountUser, AdminAccount, OwnedBusiness } from '@directory/shared';
import type { AccountRow } from './accounts.repository.js';

export function toAccountUser(row: AccountRow, ownedBusinesses: OwnedBusiness[] = []): AccountUser {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    ownedBusinesses,
  };
}

export function stateOf(row: Pick<AccountRow, 'blockedAt' | 'emailVerifiedAt'>): AccountState {
  if (row.blockedAt) return 'blocked';
  return row.emailVerifiedAt ? 'active' : 'unverified';
}

export function toAdminAccount(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    state: stateOf(row),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
  };
}
