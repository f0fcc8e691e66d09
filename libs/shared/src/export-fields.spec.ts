import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_FIELDS, EXPORT_FIELD_LABELS, EXPORT_FIELDS, isExportField } from './export-fields.js';

describe('export fields', () => {
  it('docs/behaviour.md §6: "name `Firma Adı`, address `Adres`, phone `Telefon`, category `Kategori`, reviewCount `Yorum Sayısı`, rating `Değerlendirme`, placeId `Place ID`, countryCode `Ülke Kodu`, url `URL Link`, latitude `Enlem`, longitude `Boylam`, slug `Slug`, city `Şehir`, website `Web Sitesi`"', () => {
    expect(EXPORT_FIELDS.map((field) => [field, EXPORT_FIELD_LABELS[field]])).toEqual([
      ['name', 'Firma Adı'],
      ['address', 'Adres'],
      ['phone', 'Telefon'],
      ['category', 'Kategori'],
      ['reviewCount', 'Yorum Sayısı'],
      ['rating', 'Değerlendirme'],
      ['placeId', 'Place ID'],
      ['countryCode', 'Ülke Kodu'],
      ['url', 'URL Link'],
      ['latitude', 'Enlem'],
      ['longitude', 'Boylam'],
      ['slug', 'Slug'],
      ['city', 'Şehir'],
      ['website', 'Web Sitesi'],
    ]);
  });

  it('docs/screens.md §9: "Export: default fields name, address, phone, category."', () => {
    expect(DEFAULT_EXPORT_FIELDS).toEqual(['name', 'address', 'phone', 'category']);
  });

  it('docs/behaviour.md §6: "Unknown field or none: 400" — tells known fields from unknown ones', () => {
    expect(isExportField('rating')).toBe(true);
    expect(isExportField('password')).toBe(false);
    expect(isExportField('toString')).toBe(false);
  });
});
