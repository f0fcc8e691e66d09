import { Chip, Stack, Typography } from '@mui/material';
import { REVIEW_SORTS, type ReviewSort } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';

const SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** The orders as real links (`?sort=`, none for the default), each starting again at page 1. */
export function ReviewSortLinks({ current }: { current: ReviewSort }) {
  return (
    <Stack
      component="nav"
      aria-label="Sort reviews"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary">
        Sort by
      </Typography>
      {REVIEW_SORTS.map((sort) => (
        <Chip
          key={sort}
          label={SORT_LABELS[sort]}
          component={RouterLink}
          to={{ search: sort === 'helpful' ? '' : `?sort=${sort}` }}
          clickable
          color={sort === current ? 'primary' : 'default'}
          variant={sort === current ? 'filled' : 'outlined'}
          aria-current={sort === current ? 'page' : undefined}
        />
      ))}
    </Stack>
  );
}
