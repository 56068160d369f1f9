/** The google-business feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { createGoogleConnectServices, playbookConnectPath } from './connect-flow.ts';
export { connectedReviews, draftReplyLink, type ReviewBasis, syncFailureOf } from './connected-reviews.ts';
export { purgeEndedConnections } from './connection-retention.ts';
export type { GoogleConnection, GoogleConnections } from './google-connection-types.ts';
export {
  connectionsOfOwner,
  createGoogleConnections,
  deleteConnections,
  ownerGoogleLinks,
} from './google-connections.ts';
export { googleConnectionsOf, googleConnectionSummariesOf } from './google-data-rights.ts';
export {
  activelyConnectedEnrollments,
  connectedReviewPage,
  connectedReviewWithDraft,
  connectionReviewsWhere,
  countConnectedReviews,
  fillEmptyDraft,
  ownerOfConnection,
  type ReviewCondition,
  type ReviewSelection,
  storedReviewSql,
} from './inbox-queries.ts';
export { googleLineOf } from './owner-restaurants.ts';
export { liveReviewsOf, type LiveReviews } from './review-figures.ts';
export { ensureReplyDraft, replyLinkFor } from './reply-drafts.ts';
export { createDraftActions, createReplyService, type DraftActions } from './reply-service.ts';
export { alertCandidates, claimAlert, settleAlert, storedReview, unsettledAlerts } from './review-alert-claims.ts';
export {
  draftStored,
  registerGoogleSyncJobs,
  type ScheduledSyncOutcome,
  type SyncHooks,
  syncOnSchedule,
  type SyncTarget,
} from './review-sync-jobs.ts';
export {
  ANONYMOUS_REVIEWER,
  recentAnsweredReviews,
  recentUnansweredReviews,
  type StoredGoogleReview,
  toReview,
} from './review-sync.ts';
export { OFFER_KEY_PREFIX, reviewContentHash, reviewVersion } from './review-version.ts';
export { inQuietHours } from './sync-schedule.ts';
