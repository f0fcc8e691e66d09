import { REPORT_REASONS, REVIEW_LIMITS, type ReportReason } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { StateTextField } from '../../../components/form/state-text-field';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { messageOf } from '../../../lib/api-client';
import { useReportReview } from '../api/reviews-api';
import styles from './report-dialog.module.css';

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
    <Dialog open onClose={onClose} aria-labelledby={`report-title-${reviewId}`}>
      <form onSubmit={submit} noValidate>
        <h2 id={`report-title-${reviewId}`} className="ui-dialog-title">
          Report this review
        </h2>
        <div className="ui-dialog-content">
          {report.isSuccess ? (
            <Alert severity="success">Thank you. A moderator will look at this review.</Alert>
          ) : (
            <>
              {/* The kit has no radio: its checkbox row (`ui-check`) with a radio input in it. */}
              <div role="radiogroup" aria-label="Reason" className={styles.reasons}>
                {REPORT_REASONS.map((value) => (
                  <label key={value} className={`ui-check ${styles.reason}`}>
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={(event) => setReason(event.target.value as ReportReason)}
                    />
                    <span>{REASON_LABELS[value]}</span>
                  </label>
                ))}
              </div>
              <StateTextField
                label="Anything we should know? (optional)"
                name="note"
                multiline
                minRows={2}
                fullWidth
                value={note}
                onValueChange={setNote}
                maxLength={REVIEW_LIMITS.reportNote.max}
                className={styles.note}
              />
              {report.isError && (
                <Alert severity={already ? 'info' : 'error'} role="alert" className={styles.error}>
                  {already ? 'You have already reported this review.' : messageOf(report.error)}
                </Alert>
              )}
            </>
          )}
        </div>
        <div className="ui-dialog-actions">
          <Button onClick={onClose}>{report.isSuccess ? 'Close' : 'Cancel'}</Button>
          {!report.isSuccess && (
            <Button type="submit" variant="contained" disabled={!reason || report.isPending}>
              Send report
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
