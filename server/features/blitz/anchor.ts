import type { Enrollment } from '#server/features/owners/index.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/database.ts';
import { blitzSends } from './blitz-tables.ts';
import { addDays, type EnrolledOn } from './schedule.ts';

/**
 * What an enrollment's days count from (schedule.ts): until its first blitz morning is decided, the instant it was made
 * (its date is then the one in its send clock's zone, whichever the owner chose since); from then on, the date that
 * morning fixed (its date minus its day number). So the owner who moves the clock to Tokyo right after enrolling in
 * the New York evening gets "Day 1" the next Tokyo morning, and one who moves it after day 1 gets day 2 the next
 * morning: a change of zone never renumbers, repeats or skips a day already fixed.
 */
export async function enrolledOnOf(
  database: DatabaseHandle,
  enrollment: Pick<Enrollment, 'id' | 'enrolledAt'>,
): Promise<EnrolledOn> {
  const [first] = await database.db
    .select({ day: blitzSends.day, localDay: blitzSends.localDay })
    .from(blitzSends)
    .where(and(eq(blitzSends.enrollmentId, enrollment.id), inArray(blitzSends.kind, ['daily', 'closing'])))
    .orderBy(asc(blitzSends.day))
    .limit(1);
  return first ? addDays(first.localDay, -first.day) : enrollment.enrolledAt;
}
