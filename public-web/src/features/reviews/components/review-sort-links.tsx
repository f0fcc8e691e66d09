import { REVIEW_SORTS, type ReviewSort } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { cx } from '../../../ui/cx';
import { Typography } from '../../../ui/typography';
import styles from './review-sort-links.module.css';

const SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** The orders as real links (`?sort=`, none for the default), each starting again at page 1. */
export function ReviewSortLinks({ current }: { current: ReviewSort }) {
  return (
    <nav aria-label="Sort reviews" className={styles.sorts}>
      <Typography variant="body2" color="text.secondary">
        Sort by
      </Typography>
      {REVIEW_SORTS.map((sort) => (
        // The kit's Chip as a link, in its classes: this one also says which order is the current one.
        <RouterLink
          key={sort}
          to={{ search: sort === 'helpful' ? '' : `?sort=${sort}` }}
          className={cx('ui-chip', 'ui-chip-clickable', sort === current ? 'ui-chip-primary' : 'ui-chip-outlined')}
          aria-current={sort === current ? 'page' : undefined}
        >
          <span className="ui-chip-label">{SORT_LABELS[sort]}</span>
        </RouterLink>
      ))}
    </nav>
  );
}
