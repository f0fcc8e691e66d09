import { describe, expect, it } from 'vitest';
import { hoursIssues } from './hours-periods.js';

const open = (dayOfWeek: number, openTime: string | null, closeTime: string | null) => ({
  dayOfWeek,
  openTime,
  closeTime,
  isClosed: false,
});

describe('hoursIssues', () => {
  it('accepts a split shift, touching periods and a closed day', () => {
    expect(
      hoursIssues([
        open(2, '08:00', '12:00'),
        open(2, '14:00', '17:30'),
        open(3, '08:00', '12:00'),
        open(3, '12:00', '17:30'),
        { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
      ]),
    ).toEqual([]);
  });

  it('accepts a period that runs past midnight, and the next day starting early', () => {
    expect(hoursIssues([open(5, '18:00', '02:00'), open(6, '01:00', '03:00'), open(5, '08:00', '12:00')])).toEqual([]);
  });

  it('names the missing time of a half-filled period', () => {
    expect(hoursIssues([open(1, '11:30', null)])).toEqual([{ index: 0, field: 'closeTime', problem: 'missing-close' }]);
    expect(hoursIssues([open(1, '', '17:00')])).toEqual([{ index: 0, field: 'openTime', problem: 'missing-open' }]);
  });

  it('refuses a period with neither time on a day that is not closed', () => {
    expect(hoursIssues([open(1, null, null)]).map((issue) => issue.problem)).toEqual(['missing-open', 'missing-close']);
  });

  it('refuses a period that closes when it opens', () => {
    expect(hoursIssues([open(1, '09:00', '09:00')])).toEqual([{ index: 0, field: 'closeTime', problem: 'same-times' }]);
  });

  it('refuses overlapping periods of one day, naming the later one', () => {
    expect(hoursIssues([open(2, '11:00', '14:00'), open(2, '08:00', '12:00')])).toEqual([
      { index: 0, field: 'openTime', problem: 'overlap', overlaps: 1 },
    ]);
    expect(hoursIssues([open(2, '08:00', '17:00'), open(2, '10:00', '11:00')])).toEqual([
      { index: 1, field: 'openTime', problem: 'overlap', overlaps: 0 },
    ]);
  });

  it('counts a period past midnight up to the end of its own day', () => {
    expect(hoursIssues([open(5, '20:00', '02:00'), open(5, '22:00', '23:00')])).toEqual([
      { index: 1, field: 'openTime', problem: 'overlap', overlaps: 0 },
    ]);
  });

  it('lets the same times stand on different days', () => {
    expect(hoursIssues([open(1, '08:00', '12:00'), open(2, '08:00', '12:00')])).toEqual([]);
  });
});
