import { LIMITS } from '@directory/shared';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../ui/surfaces';
import { cx } from '../../../ui/cx';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import styles from './link-panel.module.css';

export interface PanelEntry {
  key: string;
  name: string;
  to: string;
  /** '#1' … for ranked lists. */
  rank?: string;
  meta?: string;
}

interface LinkPanelProps {
  title: string;
  subtitle: string;
  icon: ReactNode;
  /** A class that sets `--accent`, the gradient of the panel's top bar and icon square. */
  accentClassName: string;
  entries: PanelEntry[];
  loading: boolean;
  footer?: ReactNode;
}

/** docs/screens.md §2 Home panel: up to 40 entries in 5 columns, a name too long for its column ends in an ellipsis (CSS), the full name in its title, skeletons while loading. */
export function LinkPanel({ title, subtitle, icon, accentClassName, entries, loading, footer }: LinkPanelProps) {
  const shown = entries.slice(0, LIMITS.homeEntries);
  return (
    <Card component="section" aria-label={title} className={cx(styles.panel, accentClassName)}>
      <div className={styles.accent} />
      <CardContent className={styles.content}>
        <div className={styles.head}>
          <div className={styles.icon}>{icon}</div>
          <div>
            <Typography variant="h6" component="h2" className={styles.title}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </div>
        </div>
        <ul aria-busy={loading} className={styles.list}>
          {loading
            ? Array.from({ length: LIMITS.homeEntries }, (_, i) => (
                <li key={i}>
                  {/* The kit's Skeleton takes no data-* attributes: the same placeholder, drawn here. */}
                  <span
                    aria-hidden
                    data-testid="panel-skeleton"
                    className={cx('ui-skeleton ui-skeleton-text', styles.skeleton)}
                  />
                </li>
              ))
            : shown.map((entry) => (
                <li key={entry.key}>
                  <Link to={entry.to} title={entry.name} className={styles.entry}>
                    {entry.rank && (
                      <Typography component="span" variant="caption" className={styles.rank}>
                        {entry.rank}
                      </Typography>
                    )}
                    <Typography component="span" variant="body2" noWrap className={styles.name}>
                      {entry.name}
                    </Typography>
                    {entry.meta && (
                      <Typography component="span" variant="caption" className={styles.meta}>
                        {entry.meta}
                      </Typography>
                    )}
                  </Link>
                </li>
              ))}
        </ul>
        {!loading && shown.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nothing listed yet.
          </Typography>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
      </CardContent>
    </Card>
  );
}
