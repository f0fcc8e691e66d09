import { describe, expect, it } from 'vitest';
import { starDistribution } from './star-distribution.js';

// docs/screens.md §9: "a fixed split of the review count, each rounded down: 5 stars 72%, 4 stars 15%,
// 3 stars 5%, 2 stars 6%, 1 star 2%"; docs/behaviour.md §0: bars drawn from the rounded counts.
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
    expect(starDistribution(100).map((s) => s.bar)).toEqual([72, 15, 5, 6, 2]);
  });

  it('draws each bar from its rounded count, so a 0 count draws an empty bar', () => {
    // 3 reviews: 2.16 → 2, 0.45 → 0, 0.15 → 0, 0.18 → 0, 0.06 → 0.
    const three = starDistribution(3);
    expect(three.map((s) => s.count)).toEqual([2, 0, 0, 0, 0]);
    expect(three.map((s) => s.bar)).toEqual([(2 * 100) / 3, 0, 0, 0, 0]);
    // 1 review: every count rounds down to 0, and no bar is drawn.
    expect(starDistribution(1).map((s) => [s.count, s.bar])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // The bar never claims more than the number beside it.
    for (const total of [7, 13, 99, 1234]) {
      for (const share of starDistribution(total)) expect(share.bar).toBeCloseTo((share.count / total) * 100, 10);
    }
  });

  it('accepts a numeric string; no reviews (0, null, junk) gives no distribution', () => {
    expect(starDistribution('1000').map((s) => s.count)).toEqual([720, 150, 50, 60, 20]);
    expect(starDistribution(0)).toEqual([]);
    expect(starDistribution(null)).toEqual([]);
    expect(starDistribution(undefined)).toEqual([]);
  });
});
