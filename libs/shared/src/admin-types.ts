// Back-office list shapes of docs/behaviour.md §4 that the contract leaves as "lists for the back office".

import type { AdminCategory, Pagination } from './api-types.js';

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
  /** ISO 8601 timestamp of the first opening by an admin; null while unread. */
  readAt: string | null;
}

/** `GET /api/admin/contact-messages/unread-count`. */
export interface UnreadCount {
  count: number;
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
  | 'export.csv'
  | 'sitemaps.regenerated'
  | 'contact-message.deleted'
  | 'review.published'
  | 'review.rejected'
  | 'review.deleted'
  | 'claim.verified'
  | 'claim.approved'
  | 'claim.rejected'
  | 'owner.revoked'
  | 'owner.business-edited'
  | 'change-request.created'
  | 'change-request.approved'
  | 'change-request.rejected'
  | (string & {});

/** `details.changes` of a `business.updated` entry: each changed field's value before and after the edit. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

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

/** `GET /api/admin/reports`: figures for the back office's reports page, over every business (approved or not). */
export interface AdminReports {
  /** The 15 countries with most businesses, largest first. */
  businessesByCountry: Array<{ countryCode: string; count: number }>;
  /** The 15 largest categories, largest first. */
  businessesByCategory: AdminCategory[];
  approvals: { approved: number; pending: number };
  /** The last 30 days (UTC), oldest first, every day present (zeros when nothing was imported). */
  importsPerDay: Array<{ day: string; added: number; updated: number; skipped: number; failed: number }>;
  /** How many businesses carry each kind of data, out of `total`. */
  completeness: {
    total: number;
    withPhone: number;
    withHours: number;
    withCoordinates: number;
    withWebsite: number;
    withImage: number;
  };
  /** Audit-log entries per UTC day and action over the last 30 days, oldest day first; days without entries are absent. */
  adminActivity: Array<{ day: string; action: AuditAction; count: number }>;
}

/** `POST /api/admin/businesses/approval`: how many of the named businesses changed state. */
export interface BusinessApprovalResult {
  success: true;
  updated: number;
}
