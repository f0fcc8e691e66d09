import { demoHours, parseHoursPattern } from './demo-hours.js';
import { CATEGORIES, type CategoryKind } from './catalog/categories.data.js';
import { HOURS_PATTERNS } from './catalog/hours.data.js';
import { Prng } from './prng.js';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

describe('opening-hours patterns', () => {
  it('reads day ranges (0 = Sunday), several ranges a day, and leaves unnamed days closed', () => {
    const week = parseHoursPattern('Mo-Fr 09:00-12:00,13:00-17:30; Sa 10:00-14:00');
    expect(week[1]).toEqual([
      [540, 720],
      [780, 1050],
    ]);
    expect(week[5]).toEqual(week[1]);
    expect(week[6]).toEqual([[600, 840]]);
    expect(week[0]).toEqual([]);
  });

  it('wraps Mo-Su and We-Su past Saturday to Sunday', () => {
    expect(parseHoursPattern('Mo-Su 10:00-18:00').every((day) => day.length === 1)).toBe(true);
    const weToSu = parseHoursPattern('We-Su 17:00-23:00');
    expect(weToSu.map((day) => day.length)).toEqual([1, 0, 0, 1, 1, 1, 1]);
  });

  it('parses every pattern in the data file', () => {
    for (const patterns of Object.values(HOURS_PATTERNS)) {
      for (const pattern of patterns) expect(parseHoursPattern(pattern)).toHaveLength(7);
    }
  });
});

describe('demo business hours', () => {
  const kinds = Object.keys(CATEGORIES) as CategoryKind[];
  const samples = kinds.flatMap((kind) =>
    Array.from({ length: 200 }, (_, i) => ({ kind, rows: demoHours(kind, new Prng(i * 31 + kind.length)) })),
  );

  it('writes Outscraper-shaped rows: every weekday once or more, HH:MM times, closed days without times', () => {
    const badWeeks = samples.filter(({ rows }) => rows.length > 0 && new Set(rows.map((r) => r.dayOfWeek)).size !== 7);
    const badRows = samples
      .flatMap(({ rows }) => rows)
      .filter((r) =>
        r.isClosed
          ? r.openTime !== null || r.closeTime !== null
          : !HHMM.test(r.openTime ?? '') ||
            !HHMM.test(r.closeTime ?? '') ||
            r.openTime === r.closeTime ||
            r.dayOfWeek < 0 ||
            r.dayOfWeek > 6,
      );
    expect(badWeeks).toEqual([]);
    expect(badRows).toEqual([]);
  });

  it('has businesses without hours, with split days, with closed days and open 24 hours', () => {
    const perDay = (rows: ReturnType<typeof demoHours>) =>
      new Map(rows.map((r) => [r.dayOfWeek, rows.filter((x) => x.dayOfWeek === r.dayOfWeek).length]));
    expect(samples.some(({ rows }) => rows.length === 0)).toBe(true);
    expect(samples.some(({ rows }) => [...perDay(rows).values()].some((n) => n > 1))).toBe(true);
    expect(samples.some(({ rows }) => rows.some((r) => r.isClosed))).toBe(true);
    expect(
      samples.some(
        ({ rows }) => rows.length === 7 && rows.every((r) => r.openTime === '00:00' && r.closeTime === '23:59'),
      ),
    ).toBe(true);
  });

  it('keeps bars open past midnight (close before open) and offices closed on Sunday', () => {
    const bars = samples.filter((s) => s.kind === 'nightlife').flatMap((s) => s.rows);
    expect(bars.some((r) => !r.isClosed && (r.closeTime as string) < (r.openTime as string))).toBe(true);
    const offices = samples
      .filter((s) => s.kind === 'professional')
      .flatMap((s) => s.rows.filter((r) => r.dayOfWeek === 0));
    expect(offices.every((r) => r.isClosed)).toBe(true);
  });
});
