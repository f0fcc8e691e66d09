import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Button } from '@mui/material';
import type { AdminBusiness } from '@directory/shared';
import { useMutation } from '@tanstack/react-query';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../../components/toast';
import { useAdminProvider } from '../../providers/queries';

/** docs/screens.md §2: the row button reads 'Approved' or 'Approve' and toggles through the API. */
export function ApproveButton() {
  const record = useRecordContext<AdminBusiness>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dp = useAdminProvider();
  const toggle = useMutation({
    mutationFn: (id: number) => dp.toggleApproval(id),
    onSuccess: () => refresh(),
    onError: () => toast({ title: 'app.common.error', body: 'app.businesses.approval_failed', severity: 'error' }),
  });
  if (!record) return null;
  const approved = record.isApproved;
  return (
    <Button
      size="small"
      variant={approved ? 'contained' : 'outlined'}
      color={approved ? 'success' : 'primary'}
      startIcon={approved ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.stopPropagation();
        toggle.mutate(record.id);
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(approved ? 'app.businesses.approved' : 'app.businesses.approve')}
    </Button>
  );
}
