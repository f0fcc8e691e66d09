import type { ImportPreview } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { changedColumns, detectedMapping, doubleMapped, missingRequired, previewPart } from './column-mapping';

const preview: ImportPreview = {
  headers: [
    { header: 'Firma İsmi', field: null },
    { header: 'address', field: 'address' },
    { header: 'type', field: 'category' },
    { header: 'place_id', field: 'place_id' },
    { header: 'country_code', field: 'country_code' },
    { header: 'phone', field: 'phone' },
    { header: '', field: null },
  ],
  rows: [['Kahve Durağı', 'Moda Cd. 1', 'Cafe', 'p1', 'TR', '+90', 'x']],
  fields: ['name', 'address', 'category', 'place_id', 'country_code', 'phone'],
  rowsTotal: 2,
};

describe('column mapping', () => {
  it('starts from what the importer detects, without blank headers', () => {
    expect(detectedMapping(preview)).toEqual({
      'Firma İsmi': null,
      address: 'address',
      type: 'category',
      place_id: 'place_id',
      country_code: 'country_code',
      phone: 'phone',
    });
  });

  it('names the required fields no header feeds, until one is mapped', () => {
    const mapping = detectedMapping(preview);
    expect(missingRequired(mapping)).toEqual(['name']);
    expect(missingRequired({ ...mapping, 'Firma İsmi': 'name' })).toEqual([]);
    expect(missingRequired({ ...mapping, 'Firma İsmi': 'name', type: null })).toEqual(['category']);
  });

  it('sends only the headers whose field was changed, a column left out as null', () => {
    const mapping = { ...detectedMapping(preview), 'Firma İsmi': 'name', phone: null };
    expect(changedColumns(preview, mapping)).toEqual({ 'Firma İsmi': 'name', phone: null });
    expect(changedColumns(preview, detectedMapping(preview))).toEqual({});
  });

  it('previews a large CSV by its first megabyte and a workbook whole', () => {
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.CSV');
    expect(previewPart(big).size).toBe(1024 * 1024);
    const workbook = new File([new Uint8Array(3 * 1024 * 1024)], 'big.xlsx');
    expect(previewPart(workbook)).toBe(workbook);
  });
});

describe('doubleMapped', () => {
  it('refuses a field the admin gave a second column', () => {
    const mapping = { ...detectedMapping(preview), 'Firma İsmi': 'address' };
    expect(doubleMapped(preview, mapping)).toEqual([{ field: 'address', headers: ['Firma İsmi', 'address'] }]);
  });

  it('allows one column per field, and the columns the importer itself puts on one field', () => {
    expect(doubleMapped(preview, { ...detectedMapping(preview), 'Firma İsmi': 'name' })).toEqual([]);
    const fallback = { ...preview, headers: [...preview.headers, { header: 'phone_number', field: 'phone' }] };
    expect(doubleMapped(fallback, detectedMapping(fallback))).toEqual([]);
  });
});
