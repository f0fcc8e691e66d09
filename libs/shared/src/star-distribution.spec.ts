import { describe, expect, it } from 'vitest';
import { starDistribution } from './star-distribution.js';

// SPEC §9: "a fixed split of the review count, each rounded down: 5 stars 72%, 4 stars 15%,
// 3 stars 5%, 2 stars 6%, 1 star 2%"
describe('starDistribution', () => {
  it('splits the review count by the fixed shares, each rounded down', () => {
    expect(starDistribution(99).map(({ stars, count }) => [stars, count])).toEqual([
      [5, 71],
      [4, 14],
      [3, 4],
      [2, 5],
      [1, 1],
    ]);
  });

  it('is exact on round numbers', () => {
    expect(starDistribution(100).map((s) => s.count)).toEqual([72, 15, 5, 6, 2]);
  });

  it('accepts a numeric string and treats a missing count as 0', () => {
    expect(starDistribution('1000').map((s) => s.count)).toEqual([720, 150, 50, 60, 20]);
    expect(starDistribution(null).map((s) => s.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
