import type { Review } from '#contracts/places.ts';
import { addNyDays, DEFAULT_SEND_CLOCK, sendInstantFor, type BlitzSend, type SendClock } from './schedule.ts';

/**
 * The window a daily send covers: from the previous morning (exclusive) to this one (inclusive), both at the
 * enrollment's send clock (08:00 New York by default).
 * That is 24 hours on ordinary days and 23 or 25 around the DST changes, so consecutive windows neither overlap
 * (a review twice) nor leave an hour uncovered; schedule.ts reviewWindow's fixed 24 hours would do one or the other.
 */
export function blitzReviewWindow(
  send: Pick<BlitzSend, 'nyDay' | 'sendAt'>,
  clock: SendClock = DEFAULT_SEND_CLOCK,
): { from: Date; to: Date } {
  return { from: sendInstantFor(addNyDays(send.nyDay, -1), clock), to: send.sendAt };
}

/** The reviews a daily send covers, newest first. Pure. */
export function reviewsForSend(
  reviews: readonly Review[],
  send: Pick<BlitzSend, 'nyDay' | 'sendAt'>,
  clock: SendClock = DEFAULT_SEND_CLOCK,
): Review[] {
  const { from, to } = blitzReviewWindow(send, clock);
  return reviews
    .filter((review) => {
      const published = Date.parse(review.publishTime);
      return published > from.getTime() && published <= to.getTime();
    })
    .sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime));
}
