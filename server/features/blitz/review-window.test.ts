import { describe, expect, it } from 'vitest';
import type { Review } from '#contracts/places.ts';
import { blitzReviewWindow, reviewsForSend } from './review-window.ts';
import { sendInstantFor } from './schedule.ts';

const review = (id: string, publishTime: string) => ({ id, publishTime }) as unknown as Review;

describe('blitzReviewWindow', () => {
  it('runs from the previous morning to this one on the clock', () => {
    const london = { minute: 7 * 60, timeZone: 'Europe/London' };
    const send = { localDay: '2026-11-22', sendAt: sendInstantFor('2026-11-22', london) };
    expect(blitzReviewWindow(send, london)).toEqual({
      from: new Date('2026-11-21T07:00:00Z'),
      to: new Date('2026-11-22T07:00:00Z'),
    });
  });

  it('with a clock the owner chose, starts at the earliest start of the previous day, so a later time leaves no gap', () => {
    // Yesterday's email went at 08:00 New York (13:00 UTC); today the owner's clock says 10:00 New York.
    const later = { minute: 10 * 60, timeZone: 'America/New_York' };
    const send = { localDay: '2026-11-22', sendAt: sendInstantFor('2026-11-22', later) };
    expect(blitzReviewWindow(send, later, true).from).toEqual(new Date('2026-11-20T10:00:00Z'));
    const inTheGap = review('gap', '2026-11-21T14:00:00Z');
    expect(reviewsForSend([inTheGap], send, later, true)).toEqual([inTheGap]);
    expect(reviewsForSend([inTheGap], send, later)).toEqual([]);
  });
});
