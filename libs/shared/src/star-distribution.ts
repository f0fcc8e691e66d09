import { toCount } from './to-count.js';

export interface StarShare {
  stars: 5 | 4 | 3 | 2 | 1;
  percent: number;
  count: number;
}

export const STAR_SHARES: ReadonlyArray<Omit<StarShare, 'count'>> = [
  { stars: 5, percent: 72 },
  { stars: 4, percent: 15 },
  { stars: 3, percent: 5 },
  { stars: 2, percent: 6 },
  { stars: 1, percent: 2 },
];

/** SPEC §9 fixed split of the review count, five stars first. */
export function starDistribution(reviewCount: number | string | null | undefined): StarShare[] {
  const total = Math.floor(toCount(reviewCount));
  // Integer arithmetic: 0.07 * 100 style float errors would shift a floor by one.
  return STAR_SHARES.map((share) => ({ ...share, count: Math.floor((total * share.percent) / 100) }));
}
