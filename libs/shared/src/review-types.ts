// The directory's own reviews (docs/behaviour.md §13): the public calls' answers and the back office's queue.

import type { Pagination } from './api-types.js';

export const REVIEW_LIMITS = {
  text: { required: true, min: 20, max: 5_000 },
  reply: { required: true, min: 1, max: 2_000 },
  reportNote: { required: false, max: 1_000 },
  rejectReason: { required: true, min: 3, max: 500 },
} as const;

export type ReviewState = 'pending' | 'published' | 'rejected';
export const REVIEW_STATES: readonly ReviewState[] = ['pending', 'published', 'rejected'];

export type ReviewSort = 'helpful' | 'newest' | 'highest' | 'lowest';
export const REVIEW_SORTS: readonly ReviewSort[] = ['helpful', 'newest', 'highest', 'lowest'];

/** `?sort=` of a reviews page: one of REVIEW_SORTS, else the default (most helpful first). */
export function reviewSortOf(search: URLSearchParams): ReviewSort {
  const sort = search.get('sort');
  return REVIEW_SORTS.find((known) => known === sort) ?? 'helpful';
}

export type ReportReason = 'spam' | 'offensive' | 'conflict_of_interest' | 'fake' | 'other';
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'offensive', 'conflict_of_interest', 'fake', 'other'];

/** Why a review waits for an admin (`heldBecause`), in the order the rules are checked. */
export type HeldReason = 'moderation_all' | 'link' | 'email_address' | 'blocklist' | 'reports';

export interface OwnerReply {
  text: string;
  /** ISO 8601 timestamps. */
  createdAt: string;
  editedAt: string | null;
}

/** One review as the public lists show it (published only). */
export interface PublicReview {
  id: number;
  rating: number;
  text: string;
  author: { displayName: string };
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  ownerReply: OwnerReply | null;
}

/** Published reviews of one business: average one decimal (null when none), counts per star. */
export interface ReviewSummary {
  average: number | null;
  count: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** `GET /api/businesses/{slug}/reviews?sort&page&limit`. */
export interface ReviewPage {
  reviews: PublicReview[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  summary: ReviewSummary;
}

/** A review with its moderation state, as its author and the back office see it (the public list shows fewer fields). */
export interface ModeratedReview {
  id: number;
  rating: number;
  text: string;
  state: ReviewState;
  /** Set when an admin rejected it. */
  rejectionReason: string | null;
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  business: { id: number; name: string; slug: string };
  ownerReply: OwnerReply | null;
}

/** The author's own review, whatever its state: the answer of a write or an edit, and `/account`'s list. */
export type OwnReview = ModeratedReview;

/** `POST /api/businesses/{slug}/reviews` (201) and `PUT /api/reviews/{id}`. */
export interface ReviewWritten {
  review: OwnReview;
}

/** `POST /api/reviews/{id}/helpful`. */
export interface HelpfulVote {
  helpful: boolean;
  helpfulCount: number;
}

/** One row of `GET /api/admin/reviews`. */
export interface AdminReview extends ModeratedReview {
  account: { id: number; displayName: string; email: string };
  reports: Array<{ reason: ReportReason; note: string | null; createdAt: string }>;
  heldBecause: HeldReason[];
}

/** `GET /api/admin/reviews?state&business&account&rating&page&limit`: pending first, then newest. */
export interface AdminReviewList {
  reviews: AdminReview[];
  pagination: Pagination;
}
