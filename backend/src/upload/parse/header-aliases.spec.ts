import { OUTSCRAPER_HEADERS } from '../../../test/fixtures/outscraper.mjs';
import { mapHeaders } from './header-aliases.js';

/** The expected `map.fields` from the fields in column order ('-': a column no field takes). */
const columns = (fields: string) =>
  Object.fromEntries(fields.split(' ').flatMap((field, column) => (field === '-' ? [] : [[field, [column]]])));

describe('mapHeaders', () => {
  it('maps Outscraper headers, with type as the category and site as the website', () => {
    const { map, missing } = mapHeaders(OUTSCRAPER_HEADERS);
    expect(missing).toEqual([]);
    expect(map.fields).toMatchObject(
      // subtypes is no field of its own
      columns(
        'name address city phone category - latitude longitude rating reviewCount ' +
          'placeId countryCode hours amenities description imageUrl website',
      ),
    );
  });

  it('maps Apify headers, flattened opening hours and the first flattened category', () => {
    const headers = [
      'title',
      'categoryName',
      'address',
      'countryCode',
      'location/lat',
      'location/lng',
      'totalScore',
      'reviewsCount',
      'placeId',
      'imageUrl',
      'openingHours/0/day',
      'openingHours/0/hours',
      'openingHours/1/day',
      'openingHours/1/hours',
      'categories/0',
      'additionalInfo/Service options/0/Delivery',
    ];
    const { map, missing } = mapHeaders(headers);
    expect(missing).toEqual([]);
    expect(map.fields).toMatchObject(
      columns('name category address countryCode latitude longitude rating reviewCount placeId imageUrl'),
    );
    expect(map.hourPairs).toEqual([
      { day: 10, hours: 11 },
      { day: 12, hours: 13 },
    ]);
    expect(map.categoryItem).toBe(14);
    expect(map.amenityFlags).toEqual([{ name: 'Delivery', column: 15 }]);
  });

  it('matches headers case- and punctuation-insensitively ("reviewCount = review_count = Review Count")', () => {
    for (const header of ['reviewCount', 'review_count', 'Review Count', 'REVIEW-COUNT']) {
      expect(
        mapHeaders(['name', 'address', 'category', 'place_id', 'country_code', header]).map.fields.reviewCount,
      ).toEqual([5]);
    }
    expect(mapHeaders(['Firma Adı', 'Adres', 'Kategori', 'Place ID', 'Ülke Kodu']).missing).toEqual(['category']);
    expect(mapHeaders(['firma_adi', 'adres', 'main_category', 'google_place_id', 'ulke_kodu']).missing).toEqual([]);
  });

  it('names every missing required column with the contract names', () => {
    expect(mapHeaders(['title', 'phone']).missing).toEqual(['address', 'category', 'place_id', 'country_code']);
  });

  it('orders alias columns by priority, and keeps only the first website alias', () => {
    const { map } = mapHeaders(['type', 'category', 'url', 'website', 'name', 'address', 'place_id', 'country_code']);
    expect(map.fields.category).toEqual([1, 0]);
    expect(map.fields.website).toEqual([3]);
  });
});

describe('mapHeaders with headers mapped by hand', () => {
  const headers = ['Firma İsmi', 'title', 'address', 'type', 'place_id', 'country_code', 'phone', 'Mobil'];

  it('puts a mapped header ahead of the aliases and reports the field of every column', () => {
    const overrides = new Map([
      ['Firma İsmi', 'name'],
      ['Mobil', 'phone'],
      ['phone', null],
    ] as const);
    const { map, missing } = mapHeaders(headers, overrides);
    expect(missing).toEqual([]);
    expect(map.fields.name).toEqual([0, 1]);
    expect(map.fields.phone).toEqual([7]);
    expect(map.columnFields).toEqual(['name', 'name', 'address', 'category', 'placeId', 'countryCode', null, 'phone']);
  });
});
