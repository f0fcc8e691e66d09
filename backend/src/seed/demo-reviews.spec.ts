import { demoReviews } from './demo-reviews.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const businesses = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, rating: i % 2 ? 4.6 : 2.1 }));

describe('demoReviews', () => {
  const reviews = demoReviews(7, businesses, 300, NOW);

  it('reviews about 15 % of the businesses, 1 to 8 reviews each, one per author', () => {
    const byBusiness = new Map<number, number[]>();
    for (const r of reviews) byBusiness.set(r.businessId, [...(byBusiness.get(r.businessId) ?? []), r.author]);
    expect(byBusiness.size).toBeGreaterThan(200);
    expect(byBusiness.size).toBeLessThan(400);
    for (const authors of byBusiness.values()) {
      expect(authors.length).toBeGreaterThanOrEqual(1);
      expect(authors.length).toBeLessThanOrEqual(8);
      expect(new Set(authors).size).toBe(authors.length);
    }
  });

  it('spreads ratings around the imported rating and fits the words to the rating', () => {
    const mean = (odd: boolean) => {
      const rs = reviews.filter((r) => (r.businessId - 1) % 2 === (odd ? 1 : 0)).map((r) => r.rating);
      return rs.reduce((a, b) => a + b, 0) / rs.length;
    };
    expect(mean(true)).toBeGreaterThan(4);
    expect(mean(false)).toBeLessThan(3);
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.text.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('never lets an author vote for their own review, and dates every review in the past', () => {
    for (const r of reviews) {
      expect(r.voters).not.toContain(r.author);
      expect(new Set(r.voters).size).toBe(r.voters.length);
      expect(r.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('gives the same reviews for the same seed', () => {
    expect(demoReviews(7, businesses, 300, NOW)).toEqual(reviews);
  });
});
