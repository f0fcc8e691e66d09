import type { ReactNode } from 'react';
import { Typography } from '../../../ui/typography';
import styles from './filter-group.module.css';

/** A titled row of filter links. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = `filter-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <Typography id={id} variant="overline" component="h2" color="text.secondary">
        {title}
      </Typography>
      <div className={styles.links}>{children}</div>
    </nav>
  );
}
