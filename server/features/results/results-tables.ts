import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The owner's results (docs/results.md): what the review analysis found in each connected review, read once per
 * review version so the page counts praise and criticism by month in SQL. Keyed by the review (connection and name),
 * like google_reviews; rows of a review that is no longer stored go with the data retention and an erasure
 * (results-data-rights.ts), and the counts join the live reviews, so such a row never counts meanwhile.
 */

/** One review read: the version (updateTime) its themes were taken from, even when it named nothing. */
export const resultsReviewReadings = pgTable(
  'results_review_readings',
  {
    connectionId: uuid('connection_id').notNull(),
    reviewName: text('review_name').notNull(),
    /** The review's updateTime when it was read: a review Google returns with a newer one is read again. */
    updateTime: timestamp('update_time', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.reviewName] })],
);

/** One thing a review praised or criticised ("dish:oysters", "wait"), at most once per side and review. */
export const resultsReviewThemes = pgTable(
  'results_review_themes',
  {
    connectionId: uuid('connection_id').notNull(),
    reviewName: text('review_name').notNull(),
    /** 'praise' or 'criticism'. */
    side: text('side').$type<'praise' | 'criticism'>().notNull(),
    /** Stable key: a kind ("wait", "noise", "price"), or a kind and the thing's words ("dish:lobster roll"). */
    key: text('key').notNull(),
    /** What the page shows: "the wait", "the lobster roll", "our server". */
    label: text('label').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.connectionId, table.reviewName, table.side, table.key] }),
    // The page counts one connection's themes by side.
    index('results_review_themes_side_idx').on(table.connectionId, table.side, table.key),
  ],
);
