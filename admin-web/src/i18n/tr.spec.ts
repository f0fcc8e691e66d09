import { describe, expect, it } from 'vitest';
import { en } from './en';
import { tr } from './tr';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('Turkish catalogue', () => {
  it('has every key of the English one, so no label falls back to a raw key', () => {
    expect(new Set(keys(tr))).toEqual(new Set(keys(en)));
  });

  it('labels the business fields in Turkish as the export does (docs/behaviour.md §6)', () => {
    const fields = (tr.resources as Record<string, { fields: Record<string, string> }>).businesses.fields;
    expect(fields.name).toBe('Firma Adı');
    expect(fields.reviewCount).toBe('Yorum Sayısı');
  });
});
