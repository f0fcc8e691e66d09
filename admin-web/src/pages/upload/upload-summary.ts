import { type ImportResult, LIMITS, TIMINGS } from '@directory/shared';
import { UploadFailure } from '../../providers/http';

/** docs/screens.md §8 "lists the first 10 of each, then '+n ek hata daha...' / '+n ek kopya daha...'". */
export const REPORT_LIST_SIZE = 10;

export type ImportOutcome = 'success' | 'nothing_new' | 'partial' | 'failed';

export interface ImportSummary {
  outcome: ImportOutcome;
  /** Translation key of the result panel's title. */
  title: string;
  errors: string[];
  /** How many errors the panel does not list: the server counts more than it sends (at most 1 000). */
  moreErrors: number;
  duplicates: string[];
  moreDuplicates: number;
}

const TITLES: Record<ImportOutcome, string> = {
  success: 'app.upload.result_success',
  nothing_new: 'app.imports.result_nothing_new',
  partial: 'app.upload.result_partial',
  failed: 'app.upload.result_failed',
};

type Counts = Pick<ImportResult, 'successCount' | 'skippedCount' | 'errorCount' | 'totalRows'> &
  Partial<Pick<ImportResult, 'addedCount' | 'updatedCount'>>;

/**
 * Businesses added and updated (docs/behaviour.md §5 "Counting"). A run recorded before the two were
 * kept apart counted every written row in `successCount`: those are shown as added.
 */
export function writtenCounts(result: Counts): { added: number; updated: number } {
  const updated = result.updatedCount ?? 0;
  return { added: result.addedCount ?? result.successCount - updated, updated };
}

/** The count tiles of a result or a history entry, in order: label key, value, and the key tests find it by. */
export function importCounts(result: Counts): Array<{ key: string; value: number }> {
  const { added, updated } = writtenCounts(result);
  return [
    { key: 'app.imports.counts.total', value: result.totalRows },
    { key: 'app.imports.counts.added', value: added },
    { key: 'app.imports.counts.updated', value: updated },
    { key: 'app.imports.counts.duplicates', value: result.skippedCount },
    { key: 'app.imports.counts.errors', value: result.errorCount },
  ];
}

/**
 * The result panel of an import (docs/behaviour.md §5): `success` means no row failed; a clean re-import
 * whose rows were all already stored is 'nothing new' (neutral, not an error); some rows in and some
 * failed is 'Kısmi Başarı' (docs/screens.md §4); nothing in and errors is a failure.
 */
export function summariseImport(result: ImportResult, size = REPORT_LIST_SIZE): ImportSummary {
  const { added, updated } = writtenCounts(result);
  const written = added + updated;
  const outcome: ImportOutcome = result.success
    ? written === 0 && result.skippedCount > 0
      ? 'nothing_new'
      : 'success'
    : written > 0
      ? 'partial'
      : 'failed';
  const { errors, skippedBusinesses: duplicates } = result;
  return {
    outcome,
    title: TITLES[outcome],
    errors: errors.slice(0, size),
    moreErrors: Math.max(result.errorCount, errors.length) - Math.min(errors.length, size),
    duplicates: duplicates.slice(0, size),
    moreDuplicates: Math.max(result.skippedCount, duplicates.length) - Math.min(duplicates.length, size),
  };
}

/** docs/screens.md §8 "A synthetic report with errorCount 1 is shown" when the upload itself failed. */
export function failedImport(message: string): ImportResult {
  return {
    success: false,
    message,
    totalRows: 0,
    successCount: 0,
    addedCount: 0,
    updatedCount: 0,
    skippedCount: 0,
    errorCount: 1,
    processingTime: 0,
    recordsPerSecond: 0,
    errors: [message],
    skippedBusinesses: [],
  };
}

/**
 * docs/screens.md §8 upload error texts: the server's own message when it answered with one (missing columns,
 * 413 size limit), else the text for what went wrong. Null for a cancelled upload: no report.
 */
export function uploadFailureText(error: unknown): string | null {
  if (!(error instanceof UploadFailure)) return 'app.upload.errors.default';
  switch (error.kind) {
    case 'aborted':
      return null;
    case 'timeout':
      return 'app.upload.errors.timeout';
    case 'offline':
      return 'app.upload.errors.network';
    case 'unreachable':
      return 'app.upload.errors.unreachable';
    default:
      return error.status > 0 && error.message && error.message !== 'http' && error.message.trim() !== ''
        ? error.message
        : 'app.upload.errors.default';
  }
}

const EXTENSIONS = ['.xlsx', '.xls', '.csv'];
const MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
];

export interface FileProblem {
  title: string;
  body: string;
}

/** docs/screens.md §5 upload file rules: an Excel (or CSV) file by type or extension, at most 150 MB. */
export function checkUploadFile(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext)) && !MIME_TYPES.includes(file.type)) {
    return { title: 'app.upload.invalid_type_title', body: 'app.upload.invalid_type_body' };
  }
  if (file.size > LIMITS.uploadMaxBytes) {
    return { title: 'app.upload.too_large_title', body: 'app.upload.too_large_body' };
  }
  return null;
}

/** docs/screens.md §9 "Timeout 5 minutes, or 10 minutes for files over 100 MB." */
export const uploadTimeoutMs = (size: number) =>
  size > LIMITS.uploadLargeFileBytes ? TIMINGS.uploadLargeFileTimeoutMs : TIMINGS.uploadTimeoutMs;

/** The id the server files progress under, so the page can poll it while the bytes are still arriving. */
export function newUploadId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
