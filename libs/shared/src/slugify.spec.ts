import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

// docs/behaviour.md §2: "lower-case ASCII [a-z0-9-], transliterated name (Turkish and other Latin
// letters mapped to their base letter: ç→c, ğ→g, ı→i, İ→i, ö→o, ş→s, ü→u …), no double or edge hyphens"
describe('slugify', () => {
  it.each([
    ['lower-cases and hyphenates words', 'Auto Repair', 'auto-repair'],
    [
      'maps Turkish letters to their base letter',
      'Çiğköfteci Şükrü Işık İstanbul Ödemiş',
      'cigkofteci-sukru-isik-istanbul-odemis',
    ],
    [
      'maps other Latin letters to their base letters',
      'Straße Æblegård Øst Łódź Đorđe Þór',
      'strasse-aeblegard-ost-lodz-dorde-thor',
    ],
    ['turns every other run of characters into a single hyphen', "Joe's  Café & Bar / Grill", 'joe-s-cafe-bar-grill'],
    ['leaves no edge or double hyphens', '  --Hello---World--  ', 'hello-world'],
    ['returns an empty string when nothing Latin is left', '東京 ★', ''],
  ])('%s: %j → %j', (_rule, input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
