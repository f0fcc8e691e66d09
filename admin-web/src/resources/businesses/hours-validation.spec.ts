import { describe, expect, it } from 'vitest';
import { validatePeriodTime } from './hours-validation';

const tuesday = (periods: Array<{ openTime: string | null; closeTime: string | null }>, isClosed = false) => ({
  week: [2, 2, { dayOfWeek: 2, isClosed, periods }],
});
const at = (index: number, field: string) => ({ finalSource: `week.2.periods.${index}.${field}` });

describe('validatePeriodTime', () => {
  it('asks for the closing time of a period with only an opening time', () => {
    const values = tuesday([{ openTime: '11:30', closeTime: null }]) as never;
    expect(validatePeriodTime(null, values, at(0, 'closeTime'))).toBe('app.businesses.validation.hours_missing_close');
    expect(validatePeriodTime('11:30', values, at(0, 'openTime'))).toBeUndefined();
  });

  it('flags the later of two overlapping periods, not a split shift', () => {
    const split = tuesday([
      { openTime: '08:00', closeTime: '12:00' },
      { openTime: '14:00', closeTime: '17:30' },
    ]) as never;
    expect(validatePeriodTime('14:00', split, at(1, 'openTime'))).toBeUndefined();
    const overlapping = tuesday([
      { openTime: '08:00', closeTime: '12:00' },
      { openTime: '11:00', closeTime: '17:30' },
    ]) as never;
    expect(validatePeriodTime('11:00', overlapping, at(1, 'openTime'))).toBe('app.businesses.validation.hours_overlap');
  });

  it('leaves an empty row and a closed day alone', () => {
    const blank = tuesday([
      { openTime: '08:00', closeTime: '12:00' },
      { openTime: null, closeTime: null },
    ]) as never;
    expect(validatePeriodTime(null, blank, at(1, 'closeTime'))).toBeUndefined();
    const closed = tuesday([{ openTime: '11:30', closeTime: null }], true) as never;
    expect(validatePeriodTime(null, closed, at(0, 'closeTime'))).toBeUndefined();
  });
});
