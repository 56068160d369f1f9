import { describe, expect, test } from 'vitest';
import {
  cityFromAddress,
  clientReviewsOf,
  normaliseClientReview,
  restaurantInputFromRequest,
} from './research-input.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('reviews sent by the browser', () => {
  test('every field spelling a browser may send normalises to one Review', () => {
    const google = normaliseClientReview(
      {
        rating: 4.6,
        text: { text: 'Great brisket' },
        authorAttribution: { displayName: 'Jane D.' },
        relativePublishTimeDescription: '2 days ago',
      },
      0,
      now,
      'google',
    );
    expect(google).toMatchObject({
      id: 'client-1',
      rating: 5,
      text: 'Great brisket',
      authorName: 'Jane D.',
      relativeTime: '2 days ago',
      language: 'en',
      source: 'google',
    });
    expect(google.publishTime).toBe(now.toISOString());
    const legacy = normaliseClientReview(
      {
        rating: 1,
        text: 'Cold soup',
        author_name: 'Tom',
        relative_time_description: 'a week ago',
        publishTime: '2026-11-01T10:00:00Z',
      },
      4,
      now,
      'catalogue',
    );
    expect(legacy).toMatchObject({
      id: 'client-5',
      authorName: 'Tom',
      relativeTime: 'a week ago',
      publishTime: '2026-11-01T10:00:00.000Z',
      source: 'catalogue',
    });
    expect(normaliseClientReview({ rating: 3 }, 0, now, 'google')).toMatchObject({ text: '', authorName: 'A guest' });
  });

  test('an array, the details object’s allReviews, or its rating groups', () => {
    const a = { rating: 5, text: 'a' };
    const b = { rating: 3, text: 'b' };
    const c = { rating: 1, text: 'c' };
    expect(clientReviewsOf([a, b])).toEqual([a, b]);
    expect(clientReviewsOf({ allReviews: [c], reviews: { best: [a] } })).toEqual([c]);
    expect(clientReviewsOf({ reviews: { best: [a], medium: [b], bad: [c] } })).toEqual([a, b, c]);
    expect(clientReviewsOf({ reviews: [b] })).toEqual([b]);
    expect(clientReviewsOf(undefined)).toEqual([]);
  });

  test('the city is read from a formatted address', () => {
    const input = restaurantInputFromRequest(
      { restaurantName: 'Corner Bistro', restaurantAddress: '331 W 4th St, New York, NY 10014' },
      now,
      'google',
    );
    expect(input.city).toBe('New York');
    expect(input.reviews).toEqual([]);
  });
});

test('a trailing country is not taken for the region', () => {
  expect(cityFromAddress('205 E Houston St, New York, NY 10002, USA')).toBe('New York');
  expect(cityFromAddress('Main St')).toBe('');
});
