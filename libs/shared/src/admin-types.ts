// Back-office list shapes of CONTRACT §4 that the contract leaves as "lists for the back office".

import type { Pagination } from './api-types.js';

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface ContactMessageList {
  messages: ContactMessage[];
  pagination: Pagination;
}

/** What the audit log records: logins, deletes, settings, imports, other destructive actions. */
export type AuditAction =
  | 'login.succeeded'
  | 'login.failed'
  | 'logout'
  | 'business.updated'
  | 'business.approval-toggled'
  | 'business.deleted'
  | 'businesses.deleted'
  | 'businesses.deleted-all'
  | 'test-data.deleted'
  | 'slugs.fixed'
  | 'settings.updated'
  | 'cache.cleared'
  | 'import.finished'
  | 'import.failed'
  | 'import.cancel-requested'
  | 'import.cancelled'
  | (string & {});

export interface AuditEntry {
  id: number;
  /** Null when the actor is unknown (e.g. a failed login names the attempted user in `username`). */
  adminUserId: number | null;
  username: string | null;
  action: AuditAction;
  details: Record<string, unknown> | null;
  ip: string | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  pagination: Pagination;
}

export interface DeleteBusinessesResult {
  success: true;
  deletedCount: number;
  message: string;
}
