import BlockIcon from '@mui/icons-material/Block';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BusyButton } from './busy-button';
import { REASON_LIMITS, reasonError } from './reason-error';

/** Asks the reason a rejection needs; nothing is sent until it is 3–500 characters. */
export function ReasonDialog({
  open,
  title,
  content,
  busy,
  onReject,
  onClose,
}: {
  open: boolean;
  /** Already translated. */
  title: string;
  content: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = reasonError(reason);
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
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="sm"
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {content}
        </Typography>
        <TextField
          autoFocus
          required
          multiline
          minRows={3}
          fullWidth
          label={translate('app.decisions.reason')}
          value={reason}
          disabled={busy}
          onChange={(event) => setReason(event.target.value)}
          error={tried && error !== null}
          helperText={
            tried && error
              ? translate(error.key, error.args)
              : translate('app.decisions.reason_count', { count: reason.trim().length, max: REASON_LIMITS.max })
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
          {translate('app.decisions.reject')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
