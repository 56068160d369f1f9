import { describe, expect, it } from 'vitest';
import type { ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { analysedReviewCount, insightsByReviewId, ownerRepliesLine } from './review-insights.ts';

const review = (id: string, rating: number): Review => ({
  id,
  rating,
  text: 'x',
  authorName: 'A',
  relativeTime: '1 day ago',
  publishTime: '2026-01-01T00:00:00Z',
  language: 'en',
  ownerReply: null,
  source: 'catalogue',
});
const insight = (sentiment: ReviewInsight['sentiment']): ReviewInsight => ({ sentiment, score: 0, aspects: [] });

describe('insightsByReviewId', () => {
  it('pairs the nth insight with the nth analysed review', () => {
    const map = insightsByReviewId([review('a', 5), review('b', 1)], [insight('positive'), insight('negative')]);
    expect(map.get('a')?.sentiment).toBe('positive');
    expect(map.get('b')?.sentiment).toBe('negative');
  });

  it('leaves reviews without an insight out', () => {
    expect(insightsByReviewId([review('a', 5), review('b', 1)], [insight('mixed')]).has('b')).toBe(false);
  });
});

describe('analysedReviewCount', () => {
  it('counts the grouped reviews, else the fallback', () => {
    expect(analysedReviewCount({ best: [review('a', 5)], medium: [], bad: [review('b', 2)] }, 9)).toBe(2);
    expect(analysedReviewCount(null, 9)).toBe(9);
  });
});

describe('ownerRepliesLine', () => {
  const copy = {
    known: (percent: number) => `${percent}% answered`,
    notShared: 'not known: Google doesn’t share them',
  };

  it('gives the share when the reviews carry their replies', () => {
    expect(ownerRepliesLine({ replyRate: 0.375, replyRateUnknownReason: null }, copy)).toBe('38% answered');
    expect(ownerRepliesLine({ replyRate: 0 }, copy)).toBe('0% answered');
  });

  it('says “not known” for Google Places reviews, never 0%', () => {
    expect(ownerRepliesLine({ replyRate: null, replyRateUnknownReason: 'owner-replies-not-shared' }, copy)).toBe(
      'not known: Google doesn’t share them',
    );
  });

  it('says nothing when there were no reviews', () => {
    expect(ownerRepliesLine({ replyRate: null, replyRateUnknownReason: 'no-reviews' }, copy)).toBeNull();
  });
});
