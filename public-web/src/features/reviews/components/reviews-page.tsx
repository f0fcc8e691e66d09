import { PAGE_SIZES, reviewSortOf } from '@directory/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/detail-load-failure';
import { Pager } from '../../../components/pager';
import { PastTheEnd } from '../../../components/past-the-end';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { isNotFound } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Container, Divider, Stack } from '../../../ui/layout';
import { cx } from '../../../ui/cx';
import { Paper } from '../../../ui/surfaces';
import { Typography } from '../../../ui/typography';
import { ArrowBackIcon } from '../../../ui/icons/arrow-back';
import { useBusiness } from '../../businesses/api/get-business';
import { useReviews } from '../api/reviews-api';
import { ReviewList } from './review-list';
import { ReviewSortLinks } from './review-sort-links';
import { ReviewSummary } from './review-summary';
import styles from './reviews-page.module.css';
import { useReviewViewer } from './use-review-viewer';
import { WriteReviewPanel } from './write-review-panel';

/** `/business/{slug}/reviews`: every published review, ten a page, in the order `?sort=` names (docs/behaviour.md §13). */
export function ReviewsPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const [page] = usePageParam();
  const sort = reviewSortOf(search);
  const business = useBusiness(slug);
  const reviews = useReviews(slug, sort, page, PAGE_SIZES.reviewsPage);
  const viewer = useReviewViewer(business.data?.id ?? 0);
  useDocumentTitle(business.data ? `Reviews of ${business.data.name}` : undefined);

  if (business.isError || reviews.isError) {
    const error = business.error ?? reviews.error;
    return (
      <DetailLoadFailure
        thing="business"
        notFound={isNotFound(error)}
        backTo="/"
        backLabel="Back to Directory"
        onRetry={() => Promise.all([business.refetch(), reviews.refetch()])}
      />
    );
  }
  const data = reviews.data;
  const total = data?.total ?? 0;
  const pastTheEnd = data !== undefined && page > Math.max(1, data.totalPages);
  return (
    <div className={styles.page}>
      <Container maxWidth="md">
        <Button to={`/business/${slug}`} startIcon={<ArrowBackIcon />} className={styles.back}>
          {business.data ? `Back to ${business.data.name}` : 'Back to the business'}
        </Button>
        <Typography component="h1" variant="h4" className={styles.title}>
          {business.data ? `Reviews of ${business.data.name}` : 'Reviews'}
        </Typography>
        {!data || !business.data ? (
          // The kit's Skeleton is aria-hidden and takes no aria-busy: its classes on a span that says it is busy.
          <span aria-busy className={cx('ui-skeleton', 'ui-skeleton-rounded', styles.loading)} />
        ) : (
          <Stack spacing={3}>
            <Paper variant="outlined" className={styles.panel}>
              <ReviewSummary summary={data.summary} />
              <Divider className={styles.divider} />
              <WriteReviewPanel business={business.data} viewer={viewer} />
            </Paper>
            {pastTheEnd ? (
              <PastTheEnd totalPages={data.totalPages} />
            ) : total === 0 ? (
              <Typography color="text.secondary">No reviews yet. Be the first to write one.</Typography>
            ) : (
              <Paper variant="outlined" component="section" aria-label="Reviews" className={styles.reviews}>
                <ReviewSortLinks current={sort} />
                <ReviewList reviews={data.reviews} slug={business.data.slug} viewer={viewer} />
              </Paper>
            )}
            <Pager
              page={page}
              totalPages={data.totalPages}
              label="Review pages"
              summary={
                total > 0 &&
                !pastTheEnd &&
                `Reviews ${formatNumber((page - 1) * data.limit + 1)}–${formatNumber(Math.min(page * data.limit, total))} of ${formatNumber(total)}`
              }
            />
          </Stack>
        )}
      </Container>
    </div>
  );
}
