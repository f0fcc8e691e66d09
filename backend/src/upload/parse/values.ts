import { cellNumber, CellValue, cellText } from './cell-text.js';

const MAX_INT = 2_147_483_647;

/** `4.5`, `4,5` (decimal comma), `-33.86`; anything else is null. */
export function parseDecimal(value: CellValue): number | null {
  const number = cellNumber(value);
  if (number !== null) return number;
  const text = cellText(value);
  if (!text) return null;
  const normalized = text.replace(/\s/g, '');
  const dotted = /^[+-]?\d+,\d+$/.test(normalized) ? normalized.replace(',', '.') : normalized;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(dotted)) return null;
  const parsed = Number(dotted);
  return Number.isFinite(parsed) ? parsed : null;
}

/** docs/behaviour.md §5: a rating outside 0–5 or unreadable becomes null; one decimal. */
export function parseRating(value: CellValue): number | null {
  const rating = parseDecimal(value);
  if (rating === null || rating < 0 || rating > 5) return null;
  return Math.round(rating * 10) / 10;
}

/** Latitude and longitude together, or both null when either is missing or out of range. */
export function parseCoordinates(
  latitude: CellValue,
  longitude: CellValue,
): { latitude: number | null; longitude: number | null } {
  const lat = parseDecimal(latitude);
  const lng = parseDecimal(longitude);
  if (lat === null || lng === null || lat < -90 || lat > 90 || lng < -180 || lng > 180)
    return { latitude: null, longitude: null };
  return { latitude: lat, longitude: lng };
}

/**
 * docs/behaviour.md §5: thousands separators dropped (`1,234` and `1.234` are 1234); unreadable or negative is 0.
 * A blank cell is null ("not given"): stored as 0, but an update keeps the stored count.
 */
export function parseCount(value: CellValue): number | null {
  const number = cellNumber(value);
  if (number !== null) return number >= 0 && number <= MAX_INT ? Math.round(number) : 0;
  const text = cellText(value);
  if (!text) return null;
  const digits = text.replace(/[\s,.'’\u00a0\u202f]/g, '');
  if (!/^\d+$/.test(digits)) return 0;
  const count = Number(digits);
  return count <= MAX_INT ? count : 0;
}

const FALSE_WORDS = new Set([
  'false',
  'no',
  'n',
  '0',
  'hayir',
  'hayır',
  'nein',
  'f',
  'unapproved',
  'pending',
  'onaysiz',
  'onaysız',
]);

/** `approved`/`is_approved`: false only when the cell says so; blank is "not given". */
export function parseApproved(value: CellValue): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = cellText(value);
  if (text === null) return null;
  return !FALSE_WORDS.has(text.toLowerCase());
}
