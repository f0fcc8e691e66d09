import type { ReactNode } from 'react';
import { Card, CardLink } from '../ui/surfaces';
import styles from './link-card.module.css';

interface LinkCardProps {
  to: string;
  /** Stretch the content to the card's full height, so it can push a last line to the bottom. */
  stretch?: boolean;
  children: ReactNode;
}

/** A directory card that is one link as a whole, its shadow lifting on hover. */
export function LinkCard({ to, stretch = false, children }: LinkCardProps) {
  return (
    <Card className={styles.card}>
      <CardLink to={to} className={stretch ? styles.stretch : styles.link}>
        {children}
      </CardLink>
    </Card>
  );
}
