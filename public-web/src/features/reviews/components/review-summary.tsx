import type { ReviewSummary as Summary } from '@directory/shared';
import { Stars } from '../../../components/stars';
import { formatNumber } from '../../../lib/format';
import { ProgressBar } from '../../../ui/feedback';
import { Typography } from '../../../ui/typography';
import { StarIcon } from '../../../ui/icons/star';
import styles from './review-summary.module.css';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The average, the count and five bars drawn from the real counts of published reviews (docs/behaviour.md §13). */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { average, count, distribution } = summary;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <Typography className={styles.figure}>{average === null ? '–' : average.toFixed(1)}</Typography>
        <Stars
          value={average ?? 0}
          size="medium"
          label={average === null ? 'Not rated yet' : `Rated ${average.toFixed(1)} out of 5`}
        />
        <Typography variant="body2" color="text.secondary">
          {`${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'} on this site`}
        </Typography>
      </div>
      <div className={styles.bars} role="group" aria-label="Rating distribution">
        {STARS.map((stars) => {
          const n = distribution[stars];
          const value = count > 0 ? (n / count) * 100 : 0;
          return (
            <div key={stars} className={styles.row}>
              <Typography variant="body2" className={styles.stars}>
                {stars}
                <StarIcon fontSize={14} className={styles.star} />
              </Typography>
              {/* The exact share, as MUI's bar gave it (the kit's bar rounds it). */}
              <ProgressBar
                value={value}
                aria-valuenow={value}
                aria-label={`${stars} stars: ${n} ${n === 1 ? 'review' : 'reviews'}`}
                className={styles.bar}
              />
              <Typography variant="body2" color="text.secondary" className={styles.count}>
                {formatNumber(n)}
              </Typography>
            </div>
          );
        })}
      </div>
    </div>
  );
}
