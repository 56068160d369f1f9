import type { Review } from '#contracts/places.ts';
import type { GoogleConnection, GoogleConnections } from '#server/features/google-business/google-connection-types.ts';
import {
  countUnansweredReviews,
  recentAnsweredReviews,
  recentUnansweredReviews,
  syncReviews,
  toReview,
  unansweredReviewsIn,
} from '#server/features/google-business/review-sync.ts';
import { describeSyncFailure, needsReconnect } from '#server/features/google-business/review-sync-failure.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { BlitzReviewSource } from './emails/blitz-parts.tsx';
import type { BlitzEnrollment } from './enrollment.ts';
import type { BlitzSend } from './schedule.ts';
import { blitzReviewWindow, reviewsForSend } from './review-window.ts';

/** One review a daily send may cover. */
export interface BlitzCandidate {
  /** Stable across days and sources' reads: what blitz_sent_reviews records (docs/blitz.md). */
  key: string;
  review: Review;
  /** A connected owner's review: its Business Profile name, for the reply draft. */
  googleReviewName: string | null;
}

export interface DailyReviews {
  source: BlitzReviewSource;
  /** The owner's connection when today's reviews came from it. */
  connection: GoogleConnection | null;
  /** The owner's connection, working or not (the footer offers to disconnect it). */
  knownConnection: GoogleConnection | null;
  /** The window's reviews that have no reply, newest first (before removing those already sent). */
  candidates: BlitzCandidate[];
  /** Why the connected profile could not be read (the candidates are then the public ones). */
  syncProblem: string | null;
  /** The failure needs the owner to connect again. */
  reconnect: boolean;
  /** Connected owners: stored reviews still without a reply. */
  unansweredCount: number | null;
  /** What the brand analysis reads for a connected owner (unanswered reviews only); null: the public reviews. */
  analysisReviews: Review[] | null;
  /** A connected owner's answered reviews, whose replies teach the reply writer how the owner sounds; null: none. */
  voiceReviews: Review[] | null;
}

/** The brand analysis reads at most this many of a connected owner's unanswered reviews. */
const ANALYSIS_REVIEW_LIMIT = 100;
/** The owner's voice is learned from at most this many of their newest replies. */
const VOICE_REVIEW_LIMIT = 100;

/**
 * The reviews a daily send covers. A connected owner's profile is synced first and every review created or updated
 * in the window without a reply is a candidate; when the owner is not connected, or the sync fails for any reason,
 * the places provider's reviews are used, and a failure is described for the email. A failed sync never stops the
 * morning email.
 */
export async function dailyReviewsFor(
  ctx: ServerContext,
  connections: GoogleConnections | null,
  enrollment: BlitzEnrollment,
  send: BlitzSend,
  now: Date,
): Promise<DailyReviews> {
  let syncProblem: string | null = null;
  let reconnect = false;
  const publicSource = ctx.places.kind === 'google' ? 'google' : 'catalogue';
  const connection = connections?.enabled ? await connections.forEnrollment(enrollment.id) : null;
  if (connections && connection) {
    try {
      await syncReviews(ctx, connections, connection, now);
      const window = blitzReviewWindow(send);
      const rows = await unansweredReviewsIn(ctx.database, connection.id, window);
      const unansweredCount = await countUnansweredReviews(ctx.database, connection.id);
      const analysis = await recentUnansweredReviews(ctx.database, connection.id, ANALYSIS_REVIEW_LIMIT);
      const answered = await recentAnsweredReviews(ctx.database, connection.id, VOICE_REVIEW_LIMIT);
      return {
        source: 'google-business',
        connection,
        knownConnection: connection,
        candidates: rows.map((row) => ({
          key: `gbp:${row.reviewName}`,
          review: toReview(row),
          googleReviewName: row.reviewName,
        })),
        syncProblem: null,
        reconnect: false,
        unansweredCount,
        analysisReviews: analysis.map(toReview),
        voiceReviews: answered.map(toReview),
      };
    } catch (error) {
      syncProblem = describeSyncFailure(error, publicSource);
      reconnect = needsReconnect(error);
      ctx.logger.warn(
        { err: error, enrollmentId: enrollment.id, connectionId: connection.id },
        'Google review sync failed; the blitz uses public reviews',
      );
    }
  }
  const reviews = reviewsForSend(await ctx.places.newestReviews(enrollment.placeId), send).filter(
    // A review the owner already answered needs no suggested reply.
    (review) => review.ownerReply === null || review.ownerReply.text.trim() === '',
  );
  return {
    source: publicSource,
    connection: null,
    knownConnection: connection,
    candidates: reviews.map((review) => ({ key: `${review.source}:${review.id}`, review, googleReviewName: null })),
    syncProblem,
    reconnect,
    unansweredCount: null,
    analysisReviews: null,
    voiceReviews: null,
  };
}
