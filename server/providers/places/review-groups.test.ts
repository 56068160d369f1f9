import { describe, expect, it } from 'vitest';
import { reviewSchema, type Review } from '#contracts/places.ts';
import {
  groupReviews,
  normaliseLegacyReview,
  parseRelativeTime,
  relativeTime,
  reviewDistribution,
  sortNewestFirst,
  summariseReviews,
} from './review-groups.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

function review(id: string, rating: number, ageHours: number): Review {
  return {
    id,
    rating,
    text: `Review ${id}`,
    authorName: 'Guest',
    relativeTime: '',
    publishTime: hoursAgo(ageHours),
    language: 'en',
    ownerReply: null,
    source: 'catalogue',
  };
}

describe('grouping', () => {
  const reviews = [
    review('a', 5, 30),
    review('b', 1, 2),
    review('c', 3, 10),
    review('d', 4, 1),
    review('e', 2, 50),
    review('f', 3, 5),
    review('g', 5, 100),
  ];

  it('puts 4–5 in best, 3 in medium, 1–2 in bad, each newest first', () => {
    const groups = groupReviews(reviews);
    expect(groups.best.map((r) => r.id)).toEqual(['d', 'a', 'g']);
    expect(groups.medium.map((r) => r.id)).toEqual(['f', 'c']);
    expect(groups.bad.map((r) => r.id)).toEqual(['b', 'e']);
  });

  it('counts high, medium and low', () => {
    expect(reviewDistribution(reviews)).toEqual({ high: 3, medium: 2, low: 2 });
    expect(reviewDistribution([])).toEqual({ high: 0, medium: 0, low: 0 });
  });

  it('lists all reviews newest first, without mutating the input', () => {
    const copy = [...reviews];
    const summary = summariseReviews(reviews);
    expect(summary.allReviews.map((r) => r.id)).toEqual(['d', 'b', 'f', 'c', 'a', 'e', 'g']);
    expect(reviews).toEqual(copy);
    expect(summary.reviewDistribution.high + summary.reviewDistribution.medium + summary.reviewDistribution.low).toBe(
      summary.allReviews.length,
    );
  });

  it('orders reviews of the same instant by id, stably', () => {
    const same = [review('z', 5, 1), review('m', 4, 1), review('a', 3, 1)];
    expect(sortNewestFirst(same).map((r) => r.id)).toEqual(['a', 'm', 'z']);
  });
});

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [1 / 60, 'a minute ago'],
    [10 / 60, '10 minutes ago'],
    [1, 'an hour ago'],
    [2, '2 hours ago'],
    [21, '21 hours ago'],
    [24, 'a day ago'],
    [48, '2 days ago'],
    [6 * 24, '6 days ago'],
    [7 * 24, 'a week ago'],
    [21 * 24, '3 weeks ago'],
    [35 * 24, 'a month ago'],
    [95 * 24, '3 months ago'],
    [400 * 24, 'a year ago'],
    [3 * 365 * 24, '3 years ago'],
  ])('%f hours → %s', (hours, expected) => {
    expect(relativeTime(hoursAgo(hours), now)).toBe(expected);
  });

  it('reads a future instant (clock skew) as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 60_000), now)).toBe('just now');
  });

  it('parses descriptions back to approximate instants', () => {
    expect(parseRelativeTime('2 hours ago', now)?.toISOString()).toBe(hoursAgo(2));
    expect(parseRelativeTime('a day ago', now)?.toISOString()).toBe(hoursAgo(24));
    expect(parseRelativeTime('3 weeks ago', now)?.toISOString()).toBe(hoursAgo(21 * 24));
    expect(parseRelativeTime('hace 2 días', now)).toBeNull();
  });
});

describe('normaliseLegacyReview: both accepted review shapes', () => {
  it('normalises the Places (New) shape, preferring the original text and language', () => {
    const result = normaliseLegacyReview(
      {
        name: 'places/ChIJ1/reviews/ChZDSUhN',
        relativePublishTimeDescription: '2 months ago',
        rating: 4,
        text: { text: 'Very good, the pastry was perfect.', languageCode: 'en' },
        originalText: { text: 'Muy bueno, el pastel perfecto.', languageCode: 'es' },
        authorAttribution: { displayName: 'Ana G.', uri: 'https://www.google.com/maps/contrib/1' },
        publishTime: '2026-09-20T18:22:10.123456Z',
      },
      { source: 'google', now },
    );
    expect(result).toEqual({
      id: 'ChZDSUhN',
      rating: 4,
      text: 'Muy bueno, el pastel perfecto.',
      authorName: 'Ana G.',
      relativeTime: '2 months ago',
      publishTime: '2026-09-20T18:22:10.123Z',
      language: 'es',
      ownerReply: null,
      source: 'google',
    });
    expect(reviewSchema.parse(result)).toEqual(result);
  });

  it('normalises the legacy shape (text string, author_name, relative_time_description, time)', () => {
    const result = normaliseLegacyReview(
      {
        author_name: 'Jane Doe',
        author_url: 'https://www.google.com/maps/contrib/1099/reviews',
        language: 'en',
        rating: 5,
        relative_time_description: 'a month ago',
        text: 'Great coffee.',
        time: 1_700_000_000,
        translated: false,
      },
      { source: 'google', now },
    );
    expect(result).toMatchObject({
      rating: 5,
      text: 'Great coffee.',
      authorName: 'Jane Doe',
      relativeTime: 'a month ago',
      publishTime: new Date(1_700_000_000_000).toISOString(),
      language: 'en',
      ownerReply: null,
    });
    expect(result.id).toMatch(/^[0-9a-f]{16}$/);
    // The derived id is stable for the same review.
    expect(
      normaliseLegacyReview(
        { author_name: 'Jane Doe', rating: 5, text: 'Great coffee.', time: 1_700_000_000 },
        { source: 'google', now },
      ).id,
    ).toBe(result.id);
    expect(reviewSchema.safeParse(result).success).toBe(true);
  });

  it('accepts mixed shapes: {text} with author_name, string text with authorAttribution', () => {
    expect(
      normaliseLegacyReview(
        { rating: 3, text: { text: 'Fine.' }, author_name: 'Sam', relative_time_description: '3 weeks ago' },
        { source: 'catalogue', now },
      ),
    ).toMatchObject({ text: 'Fine.', authorName: 'Sam', relativeTime: '3 weeks ago', publishTime: hoursAgo(21 * 24) });
    expect(
      normaliseLegacyReview(
        {
          rating: 2,
          text: 'Cold.',
          authorAttribution: { displayName: 'Kim' },
          relativePublishTimeDescription: '2 hours ago',
        },
        { source: 'catalogue', now },
      ),
    ).toMatchObject({ text: 'Cold.', authorName: 'Kim', relativeTime: '2 hours ago', publishTime: hoursAgo(2) });
  });

  it('handles star-only reviews, fractional ratings and missing authors', () => {
    const result = normaliseLegacyReview({ rating: 4.6, publishTime: hoursAgo(3) }, { source: 'google', now });
    expect(result).toMatchObject({
      text: '',
      rating: 5,
      authorName: 'A Google user',
      relativeTime: '3 hours ago',
      language: 'und',
    });
  });

  it('refuses input that is not a review', () => {
    expect(() => normaliseLegacyReview({ text: 'no rating' }, { source: 'google', now })).toThrow();
    expect(() => normaliseLegacyReview('five stars', { source: 'google', now })).toThrow();
    expect(() => normaliseLegacyReview({ rating: 9 }, { source: 'google', now })).toThrow();
  });
});
