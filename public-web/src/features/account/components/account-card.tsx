import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cx } from '../../../ui/cx';
import { Container } from '../../../ui/layout';
import { Paper } from '../../../ui/surfaces';
import { Typography } from '../../../ui/typography';
import styles from './account-card.module.css';

interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  /** The owner's dashboard: a form-heavy page, 900 px wide rather than 600. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the account pages: one narrow card with the page's heading. */
export function AccountCard({ title, intro, wide = false, children }: AccountCardProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={wide ? 'md' : 'sm'} className={styles.container}>
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
