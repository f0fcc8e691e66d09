import { PAGE_SIZES, type BusinessDetail } from '@directory/shared';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Divider } from '../../../ui/layout';
import { Paper } from '../../../ui/surfaces';
import { Skeleton } from '../../../ui/feedback';
import { Typography } from '../../../ui/typography';
import { useReviews } from '../api/reviews-api';
import styles from './business-reviews-section.module.css';
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
    <Paper variant="outlined" component="section" aria-labelledby="site-reviews" className={styles.section}>
      <Typography id="site-reviews" component="h2" variant="h6" className={styles.heading}>
        Reviews on this site
      </Typography>
      {top.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : top.isError ? (
        <Typography color="text.secondary">Reviews could not be loaded. Please try again later.</Typography>
      ) : count === 0 ? (
        <Typography color="text.secondary" className={styles.empty}>
          No reviews yet. Be the first to share your experience of {business.name}.
        </Typography>
      ) : (
        <ReviewSummary summary={top.data.summary} />
      )}
      <Divider className={styles.divider} />
      <WriteReviewPanel business={business} viewer={viewer} />
      {top.data && top.data.reviews.length > 0 && (
        <>
          <Divider className={styles.dividerAbove} />
          <Typography component="h3" variant="subtitle1" className={styles.subheading}>
            Most helpful reviews
          </Typography>
          <ReviewList reviews={top.data.reviews} slug={business.slug} viewer={viewer} />
          <div className={styles.more}>
            <Button to={`/business/${business.slug}/reviews`} variant="outlined">
              {`See all ${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`}
            </Button>
          </div>
        </>
      )}
    </Paper>
  );
}
