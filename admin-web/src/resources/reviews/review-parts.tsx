import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { AdminReview, ReviewState } from '@directory/shared';
import { type MouseEvent, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';

/** How much of a review the list shows before 'Tamamını oku'. */
export const CLIPPED_CHARS = 220;

export function Stars({ rating }: { rating: number }) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('app.reviews.rating_label', { rating })}
      title={translate('app.reviews.rating_label', { rating })}
      sx={{ display: 'inline-flex', color: '#f5a623', whiteSpace: 'nowrap' }}
    >
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? <StarIcon key={star} fontSize="small" /> : <StarBorderIcon key={star} fontSize="small" />,
      )}
    </Box>
  );
}

const STATE_COLORS: Record<ReviewState, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  published: 'success',
  rejected: 'default',
};

export function StateChip({ state }: { state: ReviewState }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLORS[state]} label={translate(`app.reviews.states.${state}`)} />;
}

/**
 * The review's text as React text, never as markup (docs/behaviour.md §13 "Review text is shown as text"): clipped to
 * a few lines, with a button that shows it whole.
 */
export function ReviewText({ text }: { text: string }) {
  const translate = useTranslate();
  const [whole, setWhole] = useState(false);
  const long = text.length > CLIPPED_CHARS;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" data-testid="review-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {long && !whole ? `${text.slice(0, CLIPPED_CHARS).trimEnd()}…` : text}
      </Typography>
      {long ? (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setWhole(!whole);
          }}
          aria-expanded={whole}
          sx={{ px: 0, minWidth: 0 }}
        >
          {translate(whole ? 'app.reviews.read_less' : 'app.reviews.read_more')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The business: its public page in a new tab and its record in the back office. */
export function BusinessLinks({ business }: { business: AdminReview['business'] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {business.name}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
        <MuiLink
          variant="caption"
          href={`/business/${encodeURIComponent(business.slug)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.stopPropagation()}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
        >
          {translate('app.reviews.public_page')}
          <OpenInNewIcon sx={{ fontSize: 12 }} />
        </MuiLink>
        <MuiLink
          variant="caption"
          component={Link}
          to={`/businesses/${business.id}`}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {translate('app.reviews.admin_business')} #{business.id}
        </MuiLink>
      </Stack>
    </Box>
  );
}

export function Author({ account }: { account: AdminReview['account'] }) {
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{account.displayName}</Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {account.email}
      </Typography>
    </Box>
  );
}

export function ReviewDate({ review }: { review: AdminReview }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Box>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {format.date(review.createdAt)}
      </Typography>
      {review.editedAt ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.reviews.edited', { date: format.date(review.editedAt) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The state, why a pending review is held, why it was rejected, and the reports against it with their notes. */
export function ReviewStatus({ review }: { review: AdminReview }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0, overflowWrap: 'anywhere', alignItems: 'flex-start' }}>
      <StateChip state={review.state} />
      {review.state === 'pending' && review.heldBecause.length > 0 ? (
        <Typography variant="caption" data-testid="held-because" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {translate('app.reviews.held_because', {
            reasons: review.heldBecause.map((reason) => translate(`app.reviews.held.${reason}`)).join(', '),
          })}
        </Typography>
      ) : null}
      {review.state === 'rejected' && review.rejectionReason ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.reviews.rejection_reason', { reason: review.rejectionReason })}
        </Typography>
      ) : null}
      {review.reports.length > 0 ? (
        <Box>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {translate('app.reviews.reports', { smart_count: review.reports.length })}
          </Typography>
          <Box component="ul" data-testid="review-reports" sx={{ m: 0, pl: 2 }}>
            {review.reports.map((report, index) => (
              <Typography component="li" variant="caption" key={index} sx={{ display: 'list-item' }}>
                {translate(`app.reviews.report_reasons.${report.reason}`)}
                {report.note ? ` — ${report.note}` : ''} · {format.day(report.createdAt)}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
