/** The blitz feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { enrolledOnOf } from './anchor.ts';
export { blitzSendRowsOf } from './blitz-data-rights.ts';
export { blitzMornings, freeForeverMornings, registerBlitzJobs } from './blitz-jobs.ts';
export { brandProfileFor } from './brand-voice.ts';
export { decidedDaysOf } from './decided-days.ts';
export { nextMorning } from './next-morning.ts';
export { ownerRestaurants } from './owner-restaurants.ts';
export { playbookEmailBlitzNote } from './playbook-email-note.ts';
export { ownerSignOff } from './reply-sign-off.ts';
export { runScheduledSync } from './review-alerts.ts';
export type { BlitzDependencies } from './run-due.ts';
export { canonicalTimeZone, localDate, sendInstantFor } from './schedule.ts';
export { sentReviewKeysOf } from './sent-review-keys.ts';
export { unsubscribeRoutes } from './unsubscribe-routes.ts';
export { inspectUnsubscribeToken, unsubscribe } from './unsubscribe.ts';
export { purgeOldReplySentences, recordReplySentences, weekReplyMemory } from './week-replies.ts';
