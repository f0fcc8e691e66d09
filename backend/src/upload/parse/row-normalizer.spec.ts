import { OUTSCRAPER_HEADERS } from '../../../test/fixtures/outscraper.mjs';
import { mapHeaders } from './header-aliases.js';
import { normalizeRow } from './row-normalizer.js';

// The Outscraper columns the normalizer reads, plus the approval and category-list columns.
const HEADERS = [
  ...OUTSCRAPER_HEADERS.filter((h) => !['phone', 'subtypes', 'working_hours', 'about', 'photo', 'site'].includes(h)),
  'approved',
  'categories',
];
const { map } = mapHeaders(HEADERS);

function row(values: Partial<Record<(typeof HEADERS)[number], unknown>>): unknown[] {
  return HEADERS.map((h) => values[h] ?? null);
}

const base = {
  name: 'Çiğ Köfteci Şükrü',
  full_address: 'İstiklal Cd. 5, 34430 Beyoğlu/İstanbul, Türkiye',
  type: 'Restaurant',
  place_id: 'ChIJabc',
  country_code: 'tr',
};

describe('normalizeRow', () => {
  it('builds the slug from the transliterated name and the place_id suffix', () => {
    const outcome = normalizeRow(row(base), map, 2);
    expect(outcome.kind).toBe('row');
    if (outcome.kind !== 'row') return;
    expect(outcome.row.slug).toMatch(/^cig-kofteci-sukru-[a-z0-9]{6}$/);
    expect(outcome.row.countryCode).toBe('TR');
    expect(outcome.row.categorySlug).toBe('restaurant');
  });

  it('treats a fully blank row as no row at all', () => {
    expect(normalizeRow(row({}), map, 7)).toEqual({ kind: 'blank' });
    expect(normalizeRow(['  ', null, ''], map, 7)).toEqual({ kind: 'blank' });
  });

  it('reports blank required fields with the spreadsheet row number', () => {
    expect(normalizeRow(row({ ...base, name: ' ', place_id: null }), map, 5)).toEqual({
      kind: 'error',
      message: 'Satır 5: zorunlu alan boş: name, place_id',
    });
  });

  it('refuses a country code that is not ISO alpha-2', () => {
    for (const code of ['TUR', 'XX', 'Türkiye', '1']) {
      const outcome = normalizeRow(row({ ...base, country_code: code }), map, 3);
      expect(outcome).toMatchObject({ kind: 'error', message: expect.stringContaining('Satır 3: geçersiz ülke kodu') });
    }
  });

  it('keeps a row with a bad rating, coordinates or review count (null / null / 0)', () => {
    const outcome = normalizeRow(
      row({ ...base, rating: 'great', latitude: '200', longitude: '13', reviews: 'lots' }),
      map,
      4,
    );
    expect(outcome).toMatchObject({
      kind: 'row',
      row: { rating: null, latitude: null, longitude: null, reviewCount: 0 },
    });
  });

  it('takes the city column first, then the nearest place, then the address', () => {
    const fromColumn = normalizeRow(row({ ...base, city: 'Kadıköy', latitude: 52.52, longitude: 13.405 }), map, 2);
    expect(fromColumn).toMatchObject({ row: { city: 'Kadıköy', citySlug: 'kadikoy' } });
    const fromCoordinates = normalizeRow(
      row({ ...base, country_code: 'DE', latitude: 52.5208, longitude: 13.4094 }),
      map,
      2,
    );
    expect(fromCoordinates).toMatchObject({ row: { city: 'Berlin', citySlug: 'berlin' } });
    const fromAddress = normalizeRow(row(base), map, 2);
    expect(fromAddress).toMatchObject({ row: { city: 'İstanbul', citySlug: 'istanbul' } });
    const none = normalizeRow(row({ ...base, full_address: 'Somewhere' }), map, 2);
    expect(none).toMatchObject({ row: { city: null, citySlug: null } });
  });

  it('stores an object description as JSON text, never [object Object]', () => {
    const outcome = normalizeRow(
      row({ ...base, description: { richText: [{ text: 'Taze ' }, { text: 'köfte' }] } }),
      map,
      2,
    );
    expect(outcome).toMatchObject({ row: { description: 'Taze köfte' } });
    const other = normalizeRow(row({ ...base, description: { summary: 'x', tags: ['a'] } }), map, 2);
    expect(other).toMatchObject({ row: { description: '{"summary":"x","tags":["a"]}' } });
  });

  it('reads the approved column: false only when it says so', () => {
    expect(normalizeRow(row({ ...base, approved: 'false' }), map, 2)).toMatchObject({ row: { isApproved: false } });
    expect(normalizeRow(row(base), map, 2)).toMatchObject({ row: { isApproved: null } });
  });

  it('takes the first item of a categories list when no category column has a value', () => {
    expect(normalizeRow(row({ ...base, type: null, categories: '["Kebab shop","Restaurant"]' }), map, 2)).toMatchObject(
      {
        row: { category: 'Kebab shop', categorySlug: 'kebab-shop' },
      },
    );
    expect(normalizeRow(row({ ...base, type: null, categories: 'Bakery, Cafe' }), map, 2)).toMatchObject({
      row: { category: 'Bakery' },
    });
  });

  it('gives non-Latin categories a stable slug instead of an empty one', () => {
    const first = normalizeRow(row({ ...base, type: '餐厅' }), map, 2);
    const second = normalizeRow(row({ ...base, type: '餐厅' }), map, 9);
    expect(first).toMatchObject({ row: { categorySlug: expect.stringMatching(/^category-[a-z0-9]{6}$/) } });
    expect(first.kind === 'row' && second.kind === 'row' && first.row.categorySlug === second.row.categorySlug).toBe(
      true,
    );
  });
});
