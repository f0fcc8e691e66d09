import type { OwnReview } from '@directory/shared';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { RateReviewIcon } from '../../../ui/icons/rate-review';
import { messageOf } from '../../../lib/api-client';
import { useDeleteReview } from '../api/reviews-api';
import type { ReviewViewer } from './use-review-viewer';
import { useSignInPath } from './sign-in-path';
import styles from './write-review-panel.module.css';

// Only a signed-in visitor sees the form, and only after hydration: loaded then, not with every business page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

const STATE_TEXT: Record<OwnReview['state'], string> = {
  published: 'Your review is published.',
  pending: 'Your review waits for a moderator before it shows here.',
  rejected: 'A moderator rejected your review.',
};

interface WriteReviewPanelProps {
  business: { id: number; slug: string; name: string };
  viewer: ReviewViewer;
}

/**
 * 'Write a review' for a signed-in visitor, 'Sign in to write a review' otherwise; the author's own
 * review, with its state, once written; nothing to write for the business's owner (docs/behaviour.md §13).
 */
export function WriteReviewPanel({ business, viewer: { viewer, me, own, ownPending } }: WriteReviewPanelProps) {
  const signIn = useSignInPath('#write-review');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteReview(business.slug);

  if (viewer === 'anonymous') {
    return (
      <Button to={signIn} variant="outlined" startIcon={<RateReviewIcon />} id="write-review">
        Sign in to write a review
      </Button>
    );
  }
  if (viewer === 'owner') {
    return (
      <Typography color="text.secondary" id="write-review">
        You are the verified owner of {business.name}: you can reply to its reviews below.
      </Typography>
    );
  }
  if (!me?.emailVerified) {
    return (
      <Alert severity="info" id="write-review">
        Confirm your e-mail address to write a review: follow the link we sent you.
      </Alert>
    );
  }
  if (ownPending) return null;
  if (own && !editing) {
    return (
      <div id="write-review">
        <Typography component="h3" variant="subtitle1" className={styles.heading}>
          Your review
        </Typography>
        <Alert
          severity={own.state === 'rejected' ? 'warning' : own.state === 'pending' ? 'info' : 'success'}
          className={styles.state}
        >
          {STATE_TEXT[own.state]}
          {own.rejectionReason && ` Reason: ${own.rejectionReason}`}
        </Alert>
        <Typography className={styles.text}>
          {own.rating}/5 · {own.text}
        </Typography>
        {deleting ? (
          <div className={styles.confirm}>
            <Typography variant="body2">Delete your review for good?</Typography>
            <Button
              size="small"
              color="error"
              variant="contained"
              onClick={() => remove.mutate(own.id)}
              disabled={remove.isPending}
            >
              Yes, delete it
            </Button>
            <Button size="small" onClick={() => setDeleting(false)}>
              Keep it
            </Button>
          </div>
        ) : (
          <div className={styles.buttons}>
            <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
              Edit my review
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting(true)}>
              Delete my review
            </Button>
          </div>
        )}
        {remove.isError && (
          <Typography color="error" role="alert">
            {messageOf(remove.error)}
          </Typography>
        )}
      </div>
    );
  }
  return (
    <div>
      <Typography component="h3" variant="subtitle1" className={styles.formHeading}>
        {own ? 'Edit your review' : 'Write a review'}
      </Typography>
      <Suspense>
        <ReviewForm
          slug={business.slug}
          editing={own}
          onDone={() => setEditing(false)}
          onCancel={own ? () => setEditing(false) : undefined}
        />
      </Suspense>
      <Typography variant="body2" color="text.secondary" className={styles.rules}>
        Reviews follow our <Link to="/terms-of-service">terms</Link>: your own experience, no links or contact details.
      </Typography>
    </div>
  );
}
