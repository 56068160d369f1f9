import type { Review } from '#contracts/places.ts';
import { addNyDays, sendInstantFor, type BlitzSend } from './schedule.ts';

/**
 * The window a daily send covers: from the previous morning's 08:00 New York (exclusive) to this one's (inclusive).
 * That is 24 hours on ordinary days and 23 or 25 around the DST changes, so consecutive windows neither overlap
 * (a review twice) nor leave an hour uncovered; schedule.ts reviewWindow's fixed 24 hours would do one or the other.
 */
export function blitzReviewWindow(send: Pick<BlitzSend, 'nyDay' | 'sendAt'>): { from: Date; to: Date } {
  return { from: sendInstantFor(addNyDays(send.nyDay, -1)), to: send.sendAt };
}

/** The reviews a daily send covers, newest first. Pure. */
export function reviewsForSend(reviews: readonly Review[], send: Pick<BlitzSend, 'nyDay' | 'sendAt'>): Review[] {
  const { from, to } = blitzReviewWindow(send);
  return reviews
    .filter((review) => {
      const published = Date.parse(review.publishTime);
      return published > from.getTime() && published <= to.getTime();
    })
    .sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime));
}
