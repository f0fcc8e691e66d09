import { REVIEW_SORTS, type ReviewSort } from '@directory/shared';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../../ui/site-link';
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
  const { pathname } = useLocation();
  return (
    <nav aria-label="Sort reviews" className={styles.sorts}>
      <Typography variant="body2" color="text.secondary">
        Sort by
      </Typography>
      {REVIEW_SORTS.map((sort) => (
        // The kit's Chip as a link, in its classes: this one also says which order is the current one.
        <SiteLink
          key={sort}
          to={sort === 'helpful' ? pathname : `${pathname}?sort=${sort}`}
          className={cx('ui-chip', 'ui-chip-clickable', sort === current ? 'ui-chip-primary' : 'ui-chip-outlined')}
          aria-current={sort === current ? 'page' : undefined}
        >
          <span className="ui-chip-label">{SORT_LABELS[sort]}</span>
        </SiteLink>
      ))}
    </nav>
  );
}
