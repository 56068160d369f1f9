import { activeEnrollments, moveEnrollment, sendClockOf, type Enrollment } from '#server/features/owners/index.ts';
import type { PlanId } from '#contracts/plan-constants.ts';
import { emailBrand, isSuppressed } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { GoogleConnections } from '#server/features/google-business/index.ts';
import { enrolledOnOf } from './anchor.ts';
import { queueClosingEmail } from './closing-send.ts';
import { dailyReviewsFor } from './daily-reviews.ts';
import type { ClosingPlan } from './emails/blitz-closing-email.tsx';
import { blitzDailyTemplate, blitzNoReviewsTemplate } from './emails/blitz-emails.ts';
import { ownerReviewsUrl } from './free-forever.ts';
import { reviewSourceOf, unsubscribeUrlFor } from './enrollment.ts';
import {
  connectionLinks,
  markQueued,
  morningDedupeKey,
  queueMorningEmail,
  sendDraftedMorning,
  sendUnderClaim,
  takeReviews,
  type QueuedMorning,
} from './morning-send.ts';
import { dueSends, isBlitzOver, type BlitzSend } from './schedule.ts';

export { blitzReviewWindow, reviewsForSend } from './review-window.ts';

/** What the blitz needs beyond the server context. */
export interface BlitzDependencies {
  /** Owners' Google Business Profile connections; null when the server does not offer them. */
  google: GoogleConnections | null;
  /**
   * The restaurant's plan (billing decides it from its trial and Stripe's state); without it every restaurant is on
   * Free Forever. On Starter, the Free Forever morning carries every new review's draft instead of one.
   */
  planOf?: (restaurant: { email: string; placeId: string }) => Promise<PlanId>;
  /** When the restaurant's Starter trial ends while it runs without a card, else null (the closing email says it). */
  trialEndOf?: (restaurant: { email: string; placeId: string }) => Promise<Date | null>;
}

const NO_GOOGLE: BlitzDependencies = { google: null };

export interface BlitzSendReport {
  enrollmentId: string;
  restaurantName: string;
  localDay: string;
  kind: 'daily' | 'closing';
  day: number;
  reviewCount: number;
  emailId: string;
  /** The copies to the enrollment's extra addresses, queued right after the owner's email. */
  copyEmailIds: string[];
}

export interface BlitzRunReport {
  now: Date;
  activeEnrollments: number;
  sent: BlitzSendReport[];
  completed: string[];
  unsubscribed: string[];
  failed: { enrollmentId: string; localDay: string; error: string }[];
}

/**
 * Whatever blitz email is due at `now`, once: each (enrollment, New York day) is claimed by inserting
 * its blitz_sends row with ON CONFLICT DO NOTHING, and only the inserter builds and queues that day's email, whose
 * own dedupe key (`blitz:{enrollmentId}:{localDay}`) is a second guard. Safe to run from any number of processes, as
 * often as wanted; a send missed while the service was down goes out the same day (schedule.ts dueSends).
 */
export async function runDueBlitzSends(
  ctx: ServerContext,
  now: Date = ctx.now(),
  deps: BlitzDependencies = NO_GOOGLE,
): Promise<BlitzRunReport> {
  const report: BlitzRunReport = { now, activeEnrollments: 0, sent: [], completed: [], unsubscribed: [], failed: [] };
  const active = await activeEnrollments(ctx.database);
  report.activeEnrollments = active.length;
  for (const enrollment of active) {
    if (await isSuppressed(ctx, enrollment.email)) {
      await setStatus(ctx, enrollment.id, 'unsubscribed', now);
      report.unsubscribed.push(enrollment.id);
      continue;
    }
    const clock = sendClockOf(enrollment);
    const enrolled = await enrolledOnOf(ctx.database, enrollment);
    for (const send of dueSends(enrolled, now, clock)) {
      const outcome = await sendUnderClaim(ctx, enrollment, send, now, 'blitz send failed; will retry', (claimId) =>
        performSend(ctx, deps, enrollment, send, claimId, now),
      );
      if (outcome.status === 'done') report.sent.push(outcome.value);
      else if (outcome.status === 'failed') report.failed.push(outcome.failure);
    }
    if (isBlitzOver(enrolled, now, clock) && !report.completed.includes(enrollment.id)) {
      // The closing day passed without a closing send (the service was down all that day): the blitz is over anyway.
      await setStatus(ctx, enrollment.id, 'completed', now);
      report.completed.push(enrollment.id);
    } else if (report.sent.some((s) => s.enrollmentId === enrollment.id && s.kind === 'closing')) {
      report.completed.push(enrollment.id);
    }
  }
  return report;
}

/** The blitz ends (completed or unsubscribed), only while it is still active. */
async function setStatus(ctx: ServerContext, id: string, status: 'completed' | 'unsubscribed', now: Date) {
  await moveEnrollment(ctx.database, id, 'active', status, now);
}

async function performSend(
  ctx: ServerContext,
  deps: BlitzDependencies,
  enrollment: Enrollment,
  send: BlitzSend,
  claimId: string,
  now: Date,
): Promise<BlitzSendReport> {
  const sent =
    send.kind === 'closing'
      ? await sendClosing(ctx, deps, enrollment, send, now)
      : await sendDaily(ctx, deps.google, enrollment, send, claimId, now);
  await markQueued(ctx, claimId, { reviewCount: sent.reviewCount, emailId: sent.emailId });
  ctx.logger.info(
    { enrollmentId: enrollment.id, localDay: send.localDay, kind: send.kind, reviewCount: sent.reviewCount },
    'blitz email queued',
  );
  return {
    enrollmentId: enrollment.id,
    restaurantName: enrollment.restaurantName,
    localDay: send.localDay,
    kind: send.kind,
    day: send.day,
    reviewCount: sent.reviewCount,
    emailId: sent.emailId,
    copyEmailIds: sent.copyIds,
  };
}

/** What every blitz email of the enrollment says the same way. */
function emailBase(ctx: ServerContext, enrollment: Enrollment) {
  return {
    brand: emailBrand(ctx),
    ownerName: enrollment.ownerName,
    restaurantName: enrollment.restaurantName,
    unsubscribeUrl: unsubscribeUrlFor(ctx, enrollment),
    reviewSource: reviewSourceOf(ctx),
    inboxUrl: ownerReviewsUrl(ctx, enrollment.placeId),
    sendClock: sendClockOf(enrollment),
  };
}

/**
 * What the restaurant is on once the blitz ends: Starter when the owner started its trial or added a card during the
 * week (billing decides, as for the mornings after), else Free Forever.
 */
async function closingPlanOf(deps: BlitzDependencies, enrollment: Enrollment): Promise<ClosingPlan> {
  const restaurant = { email: enrollment.email, placeId: enrollment.placeId };
  if (!deps.planOf || (await deps.planOf(restaurant)) !== 'starter') return { id: 'free-forever' };
  const trialEndsAt = deps.trialEndOf ? await deps.trialEndOf(restaurant) : null;
  return { id: 'starter', trialEndsAt: trialEndsAt ? trialEndsAt.toISOString() : null };
}

/** The closing email (what the week covered and what waits), after which the blitz is completed. */
async function sendClosing(
  ctx: ServerContext,
  deps: BlitzDependencies,
  enrollment: Enrollment,
  send: BlitzSend,
  now: Date,
): Promise<QueuedMorning & { reviewCount: number }> {
  const base = { ...emailBase(ctx, enrollment), plan: await closingPlanOf(deps, enrollment) };
  const queued = await queueClosingEmail(ctx, deps.google, enrollment, send, base, now);
  await setStatus(ctx, enrollment.id, 'completed', now);
  return { reviewCount: 0, ...queued };
}

/** A daily email: the day's new reviews with drafted replies, or a note that none came in. */
async function sendDaily(
  ctx: ServerContext,
  google: GoogleConnections | null,
  enrollment: Enrollment,
  send: BlitzSend,
  claimId: string,
  now: Date,
): Promise<QueuedMorning & { reviewCount: number }> {
  const day = await dailyReviewsFor(ctx, google, enrollment, send, now);
  const fresh = await takeReviews(ctx, enrollment.id, claimId, day.candidates, now);
  const common = {
    ...emailBase(ctx, enrollment),
    reviewSource: day.source,
    ...connectionLinks(google, enrollment, day),
    day: send.day,
    syncProblem: day.syncProblem,
    unansweredCount: day.unansweredCount,
  };
  const dedupeKey = morningDedupeKey(enrollment, send.localDay);
  if (fresh.length === 0) {
    const props = { ...common, alreadySent: day.candidates.length };
    const queued = await queueMorningEmail(ctx, enrollment, { template: blitzNoReviewsTemplate, dedupeKey, props });
    return { reviewCount: 0, ...queued };
  }
  const queued = await sendDraftedMorning(ctx, {
    google,
    connectionId: day.connection?.id ?? null,
    enrollment,
    claimId,
    now,
    reviews: fresh,
    analysisReviews: day.analysisReviews,
    voiceReviews: day.voiceReviews,
    variantPerReview: true,
    markEdited: true,
    email: (items, placeUrl) => ({
      template: blitzDailyTemplate,
      dedupeKey,
      props: { ...common, items, placeUrl },
      transientBody: day.source === 'google',
    }),
  });
  return { reviewCount: fresh.length, ...queued };
}
