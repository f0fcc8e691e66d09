import { Confirm, useTranslate } from 'react-admin';
import { DecisionButton, DecisionStack } from './decision-button';
import { ReasonDialog } from './reason-dialog';
import { useConfirmedAction } from './use-confirmed-action';

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
 * change request (docs/behaviour.md §14). Each says in Turkish what happened, or the server's reason it did not.
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
  const { asking, setAsking, busy, run } = useConfirmedAction<'approve' | 'reject'>(onSettled);
  return (
    <DecisionStack direction={direction}>
      <DecisionButton kind="approve" disabled={busy} onClick={() => setAsking('approve')}>
        {translate('app.decisions.approve')}
      </DecisionButton>
      <DecisionButton kind="reject" disabled={busy} onClick={() => setAsking('reject')}>
        {translate('app.decisions.reject')}
      </DecisionButton>
      <Confirm
        isOpen={asking === 'approve'}
        loading={busy}
        title={`${messages}.approve_title`}
        content={`${messages}.approve_content`}
        translateOptions={args}
        confirm="app.decisions.approve"
        confirmColor="primary"
        onConfirm={() => void run(approve, `${messages}.approved_done`, args)}
        onClose={() => setAsking(null)}
      />
      {asking === 'reject' ? (
        <ReasonDialog
          open
          title={translate(`${messages}.reject_title`, args)}
          content={translate(`${messages}.reject_content`, args)}
          busy={busy}
          onReject={(reason) => void run(() => reject(reason), `${messages}.rejected_done`, args)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </DecisionStack>
  );
}
