import type { AccountUser } from '@directory/shared';
import { useMe } from '../../account/api/account-api';

export interface ReviewViewer {
  viewer: 'anonymous' | 'account' | 'owner';
  me: AccountUser | null;
}

/**
 * Who reads a business's reviews. The server renders them for nobody in particular, and the first
 * render in the browser agrees; the account (and whether it owns the business) shows once known.
 */
export function useReviewViewer(businessId: number): ReviewViewer {
  const me = useMe().data ?? null;
  if (!me) return { viewer: 'anonymous', me };
  return { viewer: me.ownedBusinesses.some((b) => b.id === businessId) ? 'owner' : 'account', me };
}
