import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { researchBrand } from '#server/features/brand/research-brand.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { emailBrand } from '#server/features/email/email-brand-config.ts';
import { isSuppressed, queueEmail } from '#server/features/email/queue-email.ts';
import type { BlitzReviewItem } from '#server/features/email/templates/blitz-daily-email.tsx';
import { suggestReply } from '#server/features/playbooks/reply-writer.ts';
import type { ServerContext } from '#server/server-context.ts';
import { blitzEnrollments, blitzSends } from './blitz-tables.ts';
import { reviewSourceOf, unsubscribeUrlFor, type BlitzEnrollment } from './enrollment.ts';
import { addNyDays, dueSends, isBlitzOver, sendInstantFor, type BlitzSend } from './schedule.ts';

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
 * Whatever blitz email is due at `now` (issue 6 §3), once: each (enrollment, New York day) is claimed by inserting
 * its blitz_sends row with ON CONFLICT DO NOTHING, and only the inserter builds and queues that day's email, whose
 * own dedupe key (`blitz:{enrollmentId}:{nyDay}`) is a second guard. Safe to run from any number of processes, as
 * often as wanted; a send missed while the service was down goes out the same New York day (schedule.ts dueSends).
 */
export async function runDueBlitzSends(ctx: ServerContext, now: Date = ctx.now()): Promise<BlitzRunReport> {
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
    for (const send of dueSends(enrollment.enrolledAt, now)) {
      const claimId = await claim(ctx, enrollment, send, now);
      if (!claimId) continue;
      try {
        report.sent.push(await performSend(ctx, enrollment, send, claimId, now));
      } catch (error) {
        // Give the day back so the next run (every 5 minutes) tries again, still the same New York day.
        await db.delete(blitzSends).where(and(eq(blitzSends.id, claimId), eq(blitzSends.status, 'claimed')));
        const message = error instanceof Error ? error.message : String(error);
        ctx.logger.error(
          { err: error, enrollmentId: enrollment.id, nyDay: send.nyDay },
          'blitz send failed; will retry',
        );
        report.failed.push({ enrollmentId: enrollment.id, nyDay: send.nyDay, error: message });
      }
    }
    if (isBlitzOver(enrollment.enrolledAt, now) && !report.completed.includes(enrollment.id)) {
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
async function claim(
  ctx: ServerContext,
  enrollment: BlitzEnrollment,
  send: BlitzSend,
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
  enrollment: BlitzEnrollment,
  send: BlitzSend,
  claimId: string,
  now: Date,
): Promise<BlitzSendReport> {
  const unsubscribeUrl = unsubscribeUrlFor(ctx, enrollment);
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
    const queued = await queueEmail(ctx, {
      kind: 'blitz-closing',
      to: enrollment.email,
      dedupeKey,
      unsubscribeUrl,
      props: {
        ...base,
        summary: { daysSent: Number(summary?.daysSent ?? 0), reviewsCovered: Number(summary?.reviewsCovered ?? 0) },
      },
    });
    emailId = queued.id;
    await setStatus(ctx, enrollment.id, 'completed', now);
  } else {
    const reviews = reviewsForSend(await ctx.places.newestReviews(enrollment.placeId), send);
    reviewCount = reviews.length;
    if (reviews.length === 0) {
      const queued = await queueEmail(ctx, {
        kind: 'blitz-no-reviews',
        to: enrollment.email,
        dedupeKey,
        unsubscribeUrl,
        props: { ...base, day: send.day },
      });
      emailId = queued.id;
    } else {
      const { profile, placeUrl } = await brandProfileFor(ctx, enrollment, now);
      const items: BlitzReviewItem[] = reviews.map((review, index) => ({
        review,
        suggestedReply: suggestReply({
          review,
          insight: analyzeReview(review.text, review.language),
          profile,
          variant: index,
        }),
      }));
      const queued = await queueEmail(ctx, {
        kind: 'blitz-daily',
        to: enrollment.email,
        dedupeKey,
        unsubscribeUrl,
        props: { ...base, day: send.day, items, placeUrl },
      });
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
 * The window a daily send covers: from the previous morning's 08:00 New York (exclusive) to this one's (inclusive).
 * That is 24 hours on ordinary days and 23 or 25 around the DST changes, so consecutive windows neither overlap
 * (a review twice) nor leave an hour uncovered; schedule.ts reviewWindow's fixed 24 hours would do one or the other.
 */
export function blitzReviewWindow(send: Pick<BlitzSend, 'nyDay' | 'sendAt'>): { from: Date; to: Date } {
  return { from: sendInstantFor(addNyDays(send.nyDay, -1)), to: send.sendAt };
}

/** The reviews a daily send covers, newest first. Pure. */
export function reviewsForSend(reviews: readonly Review[], send: Pick<BlitzSend, 'nyDay' | 'sendAt'>): Review[] {
  const { from, to } = blitzReviewWindow(send);
  return reviews
    .filter((review) => {
      const published = Date.parse(review.publishTime);
      return published > from.getTime() && published <= to.getTime();
    })
    .sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime));
}

/** The brand voice for suggested replies: the model when configured (falling back to the offline engine), signed by the owner. */
async function brandProfileFor(
  ctx: ServerContext,
  enrollment: BlitzEnrollment,
  now: Date,
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
      reviews: details?.allReviews ?? [],
    },
    { model: ctx.model, now },
  );
  return {
    profile: { ...profile, name: enrollment.restaurantName, ownerName: enrollment.ownerName || profile.ownerName },
    placeUrl: details?.url ?? null,
  };
}
