import type { BusinessDetail } from '@directory/shared';
import { Stars } from '../../../components/stars';
import { formatNumber, formatRating } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Typography } from '../../../ui/typography';
import { OpenInNewIcon } from '../../../ui/icons/open-in-new';
import { ReviewsIcon } from '../../../ui/icons/reviews';
import { InfoCard } from './info-card';
import styles from './reviews-card.module.css';

/** Google's documented Maps URL: a search for the business, pinned to its place id when it has one. */
export function googleReviewsUrl(business: Pick<BusinessDetail, 'name' | 'address' | 'placeId'>): string {
  const params = new URLSearchParams({ api: '1', query: `${business.name}, ${business.address}` });
  if (business.placeId && /^ChIJ/.test(business.placeId)) params.set('query_place_id', business.placeId);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

/**
 * The imported rating, a third party's figure (docs/behaviour.md §0, §13): its average and count only, no
 * bars (its distribution is unknown; the bars of this site's own reviews are in the reviews section).
 */
export function ReviewsCard({ business }: { business: BusinessDetail }) {
  const rating = formatRating(business.rating);
  const reviews = `${formatNumber(business.reviewCount)} ${business.reviewCount === 1 ? 'review' : 'reviews'} on Google`;
  // Without a rating on Google there is nothing to draw: a big 0.0 and five empty stars would read as one.
  const rated = business.reviewCount > 0 && business.rating !== null;
  return (
    <InfoCard title="Customer Reviews" icon={<ReviewsIcon />}>
      <div className={styles.figures}>
        {rated && (
          <>
            <Typography className={styles.average}>{rating}</Typography>
            <Stars value={Number(rating)} size="medium" label={`Rated ${rating} out of 5 on Google`} />
          </>
        )}
        <Typography variant="body2" color="text.secondary" className={styles.count}>
          {business.reviewCount === 0 ? 'No reviews on Google yet' : rated ? `${rating} · ${reviews}` : reviews}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" className={styles.note}>
          Imported with this listing; reviews written on this site are counted apart.
        </Typography>
      </div>
      <Button
        variant="outlined"
        fullWidth
        href={googleReviewsUrl(business)}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
        className={styles.google}
      >
        View All Reviews on Google
      </Button>
    </InfoCard>
  );
}
