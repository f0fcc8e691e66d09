import { formatRating } from '../lib/format';
import { Typography } from '../ui/typography';
import styles from './star-rating.module.css';
import { Stars } from './stars';

interface StarRatingProps {
  rating: number | string | null | undefined;
  reviewCount?: number;
  /** Where the reviews were written, after their count: '(8 reviews on this site)'. */
  countedWhere?: string;
  size?: 'small' | 'medium' | 'large';
}

/** Five stars, the rating with one decimal and '(N reviews)'; 'No rating yet' for a business nobody rated. */
export function StarRating({ rating, reviewCount, countedWhere, size = 'small' }: StarRatingProps) {
  const value = formatRating(rating);
  if (Number(value) === 0 && !reviewCount) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        No rating yet
      </Typography>
    );
  }
  return (
    <div className={styles.rating}>
      <Stars value={Number(value)} size={size} label={`Rated ${value} out of 5`} />
      <Typography component="span" variant="body2" className={styles.value}>
        {value}
      </Typography>
      {reviewCount !== undefined && (
        <Typography component="span" variant="body2" color="text.secondary">
          ({reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'}
          {countedWhere ? ` ${countedWhere}` : ''})
        </Typography>
      )}
    </div>
  );
}
