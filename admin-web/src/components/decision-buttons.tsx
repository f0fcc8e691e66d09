import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { ReasonDialog } from './reason-dialog';

export interface DecisionButtonsProps {
  /**
   * Where the texts are: `${messages}.approve_title`, `approve_content`, `reject_title`, `reject_content`,
   * `approved_done`, `rejected_done`, each filled in with `args` (the business's and the account's names).
   */
  messages: string;
  args: Record<string, string>;
  approve: () => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  /** Reads the list and the counts again after a decision, taken or refused. */
  onSettled: () => unknown;
  direction?: 'row' | 'column';
}

/**
 * 'Onayla' after a confirmation naming the business, and 'Reddet' with the reason it needs: for a claim or a
 * change request (CONTRACT §14). Each says in Turkish what happened, or the server's reason it did not.
 */
export function DecisionButtons({
  messages,
  args,
  approve,
  reject,
  onSettled,
  direction = 'row',
}: DecisionButtonsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (decision: 'approve' | 'reject', action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      notify(`${messages}.${decision === 'approve' ? 'approved_done' : 'rejected_done'}`, {
        type: 'success',
        messageArgs: args,
      });
      setAsking(null);
    } catch (error) {
      notify('app.decisions.failed', {
        type: 'error',
        messageArgs: { message: error instanceof Error && error.message ? error.message : String(error) },
      });
      setAsking(null);
    } finally {
      setBusy(false);
      await onSettled();
    }
  };
  return (
    <Stack
      direction={direction}
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onClick={(event) => event.stopPropagation()}
    >
      <Button
        size="small"
        color="success"
        variant="outlined"
        startIcon={<CheckCircleIcon />}
        disabled={busy}
        onClick={() => setAsking('approve')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.decisions.approve')}
      </Button>
      <Button
        size="small"
        color="warning"
        variant="outlined"
        startIcon={<BlockIcon />}
        disabled={busy}
        onClick={() => setAsking('reject')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.decisions.reject')}
      </Button>
      <Confirm
        isOpen={asking === 'approve'}
        loading={busy}
        title={`${messages}.approve_title`}
        content={`${messages}.approve_content`}
        translateOptions={args}
        confirm="app.decisions.approve"
        confirmColor="primary"
        onConfirm={() => void run('approve', approve)}
        onClose={() => setAsking(null)}
      />
      {asking === 'reject' ? (
        <ReasonDialog
          open
          title={translate(`${messages}.reject_title`, args)}
          content={translate(`${messages}.reject_content`, args)}
          busy={busy}
          onReject={(reason) => void run('reject', () => reject(reason))}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Stack>
  );
}
