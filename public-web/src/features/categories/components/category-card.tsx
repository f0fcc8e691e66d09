import { percent, type CategorySummary } from '@directory/shared';
import { CountBar } from '../../../components/count-bar';
import { IconBadge } from '../../../components/icon-badge';
import { LinkCard } from '../../../components/link-card';
import { formatNumber } from '../../../lib/format';
import { CardContent } from '../../../ui/surfaces';
import { cx } from '../../../ui/cx';
import { Typography } from '../../../ui/typography';
import { ArrowForwardIcon } from '../../../ui/icons/arrow-forward';
import { CategoryIcon } from '../../../ui/icons/category';
import { StarIcon } from '../../../ui/icons/star';
import styles from './category-card.module.css';

interface CategoryCardProps {
  category: CategorySummary;
  /** Largest count on the page, for the bar. */
  maxCount: number;
  /** Businesses in every category, for the percentage. */
  totalBusinesses: number;
  layout: 'grid' | 'list';
}

/** docs/behaviour.md §0: the rating is the category's live average, not a fixed 4.2. */
function AverageRating({ rating }: { rating: number | null }) {
  return (
    <div
      className={cx(styles.rating, rating === null && styles.unrated)}
      aria-label={rating === null ? 'No ratings yet' : `Average rating ${rating.toFixed(1)}`}
    >
      <StarIcon fontSize={18} className={styles.star} />
      <Typography component="span" variant="body2" className={styles.ratingValue}>
        {rating === null ? '–' : rating.toFixed(1)}
      </Typography>
    </div>
  );
}

export function CategoryCard({ category, maxCount, totalBusinesses, layout }: CategoryCardProps) {
  const share = percent(category.count, totalBusinesses);
  const count = Number(category.count);
  const rating = category.averageRating === null ? null : Number(category.averageRating);
  const list = layout === 'list';
  return (
    <LinkCard to={`/categories/${category.slug}`}>
      <CardContent className={cx(styles.content, list && styles.list)}>
        <div className={styles.title}>
          <IconBadge>
            <CategoryIcon fontSize="small" />
          </IconBadge>
          <div className={styles.names}>
            <Typography variant="subtitle1" component="h3" noWrap className={styles.name} title={category.category}>
              {category.category}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatNumber(count)} businesses
            </Typography>
          </div>
        </div>
        <div className={styles.figures}>
          <div className={styles.figuresHead}>
            <AverageRating rating={rating !== null && Number.isFinite(rating) ? rating : null} />
            <Typography variant="caption" color="text.secondary">
              {share}% of all businesses
            </Typography>
          </div>
          <CountBar value={count} max={maxCount} label={`${category.category}: ${formatNumber(count)} businesses`} />
        </div>
        {list && <ArrowForwardIcon className={styles.arrow} />}
      </CardContent>
    </LinkCard>
  );
}
