import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('says metres to the nearest 10 below 1 km', () => {
    expect(formatDistance(0.4512)).toBe('450 m');
    expect(formatDistance(0.456)).toBe('460 m');
    expect(formatDistance(0.004)).toBe('0 m');
    expect(formatDistance(0.996)).toBe('1.0 km');
  });

  it('says kilometres with one decimal below 10 km', () => {
    expect(formatDistance(1)).toBe('1.0 km');
    expect(formatDistance(1.234)).toBe('1.2 km');
    expect(formatDistance(9.94)).toBe('9.9 km');
    expect(formatDistance(9.96)).toBe('10 km');
  });

  it('says whole kilometres from 10 km up', () => {
    expect(formatDistance(10)).toBe('10 km');
    expect(formatDistance(306.6)).toBe('307 km');
    expect(formatDistance(12345.4)).toBe('12,345 km');
  });
});
