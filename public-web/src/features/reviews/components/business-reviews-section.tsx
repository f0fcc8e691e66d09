import { Button, Divider, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { PAGE_SIZES, type BusinessDetail } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../lib/format';
import { useReviews } from '../api/reviews-api';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';
import { useReviewViewer } from './use-review-viewer';
import { WriteReviewPanel } from './write-review-panel';

/**
 * The business page's own reviews (docs/behaviour.md §13): the summary with five bars, the three most
 * helpful reviews (in the server's HTML), a link to all of them, and the way to write one.
 */
export function BusinessReviewsSection({ business }: { business: BusinessDetail }) {
  const viewer = useReviewViewer(business.id);
  const top = useReviews(business.slug, 'helpful', 1, PAGE_SIZES.businessPageReviews);
  const count = top.data?.summary.count ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="site-reviews" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="site-reviews" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Reviews on this site
      </Typography>
      {top.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : top.isError ? (
        <Typography color="text.secondary">Reviews could not be loaded. Please try again later.</Typography>
      ) : count === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No reviews yet. Be the first to share your experience of {business.name}.
        </Typography>
      ) : (
        <ReviewSummary summary={top.data.summary} />
      )}
      <Divider sx={{ my: 2 }} />
      <WriteReviewPanel business={business} viewer={viewer} />
      {top.data && top.data.reviews.length > 0 && (
        <>
          <Divider sx={{ mt: 2 }} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
            Most helpful reviews
          </Typography>
          <ReviewList reviews={top.data.reviews} slug={business.slug} viewer={viewer} />
          <Stack direction="row" sx={{ justifyContent: 'center', mt: 1 }}>
            <Button component={RouterLink} to={`/business/${business.slug}/reviews`} variant="outlined">
              {`See all ${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
