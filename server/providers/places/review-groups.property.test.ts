import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { groupReviews, reviewDistribution, sortNewestFirst, summariseReviews } from './review-groups.ts';

const reviewArb: fc.Arbitrary<Review> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 12 }),
  rating: fc.integer({ min: 1, max: 5 }),
  text: fc.string({ maxLength: 40 }),
  authorName: fc.string({ maxLength: 20 }),
  relativeTime: fc.constant('a week ago'),
  publishTime: fc
    .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  language: fc.constantFrom('en', 'es'),
  ownerReply: fc.constant(null),
  source: fc.constantFrom('catalogue' as const, 'google' as const),
});

const reviewsArb = fc.array(reviewArb, { maxLength: 60 });

function isNewestFirst(reviews: readonly Review[]): boolean {
  return reviews.every(
    (review, i) => i === 0 || Date.parse(reviews[i - 1]!.publishTime) >= Date.parse(review.publishTime),
  );
}

describe('review grouping, for any list of reviews', () => {
  test('the groups partition the reviews: every review lands in exactly one group, by its stars', () => {
    fc.assert(
      fc.property(reviewsArb, (reviews) => {
        const groups = groupReviews(reviews);
        expect(groups.best.length + groups.medium.length + groups.bad.length).toBe(reviews.length);
        expect(groups.best.every((r) => r.rating >= 4)).toBe(true);
        expect(groups.medium.every((r) => r.rating === 3)).toBe(true);
        expect(groups.bad.every((r) => r.rating <= 2)).toBe(true);
        // The same objects, each exactly once.
        const grouped = [...groups.best, ...groups.medium, ...groups.bad];
        expect(new Set(grouped).size).toBe(reviews.length);
        for (const review of reviews) expect(grouped).toContain(review);
      }),
    );
  });

  test('each group is newest first, and the order does not depend on the input order', () => {
    fc.assert(
      fc.property(reviewsArb, fc.infiniteStream(fc.nat()), (reviews, seeds) => {
        const groups = groupReviews(reviews);
        expect(isNewestFirst(groups.best)).toBe(true);
        expect(isNewestFirst(groups.medium)).toBe(true);
        expect(isNewestFirst(groups.bad)).toBe(true);
        const shuffled = [...reviews].sort(() => (seeds.next().value % 3) - 1);
        expect(sortNewestFirst(shuffled).map((r) => [r.id, r.publishTime])).toEqual(
          sortNewestFirst(reviews).map((r) => [r.id, r.publishTime]),
        );
      }),
    );
  });

  test('the distribution counts match the groups', () => {
    fc.assert(
      fc.property(reviewsArb, (reviews) => {
        const summary = summariseReviews(reviews);
        expect(reviewDistribution(reviews)).toEqual({
          high: summary.reviews.best.length,
          medium: summary.reviews.medium.length,
          low: summary.reviews.bad.length,
        });
        expect(summary.allReviews).toHaveLength(reviews.length);
        expect(isNewestFirst(summary.allReviews)).toBe(true);
      }),
    );
  });
});
