import { COUNTRY_CODES } from '@directory/shared';
import countries from 'i18n-iso-countries';
import { countryCodesContaining, countryName, resolveCountryCode } from './country-names.js';

describe('country names (docs/behaviour.md §2)', () => {
  it('names a code with its English short name and slug', () => {
    expect(countryName('de')).toEqual({ code: 'DE', name: 'Germany', slug: 'germany' });
    expect(countryName('US').slug).toBe('united-states-of-america');
    expect(countryName('XX')).toEqual({ code: 'XX', name: 'XX', slug: 'xx' });
  });

  it.each([
    ['germany', 'DE'],
    ['De', 'DE'],
    ['United States', 'US'],
    ['turkey', 'TR'],
    ['türkiye', 'TR'],
    ['atlantis', null],
    ['xx', null],
  ])('resolves a slug, a common name or the alpha-2 code in any case: %j → %s', (text, code) => {
    expect(resolveCountryCode(text)).toBe(code);
  });

  it('names exactly the shared country codes the /upload form offers', () => {
    expect(Object.keys(countries.getAlpha2Codes()).sort()).toEqual(COUNTRY_CODES);
    expect(COUNTRY_CODES.filter((code) => countryName(code).name === code)).toEqual([]);
  });

  it('finds the codes whose name or code contains a text, in any case and accents', () => {
    expect(countryCodesContaining('GERM')).toEqual(['DE']);
    expect(countryCodesContaining('türk')).toEqual(expect.arrayContaining(['TR', 'TM', 'TC']));
    expect(countryCodesContaining('united states')).toEqual(['UM', 'US']);
    const de = countryCodesContaining(' de ');
    expect(de).toEqual(expect.arrayContaining(['DE', 'DK', 'BD', 'SE']));
    expect(de).not.toContain('FR');
    expect(countryCodesContaining('atlantis')).toEqual([]);
    expect(countryCodesContaining('-')).toEqual([]);
  });
});
