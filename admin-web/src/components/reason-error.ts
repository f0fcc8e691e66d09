import { REVIEW_LIMITS } from '@directory/shared';

/**
 * docs/behaviour.md §14 rejects a claim or a change request "with a reason" and names no length, so the review
 * moderation's limits apply: 3–500 characters once trimmed.
 */
export const REASON_LIMITS = REVIEW_LIMITS.rejectReason;

/** The translation key (and its arguments) of what is wrong with a rejection reason, or null when it will do. */
export function reasonError(reason: string): { key: string; args: Record<string, number> } | null {
  const { min, max } = REASON_LIMITS;
  const length = reason.trim().length;
  if (length === 0) return { key: 'app.decisions.reason_required', args: {} };
  if (length < min) return { key: 'app.decisions.reason_too_short', args: { min } };
  if (length > max) return { key: 'app.decisions.reason_too_long', args: { max } };
  return null;
}
