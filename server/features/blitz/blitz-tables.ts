import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export type BlitzSendKind = 'daily' | 'closing' | 'free-forever';
/**
 * claimed (a runner owns the day) → queued (the email row exists) | skipped (address suppressed meanwhile) |
 * nothing-new (a Free Forever morning without a new review: no email).
 */
export type BlitzSendStatus = 'claimed' | 'queued' | 'skipped' | 'nothing-new';

/**
 * One row per enrollment and New York day: the exactly-once key. Whoever inserts the row sends that
 * day's email; every other runner (restart, retry, second worker) finds it taken.
 */
export const blitzSends = pgTable(
  'blitz_sends',
  {
    id: uuid('id').primaryKey(),
    enrollmentId: uuid('enrollment_id').notNull(),
    localDay: text('local_day').notNull(),
    kind: text('kind').$type<BlitzSendKind>().notNull(),
    day: integer('day').notNull(),
    status: text('status').$type<BlitzSendStatus>().notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    emailId: uuid('email_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('blitz_sends_enrollment_day_key').on(table.enrollmentId, table.localDay)],
);

/**
 * Which reviews each enrollment has been sent (docs/blitz.md): a review goes into at most one blitz email per
 * enrollment. Rows are written by the runner that owns the day's blitz_sends claim (`send_id`), before the email is
 * queued, and removed with the claim when the send fails; the primary key makes a second send of a review impossible
 * even when two runners race.
 */
export const blitzSentReviews = pgTable(
  'blitz_sent_reviews',
  {
    enrollmentId: uuid('enrollment_id').notNull(),
    /** `catalogue:<id>`, `google:<places review name>` or `gbp:<Business Profile review name>`. */
    reviewKey: text('review_key').notNull(),
    sendId: uuid('send_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.enrollmentId, table.reviewKey] }),
    index('blitz_sent_reviews_send_idx').on(table.sendId),
  ],
);

/**
 * The sentences of the suggested replies each enrollment was sent, so that a week of mornings uses no sentence more
 * than twice (docs/reply-quality.md). Only a hash of each of our own sentences is kept, with how often the send used
 * it: no review text, no name, nothing a reader could take back to a reply. Written under the send's blitz_sends
 * claim before its email is queued (replaced if a runner takes the claim over), removed with the claim when the send
 * fails, and deleted after 8 days by the daily maintenance job.
 */
export const sentReplySentences = pgTable(
  'sent_reply_sentences',
  {
    enrollmentId: uuid('enrollment_id').notNull(),
    sendId: uuid('send_id').notNull(),
    /** `sentenceKey` of playbooks/reply-checks.ts: a SHA-256 of the sentence's folded words. */
    sentenceHash: text('sentence_hash').notNull(),
    uses: integer('uses').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sendId, table.sentenceHash] }),
    index('sent_reply_sentences_enrollment_idx').on(table.enrollmentId, table.sentAt),
  ],
);
