import { describe, expect, it } from 'vitest';
import {
  deletionVariants,
  TYPO_TOLERANT_LETTERS,
  MatchClass,
  matchClass,
  searchWords,
  typoBudget,
  typoDistance,
} from './search-matching.js';

describe('searchWords', () => {
  it('splits on anything but letters and digits and lower-cases', () => {
    expect(searchWords("Joe's  Café-Bar, 24h")).toEqual(['joe', 's', 'café', 'bar', '24h']);
  });
  it('keeps letters outside ASCII whole', () => {
    expect(searchWords('São Paulo Müller İzmir')).toEqual(['são', 'paulo', 'müller', 'izmir']);
  });
  it('finds no word in punctuation', () => {
    expect(searchWords(' !! ')).toEqual([]);
  });
});

// docs/behaviour.md §10: "a word of 4–7 letters matches with one typo, 8 or more with two"
describe('typoBudget', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [15, 2],
  ])('a word of %i letters may carry %i typos', (length, typos) => {
    expect(typoBudget(length)).toBe(typos);
  });
});

// "a typo is an insertion, deletion, substitution or a swap of neighbours"
describe('typoDistance', () => {
  it.each([
    ['hotel', 'hotel', 0],
    ['hotl', 'hotel', 1],
    ['hottel', 'hotel', 1],
    ['hotal', 'hotel', 1],
    ['hotle', 'hotel', 1],
    ['dentsit', 'dentist', 1],
    ['bakrey', 'bakery', 1],
    ['resturnat', 'restaurant', 2],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
    ['müller', 'muller', 1],
  ])('%j → %j is %i', (typed, known, distance) => {
    expect(typoDistance(typed, known)).toBe(distance);
    expect(typoDistance(known, typed)).toBe(distance);
  });
});

describe('matchClass', () => {
  it('ranks the same word as exact', () => {
    expect(matchClass('hotel', 'hotel', true)).toBe(MatchClass.exact);
  });
  it('matches a longer word as a prefix only for the last word', () => {
    expect(matchClass('rest', 'restaurant', true)).toBe(MatchClass.prefix);
    expect(matchClass('rest', 'restaurant', false)).toBeNull();
  });
  it('lets 4–7 letters carry one typo and 8 or more two', () => {
    expect(matchClass('hotl', 'hotel', false)).toBe(MatchClass.oneTypo);
    expect(matchClass('hottl', 'hotel', false)).toBe(MatchClass.oneTypo);
    expect(matchClass('hxtxl', 'hotel', false)).toBeNull();
    expect(matchClass('resturnat', 'restaurant', false)).toBe(MatchClass.twoTypos);
  });
  it('matches words of one to three letters exactly only', () => {
    expect(matchClass('bra', 'bar', false)).toBeNull();
    expect(matchClass('ba', 'bar', false)).toBeNull();
  });
});

describe('deletionVariants', () => {
  it('keeps a word longer than any searched word whole, so its keys stay few', () => {
    const long = 'a'.repeat(TYPO_TOLERANT_LETTERS + 1);
    expect(deletionVariants(long)).toEqual([long]);
    expect(deletionVariants('b'.repeat(TYPO_TOLERANT_LETTERS)).length).toBeGreaterThan(1);
  });
  it('keeps a word of up to 3 letters whole', () => {
    expect(deletionVariants('bar')).toEqual(['bar']);
  });
  it('deletes one letter from words of 4–7 letters', () => {
    expect(deletionVariants('hotel').sort()).toEqual(['hote', 'hotel', 'hotl', 'htel', 'otel', 'hoel'].sort());
  });
  it('deletes up to two letters from words of 8 or more, each key once', () => {
    const keys = deletionVariants('pharmacy');
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('pharmacy');
    expect(keys).toContain('harmac');
    expect(keys.every((k) => k.length >= 6)).toBe(true);
  });
  it('shares a key between a word and its swap', () => {
    const typed = new Set(deletionVariants('dentsit'));
    expect(deletionVariants('dentist').some((k) => typed.has(k))).toBe(true);
  });
});
