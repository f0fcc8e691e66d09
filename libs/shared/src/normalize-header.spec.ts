import { describe, expect, it } from 'vitest';
import { normalizeHeader } from './normalize-header.js';

// docs/behaviour.md §5: "Headers match case- and punctuation-insensitively
// (`reviewCount` = `review_count` = `Review Count`, `location/lat` = `location_lat`)"
describe('normalizeHeader', () => {
  it('ignores case and punctuation', () => {
    expect(normalizeHeader('reviewCount')).toBe(normalizeHeader('review_count'));
    expect(normalizeHeader('Review Count')).toBe(normalizeHeader('review_count'));
    expect(normalizeHeader('location/lat')).toBe(normalizeHeader('location_lat'));
  });

  it('transliterates so Turkish headers match their ASCII aliases', () => {
    expect(normalizeHeader('Firma Adı')).toBe(normalizeHeader('firma_adi'));
    expect(normalizeHeader('ÜLKE_KODU')).toBe(normalizeHeader('ulke_kodu'));
  });

  it('drops a byte order mark and surrounding spaces', () => {
    expect(normalizeHeader('\uFEFF name ')).toBe('name');
  });
});
