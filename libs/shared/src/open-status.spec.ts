import { describe, expect, it } from 'vitest';
import { openStatus, type OpeningHoursEntry } from './open-status.js';

// 2025-06-04 is a Wednesday (dayOfWeek 3); Date(y, m, d, h, min) is local time, as the badge uses.
const wednesdayAt = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(2025, 5, 4, h ?? 0, m ?? 0);
};
const WEDNESDAY = 3;
const TUESDAY = 2;
const nineToFive: OpeningHoursEntry = { dayOfWeek: WEDNESDAY, openTime: '09:00', closeTime: '17:00', isClosed: false };

const OPEN = { kind: 'open', label: 'Open now' };
const CLOSED = { kind: 'closed', label: 'Closed' };

describe('openStatus', () => {
  it('"No entry for today, or isClosed: \'Closed\'"', () => {
    expect(openStatus([{ ...nineToFive, dayOfWeek: 1 }], wednesdayAt('12:00'))).toEqual(CLOSED);
    expect(openStatus([{ ...nineToFive, isClosed: true }], wednesdayAt('12:00'))).toEqual(CLOSED);
    expect(openStatus([], wednesdayAt('12:00'))).toEqual(CLOSED);
  });

  it('"Now between open and close inclusive: \'Open now\'"', () => {
    expect(openStatus([nineToFive], wednesdayAt('09:00'))).toEqual(OPEN);
    expect(openStatus([nineToFive], wednesdayAt('12:30'))).toEqual(OPEN);
    expect(openStatus([nineToFive], wednesdayAt('17:00'))).toEqual(OPEN);
  });

  it('"Before opening: \'Opens at {openTime}\'"', () => {
    expect(openStatus([nineToFive], wednesdayAt('08:59'))).toEqual({
      kind: 'opens-at',
      label: 'Opens at 09:00',
      opensAt: '09:00',
    });
  });

  it('"After closing: \'Closed\'"', () => {
    expect(openStatus([nineToFive], wednesdayAt('17:01'))).toEqual(CLOSED);
  });

  it('"A missing open time defaults to 00:00 and a missing close time to 23:59"', () => {
    const noTimes: OpeningHoursEntry = { dayOfWeek: WEDNESDAY, openTime: null, closeTime: '' };
    expect(openStatus([noTimes], wednesdayAt('00:00'))).toEqual(OPEN);
    expect(openStatus([noTimes], wednesdayAt('23:59'))).toEqual(OPEN);
  });

  it('pads the opening time and accepts seconds from the database', () => {
    const entry = { dayOfWeek: WEDNESDAY, openTime: '7:30:00', closeTime: '11:00:00', isClosed: false };
    expect(openStatus([entry], wednesdayAt('06:00')).label).toBe('Opens at 07:30');
  });

  describe('several ranges a day', () => {
    const split: OpeningHoursEntry[] = [
      { dayOfWeek: WEDNESDAY, openTime: '14:00', closeTime: '18:00', isClosed: false },
      { dayOfWeek: WEDNESDAY, openTime: '09:00', closeTime: '12:00', isClosed: false },
    ];

    it('is open inside either range', () => {
      expect(openStatus(split, wednesdayAt('10:00'))).toEqual(OPEN);
      expect(openStatus(split, wednesdayAt('15:00'))).toEqual(OPEN);
    });

    it('announces the next opening during a midday break', () => {
      expect(openStatus(split, wednesdayAt('12:30')).label).toBe('Opens at 14:00');
    });

    it('announces the earliest opening before the day starts', () => {
      expect(openStatus(split, wednesdayAt('07:00')).label).toBe('Opens at 09:00');
    });

    it('is closed after the last range', () => {
      expect(openStatus(split, wednesdayAt('19:00'))).toEqual(CLOSED);
    });
  });

  describe('a range that runs past midnight', () => {
    const lateBar: OpeningHoursEntry = { dayOfWeek: TUESDAY, openTime: '20:00', closeTime: '02:00', isClosed: false };

    it("keeps yesterday's late range open in the early hours", () => {
      expect(openStatus([lateBar], wednesdayAt('01:30'))).toEqual(OPEN);
      expect(openStatus([lateBar], wednesdayAt('02:01'))).toEqual(CLOSED);
    });

    it('is open from the opening time until midnight on its own day', () => {
      expect(openStatus([{ ...lateBar, dayOfWeek: WEDNESDAY }], wednesdayAt('23:30'))).toEqual(OPEN);
    });
  });
});

describe('openStatus in the business time zone (docs/behaviour.md §0)', () => {
  // "A visitor in Tokyo must see a New York shop's real state": 2025-06-04 is a Wednesday, New York on EDT (UTC−4).
  const newYorkNineToFive = [nineToFive];

  it('is open at 14:00 UTC, 10:00 in New York', () => {
    expect(openStatus(newYorkNineToFive, new Date(Date.UTC(2025, 5, 4, 14, 0)), 'America/New_York')).toEqual(OPEN);
  });

  it('is closed at 23:00 UTC, 19:00 in New York', () => {
    expect(openStatus(newYorkNineToFive, new Date(Date.UTC(2025, 5, 4, 23, 0)), 'America/New_York')).toEqual(CLOSED);
  });

  it("uses the shop's weekday, not the visitor's", () => {
    // Thursday 01:00 UTC is still Wednesday 21:00 in New York: after closing, not a closed Thursday.
    const thursdayOnly = [{ ...nineToFive, dayOfWeek: 4 }];
    expect(openStatus(thursdayOnly, new Date(Date.UTC(2025, 5, 5, 13, 0)), 'America/New_York')).toEqual(OPEN);
    expect(openStatus(thursdayOnly, new Date(Date.UTC(2025, 5, 5, 1, 0)), 'America/New_York')).toEqual(CLOSED);
    expect(openStatus(newYorkNineToFive, new Date(Date.UTC(2025, 5, 5, 12, 30)), 'America/New_York')).toEqual(CLOSED);
  });
});
