import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { Box, Button, Chip } from '@mui/material';
import type { AdminBusiness } from '@directory/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../../components/toast';
import { setApproval } from './approval-request';
import { NamedConfirm } from './named-confirm';

/** docs/screens.md §2: the state as a label ('Onaylı' / 'Onay bekliyor'); a click on it changes nothing. */
export function ApprovalBadge() {
  const record = useRecordContext<AdminBusiness>();
  const translate = useTranslate();
  if (!record) return null;
  const approved = record.isApproved;
  return (
    // A click on the label neither changes the state nor opens the row.
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-flex' }}>
      <Chip
        size="small"
        variant={approved ? 'filled' : 'outlined'}
        color={approved ? 'success' : 'default'}
        icon={approved ? <CheckCircleIcon /> : undefined}
        label={translate(approved ? 'app.moderation.approved' : 'app.moderation.pending')}
      />
    </Box>
  );
}

/** docs/screens.md §2: 'Onayla' or 'Onayı kaldır' for one business, after a confirmation that names it. */
export function ApproveButton() {
  const record = useRecordContext<AdminBusiness>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    mutationFn: ({ id, approved }: { id: AdminBusiness['id']; approved: boolean }) => setApproval([id], approved),
    onSuccess: () => refresh(),
    onError: () => toast({ title: 'app.common.error', body: 'app.businesses.approval_failed', severity: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!record) return null;
  const approve = !record.isApproved;
  const label = approve ? 'app.moderation.approve' : 'app.moderation.unapprove';
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={approve ? 'success' : 'warning'}
        startIcon={approve ? <CheckCircleIcon /> : <HighlightOffIcon />}
        disabled={change.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate(label)}
      </Button>
      <NamedConfirm
        isOpen={open}
        title={approve ? 'app.moderation.approve_title' : 'app.moderation.unapprove_title'}
        question={approve ? 'app.moderation.approve_content' : 'app.moderation.unapprove_content'}
        names={[record.name]}
        confirm={translate(label)}
        loading={change.isPending}
        onConfirm={(event) => {
          event.stopPropagation();
          change.mutate({ id: record.id, approved: approve });
        }}
        onClose={(event) => {
          event.stopPropagation();
          setOpen(false);
        }}
      />
    </>
  );
}
