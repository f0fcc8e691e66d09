import { ImportResult, ImportResultSummary, LIMITS, NO_IMPORT_ROWS } from '@directory/shared';
import type { BatchOutcome, ImportMode } from './import-writer.js';
import type { ParsedBatch } from './parse/parse-pipeline.js';

const MAX_ENTRIES = LIMITS.importReportMaxEntries;

/**
 * Running counts of one import; every data row lands in exactly one of added, updated, skipped,
 * error (docs/behaviour.md §5 "Counting"). `successCount` is added + updated.
 */
export class ImportTotals {
  totalRows = 0;
  inserted = 0;
  updated = 0;
  skippedCount = 0;
  errorCount = 0;
  readonly errors: string[] = [];
  readonly skipped: string[] = [];

  get committed(): number {
    return this.inserted + this.updated;
  }

  /** How many more skipped names the report still takes. */
  get skipRoom(): number {
    return MAX_ENTRIES - this.skipped.length;
  }

  addParsed(batch: ParsedBatch): void {
    this.totalRows += batch.stagedRows + batch.errorCount + batch.skippedCount;
    this.errorCount += batch.errorCount;
    this.skippedCount += batch.skippedCount;
    this.keep(this.errors, batch.errors);
    this.keep(this.skipped, batch.skipped);
  }

  addWritten(outcome: BatchOutcome): void {
    this.inserted += outcome.inserted;
    this.updated += outcome.updated;
    this.skippedCount += outcome.skippedCount;
    this.errorCount += outcome.errorCount;
    this.keep(this.errors, outcome.errors);
    this.keep(this.skipped, outcome.skipped);
  }

  private keep(list: string[], lines: readonly string[]): void {
    for (const line of lines) {
      if (list.length >= MAX_ENTRIES) return;
      list.push(line);
    }
  }

  describe(mode: ImportMode): string {
    const parts = [
      mode === 'update'
        ? `${this.inserted} işletme eklendi, ${this.updated} güncellendi`
        : `${this.inserted} işletme eklendi`,
    ];
    if (this.skippedCount > 0)
      parts.push(`${this.skippedCount} kayıt atlandı (${mode === 'update' ? 'dosyada tekrar eden' : 'zaten kayıtlı'})`);
    if (this.errorCount > 0) parts.push(`${this.errorCount} satır hatalı`);
    return parts.join(', ');
  }

  /** The counts without the row lists: what a run records as it goes. */
  summary(mode: ImportMode, seconds: number): ImportResultSummary {
    return {
      success: this.errorCount === 0,
      message: `${this.errorCount === 0 ? 'İçe aktarma tamamlandı' : 'İçe aktarma hatalarla tamamlandı'}: ${this.describe(mode)}`,
      totalRows: this.totalRows,
      successCount: this.committed,
      addedCount: this.inserted,
      updatedCount: this.updated,
      skippedCount: this.skippedCount,
      errorCount: this.errorCount,
      processingTime: Math.round(seconds * 100) / 100,
      recordsPerSecond: Math.round(this.totalRows / Math.max(seconds, 0.001)),
    };
  }

  /** docs/behaviour.md §5 result object. */
  result(mode: ImportMode, seconds: number): ImportResult {
    return { ...this.summary(mode, seconds), errors: [...this.errors], skippedBusinesses: [...this.skipped] };
  }

  /** What a cancelled import kept. */
  cancelledResult(mode: ImportMode, seconds: number): ImportResult {
    const kept =
      this.totalRows > 0
        ? `${this.describe(mode)}; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir`
        : 'hiçbir satır kaydedilmedi';
    return { ...this.result(mode, seconds), success: false, message: `İçe aktarma iptal edildi: ${kept}` };
  }
}

/** The result of a run whose process died before it finished, from the counts it last recorded. */
export function interruptedResult(counts: ImportResultSummary | null, state: 'failed' | 'cancelled'): ImportResult {
  const base = counts ?? NO_IMPORT_ROWS;
  const kept =
    base.successCount > 0
      ? `${base.successCount} satır kaydedildi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir`
      : 'hiçbir satır kaydedilmedi';
  const reason =
    state === 'cancelled'
      ? 'İçe aktarma iptal edildi'
      : 'İçe aktarma yarıda kesildi: sunucu içe aktarma sürerken durdu';
  return { ...base, success: false, message: `${reason} (${kept})`, errors: [], skippedBusinesses: [] };
}
