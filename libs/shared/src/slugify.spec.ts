import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

// CONTRACT §2: "lower-case ASCII [a-z0-9-], transliterated name (Turkish and other Latin
// letters mapped to their base letter: ç→c, ğ→g, ı→i, İ→i, ö→o, ş→s, ü→u …), no double or edge hyphens"
describe('slugify', () => {
  it('lower-cases and hyphenates words', () => {
    expect(slugify('Auto Repair')).toBe('auto-repair');
  });

  it('maps Turkish letters to their base letter', () => {
    expect(slugify('Çiğköfteci Şükrü Işık İstanbul Ödemiş')).toBe('cigkofteci-sukru-isik-istanbul-odemis');
  });

  it('maps other Latin letters to their base letters', () => {
    expect(slugify('Straße Æblegård Øst Łódź Đorđe Þór')).toBe('strasse-aeblegard-ost-lodz-dorde-thor');
  });

  it('turns every other run of characters into a single hyphen', () => {
    expect(slugify("Joe's  Café & Bar / Grill")).toBe('joe-s-cafe-bar-grill');
  });

  it('leaves no edge or double hyphens', () => {
    expect(slugify('  --Hello---World--  ')).toBe('hello-world');
  });

  it('returns an empty string when nothing Latin is left', () => {
    expect(slugify('東京 ★')).toBe('');
  });
});
