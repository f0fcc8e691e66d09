import type { AdminReview, SuccessMessage } from '@directory/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { post, remove } from '../../providers/http';
import { adminKeys } from '../../providers/queries';

const path = (id: Identifier) => `/api/admin/reviews/${Number(id)}`;

interface ReviewDecision {
  success: true;
  review: AdminReview;
}

/** docs/behaviour.md §13's moderation calls, one review each: the list's rows come through the data provider. */
export const reviewsApi = {
  publish: (id: Identifier) => post<ReviewDecision>(`${path(id)}/publish`),
  reject: (id: Identifier, reason: string) => post<ReviewDecision>(`${path(id)}/reject`, { reason }),
  delete: (id: Identifier) => remove<SuccessMessage>(path(id)),
};

/** After a decision: the list, and the figures that count the queue (menu badge, dashboard). */
export function useRefreshReviews() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.stats }),
      client.invalidateQueries({ queryKey: ['reviews'] }),
    ]);
}
