import type { BlitzGoogle } from '#server/features/blitz/blitz-google.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { GoogleConnection, GoogleConnections } from './google-connection-types.ts';
import { ownerGoogleLinks } from './google-connections.ts';
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

/** What the blitz asks of Google Business Profile, over the owners' connections. */
export function createBlitzGoogle(ctx: ServerContext, connections: GoogleConnections): BlitzGoogle {
  return {
    enabled: connections.enabled,
    forEnrollment: (enrollmentId) => connections.forEnrollment(enrollmentId),
    connectUrl: (enrollment) => connections.connectUrl(enrollment),
    disconnectUrl: (enrollment) => connections.disconnectUrl(enrollment),
    ownerLinks: (owner) => ownerGoogleLinks(ctx, owner),
    // The blitz passes back the connection forEnrollment gave it.
    async connectedReviews(connection: GoogleConnection, window, limits, now) {
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
    },
    syncFailure: (error, publicSource) => ({
      sentence: describeSyncFailure(error, publicSource),
      reconnect: needsReconnect(error),
    }),
    async replyLink(input) {
      const draft = await ensureReplyDraft(ctx, input);
      return replyLinkFor(ctx, draft.id, input.now);
    },
  };
}
