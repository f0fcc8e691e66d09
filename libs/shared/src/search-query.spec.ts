import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  changeSearch,
  hasSearchTerms,
  readSearchQuery,
  roundCoordinate,
  searchCorrection,
  searchHref,
  searchTitle,
} from './search-query.js';

const read = (search: string) => readSearchQuery(new URLSearchParams(search));

describe('readSearchQuery', () => {
  it('reads every filter of docs/behaviour.md §10 from the URL', () => {
    expect(read('q=+hotel+&where=London&category=hotel&minRating=4.5&openNow=true&sort=rating&page=3')).toEqual({
      q: 'hotel',
      where: 'London',
      category: 'hotel',
      minRating: 4.5,
      openNow: true,
      sort: 'rating',
      lat: null,
      lng: null,
      page: 3,
    });
  });

  it('reads nothing as the empty search', () => {
    expect(read('')).toEqual(EMPTY_SEARCH);
  });

  it.each([
    ['an unknown sort', 'sort=cheapest', { sort: 'relevance' }],
    ['a rating above 5', 'minRating=6', { minRating: null }],
    ['a rating that is no number', 'minRating=good', { minRating: null }],
    ['openNow other than true', 'openNow=1', { openNow: false }],
    ['a page that is no positive integer', 'page=-2', { page: 1 }],
    ['a latitude without its longitude', 'lat=51.5', { lat: null, lng: null }],
    ['a latitude out of range', 'lat=91&lng=0', { lat: null, lng: null }],
    ['sort=distance without a position', 'sort=distance', { sort: 'relevance' }],
  ])('reads %s as the default', (_case, search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('keeps sort=distance with a position', () => {
    expect(read('lat=51.507&lng=-0.128&sort=distance')).toMatchObject({ lat: 51.507, lng: -0.128, sort: 'distance' });
  });
});

describe('searchHref', () => {
  it('writes the parameters in canonical order and leaves defaults out', () => {
    expect(searchHref({ ...EMPTY_SEARCH, page: 2, sort: 'reviews', openNow: true, q: 'cafe', category: 'cafe' })).toBe(
      '/search?q=cafe&category=cafe&openNow=true&sort=reviews&page=2',
    );
    expect(searchHref({ ...EMPTY_SEARCH, sort: 'relevance', minRating: 0, page: 1 })).toBe('/search');
  });

  it('round-trips through readSearchQuery', () => {
    const query = {
      ...EMPTY_SEARCH,
      q: 'bäckerei & café',
      where: 'Köln',
      minRating: 4,
      lat: 50.9,
      lng: 6.96,
      sort: 'distance' as const,
    };
    expect(read(searchHref(query).split('?')[1] ?? '')).toEqual(query);
  });
});

describe('changeSearch', () => {
  it('starts again at page 1 when a filter changes', () => {
    expect(changeSearch({ ...EMPTY_SEARCH, q: 'hotel', page: 4 }, { minRating: 4 })).toEqual({
      ...EMPTY_SEARCH,
      q: 'hotel',
      minRating: 4,
      page: 1,
    });
  });
});

describe('hasSearchTerms', () => {
  it.each([
    ['words', { q: 'x' }, true],
    ['a place', { where: 'Paris' }, true],
    ['a category alone', { category: 'bakery' }, true],
    ['a position alone', { lat: 1, lng: 2 }, true],
    ['filters alone', { openNow: true, minRating: 4 }, false],
  ])('%s', (_case, change, expected) => {
    expect(hasSearchTerms({ ...EMPTY_SEARCH, ...change })).toBe(expected);
  });
});

describe('roundCoordinate', () => {
  it('keeps three decimals', () => {
    expect(roundCoordinate(51.507351)).toBe(51.507);
    expect(roundCoordinate(-0.1277583)).toBe(-0.128);
  });
});

// docs/behaviour.md §10: "`understood` says what was searched after correction (`{q:"hotel",where:"London"}`), so the
// page can say "Showing results for hotel"."
describe('searchCorrection', () => {
  it('names the corrected search', () => {
    expect(searchCorrection({ q: 'hotl', where: 'londn' }, { q: 'hotel', where: 'London' })).toBe(
      'Showing results for hotel in London',
    );
    expect(searchCorrection({ q: 'hotl', where: '' }, { q: 'hotel', where: '' })).toBe('Showing results for hotel');
    expect(searchCorrection({ q: '', where: 'londn' }, { q: '', where: 'London' })).toBe('Showing results in London');
  });

  it('says nothing when the words were read as typed, case and spacing aside', () => {
    expect(searchCorrection({ q: 'Hotel  spa', where: 'london' }, { q: 'hotel spa', where: 'London' })).toBeNull();
    expect(searchCorrection({ q: 'hotel', where: '' }, undefined)).toBeNull();
  });
});

describe('searchTitle', () => {
  it('names the words and place as typed, the same on the server and in the browser', () => {
    const at = (query: string) => searchTitle(readSearchQuery(new URLSearchParams(query)));
    expect(at('q=cafe&where=Berlin')).toBe('Search: cafe in Berlin');
    expect(at('q=cafe')).toBe('Search: cafe');
    expect(at('lat=52.5&lng=13.4')).toBe('Search: near you');
    expect(at('category=bakery')).toBe('Search results');
    expect(at('')).toBe('Search');
  });
});
