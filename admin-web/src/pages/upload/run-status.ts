import type { ImportRun } from '@directory/shared';
import { isFinished, rowsWritten } from './import-progress';

export type ChipColor = 'success' | 'error' | 'info' | 'warning' | 'default';

/**
 * The history chip of a run: a finished import is a green success only when it added rows and
 * no row failed; errors or nothing added say so.
 */
export function runStatus(run: Pick<ImportRun, 'state' | 'result'>): { key: string; color: ChipColor } {
  switch (run.state) {
    case 'done':
      if ((run.result?.errorCount ?? 0) > 0) return { key: 'app.upload.run.done_with_errors', color: 'warning' };
      if ((run.result?.successCount ?? 0) === 0) return { key: 'app.upload.run.nothing_added', color: 'default' };
      return { key: 'app.upload.run.done', color: 'success' };
    case 'failed':
      return { key: 'app.upload.run.failed', color: 'error' };
    case 'cancelled':
      return { key: 'app.upload.run.cancelled', color: 'warning' };
    default:
      return { key: `app.upload.run.${run.state}`, color: 'info' };
  }
}

/**
 * Data rows of a run (never the header row): a finished run's counted rows, a running one's rows
 * written so far and the rows expected.
 */
export function runRows(run: Pick<ImportRun, 'state' | 'result' | 'rowsRead' | 'rowsTotal'>): {
  rows: number | null;
  expected: number | null;
} {
  if (isFinished(run.state)) return { rows: run.result?.totalRows ?? null, expected: null };
  return { rows: rowsWritten(run), expected: run.rowsTotal };
}
