/** Reads a count that may arrive as a numeric string (docs/screens.md §3); anything else is 0. */
export function toCount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}
