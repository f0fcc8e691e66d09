import { Alert } from '@mui/material';
import type { UnderstoodNotice } from './understood-notice';

/** 'Showing results for **pizza** in **London** (ignored: best, near)'. */
export function UnderstoodAlert({ notice }: { notice: UnderstoodNotice }) {
  const { q, where, ignored } = notice;
  const leftOut = ignored.length > 0 ? ` (ignored: ${ignored.join(', ')})` : '';
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
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
      {q || where ? leftOut : `: ${ignored.join(', ')}`}
    </Alert>
  );
}
