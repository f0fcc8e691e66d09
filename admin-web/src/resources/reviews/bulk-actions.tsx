import type { AdminReview } from '@directory/shared';
import { BulkActionsToolbar, useListContext } from 'react-admin';
import { DecisionButtons } from './decision-buttons';

/** The bar over a selection, table and phone cards alike: publish, reject with one reason, delete after a count. */
export function ReviewBulkActions() {
  const { data, selectedIds, onUnselectItems } = useListContext<AdminReview>();
  const selected = new Set(selectedIds);
  const shown = (data ?? []).filter((review) => selected.has(review.id));
  return (
    <BulkActionsToolbar selectAllButton={false}>
      {shown.length > 0 ? (
        <DecisionButtons
          ids={shown.map((review) => review.id)}
          canPublish={shown.some((review) => review.state !== 'published')}
          canReject={shown.some((review) => review.state !== 'rejected')}
          onDone={onUnselectItems}
        />
      ) : null}
    </BulkActionsToolbar>
  );
}
