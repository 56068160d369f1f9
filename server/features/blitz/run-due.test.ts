import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { blitzReviewWindow, reviewsForSend } from './run-due.ts';
import { blitzSchedule } from './schedule.ts';

function review(id: string, publishTime: string): Review {
  return {
    id,
    rating: 5,
    text: 'Lovely',
    authorName: 'Jane D.',
    relativeTime: '',
    publishTime,
    language: 'en',
    source: 'catalogue',
  } as Review;
}

describe('blitzReviewWindow', () => {
  it('covers the 24 hours since the previous 08:00 New York on ordinary days', () => {
    const send = { localDay: '2026-11-23', sendAt: new Date('2026-11-23T13:00:00Z') };
    expect(blitzReviewWindow(send)).toEqual({ from: new Date('2026-11-22T13:00:00Z'), to: send.sendAt });
  });

  it('is 23 hours on the spring change (2026-03-08) and 25 on the autumn one (2026-11-01): no overlap, no gap', () => {
    expect(blitzReviewWindow({ localDay: '2026-03-08', sendAt: new Date('2026-03-08T12:00:00Z') }).from).toEqual(
      new Date('2026-03-07T13:00:00Z'),
    );
    expect(blitzReviewWindow({ localDay: '2026-11-01', sendAt: new Date('2026-11-01T13:00:00Z') }).from).toEqual(
      new Date('2026-10-31T12:00:00Z'),
    );
    // Consecutive windows of a blitz across both changes tile time exactly.
    for (const enrolledAt of [new Date('2026-03-05T15:00:00Z'), new Date('2026-10-28T15:00:00Z')]) {
      const sends = blitzSchedule(enrolledAt);
      for (let i = 1; i < sends.length; i += 1) {
        expect(blitzReviewWindow(sends[i]!).from).toEqual(sends[i - 1]!.sendAt);
      }
    }
  });
});

describe('reviewsForSend', () => {
  it('keeps reviews after the previous send and up to this one, newest first', () => {
    const send = { localDay: '2026-11-23', sendAt: new Date('2026-11-23T13:00:00Z') };
    const reviews = [
      review('before', '2026-11-22T13:00:00Z'),
      review('early', '2026-11-22T13:00:01Z'),
      review('late', '2026-11-23T12:59:59Z'),
      review('edge', '2026-11-23T13:00:00Z'),
      review('after', '2026-11-23T13:00:01Z'),
    ];
    expect(reviewsForSend(reviews, send).map((r) => r.id)).toEqual(['edge', 'late', 'early']);
  });
});
