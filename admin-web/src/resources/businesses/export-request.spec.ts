import { DEFAULT_EXPORT_FIELDS } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../providers/http';
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
    expect(fileNameFromDisposition('attachment; filename="businesses_DE_2025-01-31.csv"', 'x.csv')).toBe(
      'businesses_DE_2025-01-31.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=businesses_export_2025-01-31.csv', 'x.csv')).toBe(
      'businesses_export_2025-01-31.csv',
    );
  });

  it('prefers the RFC 5987 form and falls back when there is no header', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%C3%BCr%C3%BCn.csv`, 'x')).toBe(
      'ürün.csv',
    );
    expect(fileNameFromDisposition(null, 'businesses_export_2025-01-31.csv')).toBe('businesses_export_2025-01-31.csv');
  });
});
