import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate.js';

describe('transliterate', () => {
  it('maps Turkish letters to base letters, as CONTRACT §2 asks: "ç→c, ğ→g, ı→i, İ→i, ö→o, ş→s, ü→u"', () => {
    expect(transliterate('çğıöşü ÇĞIÖŞÜ İ')).toBe('cgiosu CGIOSU I');
  });

  it('maps other Latin letters that have no decomposition', () => {
    expect(transliterate('ß æ ø å ł đ þ œ')).toBe('ss ae o a l d th oe');
  });

  it('strips accents from decomposable letters', () => {
    expect(transliterate('Crème Brûlée Señor Ångström')).toBe('Creme Brulee Senor Angstrom');
  });

  it('leaves non-Latin characters untouched', () => {
    expect(transliterate('Москва 東京')).toBe('Москва 東京');
  });
});
