import type { AdminReview, OwnReview, OwnerReply, PublicReview, ReportReason } from '@directory/shared';
import type { ReviewRow, ReviewWithContext } from './reviews.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function ownerReplyOf(row: ReviewRow): OwnerReply | null {
  if (row.replyText === null || !row.replyCreatedAt) return null;
  return { text: row.replyText, createdAt: row.replyCreatedAt.toISOString(), editedAt: iso(row.replyEditedAt) };
}

export function toPublicReview(row: ReviewRow & { authorName: string }): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: { displayName: row.authorName },
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    helpfulCount: row.helpfulCount,
    ownerReply: ownerReplyOf(row),
  };
}

export function toOwnReview(row: ReviewWithContext): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    state: row.state,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    helpfulCount: row.helpfulCount,
    business: { id: row.businessId, name: row.businessName, slug: row.businessSlug },
    ownerReply: ownerReplyOf(row),
  };
}

export function toAdminReview(
  row: ReviewWithContext & { reports: Array<{ reason: ReportReason; note: string | null; createdAt: string }> },
): AdminReview {
  return {
    ...toOwnReview(row),
    account: { id: row.accountId, displayName: row.authorName, email: row.authorEmail },
    reports: row.reports.map((r) => ({
      reason: r.reason,
      note: r.note,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    heldBecause: row.heldBecause,
  };
}
