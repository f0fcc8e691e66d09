import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, type Identifier, useTranslate } from 'react-admin';
import { DecisionButton, DecisionStack } from '../../components/decision-button';
import { RejectDialog } from './reject-dialog';
import { useDecision } from './use-decision';

/**
 * 'Yayınla', 'Reddet' (asks the reason) and 'Sil' (asks to confirm, with the count) for the given reviews: one
 * row's, or the selection's. `published` hides 'Yayınla' when every review is already public.
 */
export function DecisionButtons({
  ids,
  canPublish = true,
  canReject = true,
  onDone,
  direction = 'row',
}: {
  ids: Identifier[];
  canPublish?: boolean;
  canReject?: boolean;
  onDone?: () => void;
  direction?: 'row' | 'column';
}) {
  const translate = useTranslate();
  const { decide, busy } = useDecision();
  const [asking, setAsking] = useState<'reject' | 'delete' | null>(null);
  const count = ids.length;
  const finish = (ok: boolean) => {
    setAsking(null);
    if (ok) onDone?.();
  };
  return (
    <DecisionStack direction={direction}>
      {canPublish ? (
        <DecisionButton
          kind="approve"
          disabled={busy || count === 0}
          onClick={() => void decide('publish', ids).then(finish)}
        >
          {translate('app.reviews.publish')}
        </DecisionButton>
      ) : null}
      {canReject ? (
        <DecisionButton kind="reject" disabled={busy || count === 0} onClick={() => setAsking('reject')}>
          {translate('app.reviews.reject')}
        </DecisionButton>
      ) : null}
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy || count === 0}
        onClick={() => setAsking('delete')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.reviews.delete')}
      </Button>
      <RejectDialog
        open={asking === 'reject'}
        count={count}
        busy={busy}
        onReject={(reason) => void decide('reject', ids, reason).then(finish)}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'delete'}
        loading={busy}
        title={translate('app.reviews.delete_title', { smart_count: count })}
        content={translate('app.reviews.delete_content', { smart_count: count })}
        confirm={translate('app.reviews.delete')}
        confirmColor="warning"
        onConfirm={() => void decide('delete', ids).then(finish)}
        onClose={() => setAsking(null)}
      />
    </DecisionStack>
  );
}
