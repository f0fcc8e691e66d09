import { matchPageRoute } from './page-routes.js';

describe('matchPageRoute (spec §2 route table)', () => {
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
