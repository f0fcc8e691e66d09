import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import type { AdminBusiness } from '@directory/shared';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import {
  BulkActionsToolbar,
  Button,
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useToast } from '../../components/toast';
import { setApproval } from './approval-request';
import { NamedConfirm } from './named-confirm';

/** The selected businesses among the rows shown: a bulk action acts on these and names them. */
function useShownSelection(): AdminBusiness[] {
  const { data, selectedIds } = useListContext<AdminBusiness>();
  const selected = new Set(selectedIds);
  return (data ?? []).filter((record) => selected.has(record.id));
}

interface ConfirmedButtonProps {
  label: string;
  icon: ReactElement;
  records: AdminBusiness[];
  title: string;
  question: string;
  danger?: boolean;
  busy: boolean;
  run: (records: AdminBusiness[], close: () => void) => void;
}

function ConfirmedBulkButton({ label, icon, records, title, question, danger, busy, run }: ConfirmedButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label={label}
        color={danger ? 'error' : 'primary'}
        disabled={records.length === 0 || busy}
        onClick={() => setOpen(true)}
      >
        {icon}
      </Button>
      <NamedConfirm
        isOpen={open && records.length > 0}
        title={title}
        question={question}
        names={records.map((record) => record.name)}
        confirm={translate(label)}
        confirmColor={danger ? 'warning' : 'primary'}
        loading={busy}
        onConfirm={() => run(records, close)}
        onClose={close}
      />
    </>
  );
}

function BulkApprovalButton({ approved }: { approved: boolean }) {
  const records = useShownSelection().filter((record) => record.isApproved !== approved);
  const { onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (ids: AdminBusiness['id'][]) => setApproval(ids, approved),
    onSuccess: ({ updated }) => {
      onUnselectItems();
      refresh();
      toast({
        title: 'app.common.success',
        body: approved ? 'app.moderation.approved_done' : 'app.moderation.unapproved_done',
        args: { smart_count: updated },
        severity: 'success',
      });
    },
    onError: () => toast({ title: 'app.common.error', body: 'app.businesses.approval_failed', severity: 'error' }),
  });
  return (
    <ConfirmedBulkButton
      label={approved ? 'app.moderation.approve' : 'app.moderation.unapprove'}
      icon={approved ? <CheckCircleIcon /> : <HighlightOffIcon />}
      records={records}
      title={approved ? 'app.moderation.approve_title' : 'app.moderation.unapprove_title'}
      question={approved ? 'app.moderation.approve_content' : 'app.moderation.unapprove_content'}
      busy={mutation.isPending}
      run={(chosen, close) =>
        mutation.mutate(
          chosen.map((record) => record.id),
          { onSettled: close },
        )
      }
    />
  );
}

function BulkDeleteNamedButton() {
  const records = useShownSelection();
  const { onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <ConfirmedBulkButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      records={records}
      title="resources.businesses.message.bulk_delete_title"
      question="app.moderation.delete_content"
      danger
      busy={isPending}
      run={(chosen, close) =>
        deleteMany(
          'businesses',
          { ids: chosen.map((record) => record.id) },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              close();
              onUnselectItems();
              refresh();
              notify('resources.businesses.notifications.deleted', { messageArgs: { smart_count: chosen.length } });
            },
            onError: () => {
              close();
              notify('ra.notification.http_error', { type: 'error' });
            },
          },
        )
      }
    />
  );
}

/** The bar over a selection (table and phone cards alike): approve, unapprove, delete – each confirmed by name. */
export function BusinessBulkActions() {
  const { selectedIds } = useListContext();
  // The collapsed bar stays in the page; its buttons leave it, so no hidden button can be reached.
  return (
    <BulkActionsToolbar selectAllButton={false}>
      {selectedIds.length > 0 ? (
        <>
          <BulkApprovalButton approved />
          <BulkApprovalButton approved={false} />
          <BulkDeleteNamedButton />
        </>
      ) : null}
    </BulkActionsToolbar>
  );
}
