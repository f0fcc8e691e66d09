import { describe, expect, it } from 'vitest';
import { fromWeek, toWeek } from './hours-editor';

describe('the owner hours editor', () => {
  const stored = [
    { dayOfWeek: 1, openTime: '08:00', closeTime: '12:00', isClosed: false },
    { dayOfWeek: 1, openTime: '14:00', closeTime: '18:00', isClosed: false },
    { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
  ];

  it('keeps a split shift as two periods of one day, a closed day closed, and unknown days empty', () => {
    const week = toWeek(stored);
    expect(week[1]).toEqual({
      closed: false,
      periods: [
        { open: '08:00', close: '12:00' },
        { open: '14:00', close: '18:00' },
      ],
    });
    expect(week[0]).toEqual({ closed: true, periods: [] });
    expect(week[3]).toEqual({ closed: false, periods: [] });
    expect(fromWeek(week)).toEqual([stored[2], stored[0], stored[1]]);
  });

  it('drops a period left half empty instead of sending it', () => {
    const week = toWeek([]);
    week[2] = { closed: false, periods: [{ open: '09:00', close: '' }] };
    expect(fromWeek(week)).toEqual([]);
  });
});
