import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The reviews of a connected owner's location, as the last sync read them (docs/google-business-profile.md). The
 * owner's own data, stored for the service: deleted with the connection (forgetConnectionReviews, called by
 * deleteConnections). No foreign key: drizzle-kit would qualify it with the public schema, which DATABASE_SCHEMA
 * deployments do not use.
 */
export const googleReviews = pgTable(
  'google_reviews',
  {
    connectionId: uuid('connection_id').notNull(),
    /** `accounts/123/locations/456/reviews/abc` */
    reviewName: text('review_name').notNull(),
    rating: integer('rating').notNull(),
    /** null for a stars-only review. */
    comment: text('comment'),
    reviewerName: text('reviewer_name').notNull(),
    reviewerAnonymous: boolean('reviewer_anonymous').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull(),
    replyComment: text('reply_comment'),
    replyTime: timestamp('reply_time', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    /**
     * When a sync after the location's first one found this review new or changed (its updateTime, rating or text):
     * what lets a review Google published late, or edited, reach the next morning email. Null for what the first
     * sync read (the owner's history, not news).
     */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** When Google stopped returning the review (404, or absent from a complete listing): no longer unanswered. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    unique('google_reviews_connection_review_key').on(table.connectionId, table.reviewName),
    index('google_reviews_unanswered_idx')
      .on(table.connectionId, table.updateTime)
      .where(sql`${table.replyComment} is null`),
    // The owner's inbox lists a connection's reviews newest first, 20 at a time.
    index('google_reviews_newest_idx').on(table.connectionId, table.createTime),
  ],
);

export type GoogleReplyDraftStatus = 'draft' | 'posting' | 'posted' | 'skipped';

/**
 * One suggested reply behind a "Review and post" link. `posting` is the claim a POST takes before calling Google, so
 * two presses post once; the draft returns to `draft` when Google refuses.
 */
export const googleReplyDrafts = pgTable(
  'google_reply_drafts',
  {
    id: uuid('id').primaryKey(),
    connectionId: uuid('connection_id').notNull(),
    reviewName: text('review_name').notNull(),
    draft: text('draft').notNull(),
    status: text('status').$type<GoogleReplyDraftStatus>().notNull(),
    /** The escalation kinds our engine found ('illness,allergen'), null when none: never a one-tap post. */
    escalation: text('escalation'),
    /**
     * The review as the draft was written for it: its updateTime and reviewContentHash (rating and text). A review
     * that differs is offered again with a fresh draft; null on drafts made before this was kept.
     */
    reviewUpdateTime: timestamp('review_update_time', { withTimezone: true }),
    reviewHash: text('review_hash'),
    /** When the draft was last written again for an edited review; null while it is the first one. */
    redraftedAt: timestamp('redrafted_at', { withTimezone: true }),
    postedText: text('posted_text'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('google_reply_drafts_connection_review_key').on(table.connectionId, table.reviewName)],
);
