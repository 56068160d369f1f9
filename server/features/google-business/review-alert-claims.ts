import { and, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '#server/db/database.ts';
import { googleReviewAlerts } from './alert-tables.ts';
import { liveReviews, type StoredGoogleReview } from './review-sync.ts';
import { googleReviews } from './review-tables.ts';

/**
 * The claims of the same-day alerts (google_review_alerts) and the reviews they are about, for the alerts the blitz
 * sends after a sync through the day: one row per review ever alerted, claimed before any email is queued, deleted
 * and moved with the connection's reviews (review-sync.ts).
 */

/** The reviews of a connection whose alert a run claimed and did not settle (it died). */
export async function unsettledAlerts(database: DatabaseHandle, connectionId: string): Promise<string[]> {
  const rows = await database.db
    .select({ reviewName: googleReviewAlerts.reviewName })
    .from(googleReviewAlerts)
    .where(and(eq(googleReviewAlerts.connectionId, connectionId), eq(googleReviewAlerts.status, 'claimed')));
  return rows.map((row) => row.reviewName);
}

/**
 * The connection's reviews without a reply that the syncs found new or changed after `since` and that were never
 * alerted, leaving out those `toldAlready(reviewName, changedAt)` (SQL on the review's columns) says the owner knows.
 */
export async function alertCandidates(
  database: DatabaseHandle,
  connectionId: string,
  since: Date,
  toldAlready: (reviewName: AnyPgColumn, changedAt: AnyPgColumn) => SQL,
): Promise<StoredGoogleReview[]> {
  return database.db
    .select()
    .from(googleReviews)
    .where(
      and(
        liveReviews(connectionId, false),
        isNotNull(googleReviews.changedAt),
        gt(googleReviews.changedAt, since),
        sql`not exists (select 1 from ${googleReviewAlerts} a
          where a.connection_id = ${googleReviews.connectionId} and a.review_name = ${googleReviews.reviewName})`,
        sql`not ${toldAlready(googleReviews.reviewName, googleReviews.changedAt)}`,
      ),
    );
}

/** Claims a review's alert for the run that inserts its row; false when another run (or an earlier one) has it. */
export async function claimAlert(
  database: DatabaseHandle,
  claim: { connectionId: string; reviewName: string; enrollmentId: string; rating: number; now: Date },
): Promise<boolean> {
  const [inserted] = await database.db
    .insert(googleReviewAlerts)
    .values({
      connectionId: claim.connectionId,
      reviewName: claim.reviewName,
      enrollmentId: claim.enrollmentId,
      rating: claim.rating,
      status: 'claimed',
      claimedAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ reviewName: googleReviewAlerts.reviewName });
  return inserted !== undefined;
}

/** Settles a claimed alert: its emails are queued, or it was skipped. */
export async function settleAlert(
  database: DatabaseHandle,
  alert: { connectionId: string; reviewName: string },
  status: 'queued' | 'skipped',
  recipients: number,
  now: Date,
): Promise<void> {
  await database.db
    .update(googleReviewAlerts)
    .set({ status, settledAt: now, recipients })
    .where(
      and(
        eq(googleReviewAlerts.connectionId, alert.connectionId),
        eq(googleReviewAlerts.reviewName, alert.reviewName),
        eq(googleReviewAlerts.status, 'claimed'),
      ),
    );
}

/** One stored review of a connection, or null. */
export async function storedReview(
  database: DatabaseHandle,
  connectionId: string,
  reviewName: string,
): Promise<StoredGoogleReview | null> {
  const [row] = await database.db
    .select()
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, connectionId), eq(googleReviews.reviewName, reviewName)))
    .limit(1);
  return row ?? null;
}
