import { Prng } from './prng.js';

/** Share of demo businesses with reviews of this site, and how many each gets. */
const REVIEWED_SHARE = 0.15;
const MAX_REVIEWS_PER_BUSINESS = 8;
const MAX_VOTES_PER_REVIEW = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sentences by the rating they fit; a review joins an opening, a detail and a closing. */
const OPENINGS: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: [
    'One of the best places of its kind around here.',
    'We came on a friend’s advice and were not disappointed.',
    'A real find, and we will be back.',
    'Everything was just as it should be.',
    'Friendly from the moment we walked in.',
  ],
  mixed: [
    'Decent, but not quite what the photos promise.',
    'Some things were great, others less so.',
    'An average visit overall.',
    'Good enough if you are nearby, not worth a detour.',
  ],
  bad: [
    'Sadly a disappointing visit.',
    'I expected a lot more after reading about this place.',
    'Not a good experience this time.',
    'Hard to recommend after our visit.',
  ],
};

const DETAILS: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: [
    'The staff took time to answer every question and the prices were fair.',
    'It was spotless, well organised and we were served quickly.',
    'They remembered us from last time, which was a nice touch.',
    'Booking was easy and they were right on time.',
    'Quality was excellent and clearly explained.',
  ],
  mixed: [
    'The staff were kind, but we waited almost half an hour.',
    'Quality was fine, though prices have gone up noticeably.',
    'It was busy and a little noisy, yet the service held up.',
    'Parking nearby is difficult, so plan for that.',
  ],
  bad: [
    'We waited a long time and nobody told us why.',
    'The place was not very clean and the staff seemed rushed.',
    'What we got did not match what was agreed on the phone.',
    'Prices were high for what was offered.',
  ],
};

const CLOSINGS: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: ['Highly recommended.', 'Thank you to the whole team!', 'Five stars from our family.', 'Keep it up.'],
  mixed: ['Maybe on a quieter day it is better.', 'I might give it another try.', 'Okay, nothing more.'],
  bad: ['I hope they improve.', 'We will not be coming back.', 'Think twice before going.'],
};

export interface DemoReviewTarget {
  id: number;
  /** The imported rating the demo ratings spread around; null for a business without one. */
  rating: number | null;
}

export interface DemoReview {
  businessId: number;
  /** Index into the demo accounts. */
  author: number;
  rating: number;
  text: string;
  createdAt: Date;
  /** Indexes of the demo accounts that found it helpful. */
  voters: number[];
}

/**
 * Reviews for a share of the demo businesses: 1–8 each, ratings spread around each business's imported
 * rating, texts joined from sentences that fit the rating, dates over the last two years, and a few
 * helpful votes from other demo accounts. The same seed gives the same reviews.
 */
export function demoReviews(
  seed: number,
  businesses: readonly DemoReviewTarget[],
  accounts: number,
  now: Date,
): DemoReview[] {
  const random = new Prng(seed);
  const reviews: DemoReview[] = [];
  for (const business of businesses) {
    if (!random.chance(REVIEWED_SHARE)) continue;
    const count = Math.min(accounts, random.int(1, MAX_REVIEWS_PER_BUSINESS));
    const authors = distinct(random, accounts, count, new Set());
    for (const author of authors) {
      const centre = business.rating ?? 4;
      const rating = Math.min(5, Math.max(1, Math.round(centre + random.normal() * 0.9)));
      const mood = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
      const text = [random.pick(OPENINGS[mood]), random.pick(DETAILS[mood]), random.pick(CLOSINGS[mood])].join(' ');
      const voters = distinct(random, accounts, random.int(0, MAX_VOTES_PER_REVIEW), new Set([author]));
      const createdAt = new Date(now.getTime() - random.int(1, 730) * DAY_MS - random.int(0, DAY_MS - 1));
      reviews.push({ businessId: business.id, author, rating, text, createdAt, voters });
    }
  }
  return reviews;
}

/** `count` different numbers below `size`, none of them in `taken`. */
function distinct(random: Prng, size: number, count: number, taken: Set<number>): number[] {
  const chosen: number[] = [];
  while (chosen.length < count && taken.size < size) {
    const n = random.int(0, size - 1);
    if (taken.has(n)) continue;
    taken.add(n);
    chosen.push(n);
  }
  return chosen;
}
