import { LIMITS } from '@directory/shared';
const MAX_ENTRIES = LIMITS.importReportMaxEntries;
/** Running counts of one import; every data row lands in exactly one of success, skipped, error. */
export class ImportTotals {
    totalRows = 0;
    inserted = 0;
    updated = 0;
    skippedCount = 0;
    errorCount = 0;
    errors = [];
    skipped = [];
    get committed() {
        return this.inserted + this.updated;
    }
    /** How many more skipped names the report still takes. */
    get skipRoom() {
        return MAX_ENTRIES - this.skipped.length;
    }
    addParsed(batch) {
        this.totalRows += batch.stagedRows + batch.errorCount + batch.skippedCount;
        this.errorCount += batch.errorCount;
        this.skippedCount += batch.skippedCount;
        this.keep(this.errors, batch.errors);
        this.keep(this.skipped, batch.skipped);
    }
    addWritten(outcome) {
        this.inserted += outcome.inserted;
        this.updated += outcome.updated;
        this.skippedCount += outcome.skippedCount;
        this.errorCount += outcome.errorCount;
        this.keep(this.errors, outcome.errors);
        this.keep(this.skipped, outcome.skipped);
    }
    keep(list, lines) {
        for (const line of lines) {
            if (list.length >= MAX_ENTRIES)
                return;
            list.push(line);
        }
    }
    describe(mode) {
        const parts = [
            mode === 'update'
                ? `${this.inserted} işletme eklendi, ${this.updated} güncellendi`
                : `${this.inserted} işletme eklendi`,
        ];
        if (this.skippedCount > 0)
            parts.push(`${this.skippedCount} kayıt atlandı (${mode === 'update' ? 'dosyada tekrar eden' : 'zaten kayıtlı'})`);
        if (this.errorCount > 0)
            parts.push(`${this.errorCount} satır hatalı`);
        return parts.join(', ');
    }
    /** The counts without the row lists: what a run records as it goes. */
    summary(mode, seconds) {
        return {
            success: this.errorCount === 0,
            message: `${this.errorCount === 0 ? 'İçe aktarma tamamlandı' : 'İçe aktarma hatalarla tamamlandı'}: ${this.describe(mode)}`,
            totalRows: this.totalRows,
            successCount: this.committed,
            skippedCount: this.skippedCount,
            errorCount: this.errorCount,
            processingTime: Math.round(seconds * 100) / 100,
            recordsPerSecond: Math.round(this.totalRows / Math.max(seconds, 0.001)),
        };
    }
    /** CONTRACT §5 result object. */
    result(mode, seconds) {
        return { ...this.summary(mode, seconds), errors: [...this.errors], skippedBusinesses: [...this.skipped] };
    }
    /** What a cancelled import kept. */
    cancelledResult(mode, seconds) {
        const kept = this.totalRows > 0
            ? `${this.describe(mode)}; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir`
            : 'hiçbir satır kaydedilmedi';
        return { ...this.result(mode, seconds), success: false, message: `İçe aktarma iptal edildi: ${kept}` };
    }
}
/** The result of a run whose process died before it finished, from the counts it last recorded. */
export function interruptedResult(counts, state) {
    const base = counts ?? {
        totalRows: 0,
        successCount: 0,
        skippedCount: 0,
        errorCount: 0,
        processingTime: 0,
        recordsPerSecond: 0,
    };
    const kept = base.successCount > 0
        ? `${base.successCount} satır kaydedildi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir`
        : 'hiçbir satır kaydedilmedi';
    const reason = state === 'cancelled'
        ? 'İçe aktarma iptal edildi'
        : 'İçe aktarma yarıda kesildi: sunucu içe aktarma sürerken durdu';
    return { ...base, success: false, message: `${reason} (${kept})`, errors: [], skippedBusinesses: [] };
}
//# sourceMappingURL=import-totals.js.map