import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The owner's inbox (docs/inbox.md): what it keeps of the public reviews it shows when the restaurant is not
 * connected to Google (the connected ones keep their drafts in google_reply_drafts). One row per owner address, place
 * and review, written the first time a draft is written for it or the owner edits or skips it.
 */
export const inboxPublicReplies = pgTable(
  'inbox_public_replies',
  {
    /** The owner's address, lower-cased (one address may hold several restaurants). */
    ownerEmail: text('owner_email').notNull(),
    placeId: text('place_id').notNull(),
    /** `catalogue:<id>` or `google:<places review name>`, as blitz_sent_reviews keys them. */
    reviewKey: text('review_key').notNull(),
    /** The reply text: our draft, or the owner's edit of it (`edited`). */
    replyText: text('reply_text').notNull(),
    edited: boolean('edited').notNull(),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerEmail, table.placeId, table.reviewKey] })],
);

/**
 * What the inbox's filters read of a connected review, from our analysis of it (negative, escalated), kept so the
 * counts of thousands of reviews are one SQL query. Written again when the review's updateTime changes.
 */
export const inboxReviewMarks = pgTable(
  'inbox_review_marks',
  {
    connectionId: uuid('connection_id').notNull(),
    reviewName: text('review_name').notNull(),
    /** The review's updateTime when it was read: a newer one is read again. */
    updateTime: timestamp('update_time', { withTimezone: true }).notNull(),
    negative: boolean('negative').notNull(),
    /** The escalation kinds found ('illness,allergen'), null when none. */
    escalation: text('escalation'),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.reviewName] })],
);
