import type { ReactNode } from 'react';
import { cx } from '../ui/cx';
import { Grid } from '../ui/layout';
import { Paper } from '../ui/surfaces';
import { Skeleton } from '../ui/feedback';
import { Typography } from '../ui/typography';
import styles from './stat-tile.module.css';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  /** 'glass' sits on the gradient header, 'plain' on the page. */
  tone?: 'glass' | 'plain';
  /** Small on a phone: no icon, the figure above its label, little padding. */
  compact?: boolean;
}

export function StatTile({ label, value, icon, loading = false, tone = 'plain', compact = false }: StatTileProps) {
  const glass = tone === 'glass';
  return (
    <Paper
      variant={glass ? 'elevation' : 'outlined'}
      className={cx(styles.tile, glass ? styles.glass : styles.plain, compact && styles.compact)}
    >
      {icon && <div className={styles.icon}>{icon}</div>}
      <div className={styles.body}>
        <Typography variant="h5" component="p" className={styles.value}>
          {loading ? <Skeleton width={72} className={glass ? styles.glassSkeleton : undefined} /> : value}
        </Typography>
        <Typography variant="body2" color={glass ? undefined : 'text.secondary'}>
          {label}
        </Typography>
      </div>
    </Paper>
  );
}

export interface HeaderStat {
  label: string;
  value: ReactNode;
  icon: ReactNode;
}

/**
 * The row of glass tiles in a page header (docs/screens.md §2: "Stat cards" of the list and detail pages);
 * side by side and compact on a phone too, so they do not push the page's content a screen down.
 */
export function HeaderStats({ stats, loading = false }: { stats: HeaderStat[]; loading?: boolean }) {
  return (
    <Grid container className={cx(styles.stats, stats.length < 3 && styles.narrow)}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <StatTile tone="glass" label={stat.label} value={stat.value} icon={stat.icon} loading={loading} compact />
        </div>
      ))}
    </Grid>
  );
}
