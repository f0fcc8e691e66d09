import { REVIEW_LIMITS } from '@directory/shared';

const { min, max } = REVIEW_LIMITS.rejectReason;

/** CONTRACT §13 "reject with a reason": 3–500 characters once trimmed; the translation key of what is wrong, or null. */
export function rejectReasonError(reason: string): { key: string; args: Record<string, number> } | null {
  const length = reason.trim().length;
  if (length === 0) return { key: 'app.reviews.reason_required', args: {} };
  if (length < min) return { key: 'app.reviews.reason_too_short', args: { min } };
  if (length > max) return { key: 'app.reviews.reason_too_long', args: { max } };
  return null;
}
