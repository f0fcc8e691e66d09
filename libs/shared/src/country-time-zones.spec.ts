import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes.js';
import { COUNTRY_TIME_ZONES, countryTimeZone } from './country-time-zones.js';

const isKnownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

describe('COUNTRY_TIME_ZONES', () => {
  it('gives every accepted country code a zone the runtime knows', () => {
    expect(Object.keys(COUNTRY_TIME_ZONES).sort()).toEqual([...COUNTRY_CODES]);
    expect(Object.values(COUNTRY_TIME_ZONES).filter((zone) => !isKnownZone(zone))).toEqual([]);
  });
});

describe('countryTimeZone', () => {
  it('names the main zone of a country, in any case', () => {
    expect(countryTimeZone('US')).toBe('America/New_York');
    expect(countryTimeZone('de')).toBe('Europe/Berlin');
    expect(countryTimeZone('TR')).toBe('Europe/Istanbul');
    expect(countryTimeZone('GB')).toBe('Europe/London');
    expect(countryTimeZone('FR')).toBe('Europe/Paris');
    expect(countryTimeZone('JP')).toBe('Asia/Tokyo');
  });

  it('is null for an unknown or missing code', () => {
    expect(countryTimeZone('ZZ')).toBeNull();
    expect(countryTimeZone('')).toBeNull();
    expect(countryTimeZone(null)).toBeNull();
  });
});
