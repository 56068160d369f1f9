import { DEFAULT_SEND_CLOCK, type SendClock } from '#server/features/owners/index.ts';
import type { Review } from '#contracts/places.ts';
import { addDays, earliestStartOf, sendInstantFor, type BlitzSend } from './schedule.ts';

/**
 * The window a daily send covers: from the previous morning (exclusive) to this one (inclusive), both at the
 * enrollment's send clock (08:00 New York by default).
 * That is 24 hours on ordinary days and 23 or 25 around the DST changes, so consecutive windows neither overlap
 * (a review twice) nor leave an hour uncovered; schedule.ts reviewWindow's fixed 24 hours would do one or the other.
 * A clock the owner chose may have changed since the previous morning (a later time, another zone), so its window
 * starts at the earliest start of the previous day anywhere: nothing falls between two windows, and the reviews an
 * earlier email carried are left out as always (blitz_sent_reviews).
 */
export function blitzReviewWindow(
  send: Pick<BlitzSend, 'localDay' | 'sendAt'>,
  clock: SendClock = DEFAULT_SEND_CLOCK,
  chosenClock = false,
): { from: Date; to: Date } {
  const previous = addDays(send.localDay, -1);
  return { from: chosenClock ? earliestStartOf(previous) : sendInstantFor(previous, clock), to: send.sendAt };
}

/** The reviews a daily send covers, newest first. Pure. */
export function reviewsForSend(
  reviews: readonly Review[],
  send: Pick<BlitzSend, 'localDay' | 'sendAt'>,
  clock: SendClock = DEFAULT_SEND_CLOCK,
  chosenClock = false,
): Review[] {
  return reviewsInWindow(reviews, blitzReviewWindow(send, clock, chosenClock));
}

/** The reviews published after `from` and up to `to`, newest first. Pure. */
export function reviewsInWindow(reviews: readonly Review[], { from, to }: { from: Date; to: Date }): Review[] {
  return reviews
    .filter((review) => {
      const published = Date.parse(review.publishTime);
      return published > from.getTime() && published <= to.getTime();
    })
    .sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime));
}
