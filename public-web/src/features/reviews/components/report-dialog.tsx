import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { REPORT_REASONS, REVIEW_LIMITS, type ReportReason } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { messageOf } from '../../account/api/account-api';
import { useReportReview } from '../api/reviews-api';

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  conflict_of_interest: 'Written by the owner, staff or a competitor',
  fake: 'Fake: not a real experience',
  other: 'Something else',
};

/** Why a visitor reports a review: one of the contract's reasons and an optional note. */
export function ReportDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const report = useReportReview();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) report.mutate({ id: reviewId, reason, ...(note.trim() && { note: note.trim() }) });
  };
  const already = report.error instanceof ApiError && report.error.status === 409;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`report-title-${reviewId}`}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`report-title-${reviewId}`}>Report this review</DialogTitle>
        <DialogContent>
          {report.isSuccess ? (
            <Alert severity="success">Thank you. A moderator will look at this review.</Alert>
          ) : (
            <>
              <RadioGroup
                name="reason"
                value={reason}
                onChange={(event) => setReason(event.target.value as ReportReason)}
                aria-label="Reason"
              >
                {REPORT_REASONS.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={REASON_LABELS[value]} />
                ))}
              </RadioGroup>
              <TextField
                label="Anything we should know? (optional)"
                name="note"
                multiline
                minRows={2}
                fullWidth
                value={note}
                onChange={(event) => setNote(event.target.value)}
                slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.reportNote.max } }}
                sx={{ mt: 1 }}
              />
              {report.isError && (
                <Alert severity={already ? 'info' : 'error'} role="alert" sx={{ mt: 2 }}>
                  {already ? 'You have already reported this review.' : messageOf(report.error)}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{report.isSuccess ? 'Close' : 'Cancel'}</Button>
          {!report.isSuccess && (
            <Button type="submit" variant="contained" disabled={!reason || report.isPending}>
              Send report
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
