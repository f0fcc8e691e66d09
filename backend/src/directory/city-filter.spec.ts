import { cityFilter, MAX_CITY_QUERY_LENGTH } from './city-filter.js';

describe('cityFilter (docs/behaviour.md §3 letter and q of a city list)', () => {
  it('keeps every city without letter or q, or with a blank q', () => {
    expect(cityFilter({})).toEqual({});
    expect(cityFilter({ q: '   ' }, 'DE')).toEqual({ countryCode: 'DE' });
  });

  it('lower-cases the letter', () => {
    expect(cityFilter({ letter: 'B' })).toEqual({ letter: 'b' });
  });

  it('folds q to a slug, with the countries whose name or code contains it', () => {
    expect(cityFilter({ q: ' Köln ' }).text).toEqual({ slug: 'koln', name: null, countryCodes: [] });
    expect(cityFilter({ q: 'São Paulo' }).text).toMatchObject({ slug: 'sao-paulo', name: null });
    expect(cityFilter({ q: 'germany' }).text).toMatchObject({ slug: 'germany', countryCodes: ['DE'] });
  });

  it('matches by name what a slug cannot hold: other scripts and punctuation alone', () => {
    expect(cityFilter({ q: '東京' }).text).toEqual({ slug: null, name: '東京', countryCodes: [] });
    expect(cityFilter({ q: 'Москва' }).text).toMatchObject({ slug: null, name: 'Москва' });
    expect(cityFilter({ q: "'" }).text).toMatchObject({ slug: null, name: "'" });
  });

  it(`reads at most ${MAX_CITY_QUERY_LENGTH} characters of q`, () => {
    expect(cityFilter({ q: 'a'.repeat(3000) }).text?.slug).toHaveLength(MAX_CITY_QUERY_LENGTH);
  });
});
