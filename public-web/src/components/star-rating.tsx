import { formatRating } from '../lib/format';
import { Typography } from '../ui/typography';
import styles from './star-rating.module.css';
import { Stars } from './stars';

interface StarRatingProps {
  rating: number | string | null | undefined;
  reviewCount?: number;
  size?: 'small' | 'medium' | 'large';
  /** Text colour of the number and count, for dark backgrounds. */
  color?: string;
}

/** Five stars, the rating with one decimal and '(N reviews)'; 'No rating yet' for a business nobody rated. */
export function StarRating({ rating, reviewCount, size = 'small', color }: StarRatingProps) {
  const value = formatRating(rating);
  // A caller's colour is only known at run time; without one the text keeps the palette's colours.
  const tint = color ? { color } : undefined;
  if (Number(value) === 0 && !reviewCount) {
    return (
      <Typography component="span" variant="body2" color={color ? undefined : 'text.secondary'} style={tint}>
        No rating yet
      </Typography>
    );
  }
  return (
    <div className={styles.rating}>
      <Stars value={Number(value)} size={size} label={`Rated ${value} out of 5`} />
      <Typography component="span" variant="body2" className={styles.value} style={tint}>
        {value}
      </Typography>
      {reviewCount !== undefined && (
        <Typography
          component="span"
          variant="body2"
          color={color ? undefined : 'text.secondary'}
          className={color ? styles.tinted : undefined}
          style={tint}
        >
          ({reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'})
        </Typography>
      )}
    </div>
  );
}
