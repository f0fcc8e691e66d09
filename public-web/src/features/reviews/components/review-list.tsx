import type { PublicReview } from '@directory/shared';
import { Fragment } from 'react';
import { Divider, Stack } from '../../../ui/layout';
import { ReviewItem } from './review-item';
import type { ReviewViewer } from './use-review-viewer';

export function ReviewList({ reviews, slug, viewer }: { reviews: PublicReview[]; slug: string; viewer: ReviewViewer }) {
  return (
    <Stack>
      {reviews.map((review, index) => (
        <Fragment key={review.id}>
          {index > 0 && <Divider />}
          <ReviewItem review={review} slug={slug} viewer={viewer.viewer} isOwn={viewer.own?.id === review.id} />
        </Fragment>
      ))}
    </Stack>
  );
}
