import { SiteLink } from '../ui/site-link';
import { formatNumber } from '../lib/format';
import { Card, CardContent } from '../ui/surfaces';
import { cx } from '../ui/cx';
import { Skeleton } from '../ui/feedback';
import { Typography } from '../ui/typography';
import styles from './side-list.module.css';

export interface SideListItem {
  key: string;
  label: string;
  to: string;
  count: number;
}

/** 'TOP COUNTRIES' / 'TOP CATEGORIES' beside a business grid (docs/screens.md §2). */
export function SideList({
  title,
  items,
  loading = false,
}: {
  title: string;
  items: SideListItem[];
  loading?: boolean;
}) {
  return (
    <Card component="aside" aria-label={title}>
      <CardContent className={styles.header}>
        <Typography variant="overline" component="h2" color="text.secondary">
          {title}
        </Typography>
      </CardContent>
      {!loading && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" className={styles.empty}>
          Nothing to show yet.
        </Typography>
      ) : (
        <ul className={styles.list}>
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} className={cx(styles.item, styles.placeholder)}>
                  <Skeleton className={styles.skeleton} />
                </li>
              ))
            : items.map((item, i) => (
                <li key={item.key} className={styles.item}>
                  <SiteLink to={item.to} className={styles.link}>
                    <Typography variant="caption" color="text.secondary" className={styles.rank}>
                      {i + 1}
                    </Typography>
                    <div className={styles.text}>
                      <Typography variant="body2" component="span" noWrap className={styles.label}>
                        {item.label}
                      </Typography>
                    </div>
                    <Typography variant="caption" color="text.secondary" className={styles.count}>
                      {formatNumber(item.count)}
                    </Typography>
                  </SiteLink>
                </li>
              ))}
        </ul>
      )}
    </Card>
  );
}
