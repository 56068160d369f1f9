import type { PlanId } from '#contracts/plan-constants.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { researchBrand } from '#server/features/brand/research-brand.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { emailBrand } from '#server/features/email/email-brand-config.ts';
import { isSuppressed, queueEmail } from '#server/features/email/queue-email.ts';
import { escalationSentence } from '#server/features/playbooks/escalation.ts';
import { suggestReply } from '#server/features/playbooks/reply-writer.ts';
import { detectSensitive } from '#server/features/playbooks/review-signals.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { BlitzGoogle } from './blitz-google.ts';
import { blitzEnrollments, blitzSends, blitzSentReviews, type BlitzSendKind } from './blitz-tables.ts';
import { dailyReviewsFor, type BlitzCandidate } from './daily-reviews.ts';
import { queueExtraRecipientCopies } from './extra-recipient-sends.ts';
import type { BlitzReviewItem } from './emails/blitz-daily-email.tsx';
import { blitzClosingTemplate, blitzDailyTemplate, blitzNoReviewsTemplate } from './emails/blitz-emails.ts';
import { replySignatureOf, reviewSourceOf, unsubscribeUrlFor, type BlitzEnrollment } from './enrollment.ts';
import { sendClockOf } from './recipients.ts';
import { dueSends, isBlitzOver, type BlitzSend } from './schedule.ts';
import { recordReplySentences, releaseReplySentences, weekReplyMemory } from './week-replies.ts';

export { blitzReviewWindow, reviewsForSend } from './review-window.ts';

/** What the blitz needs beyond the server context. */
export interface BlitzDependencies {
  /** Owners' Google Business Profile connections; null when the server does not offer them. */
  google: BlitzGoogle | null;
  /**
   * The restaurant's plan (billing decides it from its trial and Stripe's state); without it every restaurant is on
   * Free Forever. On Starter, the Free Forever morning carries every new review's draft instead of one.
   */
  planOf?: (restaurant: { email: string; placeId: string }) => Promise<PlanId>;
}

const NO_GOOGLE: BlitzDependencies = { google: null };

/** A claim left by a runner that died mid-send is taken over after this long (the email's dedupe key still holds). */
const STALE_CLAIM_MS = 10 * 60 * 1000;

export interface BlitzSendReport {
  enrollmentId: string;
  restaurantName: string;
  nyDay: string;
  kind: 'daily' | 'closing';
  day: number;
  reviewCount: number;
  emailId: string;
}

export interface BlitzRunReport {
  now: Date;
  activeEnrollments: number;
  sent: BlitzSendReport[];
  completed: string[];
  unsubscribed: string[];
  failed: { enrollmentId: string; nyDay: string; error: string }[];
}

/**
 * Whatever blitz email is due at `now`, once: each (enrollment, New York day) is claimed by inserting
 * its blitz_sends row with ON CONFLICT DO NOTHING, and only the inserter builds and queues that day's email, whose
 * own dedupe key (`blitz:{enrollmentId}:{nyDay}`) is a second guard. Safe to run from any number of processes, as
 * often as wanted; a send missed while the service was down goes out the same New York day (schedule.ts dueSends).
 */
export async function runDueBlitzSends(
  ctx: ServerContext,
  now: Date = ctx.now(),
  deps: BlitzDependencies = NO_GOOGLE,
): Promise<BlitzRunReport> {
  const { db } = ctx.database;
  const report: BlitzRunReport = { now, activeEnrollments: 0, sent: [], completed: [], unsubscribed: [], failed: [] };
  const active = await db.select().from(blitzEnrollments).where(eq(blitzEnrollments.status, 'active'));
  report.activeEnrollments = active.length;
  for (const enrollment of active) {
    if (await isSuppressed(ctx, enrollment.email)) {
      await setStatus(ctx, enrollment.id, 'unsubscribed', now);
      report.unsubscribed.push(enrollment.id);
      continue;
    }
    const clock = sendClockOf(enrollment);
    for (const send of dueSends(enrollment.enrolledAt, now, clock)) {
      const claimId = await claim(ctx, enrollment, send, now);
      if (!claimId) continue;
      try {
        report.sent.push(await performSend(ctx, deps, enrollment, send, claimId, now));
      } catch (error) {
        // Give the day back (and the reviews it had taken) so the next run, every 5 minutes, tries again the same day.
        const released = await db
          .delete(blitzSends)
          .where(and(eq(blitzSends.id, claimId), eq(blitzSends.status, 'claimed')))
          .returning({ id: blitzSends.id });
        if (released.length > 0) {
          await db.delete(blitzSentReviews).where(eq(blitzSentReviews.sendId, claimId));
          await releaseReplySentences(ctx.database, claimId);
        }
        const message = error instanceof Error ? error.message : String(error);
        ctx.logger.error(
          { err: error, enrollmentId: enrollment.id, nyDay: send.nyDay },
          'blitz send failed; will retry',
        );
        report.failed.push({ enrollmentId: enrollment.id, nyDay: send.nyDay, error: message });
      }
    }
    if (isBlitzOver(enrollment.enrolledAt, now, clock) && !report.completed.includes(enrollment.id)) {
      // The closing day passed without a closing send (the service was down all that day): the blitz is over anyway.
      await setStatus(ctx, enrollment.id, 'completed', now);
      report.completed.push(enrollment.id);
    } else if (report.sent.some((s) => s.enrollmentId === enrollment.id && s.kind === 'closing')) {
      report.completed.push(enrollment.id);
    }
  }
  return report;
}

async function setStatus(
  ctx: ServerContext,
  id: string,
  status: 'completed' | 'unsubscribed',
  now: Date,
): Promise<void> {
  await ctx.database.db
    .update(blitzEnrollments)
    .set({ status, completedAt: now })
    .where(and(eq(blitzEnrollments.id, id), eq(blitzEnrollments.status, 'active')));
}

/** The claim row's id when this runner owns the day, else null. */
export async function claim(
  ctx: ServerContext,
  enrollment: BlitzEnrollment,
  send: Pick<BlitzSend, 'nyDay' | 'day'> & { kind: BlitzSendKind },
  now: Date,
): Promise<string | null> {
  const { db } = ctx.database;
  const [inserted] = await db
    .insert(blitzSends)
    .values({
      id: randomUUID(),
      enrollmentId: enrollment.id,
      nyDay: send.nyDay,
      kind: send.kind,
      day: send.day,
      status: 'claimed',
      claimedAt: now,
    })
    .onConflictDoNothing({ target: [blitzSends.enrollmentId, blitzSends.nyDay] })
    .returning({ id: blitzSends.id });
  if (inserted) return inserted.id;
  const [stale] = await db
    .update(blitzSends)
    .set({ claimedAt: now })
    .where(
      and(
        eq(blitzSends.enrollmentId, enrollment.id),
        eq(blitzSends.nyDay, send.nyDay),
        eq(blitzSends.status, 'claimed'),
        lt(blitzSends.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ id: blitzSends.id });
  return stale?.id ?? null;
}

async function performSend(
  ctx: ServerContext,
  deps: BlitzDependencies,
  enrollment: BlitzEnrollment,
  send: BlitzSend,
  claimId: string,
  now: Date,
): Promise<BlitzSendReport> {
  const unsubscribeUrl = unsubscribeUrlFor(ctx, enrollment);
  const { google } = deps;
  const base = {
    brand: emailBrand(ctx),
    ownerName: enrollment.ownerName,
    restaurantName: enrollment.restaurantName,
    unsubscribeUrl,
    reviewSource: reviewSourceOf(ctx),
  };
  const dedupeKey = `blitz:${enrollment.id}:${send.nyDay}`;
  let reviewCount = 0;
  let emailId: string;

  if (send.kind === 'closing') {
    const [summary] = await ctx.database.db
      .select({
        daysSent: sql<number>`count(*) filter (where ${blitzSends.kind} = 'daily' and ${blitzSends.status} = 'queued')`,
        reviewsCovered: sql<number>`coalesce(sum(${blitzSends.reviewCount}), 0)`,
      })
      .from(blitzSends)
      .where(eq(blitzSends.enrollmentId, enrollment.id));
    const connection = google?.enabled ? await google.forEnrollment(enrollment.id) : null;
    const props = {
      ...base,
      ...connectionLinks(google, enrollment, connection, connection?.status === 'active'),
      summary: { daysSent: Number(summary?.daysSent ?? 0), reviewsCovered: Number(summary?.reviewsCovered ?? 0) },
    };
    const queued = await queueEmail(ctx, {
      template: blitzClosingTemplate,
      to: enrollment.email,
      dedupeKey,
      unsubscribeUrl,
      props,
    });
    await queueExtraRecipientCopies(ctx, enrollment, { template: blitzClosingTemplate, dedupeKey, props });
    emailId = queued.id;
    await setStatus(ctx, enrollment.id, 'completed', now);
  } else {
    const day = await dailyReviewsFor(ctx, google, enrollment, send, now);
    const fresh = await takeReviews(ctx, enrollment.id, claimId, day.candidates, now);
    reviewCount = fresh.length;
    const common = {
      ...base,
      reviewSource: day.source,
      ...connectionLinks(
        google,
        enrollment,
        day.knownConnection,
        day.knownConnection?.status === 'active' && !day.reconnect,
      ),
      day: send.day,
      syncProblem: day.syncProblem,
      unansweredCount: day.unansweredCount,
    };
    if (fresh.length === 0) {
      const props = { ...common, alreadySent: day.candidates.length };
      const queued = await queueEmail(ctx, {
        template: blitzNoReviewsTemplate,
        to: enrollment.email,
        dedupeKey,
        unsubscribeUrl,
        props,
      });
      await queueExtraRecipientCopies(ctx, enrollment, { template: blitzNoReviewsTemplate, dedupeKey, props });
      emailId = queued.id;
    } else {
      const { profile, placeUrl } = await brandProfileFor(ctx, enrollment, now, day.analysisReviews, day.voiceReviews);
      const items: BlitzReviewItem[] = [];
      // One email is one batch (no two of its replies open or close alike) on top of the enrollment's week.
      const memory = await weekReplyMemory(ctx.database, enrollment.id, now, claimId);
      for (const [index, { review, googleReviewName, basis, edited }] of fresh.entries()) {
        const suggestedReply = suggestReply({
          review,
          insight: analyzeReview(review.text, review.language),
          profile,
          variant: index,
          memory,
        });
        const kinds = detectSensitive(review.text);
        let reviewAndPostUrl: string | null = null;
        if (google && day.connection && googleReviewName && basis) {
          reviewAndPostUrl = await google.replyLink({
            connectionId: day.connection.id,
            reviewName: googleReviewName,
            draft: suggestedReply,
            escalation: kinds,
            basis,
            now,
          });
        }
        items.push({ review, suggestedReply, reviewAndPostUrl, escalation: escalationSentence(kinds), edited });
      }
      await recordReplySentences(ctx.database, { enrollmentId: enrollment.id, sendId: claimId, memory, now });
      const daily = {
        template: blitzDailyTemplate,
        dedupeKey,
        props: { ...common, items, placeUrl },
        // Google Places reviews may be shown, not kept: the stored body goes once the email is out.
        transientBody: day.source === 'google',
      };
      const queued = await queueEmail(ctx, { ...daily, to: enrollment.email, unsubscribeUrl });
      await queueExtraRecipientCopies(ctx, enrollment, daily, (props) => ({
        ...props,
        items: props.items.map((item) => ({ ...item, reviewAndPostUrl: null })),
      }));
      emailId = queued.id;
    }
  }
  await ctx.database.db
    .update(blitzSends)
    .set({ status: 'queued', reviewCount, emailId })
    .where(eq(blitzSends.id, claimId));
  ctx.logger.info(
    { enrollmentId: enrollment.id, nyDay: send.nyDay, kind: send.kind, reviewCount },
    'blitz email queued',
  );
  return {
    enrollmentId: enrollment.id,
    restaurantName: enrollment.restaurantName,
    nyDay: send.nyDay,
    kind: send.kind,
    day: send.day,
    reviewCount,
    emailId,
  };
}

/**
 * The footer's Google links: connect (or connect again) unless the connection works, disconnect whenever one exists.
 * Both null without Google OAuth configured.
 */
export function connectionLinks(
  google: BlitzGoogle | null,
  enrollment: BlitzEnrollment,
  connection: { status: 'active' | 'broken' } | null,
  working: boolean,
): { connectUrl: string | null; disconnectUrl: string | null } {
  if (!google?.enabled) return { connectUrl: null, disconnectUrl: null };
  const ref = { id: enrollment.id, email: enrollment.email, placeId: enrollment.placeId };
  return {
    connectUrl: connection && working ? null : google.connectUrl(ref),
    disconnectUrl: connection ? google.disconnectUrl(ref) : null,
  };
}

/**
 * Takes the candidates no earlier send of this enrollment covered, recording them under this send's claim: a review
 * goes into at most one blitz email per enrollment. Keys already recorded under this same claim (a runner that took
 * over a stale claim) count as this send's, so a retried day sends what the first attempt chose.
 */
export async function takeReviews(
  ctx: ServerContext,
  enrollmentId: string,
  claimId: string,
  candidates: readonly BlitzCandidate[],
  now: Date,
): Promise<BlitzCandidate[]> {
  if (candidates.length === 0) return [];
  const { db } = ctx.database;
  const keys = candidates.map((candidate) => candidate.key);
  const sentElsewhere = await db
    .select({ key: blitzSentReviews.reviewKey })
    .from(blitzSentReviews)
    .where(
      and(
        eq(blitzSentReviews.enrollmentId, enrollmentId),
        inArray(blitzSentReviews.reviewKey, keys),
        ne(blitzSentReviews.sendId, claimId),
      ),
    );
  const taken = new Set(sentElsewhere.map((row) => row.key));
  const wanted = candidates.filter((candidate) => !taken.has(candidate.key));
  if (wanted.length === 0) return [];
  await db
    .insert(blitzSentReviews)
    .values(wanted.map((candidate) => ({ enrollmentId, reviewKey: candidate.key, sendId: claimId, sentAt: now })))
    .onConflictDoNothing();
  // What this claim holds now: a key another send recorded in between stays that send's.
  const held = await db
    .select({ key: blitzSentReviews.reviewKey })
    .from(blitzSentReviews)
    .where(
      and(
        eq(blitzSentReviews.enrollmentId, enrollmentId),
        inArray(
          blitzSentReviews.reviewKey,
          wanted.map((candidate) => candidate.key),
        ),
        eq(blitzSentReviews.sendId, claimId),
      ),
    );
  const mine = new Set(held.map((row) => row.key));
  return wanted.filter((candidate) => mine.has(candidate.key));
}

/**
 * The brand voice for suggested replies: the owner's own reply habits when they have replies (a connected owner's
 * answered reviews), the model when configured (falling back to the offline engine), signed by the owner: with the
 * signature the owner chose in their settings (replies end "— {signature}"), else as the analysis found it.
 */
export async function brandProfileFor(
  ctx: ServerContext,
  enrollment: BlitzEnrollment,
  now: Date,
  analysisReviews: Review[] | null,
  voiceReviews: Review[] | null,
): Promise<{ profile: BrandProfile; placeUrl: string | null }> {
  const details = await ctx.places.details(enrollment.placeId);
  const { profile } = await researchBrand(
    {
      name: details?.name ?? enrollment.restaurantName,
      address: details?.address ?? '',
      city: details?.city ?? '',
      cuisine: details?.cuisine ?? null,
      kind: details?.kind ?? 'restaurant',
      priceLevel: details?.price_level ?? null,
      rating: details?.rating ?? null,
      // A connected owner's unanswered reviews, else the public ones; the owner's replies teach the voice.
      reviews: analysisReviews ?? details?.allReviews ?? [],
      ...(voiceReviews ? { voiceSamples: voiceReviews } : {}),
    },
    { model: ctx.model, now },
  );
  const signature = replySignatureOf(enrollment);
  return {
    profile: {
      ...profile,
      name: enrollment.restaurantName,
      ownerName: signature || profile.ownerName,
      ...(enrollment.replySignature ? { signOff: `— ${enrollment.replySignature}` } : {}),
    },
    placeUrl: details?.url ?? null,
  };
}
