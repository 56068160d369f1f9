import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/database.ts';
import { sameAddress } from './email-address.ts';
import { blitzEnrollments } from './owner-tables.ts';

/**
 * Turns the review alerts of an address and place off, on every enrollment of the pair (the one a later blitz takes
 * over from is covered too); the morning emails go on.
 */
export async function turnAlertsOff(database: DatabaseHandle, email: string, placeId: string, at: Date): Promise<void> {
  await database.db
    .update(blitzEnrollments)
    .set({ alertsOffAt: at })
    .where(
      and(
        sameAddress(blitzEnrollments.email, email),
        eq(blitzEnrollments.placeId, placeId),
        isNull(blitzEnrollments.alertsOffAt),
      ),
    );
}

/**
 * Stops the monthly report of an address and place, on every enrollment of the pair (the one a later blitz takes over
 * from is covered too); the morning emails and the alerts go on.
 */
export async function turnMonthlyReportsOff(
  database: DatabaseHandle,
  email: string,
  placeId: string,
  at: Date,
): Promise<void> {
  await database.db
    .update(blitzEnrollments)
    .set({ monthlyReportsOffAt: at })
    .where(
      and(
        sameAddress(blitzEnrollments.email, email),
        eq(blitzEnrollments.placeId, placeId),
        isNull(blitzEnrollments.monthlyReportsOffAt),
      ),
    );
}

/** Ends every running blitz and Free Forever plan of an address, today (an unsubscribe from everything). */
export async function stopAllMailOf(database: DatabaseHandle, email: string, at: Date): Promise<void> {
  await database.db
    .update(blitzEnrollments)
    .set({ status: 'unsubscribed', completedAt: at })
    .where(and(sameAddress(blitzEnrollments.email, email), inArray(blitzEnrollments.status, ['active', 'completed'])));
}
