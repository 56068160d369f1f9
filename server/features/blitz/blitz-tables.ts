import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * active: the 7-day blitz is running. completed: the blitz is over and the enrollment is on Free Forever (one
 * suggested reply on a morning with a new review) until the address unsubscribes, the owner pauses it or a newer
 * enrollment of the same address and place takes over (docs/blitz.md). unsubscribed: nothing more is sent.
 */
export type BlitzEnrollmentStatus = 'active' | 'completed' | 'unsubscribed';
export type BlitzSendKind = 'daily' | 'closing' | 'free-forever';
/**
 * claimed (a runner owns the day) → queued (the email row exists) | skipped (address suppressed meanwhile) |
 * nothing-new (a Free Forever morning without a new review: no email).
 */
export type BlitzSendStatus = 'claimed' | 'queued' | 'skipped' | 'nothing-new';

/** One 7-day reply blitz: at most one active per (email, place). */
export const blitzEnrollments = pgTable(
  'blitz_enrollments',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    placeId: text('place_id').notNull(),
    restaurantId: text('restaurant_id'),
    restaurantName: text('restaurant_name').notNull(),
    ownerName: text('owner_name').notNull(),
    source: text('source').$type<'playbook' | 'free-trial'>().notNull(),
    status: text('status').$type<BlitzEnrollmentStatus>().notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    /** When the blitz ended (closing email or unsubscribe); for a completed blitz, updated when Free Forever ends. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set while the owner has paused Free Forever; null: the Free Forever mornings run. */
    freeForeverPausedAt: timestamp('free_forever_paused_at', { withTimezone: true }),
    /** The name replies are signed with (owner settings); null: the owner name given when the blitz started. */
    replySignature: text('reply_signature'),
    /** Minutes after local midnight the morning email is sent (owner settings); null: 480 (08:00). */
    sendMinute: integer('send_minute'),
    /** IANA time zone of the morning email (owner settings); null: the default zone (DEFAULT_TIME_ZONE). */
    sendTimeZone: text('send_time_zone'),
    /** Set while the owner has turned review alerts off (owner settings); null: alerts on. */
    alertsOffAt: timestamp('alerts_off_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('blitz_enrollments_active_idx')
      .on(sql`lower(${table.email})`, table.placeId)
      .where(sql`${table.status} = 'active'`),
    index('blitz_enrollments_email_idx').on(sql`lower(${table.email})`),
  ],
);

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

/**
 * Up to three more addresses an owner asks to receive an enrollment's emails (owner settings). Nothing is sent to
 * one before it confirms by its own emailed link (`confirmed_at`); only the SHA-256 of that link's token is stored.
 */
export const enrollmentRecipients = pgTable(
  'enrollment_recipients',
  {
    id: uuid('id').primaryKey(),
    enrollmentId: uuid('enrollment_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('enrollment_recipients_address_idx').on(table.enrollmentId, sql`lower(${table.email})`),
    uniqueIndex('enrollment_recipients_token_idx').on(table.tokenHash),
  ],
);
