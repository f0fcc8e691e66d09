import { toCount } from './to-count.js';

const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A count with thousands grouping ("2,520"). */
export function formatCount(value: number | string | null | undefined): string {
  return exact.format(Math.round(toCount(value)));
}

/**
 * A count for a narrow slot: exact with grouping while it fits in `maxChars` ("19,003"), compact with one
 * decimal only beyond that ("125.4K", "1.2M"), so nearby counts never read the same after rounding.
 */
export function abbreviateCount(value: number | string | null | undefined, maxChars = 6): string {
  const grouped = formatCount(value);
  return grouped.length <= maxChars ? grouped : compact.format(Math.round(toCount(value)));
}
