import { describe, expect, it } from 'vitest';
import { localTimeLabel, weeklyHours } from './hours';

describe('weeklyHours', () => {
  it('lists every weekday from Monday, with split ranges and closed days', () => {
    const week = weeklyHours([
      { dayOfWeek: 1, openTime: '13:00', closeTime: '17:00', isClosed: false },
      { dayOfWeek: 1, openTime: '09:00', closeTime: '12:00', isClosed: false },
      { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
      { dayOfWeek: 6, openTime: null, closeTime: '14:00', isClosed: false },
    ]);
    expect(week.map((d) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week[0].ranges).toEqual(['09:00 – 12:00', '13:00 – 17:00']);
    expect(week[1]).toMatchObject({ known: false, closed: false, ranges: [] });
    expect(week[5].ranges).toEqual(['00:00 – 14:00']);
    expect(week[6]).toMatchObject({ known: true, closed: true });
  });
});

describe('weeklyHours, a place open all day', () => {
  it('reads 00:00 – 23:59 as Open 24 hours', () => {
    const week = weeklyHours([{ dayOfWeek: 1, openTime: '00:00', closeTime: '23:59', isClosed: false }]);
    expect(week[0].ranges).toEqual(['Open 24 hours']);
  });
});

describe('localTimeLabel', () => {
  it('names the city of the zone, not its IANA id', () => {
    expect(localTimeLabel('America/Chicago')).toBe('Local time (Chicago)');
    expect(localTimeLabel('America/Argentina/Buenos_Aires')).toBe('Local time (Buenos Aires)');
    expect(localTimeLabel('UTC')).toBe('Local time');
  });
});
