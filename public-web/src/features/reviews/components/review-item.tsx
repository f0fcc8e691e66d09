import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { PublicReview } from '@directory/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Stars } from '../../../components/stars';
import { messageOf } from '../../account/api/account-api';
import { useDeleteReply, useHelpfulVote } from '../api/reviews-api';
import { OwnerReplyForm } from './owner-reply-form';
import { ReportDialog } from './report-dialog';
import { reviewDate } from './review-date';
import { useSignInPath } from './sign-in-path';

interface ReviewItemProps {
  review: PublicReview;
  slug: string;
  /** Who reads: nobody signed in, an account, or the business's verified owner (who replies). */
  viewer: 'anonymous' | 'account' | 'owner';
  /** The reader's own review: nothing to vote on or report. */
  isOwn: boolean;
}

/** Text exactly as written: React escapes it, and line breaks are kept without any markup. */
const asText = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

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
    <Box component="article" aria-label={`Review by ${review.author.displayName}`} sx={{ py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stars value={review.rating} label={`${review.rating} out of 5 stars`} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{review.author.displayName}</Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
          {review.editedAt && ' · edited'}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 1, ...asText }}>{review.text}</Typography>

      {reply && !replying && (
        <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5, bgcolor: 'grey.50' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Reply from the owner · {reviewDate(reply.editedAt ?? reply.createdAt)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, ...asText }}>
            {reply.text}
          </Typography>
        </Paper>
      )}
      {replying && (
        <OwnerReplyForm
          slug={slug}
          reviewId={review.id}
          initial={reply?.text ?? ''}
          onDone={() => setReplying(false)}
        />
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
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
      </Stack>
      {vote.isError && (
        <Typography variant="body2" color="error" role="alert">
          {messageOf(vote.error)}
        </Typography>
      )}
      {reporting && <ReportDialog reviewId={review.id} onClose={() => setReporting(false)} />}
    </Box>
  );
}
