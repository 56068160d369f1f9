import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '#server/server-context.ts';
import { ERASED } from './email-address.ts';
import { notTakenOver, type Enrollment } from './enrollments.ts';
import { blitzEnrollments } from './owner-tables.ts';
import { DEFAULT_SEND_CLOCK } from './recipients.ts';

/**
 * The current enrollments on Free Forever (blitz over, not paused, not erased, not taken over by a newer one) whose
 * morning has come by `now` at their own send clock. The database computes each one's local day and time (the zone
 * was checked against its time-zone names when saved), so the five-minute runs stay cheap however many owners stay
 * on the plan. `undecided(enrollmentId, localDay)` is the caller's condition on its own tables: the day not decided yet.
 */
export async function freeForeverMorningsDue(
  ctx: ServerContext,
  now: Date,
  undecided: (enrollmentId: SQL, localDay: SQL) => SQL,
): Promise<Enrollment[]> {
  const zone = sql`coalesce(${blitzEnrollments.sendTimeZone}, ${DEFAULT_SEND_CLOCK.timeZone})`;
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  return ctx.database.db
    .select()
    .from(blitzEnrollments)
    .where(
      and(
        eq(blitzEnrollments.status, 'completed'),
        isNull(blitzEnrollments.freeForeverPausedAt),
        ne(blitzEnrollments.email, ERASED),
        sql`extract(hour from ${localNow}) * 60 + extract(minute from ${localNow}) >= coalesce(${blitzEnrollments.sendMinute}, ${DEFAULT_SEND_CLOCK.minute})`,
        // A newer blitz of the same address and place takes over: one stream of mail per restaurant.
        notTakenOver,
        undecided(sql`${blitzEnrollments.id}`, sql`to_char(${localNow}, 'YYYY-MM-DD')`),
      ),
    );
}

/**
 * The current enrollments whose monthly report is due at `now`: mail not stopped (active or on Free Forever, not
 * unsubscribed, erased or taken over), not paused, monthly reports not turned off, and at their own send clock it is
 * the first day of a month with its time come. `undecided(enrollmentId, month)` is the caller's condition on its own
 * tables, with `month` the report's month (`YYYY-MM`, the one that just ended in the clock's zone). Each row comes
 * with that month.
 */
export async function monthlyReportsDue(
  ctx: ServerContext,
  now: Date,
  undecided: (enrollmentId: SQL, month: SQL) => SQL,
): Promise<{ enrollment: Enrollment; month: string }[]> {
  const zone = sql`coalesce(${blitzEnrollments.sendTimeZone}, ${DEFAULT_SEND_CLOCK.timeZone})`;
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  const month = sql<string>`to_char(${localNow} - interval '1 month', 'YYYY-MM')`;
  const rows = await ctx.database.db
    .select({ enrollment: blitzEnrollments, month })
    .from(blitzEnrollments)
    .where(
      and(
        inArray(blitzEnrollments.status, ['active', 'completed']),
        isNull(blitzEnrollments.freeForeverPausedAt),
        isNull(blitzEnrollments.monthlyReportsOffAt),
        ne(blitzEnrollments.email, ERASED),
        sql`extract(day from ${localNow}) = 1`,
        sql`extract(hour from ${localNow}) * 60 + extract(minute from ${localNow}) >= coalesce(${blitzEnrollments.sendMinute}, ${DEFAULT_SEND_CLOCK.minute})`,
        notTakenOver,
        undecided(sql`${blitzEnrollments.id}`, month),
      ),
    );
  return rows;
}
