import { describe, expect, it } from 'vitest';
import { matchPageRoute, pageRoutePattern } from './page-routes.js';
import { PAGE_PATHS } from './page-table.js';

describe('matchPageRoute (docs/screens.md §2 route table)', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/business/joes-cafe-g5x10x', { kind: 'business', slug: 'joes-cafe-g5x10x' }],
    ['/categories/a', { kind: 'categories-letter', letter: 'A' }],
    ['/categories/auto-repair', { kind: 'category', slug: 'auto-repair' }],
    ['/countries/germany/cities', { kind: 'country-cities', slug: 'germany' }],
    ['/cities/b', { kind: 'cities-letter', letter: 'B' }],
    ['/cities/de/berlin', { kind: 'city', countryCode: 'de', citySlug: 'berlin' }],
    ['/terms-of-service', { kind: 'legal', page: 'terms-of-service' }],
    ['/upload', { kind: 'upload' }],
  ])('maps %s', (path, route) => {
    expect(matchPageRoute(path)).toEqual(route);
  });

  it.each(['/nope', '/business', '/business/a/b', '/cities/de/berlin/extra', '/countries/x/y', '/%E0%A4%A'])(
    'treats %s as an unknown route',
    (path) => {
      expect(matchPageRoute(path)).toEqual({ kind: 'not-found' });
    },
  );
});

describe('PAGE_PATHS', () => {
  it('names only paths that matchPageRoute recognises', () => {
    const sample = (pattern: string) =>
      pattern.replace(':letter', 'b').replace(':countryCode', 'de').replace(/:\w+/g, 'some-slug');
    const unknown = Object.values(PAGE_PATHS).filter((p) => matchPageRoute(sample(p)).kind === 'not-found');
    expect(unknown).toEqual([]);
  });
});

describe('pageRoutePattern', () => {
  it('names each page by the pattern of PAGE_PATHS that shows it', () => {
    const sample = (pattern: string) =>
      pattern.replace(':letter', 'b').replace(':countryCode', 'de').replace(/:\w+/g, 'some-slug');
    for (const pattern of Object.values(PAGE_PATHS)) {
      const route = matchPageRoute(sample(pattern));
      if (route.kind === 'not-found') throw new Error(`${pattern} is not recognised`);
      expect(pageRoutePattern(route)).toBe(pattern);
    }
    expect(pageRoutePattern({ kind: 'categories-letter', letter: 'B' })).toBe('/categories/:slug');
  });
});
