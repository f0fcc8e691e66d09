import type { ReactNode } from 'react';
import { Container } from '../ui/layout';
import { Typography } from '../ui/typography';
import { BreadcrumbTrail, type Crumb } from './breadcrumb-trail';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** The breadcrumb after Home, ending with this page. */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** The gradient band at the top of every list and detail page. */
export function PageHeader({ title, subtitle, eyebrow, crumbs, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <Container maxWidth="lg">
        {crumbs && <BreadcrumbTrail trail={crumbs} />}
        {eyebrow && (
          <Typography variant="overline" className={styles.eyebrow}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h3" component="h1" className={styles.title}>
          {title}
        </Typography>
        {subtitle && <Typography className={styles.subtitle}>{subtitle}</Typography>}
        {children && <div className={styles.children}>{children}</div>}
      </Container>
    </header>
  );
}
