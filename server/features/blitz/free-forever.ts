/**
 * Free Forever, the plan an enrollment is on once its blitz is over (docs/blitz.md): from the morning after the
 * closing email, at the enrollment's send clock (08:00 New York unless the owner chose another), one suggested reply a
 * day for the new unanswered review that most needs one. Pure: the time and the send clock come in as parameters.
 */
import { DEFAULT_SEND_CLOCK, type SendClock } from '#server/features/owners/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  addDays,
  blitzSchedule,
  closingSendFor,
  earliestStartOf,
  enrollmentDate,
  localDate,
  sendInstantFor,
  type EnrolledOn,
  type LocalDay,
} from './schedule.ts';

/** One Free Forever morning of an enrollment. */
export interface FreeForeverSend {
  kind: 'free-forever';
  /** Days since the enrollment's date (send clock's zone): the closing email is day 8, the first Free Forever day 9. */
  day: number;
  localDay: LocalDay;
  /** The send clock's time on localDay. */
  sendAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first Free Forever morning: the day after the closing email (days in the send clock's zone). */
export function firstFreeForeverDay(enrolledAt: EnrolledOn, clock: SendClock = DEFAULT_SEND_CLOCK): LocalDay {
  return addDays(closingSendFor(enrolledAt, clock).localDay, 1);
}

/**
 * The Free Forever send due at `now`, or null: from the first Free Forever morning on, once the clock's time has
 * passed, that day (in the clock's zone) only (like the blitz, a morning missed while the service was down is not sent
 * a day late; its reviews wait for the next morning, since the candidates are every new review, not a day's).
 */
export function freeForeverSendDue(
  enrolledAt: EnrolledOn,
  now: Date,
  clock: SendClock = DEFAULT_SEND_CLOCK,
): FreeForeverSend | null {
  const today = localDate(now, clock.timeZone);
  if (today < firstFreeForeverDay(enrolledAt, clock)) return null;
  const sendAt = sendInstantFor(today, clock);
  if (sendAt.getTime() > now.getTime()) return null;
  const enrolledDay = enrollmentDate(enrolledAt, clock);
  // Calendar days between the two dates (UTC midnights, so DST cannot shift the count).
  const day = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${enrolledDay}T00:00:00Z`)) / DAY_MS);
  return { kind: 'free-forever', day, localDay: today, sendAt };
}

/**
 * The reviews a Free Forever morning chooses from: those created (or, connected, updated) after the last blitz
 * morning (the closing email covers none, so nothing between the blitz and Free Forever is left out) and up to this
 * morning. With a clock the owner chose (which may have changed since), from the earliest start of that last blitz
 * day anywhere, as the blitz windows do. Reviews an earlier email already carried are taken out by the caller.
 */
export function freeForeverWindow(
  enrolledAt: EnrolledOn,
  send: Pick<FreeForeverSend, 'sendAt'>,
  clock: SendClock = DEFAULT_SEND_CLOCK,
  chosenClock = false,
): { from: Date; to: Date } {
  const schedule = blitzSchedule(enrolledAt, clock);
  const lastMorning = schedule[schedule.length - 1];
  if (!lastMorning) throw new Error('the blitz schedule is empty');
  return { from: chosenClock ? earliestStartOf(lastMorning.localDay) : lastMorning.sendAt, to: send.sendAt };
}

/** What the ranking reads of a candidate. */
export interface RankedCandidate {
  /** Our engine flags it for escalation (illness, allergy, injury, discrimination, legal…). */
  escalated: boolean;
  rating: number;
  /** ISO time the review was published (connected: its latest update). */
  publishTime: string;
}

/**
 * The review that most needs a reply first: escalated before the rest, then the lowest rating, then the newest.
 * Stable for equal candidates, so a retried morning picks the same one.
 */
export function rankFreeForever<T extends RankedCandidate>(candidates: readonly T[]): T[] {
  return candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => {
      if (a.candidate.escalated !== b.candidate.escalated) return a.candidate.escalated ? -1 : 1;
      if (a.candidate.rating !== b.candidate.rating) return a.candidate.rating - b.candidate.rating;
      const newer = (Date.parse(b.candidate.publishTime) || 0) - (Date.parse(a.candidate.publishTime) || 0);
      return newer !== 0 ? newer : a.index - b.index;
    })
    .map(({ candidate }) => candidate);
}

/**
 * The owner's inbox of this restaurant, where every email about the owner's reviews sends them. Never a bearer login:
 * the link signs nobody in; a browser without the owner's session is sent to sign in first (`/sign-in?next=…`) and
 * comes back to this restaurant's inbox.
 */
export function ownerReviewsUrl(ctx: Pick<ServerContext, 'config'>, placeId: string): string {
  return `${ctx.config.publicUrl}/inbox?place=${encodeURIComponent(placeId)}`;
}
