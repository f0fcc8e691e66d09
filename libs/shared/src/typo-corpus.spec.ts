import { describe, expect, it } from 'vitest';
import { typoDistance } from './search-matching.js';
import { applyTypo, misspell, seededRandom, TYPO_KINDS } from './typo-corpus.js';

describe('typo corpus', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it.each(TYPO_KINDS)('a %s is one typo away', (kind) => {
    const random = seededRandom(1);
    for (let i = 0; i < 50; i++) {
      const typed = applyTypo('restaurant', kind, random);
      expect(typoDistance(typed, 'restaurant')).toBeLessThanOrEqual(1);
    }
  });

  it('misspells with exactly as many typos as asked', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 50; i++) {
      const typed = misspell('bakeries', ['swap', 'substitution'], random);
      expect(typed === null || typoDistance(typed, 'bakeries') === 2).toBe(true);
    }
    expect(misspell('hotel', ['deletion'], random)).not.toBe('hotel');
  });
});
