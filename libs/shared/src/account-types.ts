// Visitor and owner accounts (docs/behaviour.md §12): the public calls' answers and the back office's list.

import type { Pagination } from './api-types.js';
import type { TextLimit } from './form-limits.js';

/**
 * The limits of the account forms, shared by the API's checks and the pages' fields. A password is
 * counted as typed (not trimmed) by `passwordLengthError`.
 */
export const ACCOUNT_LIMITS = {
  displayName: { required: true, min: 2, max: 40 },
  email: { required: true, max: 254 },
  password: { required: true, min: 10, max: 128 },
} as const satisfies Record<string, TextLimit>;

/** The message for a new password outside 10–128 characters (code points, spaces kept), or null. */
export function passwordLengthError(password: string): string | null {
  const length = Array.from(password).length;
  if (length === 0) return 'Password is required';
  if (length < ACCOUNT_LIMITS.password.min)
    return `Password must be at least ${ACCOUNT_LIMITS.password.min} characters`;
  if (length > ACCOUNT_LIMITS.password.max) return `Password must be at most ${ACCOUNT_LIMITS.password.max} characters`;
  return null;
}

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
