import type { ReactNode } from 'react';
import { Card, CardContent } from '../../ui/surfaces';
import { Grid } from '../../ui/layout';
import styles from './form-with-sidebar.module.css';

/** A page's form card, two thirds wide on wide screens, beside its sidebar. */
export function FormWithSidebar({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardContent className={styles.content}>{children}</CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>{sidebar}</Grid>
    </Grid>
  );
}
