import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { REVIEW_LIMITS } from '@directory/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BusyButton } from '../../components/busy-button';
import { rejectReasonError } from './reject-reason';
import BlockIcon from '@mui/icons-material/Block';

/** Asks the reason a rejection needs (CONTRACT §13): one for all the reviews it rejects. */
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
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = rejectReasonError(reason);
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!error) onReject(reason.trim());
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" onClick={(e) => e.stopPropagation()}>
      <DialogTitle>{translate('app.reviews.reject_title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.reviews.reject_content', { smart_count: count })}
        </Typography>
        <TextField
          autoFocus
          required
          multiline
          minRows={3}
          fullWidth
          label={translate('app.reviews.reject_reason')}
          value={reason}
          disabled={busy}
          onChange={(event) => setReason(event.target.value)}
          error={tried && error !== null}
          helperText={
            tried && error
              ? translate(error.key, error.args)
              : translate('app.reviews.reason_count', {
                  count: reason.trim().length,
                  max: REVIEW_LIMITS.rejectReason.max,
                })
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <BusyButton
          variant="contained"
          color="warning"
          busy={busy}
          icon={<BlockIcon />}
          spinnerColor="inherit"
          onClick={submit}
        >
          {translate('app.reviews.reject')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
