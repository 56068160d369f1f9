import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * claimed: the run that inserted the row owns the alert and is queueing its emails (a run that died leaves it so, and
 * the next run of the connection finishes it: the emails' dedupe keys make that safe); queued: the emails exist;
 * skipped: the run that finished it found the restaurant's night had begun, so the review waits for the morning email.
 */
export type GoogleReviewAlertStatus = 'claimed' | 'queued' | 'skipped';

/**
 * One row per review ever alerted (docs/google-business-profile.md, "Alerts"): the primary key is what makes it at
 * most one alert per review. The row is inserted before any email is queued. Deleted and moved with the
 * connection's reviews (forgetConnectionReviews, moveConnectionReviews). No foreign key, as for google_reviews.
 */
export const googleReviewAlerts = pgTable(
  'google_review_alerts',
  {
    connectionId: uuid('connection_id').notNull(),
    reviewName: text('review_name').notNull(),
    enrollmentId: uuid('enrollment_id').notNull(),
    rating: integer('rating').notNull(),
    status: text('status').$type<GoogleReviewAlertStatus>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** When the emails were queued (or the alert skipped). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** How many addresses the alert went to. */
    recipients: integer('recipients').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.connectionId, table.reviewName] }),
    index('google_review_alerts_claimed_idx').on(table.connectionId, table.status),
  ],
);
