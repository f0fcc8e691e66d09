import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './canonical-page-url.js';

const slugs: Record<string, string> = { de: 'germany', br: 'brazil' };
const canonical = (pathname: string, search = '') =>
  canonicalPageUrl(pathname, search, (code) => slugs[code.toLowerCase()] ?? null);

describe('canonicalPageUrl', () => {
  it.each([
    ['/', ''],
    ['/categories', ''],
    ['/categories/restaurant', ''],
    ['/categories/restaurant', '?page=2'],
    ['/categories/b', ''],
    ['/countries/germany/cities', ''],
    ['/cities/de/berlin', '?page=3'],
    ['/search', '?q=cafe&where=berlin'],
    ['/search', '?q=cafe&category=cafe&minRating=4&openNow=true&sort=distance&lat=52.52&lng=13.405&page=2'],
    ['/business/farouk-restaurant-97yh9d', ''],
    ['/nowhere/at/all', ''],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(canonical(pathname, search)).toBeNull();
  });

  it.each([
    ['/categories/Restaurant', '', '/categories/restaurant'],
    ['/categories/Auto Repair', '', '/categories/auto-repair'],
    ['/categories/B', '', '/categories/b'],
    ['/categories/1', '', '/categories'],
    ['/categories/', '', '/categories'],
    ['/countries/DE', '', '/countries/germany'],
    ['/countries/de/cities', '', '/countries/germany/cities'],
    ['/cities/DE/Berlin', '', '/cities/de/berlin'],
    ['/cities/B', '', '/cities/b'],
    ['/cities/1', '', '/cities'],
    ['/categories/restaurant', '?page=1', '/categories/restaurant'],
    ['/categories/restaurant', '?page=2&utm=x', '/categories/restaurant?page=2'],
    ['/search', '?where=&q=cafe', '/search?q=cafe'],
    ['/search', '?page=2&sort=rating&q=cafe&utm=x', '/search?q=cafe&sort=rating&page=2'],
    ['/categories/restaurant', '?sort=rating', '/categories/restaurant'],
    ['/Contact', '', '/contact'],
  ])('sends %s%s to %s', (pathname, search, expected) => {
    expect(canonical(pathname, search)).toBe(expected);
  });
});

describe('canonicalPageUrl of the account pages', () => {
  it('never moves them, whatever their query', () => {
    expect(canonicalPageUrl('/account/login', '?next=%2Fbusiness%2Fx', () => null)).toBeNull();
    expect(canonicalPageUrl('/account/verify', '?token=abc', () => null)).toBeNull();
    expect(canonicalPageUrl('/account', '', () => null)).toBeNull();
  });
});

describe('canonicalPageUrl of a reviews page', () => {
  const canonical = (pathname: string, search: string) => canonicalPageUrl(pathname, search, () => null);
  it.each([
    ['/business/Bakery-x1/reviews', '', '/business/bakery-x1/reviews'],
    ['/business/bakery-x1/reviews', '?page=1', '/business/bakery-x1/reviews'],
    ['/business/bakery-x1/reviews', '?sort=helpful', '/business/bakery-x1/reviews'],
    ['/business/bakery-x1/reviews', '?sort=nonsense&page=3', '/business/bakery-x1/reviews?page=3'],
    ['/business/bakery-x1/reviews', '?page=2&sort=lowest&utm=x', '/business/bakery-x1/reviews?sort=lowest&page=2'],
    ['/business/bakery-x1', '?page=2', '/business/bakery-x1'],
  ])('sends %s%s to %s', (pathname, search, expected) => {
    expect(canonical(pathname, search)).toBe(expected);
  });

  it('leaves the canonical forms alone', () => {
    expect(canonical('/business/bakery-x1/reviews', '?sort=newest&page=2')).toBeNull();
    expect(canonical('/business/bakery-x1/reviews', '')).toBeNull();
  });
});
