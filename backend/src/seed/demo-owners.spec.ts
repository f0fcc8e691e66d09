import { demoOwners } from './demo-owners.js';
import { demoReviews } from './demo-reviews.js';

const NOW = new Date('2026-11-01T12:00:00Z');
const businesses = Array.from({ length: 600 }, (_, i) => ({ id: i + 1, rating: (i % 5) + 1 }));

describe('demoOwners', () => {
  const reviews = demoReviews(7, businesses, 40, NOW);
  const owners = demoOwners(7, reviews, 40, NOW);

  it('gives a few reviewed businesses an owner who did not review them, and answers part of their reviews', () => {
    expect(owners.length).toBe(25);
    for (const owned of owners) {
      const ofBusiness = reviews.filter((r) => r.businessId === owned.businessId);
      expect(ofBusiness.length).toBeGreaterThan(0);
      expect(ofBusiness.map((r) => r.author)).not.toContain(owned.owner);
      for (const reply of owned.replies) {
        const review = ofBusiness.find((r) => r.author === reply.author)!;
        expect(reply.createdAt.getTime()).toBeGreaterThanOrEqual(review.createdAt.getTime());
        expect(reply.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
    }
    expect(owners.reduce((n, o) => n + o.replies.length, 0)).toBeGreaterThan(10);
  });

  it('is the same for the same seed', () => {
    expect(demoOwners(7, reviews, 40, NOW)).toEqual(owners);
  });
});
