import { businessSlug, placeIdSuffix } from '@directory/shared';
import { slugCandidates, slugIsSound } from './slug-repair.service.js';

describe('slugIsSound', () => {
  it('accepts the docs/behaviour.md §2 slug of the place_id', () => {
    expect(slugIsSound(businessSlug('Çiğ Köfte Ustası', 'ChIJabc'), 'ChIJabc')).toBe(true);
  });

  it('keeps an older name part as long as the suffix comes from the place_id', () => {
    expect(slugIsSound(`old-name-${placeIdSuffix('ChIJabc')}`, 'ChIJabc')).toBe(true);
  });

  it('accepts the clash alternatives it hands out itself', () => {
    const [, second] = slugCandidates('Cafe', 'ChIJabc');
    expect(slugIsSound(second as string, 'ChIJabc')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['upper case', `Cafe-${placeIdSuffix('ChIJabc')}`],
    ['double hyphen', `cafe--${placeIdSuffix('ChIJabc')}`],
    ['no suffix', 'cafe'],
    ['suffix of another place_id', businessSlug('Cafe', 'ChIJother')],
    ['a six-letter last word mistaken for a suffix', 'coffee-berlin'],
  ])('refuses a slug that is %s', (_, slug) => {
    expect(slugIsSound(slug, 'ChIJabc')).toBe(false);
  });
});

describe('slugCandidates', () => {
  it('starts with the canonical slug and keeps the name part in every alternative', () => {
    const candidates = slugCandidates('Café Rose', 'ChIJabc');
    expect(candidates[0]).toBe(businessSlug('Café Rose', 'ChIJabc'));
    expect(new Set(candidates).size).toBe(candidates.length);
    for (const c of candidates) expect(c).toMatch(/^cafe-rose-[a-z0-9]{6}$/);
  });
});
