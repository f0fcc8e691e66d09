import type { ImportResult } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { UploadFailure } from '../../providers/http';
import {
  checkUploadFile,
  failedImport,
  importCounts,
  newUploadId,
  summariseImport,
  uploadFailureText,
  uploadTimeoutMs,
} from './upload-summary';

const MB = 1024 * 1024;

function result(overrides: Partial<ImportResult>): ImportResult {
  return {
    success: true,
    message: 'ok',
    totalRows: 0,
    successCount: 0,
    addedCount: overrides.successCount ?? 0,
    updatedCount: 0,
    skippedCount: 0,
    errorCount: 0,
    processingTime: 1,
    recordsPerSecond: 0,
    errors: [],
    skippedBusinesses: [],
    ...overrides,
  };
}

const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe('summariseImport', () => {
  it('reports a clean import as a success', () => {
    const summary = summariseImport(result({ totalRows: 5, successCount: 5 }));
    expect(summary).toMatchObject({ outcome: 'success', title: 'app.upload.result_success', moreErrors: 0 });
  });

  it("titles 'Kısmi Başarı' when some rows went in and some failed", () => {
    const summary = summariseImport(
      result({ success: false, totalRows: 3, successCount: 2, errorCount: 1, errors: ['Satır 3: name eksik'] }),
    );
    expect(summary.outcome).toBe('partial');
    expect(summary.title).toBe('app.upload.result_partial');
    expect(summary.errors).toEqual(['Satır 3: name eksik']);
  });

  it('is a failure when no row went in', () => {
    expect(summariseImport(result({ success: false, errorCount: 2, errors: lines('e', 2) })).outcome).toBe('failed');
  });

  it("lists the first 10 errors and counts the rest for '+n ek hata daha...'", () => {
    const summary = summariseImport(
      result({ success: false, successCount: 1, errorCount: 25, errors: lines('Satır', 25) }),
    );
    expect(summary.errors).toEqual(lines('Satır', 10));
    expect(summary.moreErrors).toBe(15);
  });

  it('counts errors the server did not send (its lists stop at 1 000)', () => {
    const summary = summariseImport(result({ success: false, errorCount: 1500, errors: lines('Satır', 1000) }));
    expect(summary.moreErrors).toBe(1490);
  });

  it("lists the first 10 duplicates and counts the rest for '+n ek kopya daha...'", () => {
    const summary = summariseImport(
      result({ successCount: 3, skippedCount: 12, skippedBusinesses: lines('Cafe (p)', 12) }),
    );
    expect(summary.outcome).toBe('success');
    expect(summary.duplicates).toHaveLength(10);
    expect(summary.moreDuplicates).toBe(2);
  });
});

describe('counts apart (docs/behaviour.md §5 "Counting")', () => {
  it('shows an update-mode import as added and updated, not all as added', () => {
    const counts = importCounts(
      result({ totalRows: 4980, successCount: 4980, addedCount: 0, updatedCount: 4980, skippedCount: 0 }),
    );
    expect(counts).toEqual([
      { key: 'app.imports.counts.total', value: 4980 },
      { key: 'app.imports.counts.added', value: 0 },
      { key: 'app.imports.counts.updated', value: 4980 },
      { key: 'app.imports.counts.duplicates', value: 0 },
      { key: 'app.imports.counts.errors', value: 0 },
    ]);
  });

  it('reads a run recorded before added and updated were kept apart as all added', () => {
    const { addedCount: _a, updatedCount: _u, ...old } = result({ totalRows: 7, successCount: 7 });
    expect(importCounts(old).map((c) => c.value)).toEqual([7, 7, 0, 0, 0]);
  });

  it('heads a clean re-import where every row was a duplicate as nothing new, not as a failure', () => {
    const summary = summariseImport(
      result({ totalRows: 4980, successCount: 0, skippedCount: 4980, skippedBusinesses: lines('Cafe (p)', 1000) }),
    );
    expect(summary.outcome).toBe('nothing_new');
    expect(summary.title).toBe('app.imports.result_nothing_new');
  });

  it('is a success when only updates were written', () => {
    const summary = summariseImport(result({ totalRows: 3, successCount: 3, addedCount: 0, updatedCount: 3 }));
    expect(summary.outcome).toBe('success');
  });
});

describe('failedImport', () => {
  it('is the synthetic report with errorCount 1', () => {
    expect(failedImport('boom')).toMatchObject({ success: false, errorCount: 1, errors: ['boom'], successCount: 0 });
    expect(summariseImport(failedImport('boom')).title).toBe('app.upload.result_failed');
  });
});

describe('uploadFailureText', () => {
  it('gives the spec text for a timeout, a network loss and an unreachable server', () => {
    expect(uploadFailureText(new UploadFailure('timeout'))).toBe('app.upload.errors.timeout');
    expect(uploadFailureText(new UploadFailure('offline'))).toBe('app.upload.errors.network');
    expect(uploadFailureText(new UploadFailure('unreachable'))).toBe('app.upload.errors.unreachable');
  });

  it("shows the server's message when it answered with one, else the default text", () => {
    expect(uploadFailureText(new UploadFailure('http', "Maksimum dosya boyutu 150MB'dır", 413))).toBe(
      "Maksimum dosya boyutu 150MB'dır",
    );
    expect(uploadFailureText(new UploadFailure('http', '', 500))).toBe('app.upload.errors.default');
    expect(uploadFailureText(new Error('?'))).toBe('app.upload.errors.default');
  });

  it('shows no report for a cancelled upload', () => {
    expect(uploadFailureText(new UploadFailure('aborted'))).toBeNull();
  });
});

describe('checkUploadFile', () => {
  it('accepts .xlsx, .xls and .csv up to 150 MB', () => {
    expect(checkUploadFile({ name: 'a.XLSX', size: 10, type: '' })).toBeNull();
    expect(checkUploadFile({ name: 'a.xls', size: 150 * MB, type: '' })).toBeNull();
    expect(checkUploadFile({ name: 'a.csv', size: 10, type: 'text/csv' })).toBeNull();
  });

  it("refuses other files with 'Invalid File Type'", () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 10, type: 'application/pdf' })?.title).toBe(
      'app.upload.invalid_type_title',
    );
  });

  it("refuses files over 150 MB with 'Dosya çok büyük'", () => {
    expect(checkUploadFile({ name: 'a.xlsx', size: 150 * MB + 1, type: '' })?.title).toBe('app.upload.too_large_title');
  });
});

describe('uploadTimeoutMs / newUploadId', () => {
  it('waits 5 minutes, or 10 for files over 100 MB', () => {
    expect(uploadTimeoutMs(100 * MB)).toBe(5 * 60_000);
    expect(uploadTimeoutMs(100 * MB + 1)).toBe(10 * 60_000);
  });

  it('makes a fresh id for every upload', () => {
    expect(newUploadId()).not.toBe(newUploadId());
  });
});
