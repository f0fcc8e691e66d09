import { truncate } from '@directory/shared';
import { Alert } from '../../../ui/alert';
import styles from './understood-alert.module.css';
import type { UnderstoodNotice } from './understood-notice';

/** As the heading (search-heading.ts): at most this many characters of each word or place, then an ellipsis. */
const TERM_SHOWN = 80;

/** 'Showing results for **pizza** in **London** (ignored: best, near)'. */
export function UnderstoodAlert({ notice }: { notice: UnderstoodNotice }) {
  const q = truncate(notice.q, TERM_SHOWN);
  const where = truncate(notice.where, TERM_SHOWN);
  const ignored = notice.ignored.map((word) => truncate(word, TERM_SHOWN)).join(', ');
  const leftOut = ignored ? ` (ignored: ${ignored})` : '';
  return (
    <Alert severity="info" className={styles.alert}>
      {q || where ? 'Showing results' : 'Ignored words'}
      {q && (
        <>
          {' for '}
          <strong>{q}</strong>
        </>
      )}
      {where && (
        <>
          {' in '}
          <strong>{where}</strong>
        </>
      )}
      {q || where ? leftOut : `: ${ignored}`}
    </Alert>
  );
}
