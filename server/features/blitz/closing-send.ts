import { hasChosenClock, type Enrollment, sendClockOf } from '#server/features/owners/index.ts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Review } from '#contracts/places.ts';
import { escalationSentence, detectSensitive } from '#server/features/playbooks/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { enrolledOnOf } from './anchor.ts';
import type { GoogleConnections } from '#server/features/google-business/index.ts';
import { blitzSends, blitzSentReviews } from './blitz-tables.ts';
import { unansweredReviewsIn, type DailyReviews } from './daily-reviews.ts';
import type { ClosingPlan, WaitingReview } from './emails/blitz-closing-email.tsx';
import { blitzClosingTemplate } from './emails/blitz-emails.ts';
import type { BlitzEmailBase } from './emails/blitz-parts.tsx';
import { freeForeverWindow, rankFreeForever } from './free-forever.ts';
import { connectionLinks, morningDedupeKey, queueMorningEmail, type QueuedMorning } from './morning-send.ts';
import type { BlitzSend } from './schedule.ts';

/** The closing email lists at most this many of the reviews that wait; it counts them all and links to the inbox. */
const WAITING_LISTED = 5;

/**
 * The closing email (what the week covered and what still waits for a reply, worst first). It carries no suggested
 * reply and records no review, so the first Free Forever morning still chooses among everything that came in since
 * the last blitz morning.
 */
export async function queueClosingEmail(
  ctx: ServerContext,
  google: GoogleConnections | null,
  enrollment: Enrollment,
  send: BlitzSend,
  base: BlitzEmailBase & { plan: ClosingPlan },
  now: Date,
): Promise<QueuedMorning> {
  const [summary] = await ctx.database.db
    .select({
      daysSent: sql<number>`count(*) filter (where ${blitzSends.kind} = 'daily' and ${blitzSends.status} = 'queued')`,
      reviewsCovered: sql<number>`coalesce(sum(${blitzSends.reviewCount}), 0)`,
    })
    .from(blitzSends)
    .where(eq(blitzSends.enrollmentId, enrollment.id));
  // Since the last blitz morning, as Free Forever's first morning reads it: the review that came in overnight counts.
  const enrolled = await enrolledOnOf(ctx.database, enrollment);
  const window = freeForeverWindow(enrolled, send, sendClockOf(enrollment), hasChosenClock(enrollment));
  const found = await unansweredReviewsIn(ctx, google, enrollment, window, now);
  const waiting = await waitingReviews(ctx, enrollment.id, found);
  return queueMorningEmail(ctx, enrollment, {
    template: blitzClosingTemplate,
    dedupeKey: morningDedupeKey(enrollment, send.localDay),
    props: {
      ...base,
      reviewSource: found.source,
      ...connectionLinks(google, enrollment, found),
      summary: { daysSent: Number(summary?.daysSent ?? 0), reviewsCovered: Number(summary?.reviewsCovered ?? 0) },
      waiting,
      // Samples are said to be samples only where there were some: real Google reviews are never called samples.
      sampleReviews:
        (await carriedSampleReviews(ctx, enrollment.id)) ||
        waiting.items.some((review) => review.source === 'catalogue'),
      syncProblem: found.syncProblem,
    },
    // The list quotes Google Places reviews when those are the source: shown, not kept.
    transientBody: found.source === 'google',
  });
}

/** Whether any email of the enrollment carried a review of the bundled sample catalogue. */
async function carriedSampleReviews(ctx: ServerContext, enrollmentId: string): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ key: blitzSentReviews.reviewKey })
    .from(blitzSentReviews)
    .where(and(eq(blitzSentReviews.enrollmentId, enrollmentId), like(blitzSentReviews.reviewKey, 'catalogue:%')))
    .limit(1);
  return rows.length > 0;
}

/**
 * What waits for a reply, worst first: a connected owner's every unanswered review on Google (the newest hundred are
 * ranked; the count is all of them), otherwise the window's new reviews without a reply that no email carried.
 */
async function waitingReviews(
  ctx: ServerContext,
  enrollmentId: string,
  found: DailyReviews,
): Promise<{ total: number; items: WaitingReview[] }> {
  if (found.source === 'google-business') {
    const unanswered = found.analysisReviews ?? [];
    return { total: Math.max(found.unansweredCount ?? 0, unanswered.length), items: worstFirst(unanswered) };
  }
  const keys = found.candidates.map((candidate) => candidate.key);
  const carried =
    keys.length === 0
      ? []
      : await ctx.database.db
          .select({ key: blitzSentReviews.reviewKey })
          .from(blitzSentReviews)
          .where(and(eq(blitzSentReviews.enrollmentId, enrollmentId), inArray(blitzSentReviews.reviewKey, keys)));
  const carriedKeys = new Set(carried.map((row) => row.key));
  const open = found.candidates.filter((candidate) => !carriedKeys.has(candidate.key)).map((c) => c.review);
  return { total: open.length, items: worstFirst(open) };
}

function worstFirst(reviews: readonly Review[]): WaitingReview[] {
  const ranked = rankFreeForever(
    reviews.map((review) => {
      const kinds = detectSensitive(review.text);
      return { review, kinds, escalated: kinds.length > 0, rating: review.rating, publishTime: review.publishTime };
    }),
  );
  return ranked.slice(0, WAITING_LISTED).map(({ review, kinds }) => ({
    rating: review.rating,
    authorName: review.authorName,
    publishTime: review.publishTime,
    text: review.text,
    source: review.source,
    escalation: escalationSentence(kinds),
  }));
}
