import type { BusinessCard as BusinessCardData } from '@directory/shared';
import { Card, CardContent, CardLink } from '../ui/surfaces';
import { Chip } from '../ui/chip';
import { Skeleton } from '../ui/feedback';
import { Typography } from '../ui/typography';
import { NearMeOutlinedIcon } from '../ui/icons/near-me-outlined';
import { PhoneIcon } from '../ui/icons/phone';
import { PlaceIcon } from '../ui/icons/place';
import styles from './business-card.module.css';
import { BusinessImage } from './business-image';
import { formatDistance } from './format-distance';
import { StarRating } from './star-rating';

/**
 * docs/screens.md §2 "Business card"; the whole card leads to /business/{slug}. The first card of a list is
 * in the first screen on a phone, its photo often the largest paint: `priority` fetches it at once.
 */
interface BusinessCardProps {
  /** A search result's card also carries its distance from the visitor when the search had a position. */
  business: BusinessCardData & { distanceKm?: number | null };
  priority?: boolean;
}

export function BusinessCard({ business, priority = false }: BusinessCardProps) {
  return (
    <Card component="article" className={styles.card}>
      <CardLink to={`/business/${business.slug}`} className={styles.link}>
        {/* On a phone the picture sits beside the text, so a card takes a few lines, not a screen. */}
        <div className={styles.picture}>
          <BusinessImage src={business.imageUrl} alt="" className={styles.image} priority={priority} />
        </div>
        <CardContent className={styles.content}>
          <Typography variant="subtitle1" component="h3" className={styles.name}>
            {business.name}
          </Typography>
          <div>
            <Chip label={business.category} size="small" color="primary" variant="outlined" />
          </div>
          <StarRating rating={business.rating} reviewCount={business.reviewCount} />
          <div className={styles.facts}>
            <div className={styles.fact}>
              <PlaceIcon fontSize={18} className={styles.placeIcon} />
              <Typography variant="body2" className={styles.wrap}>
                {business.address}
              </Typography>
            </div>
            {typeof business.distanceKm === 'number' && (
              <div className={styles.fact}>
                <NearMeOutlinedIcon fontSize={18} />
                <Typography variant="body2">{formatDistance(business.distanceKm)} away</Typography>
              </div>
            )}
            {business.phone && (
              <div className={styles.fact}>
                <PhoneIcon fontSize={18} />
                <Typography variant="body2" className={styles.wrap}>
                  {business.phone}
                </Typography>
              </div>
            )}
          </div>
        </CardContent>
      </CardLink>
    </Card>
  );
}

export function BusinessCardSkeleton() {
  return (
    <Card className={styles.card} aria-hidden>
      <Skeleton variant="rectangular" height={160} />
      <CardContent>
        <Skeleton width="80%" height={28} />
        <Skeleton width={90} height={28} />
        <Skeleton width="60%" />
        <Skeleton width="90%" />
      </CardContent>
    </Card>
  );
}
