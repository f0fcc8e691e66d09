import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes.js';
import { COUNTRY_NAMES, countriesByName, countryNameOf } from './country-names.js';

describe('COUNTRY_NAMES', () => {
  it('names exactly the accepted codes', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const code of COUNTRY_CODES) expect(COUNTRY_NAMES[code]?.length).toBeGreaterThan(1);
  });

  it("uses the directory's own names", () => {
    expect(countryNameOf('de')).toBe('Germany');
    expect(countryNameOf('US')).toBe('United States of America');
    expect(countryNameOf('GB')).toBe('United Kingdom');
    expect(countryNameOf('TR')).toBe('Türkiye');
    expect(countryNameOf('XK')).toBe('Kosovo');
  });

  it('keeps the code of a code it does not know, and has no retired codes', () => {
    expect(countryNameOf('uk')).toBe('UK');
    for (const code of ['UK', 'SU', 'DD', 'YU', 'EU']) expect(COUNTRY_NAMES[code]).toBeUndefined();
  });
});

describe('countriesByName', () => {
  it('lists every accepted code once, ordered by name with accents folded', () => {
    const list = countriesByName();
    expect(list.map((c) => c.code).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(list[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
    const names = list.map((c) => c.name);
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    expect(names.indexOf('Türkiye')).toBe(names.indexOf('Turkmenistan') - 1);
  });
});
