import type { EnrollmentStatus, SendClock } from '#server/features/owners/index.ts';
import { firstFreeForeverDay } from './free-forever.ts';
import { addDays, allBlitzSends, localDate, sendInstantFor, type EnrolledOn, type LocalDay } from './schedule.ts';

/**
 * The next morning email of an enrollment, as its send clock puts it: the first day not yet decided (no blitz_sends
 * row) whose day has not passed in the clock's zone. A blitz day, or a Free Forever morning (which sends only when a
 * new review is waiting); null once nothing more will be sent (unsubscribed, paused). Pure: what is decided and the
 * time come in as parameters. What the settings page shows after a change of clock, so a day the change moved or
 * skipped is never skipped silently.
 */
export function nextMorning(
  enrollment: { status: EnrollmentStatus; enrolledAt: EnrolledOn; freeForeverPausedAt: Date | null },
  clock: SendClock,
  decidedDays: ReadonlySet<LocalDay>,
  now: Date,
): { at: Date; kind: 'blitz' | 'free-forever' } | null {
  const today = localDate(now, clock.timeZone);
  if (enrollment.status === 'active') {
    const send = allBlitzSends(enrollment.enrolledAt, clock).find(
      (candidate) => candidate.localDay >= today && !decidedDays.has(candidate.localDay),
    );
    if (send) return { at: send.sendAt, kind: 'blitz' };
  }
  if (enrollment.status === 'unsubscribed' || enrollment.freeForeverPausedAt) return null;
  const first = firstFreeForeverDay(enrollment.enrolledAt, clock);
  let day = first > today ? first : today;
  while (decidedDays.has(day)) day = addDays(day, 1);
  return { at: sendInstantFor(day, clock), kind: 'free-forever' };
}
