import { toCount } from './to-count.js';

export interface StarShare {
  stars: 5 | 4 | 3 | 2 | 1;
  percent: number;
  count: number;
  /**
   * Length of the bar, 0–100: the rounded `count` as a share of all reviews (docs/behaviour.md §0: bars are
   * drawn from the rounded counts, so a 0 count draws an empty bar and the bar agrees with its number).
   */
  bar: number;
}

export const STAR_SHARES: ReadonlyArray<Pick<StarShare, 'stars' | 'percent'>> = [
  { stars: 5, percent: 72 },
  { stars: 4, percent: 15 },
  { stars: 3, percent: 5 },
  { stars: 2, percent: 6 },
  { stars: 1, percent: 2 },
];

/**
 * docs/screens.md §9 fixed split of the review count, five stars first, each count rounded down; with the bar
 * each count draws. No reviews: an empty list (the page says 'No reviews yet' instead of bars).
 */
export function starDistribution(reviewCount: number | string | null | undefined): StarShare[] {
  const total = Math.floor(toCount(reviewCount));
  if (total <= 0) return [];
  return STAR_SHARES.map((share) => {
    // Integer arithmetic: 0.07 * 100 style float errors would shift a floor by one.
    const count = Math.floor((total * share.percent) / 100);
    return { ...share, count, bar: (count * 100) / total };
  });
}
