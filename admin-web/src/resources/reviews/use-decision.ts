import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { useNotify } from 'react-admin';
import { reviewsApi, useRefreshReviews } from './reviews-api';
import { runEach } from './run-each';

export type Decision = 'publish' | 'reject' | 'delete';

const DONE: Record<Decision, string> = {
  publish: 'app.reviews.published_done',
  reject: 'app.reviews.rejected_done',
  delete: 'app.reviews.deleted_done',
};

/**
 * Publishes, rejects (one reason for all) or deletes the given reviews one call each, then says in Turkish how
 * many it did and, when some failed, why; the list and the queue's count read again either way.
 */
export function useDecision() {
  const notify = useNotify();
  const refresh = useRefreshReviews();
  const [busy, setBusy] = useState(false);
  const decide = async (decision: Decision, ids: Identifier[], reason = ''): Promise<boolean> => {
    setBusy(true);
    const call = (id: Identifier) =>
      decision === 'publish'
        ? reviewsApi.publish(id)
        : decision === 'reject'
          ? reviewsApi.reject(id, reason.trim())
          : reviewsApi.delete(id);
    try {
      const { succeeded, failed, firstError } = await runEach(ids, call);
      if (succeeded > 0) notify(DONE[decision], { type: 'success', messageArgs: { smart_count: succeeded } });
      if (failed > 0)
        notify('app.reviews.partly_failed', {
          type: 'error',
          messageArgs: { failed, message: firstError ?? '' },
        });
      await refresh();
      return failed === 0;
    } finally {
      setBusy(false);
    }
  };
  return { decide, busy };
}
