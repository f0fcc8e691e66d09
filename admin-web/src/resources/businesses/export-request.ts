import { EXPORT_FIELDS, type ExportCsvRequest, type ExportField, isExportField } from '@directory/shared';

/**
 * The body of `POST /api/export-csv` (docs/behaviour.md §6): the chosen fields in the dialog's order (the CSV header
 * follows the order asked) and `all` or an upper-case country code.
 */
export function buildExportRequest(selected: Iterable<string>, country: string | null | undefined): ExportCsvRequest {
  const chosen = new Set([...selected].filter(isExportField));
  const code = (country ?? '').trim();
  return {
    selectedFields: EXPORT_FIELDS.filter((field: ExportField) => chosen.has(field)),
    countryCode: code === '' || code.toLowerCase() === 'all' ? 'all' : code.toUpperCase(),
  };
}

/** docs/screens.md §5 "CSV export is disabled while no field is selected or an export runs." */
export const canExport = (selected: ReadonlySet<string>, running: boolean) => !running && selected.size > 0;
