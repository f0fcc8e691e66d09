import { describe, expect, it } from 'vitest';
import { localClock } from './local-clock.js';

// 2025-06-04 (a Wednesday) at 14:00 UTC.
const WEDNESDAY_14_UTC = new Date(Date.UTC(2025, 5, 4, 14, 0));

describe('localClock', () => {
  it('reads the weekday and time in the given zone, summer time included', () => {
    expect(localClock(WEDNESDAY_14_UTC, 'America/New_York')).toEqual({ dayOfWeek: 3, minutes: 10 * 60 });
    expect(localClock(WEDNESDAY_14_UTC, 'Europe/Berlin')).toEqual({ dayOfWeek: 3, minutes: 16 * 60 });
    expect(localClock(WEDNESDAY_14_UTC, 'Asia/Kolkata')).toEqual({ dayOfWeek: 3, minutes: 19 * 60 + 30 });
  });

  it('moves to the next or previous day across the date line', () => {
    expect(localClock(new Date(Date.UTC(2025, 5, 4, 23, 0)), 'Asia/Tokyo')).toEqual({ dayOfWeek: 4, minutes: 8 * 60 });
    expect(localClock(new Date(Date.UTC(2025, 5, 4, 2, 0)), 'America/Los_Angeles')).toEqual({
      dayOfWeek: 2,
      minutes: 19 * 60,
    });
  });

  it('says midnight as 0, not 24', () => {
    expect(localClock(new Date(Date.UTC(2025, 5, 4, 0, 5)), 'UTC')).toEqual({ dayOfWeek: 3, minutes: 5 });
  });

  it("falls back to the runtime's own clock without a zone or with an unknown one", () => {
    const own = { dayOfWeek: WEDNESDAY_14_UTC.getDay(), minutes: WEDNESDAY_14_UTC.getHours() * 60 };
    expect(localClock(WEDNESDAY_14_UTC, null)).toEqual(own);
    expect(localClock(WEDNESDAY_14_UTC, 'Mars/Olympus_Mons')).toEqual(own);
  });
});
