// Visitor and owner accounts (CONTRACT §12): the public calls' answers and the back office's list.

import type { Pagination } from './api-types.js';

/** The limits of the account forms, shared by the API's checks and the pages' fields. */
export const ACCOUNT_LIMITS = {
  displayName: { min: 2, max: 40 },
  email: { max: 254 },
  password: { min: 10, max: 128 },
} as const;

export interface OwnedBusiness {
  id: number;
  name: string;
  slug: string;
}

/** `GET /api/account/me`, and `user` of the sign-in and verification answers. */
export interface AccountUser {
  id: number;
  displayName: string;
  email: string;
  emailVerified: boolean;
  /** ISO 8601 timestamp. */
  createdAt: string;
  ownedBusinesses: OwnedBusiness[];
}

/** `POST /api/account/verify` and `POST /api/account/login`. */
export interface AccountSignedIn {
  success: true;
  user: AccountUser;
}

/** `GET /api/account/export`: everything stored about the account. */
export interface AccountExport {
  /** ISO 8601 timestamp of the export. */
  exportedAt: string;
  profile: {
    id: number;
    displayName: string;
    email: string;
    emailVerified: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
  sessions: Array<{ createdAt: string; expiresAt: string; ip: string | null; userAgent: string | null }>;
  reviews: unknown[];
  votes: unknown[];
  reports: unknown[];
  claims: unknown[];
}

/** An account as the back office sees it: blocked wins over verified. */
export type AccountState = 'unverified' | 'active' | 'blocked';

export const ACCOUNT_STATES: readonly AccountState[] = ['unverified', 'active', 'blocked'];

/** One row of `GET /api/admin/accounts`. */
export interface AdminAccount {
  id: number;
  displayName: string;
  email: string;
  state: AccountState;
  /** ISO 8601 timestamps. */
  createdAt: string;
  lastSignInAt: string | null;
  blockedAt: string | null;
}

/** `GET /api/admin/accounts?q&state&page&limit`: newest first. */
export interface AdminAccountList {
  accounts: AdminAccount[];
  pagination: Pagination;
}

/** New accounts on one UTC day (`YYYY-MM-DD`), for the dashboard. */
export interface DayCount {
  day: string;
  count: number;
}
