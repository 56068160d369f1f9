import type { Review } from '#contracts/places.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { GoogleConnection, GoogleConnections } from './google-connection-types.ts';
import { ensureReplyDraft, replyLinkFor } from './reply-drafts.ts';
import { describeSyncFailure, needsReconnect } from './review-sync-failure.ts';
import {
  countUnansweredReviews,
  recentAnsweredReviews,
  recentUnansweredReviews,
  recheckUnanswered,
  syncReviews,
  toReview,
  unansweredReviewsIn,
} from './review-sync.ts';
import { offerKey, reviewContentHash } from './review-version.ts';

/** What a connected owner's emails read of their profile: the reviews of one send, and a review's reply link. */

/** The version of a review a reply draft is written for (its updateTime and content hash). */
export interface ReviewBasis {
  reviewUpdateTime: Date;
  reviewHash: string;
}

/** One review a connected owner's morning email may offer. */
export interface ConnectedReview {
  reviewName: string;
  review: Review;
  /** Offered before and changed since (the guest edited it): offered again, marked as edited, with a fresh draft. */
  edited: boolean;
  /** What blitz_sent_reviews records: one key per offered version. */
  offerKey: string;
  basis: ReviewBasis;
}

/** What a connected owner's profile gives one daily send. */
export interface ConnectedReviews {
  /**
   * Reviews without a reply that are news for this send (created or updated in the window, or found new or changed
   * by a sync since its start), newest first.
   */
  unanswered: ConnectedReview[];
  /** Every stored review still without a reply. */
  unansweredCount: number;
  /** The newest unanswered reviews, for the brand analysis. */
  analysisReviews: Review[];
  /** The newest answered reviews, whose replies teach the reply writer how the owner sounds. */
  voiceReviews: Review[];
}

/** Syncs the profile of `connection`, then reads what the day's email needs. Throws when Google could not be read. */
export async function connectedReviews(
  ctx: ServerContext,
  connections: GoogleConnections,
  connection: GoogleConnection,
  window: { from: Date; to: Date },
  limits: { analysis: number; voice: number },
  now: Date,
): Promise<ConnectedReviews> {
  const sync = await syncReviews(ctx, connections, connection, now);
  // Replies written on Google and deleted reviews never move an updateTime: look again before the email.
  await recheckUnanswered(ctx, connections, connection, sync, now);
  const rows = await unansweredReviewsIn(ctx.database, connection.id, window, now);
  const unansweredCount = await countUnansweredReviews(ctx.database, connection.id);
  const analysis = await recentUnansweredReviews(ctx.database, connection.id, limits.analysis);
  const answered = await recentAnsweredReviews(ctx.database, connection.id, limits.voice);
  return {
    unanswered: rows.map(({ row, edited }) => ({
      reviewName: row.reviewName,
      review: toReview(row),
      edited,
      offerKey: offerKey(row.reviewName, row, edited),
      basis: { reviewUpdateTime: row.updateTime, reviewHash: reviewContentHash(row.rating, row.comment) },
    })),
    unansweredCount,
    analysisReviews: analysis.map(toReview),
    voiceReviews: answered.map(toReview),
  };
}

/** A sentence for the owner on why the sync failed (safe to show), and whether they must connect again. */
export function syncFailureOf(
  error: unknown,
  publicSource: 'google' | 'catalogue',
): { sentence: string; reconnect: boolean } {
  return { sentence: describeSyncFailure(error, publicSource), reconnect: needsReconnect(error) };
}

/**
 * The "Review and post" link of one review's reply draft. The draft is made once per (connection, review) and
 * written again (same link) only for another version of the review (`basis`).
 */
export async function draftReplyLink(
  ctx: ServerContext,
  input: Parameters<typeof ensureReplyDraft>[1],
): Promise<string> {
  const draft = await ensureReplyDraft(ctx, input);
  return replyLinkFor(ctx, draft.id, input.now);
}
