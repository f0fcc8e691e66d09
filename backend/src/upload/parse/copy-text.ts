import { BUSINESS_DATA_COLUMNS } from '../../businesses/business-columns.js';
import { copyLine } from '../../database/copy-text.js';
import type { ImportRow } from './row-normalizer.js';

/** Staging columns, in the order `encodeCopyLine` writes them (see ImportWriter). */
export const STAGING_COLUMNS = ['row_number', ...BUSINESS_DATA_COLUMNS, 'hours', 'amenities'] as const;

// Parsed hours and amenities are shared between rows with the same cell text: encode each once.
const encoded = new WeakMap<object, string>();

function json<T extends object>(list: T[] | null, shape: (item: T) => unknown): string | null {
  if (list === null) return null;
  let text = encoded.get(list);
  if (text === undefined) {
    text = JSON.stringify(list.map(shape));
    encoded.set(list, text);
  }
  return text;
}

/** One staging row as a COPY text line (with its newline). */
export function encodeCopyLine(row: ImportRow): string {
  return (
    copyLine([
      row.rowNumber,
      row.name,
      row.slug,
      row.category,
      row.categorySlug,
      row.address,
      row.city,
      row.citySlug,
      row.countryCode,
      row.phone,
      row.website,
      row.imageUrl,
      row.description,
      row.rating,
      row.reviewCount,
      row.latitude,
      row.longitude,
      row.placeId,
      row.isApproved,
      row.timeZone,
      json(row.hours, (h) => ({ d: h.dayOfWeek, o: h.openTime, c: h.closeTime, x: h.isClosed })),
      json(row.amenities, (a) => ({ t: a.amenityType, h: a.hasAmenity })),
    ]) + '\n'
  );
}

/** The spreadsheet row number of a COPY line (its first field), for errors found while writing. */
export function copyLineRowNumber(line: string): number {
  return Number(line.slice(0, line.indexOf('\t')));
}
