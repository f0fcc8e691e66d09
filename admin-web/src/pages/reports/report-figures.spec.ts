import { describe, expect, it } from 'vitest';
import { activityByDay, completenessShares, countryNamer, shortDay } from './report-figures';

describe('report figures', () => {
  it('names countries in Turkish, and falls back to the code', () => {
    const name = countryNamer('tr');
    expect(name('DE')).toBe('Almanya');
    expect(name('TR')).toBe('Türkiye');
    expect(countryNamer('en')('DE')).toBe('Germany');
    expect(name('??')).toBe('??');
  });

  it('gives each kind of data its share of every business', () => {
    const shares = completenessShares({
      total: 200,
      withPhone: 150,
      withHours: 50,
      withCoordinates: 200,
      withWebsite: 0,
      withImage: 1,
    });
    expect(shares.map((s) => [s.field, s.share])).toEqual([
      ['withPhone', 75],
      ['withHours', 25],
      ['withCoordinates', 100],
      ['withWebsite', 0],
      ['withImage', 0.5],
    ]);
    const none = completenessShares({
      total: 0,
      withPhone: 0,
      withHours: 0,
      withCoordinates: 0,
      withWebsite: 0,
      withImage: 0,
    });
    expect(none.every((s) => s.share === 0)).toBe(true);
  });

  it('spreads audit entries over every day, one column per action', () => {
    const { actions, rows } = activityByDay(
      [
        { day: '2026-11-21', action: 'login.succeeded', count: 3 },
        { day: '2026-11-22', action: 'business.updated', count: 2 },
        { day: '2026-01-01', action: 'logout', count: 9 },
      ],
      ['2026-11-20', '2026-11-21', '2026-11-22'],
    );
    expect(actions).toEqual(['login.succeeded', 'business.updated', 'logout']);
    expect(rows).toEqual([
      { day: '2026-11-20', 'login.succeeded': 0, 'business.updated': 0, logout: 0 },
      { day: '2026-11-21', 'login.succeeded': 3, 'business.updated': 0, logout: 0 },
      { day: '2026-11-22', 'login.succeeded': 0, 'business.updated': 2, logout: 0 },
    ]);
    expect(shortDay('2026-11-02')).toBe('02.11');
  });
});
