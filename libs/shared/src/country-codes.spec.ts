import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './country-codes.js';

describe('COUNTRY_CODES', () => {
  it('lists 250 distinct upper-case alpha-2 codes in order', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
  });
});

describe('isCountryCode', () => {
  it('knows current ISO codes in any case, and Kosovo', () => {
    expect(isCountryCode('de')).toBe(true);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('XK')).toBe(true);
  });

  it('refuses retired, reserved and grouping codes', () => {
    for (const code of ['UK', 'SU', 'DD', 'YU', 'EU', 'ZZ', 'XX', 'D']) expect(isCountryCode(code)).toBe(false);
  });
});
