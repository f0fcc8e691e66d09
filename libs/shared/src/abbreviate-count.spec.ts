import { describe, expect, it } from 'vitest';
import { abbreviateCount, formatCount } from './abbreviate-count.js';

describe('formatCount', () => {
  it('groups thousands and keeps every digit', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(2520)).toBe('2,520');
    expect(formatCount('19003')).toBe('19,003');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});

describe('abbreviateCount', () => {
  it('shows exact counts while they fit', () => {
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(2520)).toBe('2,520');
    expect(abbreviateCount(1744)).toBe('1,744');
    expect(abbreviateCount(1608)).toBe('1,608');
    expect(abbreviateCount(99_999)).toBe('99,999');
  });

  it('switches to compact notation with one decimal only when the exact count is too wide', () => {
    expect(abbreviateCount(125_432)).toBe('125.4K');
    expect(abbreviateCount(1_250_000)).toBe('1.3M');
    expect(abbreviateCount(2520, 4)).toBe('2.5K');
    expect(abbreviateCount(1744, 4)).toBe('1.7K');
    expect(abbreviateCount(1608, 4)).toBe('1.6K');
  });

  it('accepts numeric strings and treats junk as zero', () => {
    expect(abbreviateCount('2500')).toBe('2,500');
    expect(abbreviateCount(null)).toBe('0');
  });
});
