import { toCount } from './to-count.js';

/** SPEC §2 "abbreviated with K, no decimals, at 1000 or more": rounded to the nearest thousand, so 1500 → '2K'. */
export function abbreviateCount(value: number | string | null | undefined): string {
  const n = toCount(value);
  return n >= 1000 ? `${Math.round(n / 1000)}K` : String(Math.round(n));
}
