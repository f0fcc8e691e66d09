import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { Typography } from '../../../ui/typography';
import styles from './account-section.module.css';

interface AccountSectionProps {
  title: string;
  /** Added to the heading's classes. */
  titleClassName?: string;
  children: ReactNode;
}

/** A titled part of an account card: the account page's, or the owner's dashboard's. */
export function AccountSection({ title, titleClassName, children }: AccountSectionProps) {
  return (
    <section className={styles.section}>
      <Typography component="h2" variant="h6" className={cx(styles.title, titleClassName)}>
        {title}
      </Typography>
      {children}
    </section>
  );
}
