import { describe, expect, it } from 'vitest';
import { hoursRangeLabel } from './hours-range.js';

describe('hoursRangeLabel', () => {
  it('shows an ordinary range with an en dash', () => {
    expect(hoursRangeLabel('09:00', '17:00')).toBe('09:00 – 17:00');
    expect(hoursRangeLabel('09:00:00', '17:30:00')).toBe('09:00 – 17:30');
    expect(hoursRangeLabel('9:00', '17:00')).toBe('09:00 – 17:00');
  });

  it('reads a range that covers the whole day as "Open 24 hours"', () => {
    expect(hoursRangeLabel('00:00', '23:59')).toBe('Open 24 hours');
    expect(hoursRangeLabel('00:00:00', '24:00:00')).toBe('Open 24 hours');
    expect(hoursRangeLabel('00:00', '00:00')).toBe('Open 24 hours');
    expect(hoursRangeLabel(null, null)).toBe('Open 24 hours');
  });

  it('keeps ranges that start or end inside the day', () => {
    expect(hoursRangeLabel(null, '14:00')).toBe('00:00 – 14:00');
    expect(hoursRangeLabel('06:00', null)).toBe('06:00 – 23:59');
    expect(hoursRangeLabel('22:00', '02:00')).toBe('22:00 – 02:00');
  });
});
