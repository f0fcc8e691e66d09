import { timeZoneOf } from './time-zone-of.js';

describe('timeZoneOf', () => {
  it.each([
    ['New York', 40.7128, -74.006, 'US', 'America/New_York'],
    ['Berlin', 52.52, 13.405, 'DE', 'Europe/Berlin'],
    ['Tokyo', 35.6762, 139.6503, 'JP', 'Asia/Tokyo'],
    ['Istanbul', 41.0082, 28.9784, 'TR', 'Europe/Istanbul'],
    ['Sydney', -33.8688, 151.2093, 'AU', 'Australia/Sydney'],
    ['Los Angeles', 34.0522, -118.2437, 'US', 'America/Los_Angeles'],
  ])('places %s by its coordinates', (_, latitude, longitude, countryCode, zone) => {
    expect(timeZoneOf({ latitude, longitude, countryCode })).toBe(zone);
  });

  it('trusts the coordinates over the country (a Denver shop is not on New York time)', () => {
    expect(timeZoneOf({ latitude: 39.7392, longitude: -104.9903, countryCode: 'US' })).toBe('America/Denver');
  });

  it("falls back to the country's main zone for a point at sea", () => {
    expect(timeZoneOf({ latitude: 0, longitude: -30, countryCode: 'BR' })).toBe('America/Sao_Paulo');
    expect(timeZoneOf({ latitude: 0, longitude: 0, countryCode: 'GB' })).toBe('Europe/London');
  });

  it("falls back to the country's main zone without coordinates, or with impossible ones", () => {
    expect(timeZoneOf({ latitude: null, longitude: null, countryCode: 'TR' })).toBe('Europe/Istanbul');
    expect(timeZoneOf({ latitude: 52.52, longitude: null, countryCode: 'FR' })).toBe('Europe/Paris');
    expect(timeZoneOf({ latitude: 123, longitude: 456, countryCode: 'JP' })).toBe('Asia/Tokyo');
  });

  it('is null with neither usable coordinates nor a known country', () => {
    expect(timeZoneOf({ latitude: null, longitude: null, countryCode: 'ZZ' })).toBeNull();
    expect(timeZoneOf({ latitude: 0, longitude: -30, countryCode: null })).toBeNull();
  });
});
