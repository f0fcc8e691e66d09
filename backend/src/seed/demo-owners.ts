import type { DemoReview } from './demo-reviews.js';
import { Prng } from './prng.js';

/** How many reviewed demo businesses get a verified owner, and the share of their reviews the owner answers. */
const OWNED_BUSINESSES = 25;
const REPLIED_SHARE = 0.6;
const DAY_MS = 86_400_000;

const REPLIES = {
  good: [
    'Thank you so much for your kind words, we are glad you enjoyed your visit!',
    'Thanks for taking the time to write this. See you again soon!',
    'We really appreciate it: the whole team read your review with a smile.',
  ],
  mixed: [
    'Thank you for the honest feedback. We are working on the points you raise.',
    'Thanks for your review; we would love to do better next time, so please tell us at the counter.',
  ],
  bad: [
    'We are sorry your visit fell short. Please contact us so we can make it right.',
    'Thank you for letting us know. We have talked this through with the team and changed how we work.',
  ],
} as const;

export interface DemoOwnership {
  businessId: number;
  /** Index into the demo accounts: one who did not review the business. */
  owner: number;
  since: Date;
  /** The reviews answered, by their author's index, with the answer. */
  replies: Array<{ author: number; text: string; createdAt: Date }>;
}

/**
 * A few claimed demo businesses (docs/behaviour.md §14.1): owners among the demo accounts, who answer
 * part of their reviews a few days after each. The same seed gives the same owners.
 */
export function demoOwners(seed: number, reviews: readonly DemoReview[], accounts: number, now: Date): DemoOwnership[] {
  const random = new Prng(seed);
  const byBusiness = new Map<number, DemoReview[]>();
  for (const review of reviews)
    byBusiness.set(review.businessId, [...(byBusiness.get(review.businessId) ?? []), review]);
  const owned: DemoOwnership[] = [];
  for (const [businessId, ofBusiness] of byBusiness) {
    if (owned.length >= OWNED_BUSINESSES) break;
    const authors = new Set(ofBusiness.map((r) => r.author));
    if (authors.size >= accounts) continue;
    let owner = random.int(0, accounts - 1);
    while (authors.has(owner)) owner = (owner + 1) % accounts;
    const first = Math.min(...ofBusiness.map((r) => r.createdAt.getTime()));
    const replies = ofBusiness
      .filter(() => random.chance(REPLIED_SHARE))
      .map((review) => {
        const mood = review.rating >= 4 ? 'good' : review.rating === 3 ? 'mixed' : 'bad';
        const createdAt = new Date(Math.min(now.getTime(), review.createdAt.getTime() + random.int(1, 5) * DAY_MS));
        return { author: review.author, text: random.pick(REPLIES[mood]), createdAt };
      });
    owned.push({ businessId, owner, since: new Date(first - random.int(1, 30) * DAY_MS), replies });
  }
  return owned;
}
