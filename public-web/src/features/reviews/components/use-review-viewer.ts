import type { AccountUser, OwnReview } from '@directory/shared';
import { useMe, useMyReviews } from '../../account/api/account-api';

export interface ReviewViewer {
  viewer: 'anonymous' | 'account' | 'owner';
  me: AccountUser | null;
  /** The account's own review of this business, whatever its state; undefined while unknown or none. */
  own: OwnReview | undefined;
  /** Whether the account's own reviews are still being read. */
  ownPending: boolean;
}

/**
 * Who reads a business's reviews. The server renders them for nobody in particular, and the first
 * render in the browser agrees; the account (and whether it owns the business) shows once known.
 */
export function useReviewViewer(businessId: number): ReviewViewer {
  const me = useMe().data ?? null;
  const viewer = !me ? 'anonymous' : me.ownedBusinesses.some((b) => b.id === businessId) ? 'owner' : 'account';
  const mine = useMyReviews(viewer === 'account' && Boolean(me?.emailVerified));
  const own = mine.data?.find((review) => review.business.id === businessId);
  return { viewer, me, own, ownPending: mine.isPending && mine.fetchStatus !== 'idle' };
}
