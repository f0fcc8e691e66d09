import { describe, expect, it } from 'vitest';
import { businessSlug, placeIdSuffix, splitBusinessSlug } from './business-slug.js';

// docs/behaviour.md §2: "then `-` and 6 `[a-z0-9]` derived from the place_id (stable across re-imports)"
describe('placeIdSuffix', () => {
  it('gives 6 characters of [a-z0-9]', () => {
    for (const id of ['', 'a', 'ChIJN1t_tDeuEmsRUsoyG83frY4', 'test-1', 'submitted_42']) {
      expect(placeIdSuffix(id)).toMatch(/^[a-z0-9]{6}$/);
    }
  });

  it('is stable for the same place_id', () => {
    expect(placeIdSuffix('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBe(placeIdSuffix('ChIJN1t_tDeuEmsRUsoyG83frY4'));
  });

  it('keeps the value it had when first released, so stored slugs stay valid', () => {
    expect(placeIdSuffix('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBe('g5x10x');
  });

  it('differs between place_ids', () => {
    const suffixes = new Set(Array.from({ length: 10_000 }, (_, i) => placeIdSuffix(`place-${i}`)));
    expect(suffixes.size).toBeGreaterThan(9_990);
  });
});

describe('businessSlug', () => {
  it('joins the slugified name and the place_id suffix', () => {
    expect(businessSlug('Şükrü Usta Oto Tamir', 'abc')).toBe(`sukru-usta-oto-tamir-${placeIdSuffix('abc')}`);
  });

  it('uses "business" when the name slugifies to nothing', () => {
    expect(businessSlug('東京寿司', 'abc')).toBe(`business-${placeIdSuffix('abc')}`);
  });
});

// docs/screens.md §7: "retries once with the slug minus a trailing hyphen plus 6 lowercase alphanumerics, if such a suffix exists"
describe('splitBusinessSlug', () => {
  it('splits a trailing hyphen plus 6 lowercase alphanumerics', () => {
    expect(splitBusinessSlug('joes-pizza-a1b2c3')).toEqual({ namePart: 'joes-pizza', suffix: 'a1b2c3' });
  });

  it('returns no suffix when the last part is not 6 characters', () => {
    expect(splitBusinessSlug('joes-pizza')).toEqual({ namePart: 'joes-pizza', suffix: null });
    expect(splitBusinessSlug('joes-pizza-a1b2c3d')).toEqual({ namePart: 'joes-pizza-a1b2c3d', suffix: null });
  });

  it('does not treat a lone 6-character word as a suffix', () => {
    expect(splitBusinessSlug('bakery')).toEqual({ namePart: 'bakery', suffix: null });
  });

  it('round-trips a generated slug', () => {
    const slug = businessSlug('Joe’s Pizza', 'ChIJ123');
    expect(splitBusinessSlug(slug)).toEqual({ namePart: 'joe-s-pizza', suffix: placeIdSuffix('ChIJ123') });
  });
});
