import { hasChosenClock, type Enrollment, sendClockOf } from '#server/features/owners/index.ts';
import type { Review } from '#contracts/places.ts';
import type { ServerContext } from '#server/server-context.ts';
import {
  connectedReviews,
  syncFailureOf,
  type ReviewBasis,
  type GoogleConnection,
  type GoogleConnections,
} from '#server/features/google-business/index.ts';
import type { BlitzReviewSource } from './emails/blitz-parts.tsx';
import type { BlitzSend } from './schedule.ts';
import { blitzReviewWindow, reviewsInWindow } from './review-window.ts';

/** One review a daily send may cover. */
export interface BlitzCandidate {
  /** Stable across days and sources' reads: what blitz_sent_reviews records (docs/blitz.md). */
  key: string;
  review: Review;
  /** A connected owner's review: its Business Profile name, for the reply draft. */
  googleReviewName: string | null;
  /** A connected owner's review: the version the reply draft is written for. */
  basis: ReviewBasis | null;
  /** Offered before and edited by the guest since: offered again, marked as edited. */
  edited: boolean;
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
 * The reviews a daily send covers: those without a reply created (connected: or updated) in its window, newest first.
 */
export async function dailyReviewsFor(
  ctx: ServerContext,
  google: GoogleConnections | null,
  enrollment: Enrollment,
  send: BlitzSend,
  now: Date,
): Promise<DailyReviews> {
  return unansweredReviewsIn(
    ctx,
    google,
    enrollment,
    blitzReviewWindow(send, sendClockOf(enrollment), hasChosenClock(enrollment)),
    now,
  );
}

/**
 * The reviews without a reply of a window, newest first. A connected owner's profile is synced first and every review
 * created or updated in the window without a reply is a candidate; when the owner is not connected, or the sync fails
 * for any reason, the places provider's reviews published in the window without an owner reply are used, and a
 * failure is described for the email. A failed sync never stops a morning email. The blitz mornings, Free Forever's
 * and the closing email's list of what waits all read their reviews here.
 */
export async function unansweredReviewsIn(
  ctx: ServerContext,
  google: GoogleConnections | null,
  enrollment: Enrollment,
  window: { from: Date; to: Date },
  now: Date,
): Promise<DailyReviews> {
  let syncProblem: string | null = null;
  let reconnect = false;
  const publicSource = ctx.places.kind === 'google' ? 'google' : 'catalogue';
  const connection = google?.enabled ? await google.forEnrollment(enrollment.id) : null;
  if (google && connection) {
    try {
      const connected = await connectedReviews(
        ctx,
        google,
        connection,
        window,
        { analysis: ANALYSIS_REVIEW_LIMIT, voice: VOICE_REVIEW_LIMIT },
        now,
      );
      return {
        source: 'google-business',
        connection,
        knownConnection: connection,
        candidates: connected.unanswered.map(({ reviewName, review, offerKey, basis, edited }) => ({
          key: offerKey,
          review,
          googleReviewName: reviewName,
          basis,
          edited,
        })),
        syncProblem: null,
        reconnect: false,
        unansweredCount: connected.unansweredCount,
        analysisReviews: connected.analysisReviews,
        voiceReviews: connected.voiceReviews,
      };
    } catch (error) {
      ({ sentence: syncProblem, reconnect } = syncFailureOf(error, publicSource));
      ctx.logger.warn(
        { err: error, enrollmentId: enrollment.id, connectionId: connection.id },
        'Google review sync failed; the morning uses public reviews',
      );
    }
  }
  const reviews = reviewsInWindow(await ctx.places.newestReviews(enrollment.placeId), window).filter(
    // A review the owner already answered needs no suggested reply.
    (review) => review.ownerReply === null || review.ownerReply.text.trim() === '',
  );
  return {
    source: publicSource,
    connection: null,
    knownConnection: connection,
    candidates: reviews.map((review) => ({
      key: `${review.source}:${review.id}`,
      review,
      googleReviewName: null,
      basis: null,
      edited: false,
    })),
    syncProblem,
    reconnect,
    unansweredCount: null,
    analysisReviews: null,
    voiceReviews: null,
  };
}
