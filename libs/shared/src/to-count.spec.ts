import { describe, expect, it } from 'vitest';
import { toCount } from './to-count.js';

// docs/screens.md §3: "count (numeric, possibly a string)"
describe('toCount', () => {
  it('reads numbers and numeric strings', () => {
    expect(toCount(12)).toBe(12);
    expect(toCount(' 1500 ')).toBe(1500);
  });

  it('treats missing, negative and non-numeric values as 0', () => {
    expect(toCount(null)).toBe(0);
    expect(toCount(undefined)).toBe(0);
    expect(toCount('')).toBe(0);
    expect(toCount('abc')).toBe(0);
    expect(toCount(-3)).toBe(0);
    expect(toCount(Number.NaN)).toBe(0);
  });
});
