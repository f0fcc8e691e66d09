import type { PublicReview } from '@directory/shared';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Stars } from '../../../components/stars';
import { Button } from '../../../ui/button';
import { Paper } from '../../../ui/surfaces';
import { Typography } from '../../../ui/typography';
import { FlagOutlinedIcon } from '../../../ui/icons/flag-outlined';
import { ReplyIcon } from '../../../ui/icons/reply';
import { ThumbUpOutlinedIcon } from '../../../ui/icons/thumb-up-outlined';
import { messageOf } from '../../../lib/api-client';
import { useDeleteReply, useHelpfulVote } from '../api/reviews-api';
import { reviewDate } from './review-date';
import styles from './review-item.module.css';
import { useSignInPath } from './sign-in-path';

// Shown only on a visitor's action (reply, report): loaded then, not with every business page.
const OwnerReplyForm = lazy(() => import('./owner-reply-form').then((module) => ({ default: module.OwnerReplyForm })));
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

interface ReviewItemProps {
  review: PublicReview;
  slug: string;
  /** Who reads: nobody signed in, an account, or the business's verified owner (who replies). */
  viewer: 'anonymous' | 'account' | 'owner';
  /** The reader's own review: nothing to vote on or report. */
  isOwn: boolean;
}

/** One published review: its rating, author, date and text, the owner's reply, and what a reader can do with it. */
export function ReviewItem({ review, slug, viewer, isOwn }: ReviewItemProps) {
  const navigate = useNavigate();
  const signIn = useSignInPath();
  const vote = useHelpfulVote();
  const deleteReply = useDeleteReply(slug);
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);
  const helpfulCount = vote.data?.helpfulCount ?? review.helpfulCount;
  const whenSignedIn = (action: () => void) => () => (viewer === 'anonymous' ? navigate(signIn) : action());
  const reply = review.ownerReply;

  return (
    <article aria-label={`Review by ${review.author.displayName}`} className={styles.review}>
      <div className={styles.byline}>
        <Stars value={review.rating} label={`${review.rating} out of 5 stars`} />
        <Typography className={styles.author}>{review.author.displayName}</Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
          {review.editedAt && ' · edited'}
        </Typography>
      </div>
      {/* Text exactly as written: React escapes it, and line breaks are kept without any markup. */}
      <Typography className={styles.text}>{review.text}</Typography>

      {reply && !replying && (
        <Paper variant="outlined" className={styles.reply}>
          <Typography variant="body2" className={styles.replyHeading}>
            Reply from the owner · {reviewDate(reply.editedAt ?? reply.createdAt)}
          </Typography>
          <Typography variant="body2" className={styles.replyText}>
            {reply.text}
          </Typography>
        </Paper>
      )}
      {replying && (
        <Suspense>
          <OwnerReplyForm
            slug={slug}
            reviewId={review.id}
            initial={reply?.text ?? ''}
            onDone={() => setReplying(false)}
          />
        </Suspense>
      )}

      <div className={styles.actions}>
        {viewer !== 'owner' && !isOwn && (
          <Button
            size="small"
            startIcon={<ThumbUpOutlinedIcon />}
            aria-pressed={vote.data?.helpful ?? false}
            onClick={whenSignedIn(() => vote.mutate(review.id))}
            disabled={vote.isPending}
          >
            Helpful ({helpfulCount})
          </Button>
        )}
        {!isOwn && (
          <Button
            size="small"
            color="inherit"
            startIcon={<FlagOutlinedIcon />}
            onClick={whenSignedIn(() => setReporting(true))}
          >
            Report
          </Button>
        )}
        {isOwn && (
          <Typography variant="body2" color="text.secondary">
            {`Your review · ${helpfulCount} found it helpful`}
          </Typography>
        )}
        {viewer === 'owner' && !replying && (
          <Button size="small" startIcon={<ReplyIcon />} onClick={() => setReplying(true)}>
            {reply ? 'Edit reply' : 'Reply'}
          </Button>
        )}
        {viewer === 'owner' && reply && !replying && (
          <Button size="small" color="inherit" onClick={() => deleteReply.mutate(review.id)}>
            Delete reply
          </Button>
        )}
      </div>
      {vote.isError && (
        <Typography variant="body2" color="error" role="alert">
          {messageOf(vote.error)}
        </Typography>
      )}
      {reporting && (
        <Suspense>
          <ReportDialog reviewId={review.id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </article>
  );
}
