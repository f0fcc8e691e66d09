import { NO_IMPORT_ROWS, type ImportResultSummary } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { runRows, runStatus } from './run-status';

const result = (counts: Partial<ImportResultSummary>): ImportResultSummary => ({
  success: true,
  message: '',
  ...NO_IMPORT_ROWS,
  processingTime: 1,
  recordsPerSecond: 1,
  ...counts,
});

describe('runStatus', () => {
  it('is a green success only when rows were added and none failed', () => {
    expect(runStatus({ state: 'done', result: result({ totalRows: 3, successCount: 3 }) })).toEqual({
      key: 'app.upload.run.done',
      color: 'success',
    });
    expect(runStatus({ state: 'done', result: result({ totalRows: 3, successCount: 2, errorCount: 1 }) })).toEqual({
      key: 'app.upload.run.done_with_errors',
      color: 'warning',
    });
    expect(runStatus({ state: 'done', result: result({ totalRows: 3, skippedCount: 3 }) })).toEqual({
      key: 'app.upload.run.nothing_added',
      color: 'default',
    });
  });

  it('names every other state', () => {
    expect(runStatus({ state: 'failed', result: null }).color).toBe('error');
    expect(runStatus({ state: 'cancelled', result: null }).color).toBe('warning');
    expect(runStatus({ state: 'receiving', result: null })).toEqual({ key: 'app.upload.run.receiving', color: 'info' });
  });
});

describe('runRows', () => {
  it("counts a finished run's data rows and a running one's rows written of the rows expected", () => {
    const finished = {
      state: 'done' as const,
      rowsRead: 30_000,
      rowsTotal: 30_000,
      result: result({ totalRows: 30_000 }),
    };
    expect(runRows(finished)).toEqual({ rows: 30_000, expected: null });
    expect(runRows({ state: 'writing', rowsRead: 8_000, rowsTotal: 60_000, result: null })).toEqual({
      rows: 8_000,
      expected: 60_000,
    });
    expect(runRows({ state: 'failed', rowsRead: 0, rowsTotal: null, result: null })).toEqual({
      rows: null,
      expected: null,
    });
  });
});
