import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './abbreviate-count.js';

// SPEC §2 Countries list: "counts (abbreviated with K, no decimals, at 1000 or more)"
describe('abbreviateCount', () => {
  it('keeps counts below 1000 as they are', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(999)).toBe('999');
  });

  it('abbreviates 1000 or more with K and no decimals, rounding to the nearest thousand', () => {
    expect(abbreviateCount(1000)).toBe('1K');
    expect(abbreviateCount(1499)).toBe('1K');
    expect(abbreviateCount(1500)).toBe('2K');
    expect(abbreviateCount(564_321)).toBe('564K');
  });

  it('accepts numeric strings', () => {
    expect(abbreviateCount('2500')).toBe('3K');
  });
});
