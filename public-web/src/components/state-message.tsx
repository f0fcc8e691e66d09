import type { ReactNode } from 'react';
import { cx } from '../ui/cx';
import { Paper } from '../ui/surfaces';
import { Typography } from '../ui/typography';
import { ErrorOutlineOutlinedIcon } from '../ui/icons/error-outline-outlined';
import { SearchOffIcon } from '../ui/icons/search-off';
import styles from './state-message.module.css';

interface StateMessageProps {
  title: string;
  text?: ReactNode;
  kind?: 'empty' | 'error';
  action?: ReactNode;
  /** 'h1' when the message stands in for the whole page (not found, failed to load). */
  headingLevel?: 'h1' | 'h2';
}

/** Empty and error states of lists and detail pages. */
export function StateMessage({ title, text, kind = 'empty', action, headingLevel = 'h2' }: StateMessageProps) {
  const error = kind === 'error';
  return (
    <Paper variant="outlined" role={error ? 'alert' : 'status'} className={styles.message}>
      <div className={cx(styles.icon, error && styles.error)}>
        {error ? <ErrorOutlineOutlinedIcon fontSize="large" /> : <SearchOffIcon fontSize="large" />}
      </div>
      <Typography variant="h6" component={headingLevel} gutterBottom className={styles.title}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" className={styles.text}>
          {text}
        </Typography>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </Paper>
  );
}
