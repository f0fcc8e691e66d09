import { toCount } from './to-count.js';

/** Share of `total` in percent with one decimal ('12.3'); '0.0' when the total is 0. */
export function percent(part: number | string | null | undefined, total: number | string | null | undefined): string {
  const whole = toCount(total);
  return whole > 0 ? ((toCount(part) / whole) * 100).toFixed(1) : '0.0';
}
