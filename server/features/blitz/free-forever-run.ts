import {
  freeForeverMorningsDue,
  hasChosenClock,
  moveEnrollment,
  sendClockOf,
  type Enrollment,
} from '#server/features/owners/index.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { emailBrand, isSuppressed } from '#server/features/email/index.ts';
import { detectSensitive } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { GoogleConnections } from '#server/features/google-business/index.ts';
import { blitzSends, blitzSentReviews } from './blitz-tables.ts';
import { unansweredReviewsIn, type BlitzCandidate } from './daily-reviews.ts';
import { freeForeverTemplate } from './emails/blitz-emails.ts';
import { unsubscribeUrlFor } from './enrollment.ts';
import { enrolledOnOf } from './anchor.ts';
import { type EnrolledOn } from './schedule.ts';
import {
  freeForeverSendDue,
  freeForeverWindow,
  ownerReviewsUrl,
  rankFreeForever,
  type FreeForeverSend,
} from './free-forever.ts';
import { connectionLinks, morningDedupeKey, sendDraftedMorning, sendUnderClaim, takeReviews } from './morning-send.ts';
import type { BlitzDependencies } from './run-due.ts';

export interface FreeForeverRunReport {
  now: Date;
  /**
   * Enrollments on Free Forever (blitz over, not paused, not unsubscribed, not taken over by a newer one) whose
   * morning has come and whose day was not decided yet.
   */
  enrollments: number;
  sent: {
    enrollmentId: string;
    restaurantName: string;
    localDay: string;
    day: number;
    /** Starter (its trial or paid) carries every new review; Free Forever the one that needs a reply most. */
    plan: 'free-forever' | 'starter';
    reviewKey: string;
    reviewCount: number;
    othersWaiting: number;
    emailId: string;
    /** The copies to the enrollment's extra addresses, queued right after the owner's email. */
    copyEmailIds: string[];
  }[];
  /** Mornings with no new review waiting: the day is recorded, no email goes out. */
  quiet: { enrollmentId: string; localDay: string }[];
  unsubscribed: string[];
  failed: { enrollmentId: string; localDay: string; error: string }[];
}

/**
 * Free Forever's morning, once per enrollment and New York day, with the blitz's exactly-once machinery: the day is
 * claimed by inserting its blitz_sends row, the chosen review is recorded in blitz_sent_reviews under the claim
 * before the email is queued (so no review is ever suggested twice), and a failed send gives both back for the next
 * run. A morning with nothing new keeps its claim as `nothing-new` and sends nothing.
 */
export async function runDueFreeForeverSends(
  ctx: ServerContext,
  now: Date = ctx.now(),
  deps: BlitzDependencies = { google: null },
): Promise<FreeForeverRunReport> {
  const report: FreeForeverRunReport = { now, enrollments: 0, sent: [], quiet: [], unsubscribed: [], failed: [] };
  // Each enrollment's morning is at its send clock; of those whose morning has come, only the ones whose local day
  // is not decided yet. A claim still in progress (or left by a runner that died) is read again, to be taken over
  // once stale.
  const onPlan = await freeForeverMorningsDue(
    ctx,
    now,
    (enrollmentId, localDay) => sql`not exists (select 1 from ${blitzSends} decided
      where decided.enrollment_id = ${enrollmentId}
        and decided.local_day = ${localDay}
        and decided.status <> 'claimed')`,
  );
  report.enrollments = onPlan.length;
  for (const enrollment of onPlan) {
    const enrolled = await enrolledOnOf(ctx.database, enrollment);
    const send = freeForeverSendDue(enrolled, now, sendClockOf(enrollment));
    if (!send) continue;
    if (await isSuppressed(ctx, enrollment.email)) {
      await moveEnrollment(ctx.database, enrollment.id, 'completed', 'unsubscribed', now);
      report.unsubscribed.push(enrollment.id);
      continue;
    }
    const outcome = await sendUnderClaim(
      ctx,
      enrollment,
      send,
      now,
      'Free Forever send failed; will retry',
      async (claimId) => {
        const plan = deps.planOf ? await deps.planOf({ email: enrollment.email, placeId: enrollment.placeId }) : null;
        return performFreeForeverSend(
          ctx,
          deps.google,
          { enrollment, enrolled, send, claimId },
          now,
          plan === 'starter',
        );
      },
    );
    if (outcome.status === 'failed') report.failed.push(outcome.failure);
    else if (outcome.status === 'done' && outcome.value) report.sent.push(outcome.value);
    else if (outcome.status === 'done') report.quiet.push({ enrollmentId: enrollment.id, localDay: send.localDay });
  }
  return report;
}

async function performFreeForeverSend(
  ctx: ServerContext,
  google: GoogleConnections | null,
  morning: { enrollment: Enrollment; enrolled: EnrolledOn; send: FreeForeverSend; claimId: string },
  now: Date,
  starter = false,
): Promise<FreeForeverRunReport['sent'][number] | null> {
  const { enrollment, send, claimId } = morning;
  const found = await unansweredReviewsIn(
    ctx,
    google,
    enrollment,
    freeForeverWindow(morning.enrolled, send, sendClockOf(enrollment), hasChosenClock(enrollment)),
    now,
  );
  const { open, chosen } = await chooseReviews(ctx, enrollment, claimId, found.candidates, now, starter);
  const [first] = chosen;
  if (!first) {
    await recordNothingNew(ctx, claimId, { enrollmentId: enrollment.id, localDay: send.localDay });
    return null;
  }
  const othersWaiting = open.length - chosen.length;
  const unsubscribeUrl = unsubscribeUrlFor(ctx, enrollment);
  const queued = await sendDraftedMorning(ctx, {
    google,
    connectionId: found.connection?.id ?? null,
    enrollment,
    claimId,
    now,
    reviews: chosen,
    analysisReviews: found.analysisReviews,
    voiceReviews: found.voiceReviews,
    variantPerReview: false,
    markEdited: false,
    email: ([item, ...extraItems], placeUrl) => ({
      template: freeForeverTemplate,
      dedupeKey: morningDedupeKey(enrollment, send.localDay),
      props: {
        brand: emailBrand(ctx),
        ownerName: enrollment.ownerName,
        restaurantName: enrollment.restaurantName,
        unsubscribeUrl,
        reviewSource: found.source,
        ...connectionLinks(google, enrollment, found),
        item: item!,
        othersWaiting,
        ...(starter ? { plan: 'starter' as const, extraItems } : {}),
        inboxUrl: ownerReviewsUrl(ctx, enrollment.placeId),
        sendClock: sendClockOf(enrollment),
        placeUrl,
        syncProblem: found.syncProblem,
      },
      transientBody: found.source === 'google',
    }),
  });
  ctx.logger.info(
    { enrollmentId: enrollment.id, localDay: send.localDay, day: send.day, othersWaiting },
    'Free Forever email queued',
  );
  return {
    enrollmentId: enrollment.id,
    restaurantName: enrollment.restaurantName,
    localDay: send.localDay,
    day: send.day,
    plan: starter ? 'starter' : 'free-forever',
    reviewKey: first.key,
    reviewCount: chosen.length,
    othersWaiting,
    emailId: queued.emailId,
    copyEmailIds: queued.copyIds,
  };
}

/** A morning with no new review keeps its claim as `nothing-new` and sends nothing. */
async function recordNothingNew(ctx: ServerContext, claimId: string, day: { enrollmentId: string; localDay: string }) {
  await ctx.database.db
    .update(blitzSends)
    .set({ status: 'nothing-new', reviewCount: 0 })
    .where(eq(blitzSends.id, claimId));
  ctx.logger.info(day, 'Free Forever: nothing new this morning');
}

/**
 * The open reviews (not carried by another send, ranked) and those this morning takes. A runner that took over a
 * stale claim sends what the first attempt chose. On Starter (its trial or paid) every open review goes, as on a
 * blitz morning; on Free Forever, the one that needs a reply most.
 */
async function chooseReviews(
  ctx: ServerContext,
  enrollment: Enrollment,
  claimId: string,
  candidates: readonly BlitzCandidate[],
  now: Date,
  starter: boolean,
): Promise<{ open: BlitzCandidate[]; chosen: BlitzCandidate[] }> {
  const recorded =
    candidates.length === 0
      ? []
      : await ctx.database.db
          .select({ key: blitzSentReviews.reviewKey, sendId: blitzSentReviews.sendId })
          .from(blitzSentReviews)
          .where(
            and(
              eq(blitzSentReviews.enrollmentId, enrollment.id),
              inArray(
                blitzSentReviews.reviewKey,
                candidates.map((candidate) => candidate.key),
              ),
            ),
          );
  const carriedElsewhere = new Set(recorded.filter((row) => row.sendId !== claimId).map((row) => row.key));
  const heldByThisClaim = new Set(recorded.filter((row) => row.sendId === claimId).map((row) => row.key));
  const open = rankFreeForever(
    candidates
      .filter((candidate) => !carriedElsewhere.has(candidate.key))
      .map((candidate) => ({
        ...candidate,
        escalated: detectSensitive(candidate.review.text).length > 0,
        rating: candidate.review.rating,
        publishTime: candidate.review.publishTime,
      })),
  );
  const held = open.filter((candidate) => heldByThisClaim.has(candidate.key));
  let chosen = starter ? held : held.slice(0, 1);
  if (chosen.length === 0 && starter) {
    const taken = new Set((await takeReviews(ctx, enrollment.id, claimId, open, now)).map((one) => one.key));
    chosen = open.filter((candidate) => taken.has(candidate.key));
  }
  for (const candidate of chosen.length > 0 ? [] : open) {
    const [taken] = await takeReviews(ctx, enrollment.id, claimId, [candidate], now);
    if (taken) {
      chosen = [candidate];
      break;
    }
  }
  return { open, chosen };
}
