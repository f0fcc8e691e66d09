import { describe, expect, it } from 'vitest';
import { percent } from './percent.js';

// docs/screens.md §2: "the percentage of all businesses to 1 decimal"; "'Market Share' (percentage of total businesses, 1 decimal)"
describe('percent', () => {
  it('gives the share with one decimal', () => {
    expect(percent(123, 1000)).toBe('12.3');
    expect(percent(1, 3)).toBe('33.3');
    expect(percent(50, 50)).toBe('100.0');
  });

  it('is 0.0 when the total is 0 or missing', () => {
    expect(percent(5, 0)).toBe('0.0');
    expect(percent(5, null)).toBe('0.0');
  });

  it('accepts numeric strings', () => {
    expect(percent('1', '8')).toBe('12.5');
  });
});
