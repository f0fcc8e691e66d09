import { Divider, Stack } from '@mui/material';
import type { PublicReview } from '@directory/shared';
import { ReviewItem } from './review-item';
import type { ReviewViewer } from './use-review-viewer';

export function ReviewList({ reviews, slug, viewer }: { reviews: PublicReview[]; slug: string; viewer: ReviewViewer }) {
  return (
    <Stack divider={<Divider flexItem />}>
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          review={review}
          slug={slug}
          viewer={viewer.viewer}
          isOwn={viewer.own?.id === review.id}
        />
      ))}
    </Stack>
  );
}
