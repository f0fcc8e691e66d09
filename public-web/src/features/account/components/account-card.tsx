import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cx } from '../../../ui/cx';
import { Container } from '../../../ui/layout';
import { Paper } from '../../../ui/surfaces';
import { Typography } from '../../../ui/typography';
import styles from './account-card.module.css';

/** The frame of the account pages: one narrow card with the page's heading. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" className={styles.container}>
      <Paper variant="outlined" className={styles.paper}>
        <Typography component="h1" variant="h4" className={cx(styles.title, Boolean(intro) && styles.titleWithIntro)}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" className={styles.intro}>
            {intro}
          </Typography>
        )}
        <div>{children}</div>
      </Paper>
    </Container>
  );
}
