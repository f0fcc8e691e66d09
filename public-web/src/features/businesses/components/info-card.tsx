import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../ui/surfaces';
import { Typography } from '../../../ui/typography';
import styles from './info-card.module.css';

export function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} className={styles.card}>
      <CardContent className={styles.content}>
        <div className={styles.header}>
          {icon}
          <Typography variant="h6" component="h2" className={styles.title}>
            {title}
          </Typography>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
