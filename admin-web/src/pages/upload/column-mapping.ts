import type { ImportPreview } from '@directory/shared';

/** The field chosen for each header of the file; null leaves the column out. */
export type ColumnMapping = Record<string, string | null>;

/** docs/behaviour.md §5 required fields. */
export const REQUIRED_FIELDS = ['name', 'address', 'category', 'place_id', 'country_code'] as const;

/** The headers that can be mapped: a blank header has no name to map it by. */
export const mappableHeaders = (preview: ImportPreview) => preview.headers.filter(({ header }) => header.trim() !== '');

/** What the importer detects on its own. */
export function detectedMapping(preview: ImportPreview): ColumnMapping {
  return Object.fromEntries(mappableHeaders(preview).map(({ header, field }) => [header, field]));
}

/** The `columns` form field: only the headers whose field differs from what the importer detects. */
export function changedColumns(preview: ImportPreview, mapping: ColumnMapping): ColumnMapping {
  const detected = detectedMapping(preview);
  return Object.fromEntries(Object.entries(mapping).filter(([header, field]) => (detected[header] ?? null) !== field));
}

/** Required fields no header feeds: the import would be refused. */
export function missingRequired(mapping: ColumnMapping): string[] {
  const fed = new Set(Object.values(mapping));
  return REQUIRED_FIELDS.filter((field) => !fed.has(field));
}

/** A CSV's first megabyte holds its header and first rows; a workbook is only readable whole. */
const CSV_PREVIEW_BYTES = 1024 * 1024;

/** What the preview sends of a file. */
export function previewPart(file: File): Blob {
  return file.name.toLowerCase().endsWith('.csv') && file.size > CSV_PREVIEW_BYTES
    ? file.slice(0, CSV_PREVIEW_BYTES)
    : file;
}

/**
 * Fields the admin gave a column that another column feeds too (docs/behaviour.md §5 "Column mapping"):
 * the upload waits until each is fed by one column. Several columns the importer itself puts on one
 * field (a per-row fallback like phone / international_phone_number, hour pairs, amenity flags) are
 * its own design and stay allowed.
 */
export function doubleMapped(
  preview: ImportPreview,
  mapping: ColumnMapping,
): Array<{ field: string; headers: string[] }> {
  const detected = detectedMapping(preview);
  const byField = new Map<string, string[]>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field !== null) byField.set(field, [...(byField.get(field) ?? []), header]);
  }
  return [...byField]
    .filter(([field, headers]) => headers.length > 1 && headers.some((header) => detected[header] !== field))
    .map(([field, headers]) => ({ field, headers }));
}
