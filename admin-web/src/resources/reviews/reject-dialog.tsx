import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog';

/** Asks the reason a rejection needs (docs/behaviour.md §13): one for all the reviews it rejects. */
export function RejectDialog({
  open,
  count,
  busy,
  onReject,
  onClose,
}: {
  open: boolean;
  count: number;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <ReasonDialog
      open={open}
      title={translate('app.reviews.reject_title', { smart_count: count })}
      content={translate('app.reviews.reject_content', { smart_count: count })}
      busy={busy}
      onReject={onReject}
      onClose={onClose}
    />
  );
}
