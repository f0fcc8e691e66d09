// Import history of `GET /api/admin/imports` (docs/behaviour.md §4 names it without a shape).

import type { ImportProgress, ImportResult } from './api-types.js';

/** The counts of an import that recorded none. */
export const NO_IMPORT_ROWS = {
  totalRows: 0,
  successCount: 0,
  addedCount: 0,
  updatedCount: 0,
  skippedCount: 0,
  errorCount: 0,
  processingTime: 0,
  recordsPerSecond: 0,
} as const;

/** An import result without its row lists, as the history keeps it. */
export type ImportResultSummary = Omit<ImportResult, 'errors' | 'skippedBusinesses'>;

export interface ImportRun extends ImportProgress {
  fileName: string;
  /** The admin who uploaded it. */
  username: string | null;
  /** ISO 8601 timestamps. */
  startedAt: string;
  finishedAt: string | null;
  /**
   * What the import counted: the counts so far while it runs, the final result once it has
   * finished (failed and cancelled imports keep what they had written); null before the first batch.
   */
  result: ImportResultSummary | null;
  /** Why a `failed` or `cancelled` import stopped; null otherwise. */
  reason: string | null;
}

/** `POST /api/admin/imports/preview`: a file's headers with the field each feeds, and its first data rows. */
export interface ImportPreview {
  headers: Array<{ header: string; field: string | null }>;
  /** Up to 5 data rows, one text per header ('' for an empty cell). */
  rows: string[][];
  /** Every field a header can be mapped to (the upload's `columns` values). */
  fields: string[];
  /** Data rows of the file sent, when it can tell (a workbook's dimension, a CSV's records); else null. */
  rowsTotal: number | null;
}
