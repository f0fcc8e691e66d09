import type { ReactNode } from 'react';
import { Paper } from '../ui/surfaces';
import styles from './filter-panel.module.css';

/** The outlined panel above a directory list that holds its A–Z strip, filter box and layout toggle. */
export function FilterPanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" className={styles.panel}>
      {children}
    </Paper>
  );
}
