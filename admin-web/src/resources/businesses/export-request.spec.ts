import { DEFAULT_EXPORT_FIELDS } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../providers/http';
import { csvExport, uploadTemplate } from '../../testing/server-answers';
import { buildExportRequest, canExport } from './export-request';

describe('buildExportRequest', () => {
  it('sends the chosen fields in the dialog order, whatever order they were ticked in', () => {
    expect(buildExportRequest(['category', 'url', 'name'], 'all')).toEqual({
      selectedFields: ['name', 'category', 'url'],
      countryCode: 'all',
    });
  });

  it('starts from the spec defaults "name, address, phone, category"', () => {
    expect(buildExportRequest(DEFAULT_EXPORT_FIELDS, 'all').selectedFields).toEqual([
      'name',
      'address',
      'phone',
      'category',
    ]);
  });

  it('drops names that are not export fields, so the API never answers 400 for them', () => {
    expect(buildExportRequest(['name', 'password', 'toString'], 'all').selectedFields).toEqual(['name']);
  });

  it("sends 'all' for no country and an upper-case code for one", () => {
    expect(buildExportRequest(['name'], '').countryCode).toBe('all');
    expect(buildExportRequest(['name'], 'ALL').countryCode).toBe('all');
    expect(buildExportRequest(['name'], ' de ').countryCode).toBe('DE');
  });
});

describe('canExport', () => {
  it('is disabled while no field is selected or an export runs', () => {
    expect(canExport(new Set(), false)).toBe(false);
    expect(canExport(new Set(['name']), true)).toBe(false);
    expect(canExport(new Set(['name']), false)).toBe(true);
  });
});

describe('fileNameFromDisposition', () => {
  it("keeps the server's file name", () => {
    expect(fileNameFromDisposition(csvExport.contentDisposition, 'x.csv')).toBe('businesses_TR_2026-11-23.csv');
    expect(fileNameFromDisposition(uploadTemplate.contentDisposition, 'x.xlsx')).toBe('isletme_yukleme_sablonu.xlsx');
  });

  it('falls back when the answer has no Content-Disposition', () => {
    expect(fileNameFromDisposition(null, 'businesses_export_2026-11-23.csv')).toBe('businesses_export_2026-11-23.csv');
  });
});
