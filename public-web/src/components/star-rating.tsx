import { Box, Typography } from '@mui/material';
import { formatRating } from '../lib/format';
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
  if (Number(value) === 0 && !reviewCount) {
    return (
      <Typography component="span" variant="body2" sx={{ color: color ?? 'text.secondary' }}>
        No rating yet
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <Stars value={Number(value)} size={size} label={`Rated ${value} out of 5`} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: color ?? 'text.primary' }}>
        {value}
      </Typography>
      {reviewCount !== undefined && (
        <Typography
          component="span"
          variant="body2"
          sx={{ color: color ?? 'text.secondary', opacity: color ? 0.85 : 1 }}
        >
          ({reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'})
        </Typography>
      )}
    </Box>
  );
}
