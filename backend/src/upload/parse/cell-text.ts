/**
 * A cell as the readers deliver it: text, numbers and booleans from .xlsx (formulas as their cached
 * result), SheetJS values from .xls, CSV text; or an item of a JSON list cell, which may be any JSON.
 */
export type CellValue = unknown;

// PostgreSQL text cannot hold NUL; spreadsheets sometimes do.
const NUL = '\u0000';

/** The text of a cell, trimmed; null when empty. Objects never become `[object Object]`. */
export function cellText(value: CellValue): string | null {
  const text = rawText(value);
  if (text === null) return null;
  const trimmed = (text.includes(NUL) ? text.replaceAll(NUL, '') : text).trim();
  return trimmed === '' ? null : trimmed;
}

function rawText(value: CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'object') return String(value);
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText)) {
    return cell.richText.map((run: { text?: unknown }) => (typeof run?.text === 'string' ? run.text : '')).join('');
  }
  if ('error' in cell) return null;
  if ('result' in cell) return rawText(cell.result);
  if ('formula' in cell || 'sharedFormula' in cell) return null;
  if (typeof cell.text === 'string') return cell.text;
  if (cell.text && typeof cell.text === 'object') return rawText(cell.text);
  return JSON.stringify(value);
}

/** The numeric value of a cell when the spreadsheet stored a number; else null. */
export function cellNumber(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value && typeof value === 'object' && 'result' in value) return cellNumber((value as { result: unknown }).result);
  return null;
}
