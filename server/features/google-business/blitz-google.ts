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
  syncReviews,
  toReview,
  unansweredReviewsIn,
} from './review-sync.ts';

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
      await syncReviews(ctx, connections, connection, now);
      const rows = await unansweredReviewsIn(ctx.database, connection.id, window);
      const unansweredCount = await countUnansweredReviews(ctx.database, connection.id);
      const analysis = await recentUnansweredReviews(ctx.database, connection.id, limits.analysis);
      const answered = await recentAnsweredReviews(ctx.database, connection.id, limits.voice);
      return {
        unanswered: rows.map((row) => ({ reviewName: row.reviewName, review: toReview(row) })),
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
