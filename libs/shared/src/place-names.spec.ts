import { describe, expect, it } from 'vitest';
import { PLACE_NAME_GROUPS } from './place-names.data.js';
import { otherPlaceNames, placeNameKey } from './place-names.js';

describe('otherPlaceNames', () => {
  it('finds a city by its local and its English name, with or without accents', () => {
    expect(otherPlaceNames('München')).toContain('Munich');
    expect(otherPlaceNames('munchen')).toContain('Munich');
    expect(otherPlaceNames('Cologne')).toContain('Köln');
    expect(otherPlaceNames('WIEN')).toEqual(['Vienna']);
    expect(otherPlaceNames('Москва')).toContain('Moscow');
    expect(otherPlaceNames('北京')).toContain('Beijing');
  });

  it('knows nothing more of a city with one name', () => {
    expect(otherPlaceNames('Springfield')).toEqual([]);
  });

  it('holds each name in one group only, so a name never leads to two cities', () => {
    const slugs = PLACE_NAME_GROUPS.flatMap((group) => [...new Set(group.map(placeNameKey))]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
