import type { Enrollment } from '#server/features/owners/index.ts';
import { randomUUID } from 'node:crypto';
import type { Review } from '#contracts/places.ts';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import { analyzeReview } from '#server/features/brand/index.ts';
import { type EmailTemplate, queueEmail } from '#server/features/email/index.ts';
import { escalationSentence, suggestReply, detectSensitive } from '#server/features/playbooks/index.ts';
import { underClaim, type ClaimOutcome } from '#server/db/claim.ts';
import type { ServerContext } from '#server/server-context.ts';
import { draftReplyLink, type GoogleConnections } from '#server/features/google-business/index.ts';
import { blitzSends, blitzSentReviews, type BlitzSendKind } from './blitz-tables.ts';
import { brandProfileFor } from './brand-voice.ts';
import type { BlitzCandidate, DailyReviews } from './daily-reviews.ts';
import type { BlitzReviewItem } from './emails/blitz-daily-email.tsx';
import type { BlitzEmailBase } from './emails/blitz-parts.tsx';
import { queueExtraRecipientCopies } from './extra-recipient-sends.ts';
import type { BlitzSend } from './schedule.ts';
import { recordReplySentences, releaseReplySentences, weekReplyMemory } from './week-replies.ts';

/**
 * The send path the blitz mornings and Free Forever's share: claim the (enrollment, New York day), take the reviews
 * under the claim, draft their replies against the week's sentences, queue the email with its extra-address copies,
 * mark the day queued; a failed send gives the day, its reviews and its sentences back.
 */

/** A claim left by a runner that died mid-send is taken over after this long (the email's dedupe key still holds). */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/** The morning email's exactly-once key: one email per enrollment and New York day, whichever runner sends it. */
export function morningDedupeKey(enrollment: Pick<Enrollment, 'id'>, localDay: string): string {
  return `blitz:${enrollment.id}:${localDay}`;
}

/** The claim row's id when this runner owns the day, else null. */
async function claim(
  ctx: ServerContext,
  enrollment: Enrollment,
  send: Pick<BlitzSend, 'localDay' | 'day'> & { kind: BlitzSendKind },
  now: Date,
): Promise<string | null> {
  const { db } = ctx.database;
  const [inserted] = await db
    .insert(blitzSends)
    .values({
      id: randomUUID(),
      enrollmentId: enrollment.id,
      localDay: send.localDay,
      kind: send.kind,
      day: send.day,
      status: 'claimed',
      claimedAt: now,
    })
    .onConflictDoNothing({ target: [blitzSends.enrollmentId, blitzSends.localDay] })
    .returning({ id: blitzSends.id });
  if (inserted) return inserted.id;
  const [stale] = await db
    .update(blitzSends)
    .set({ claimedAt: now })
    .where(
      and(
        eq(blitzSends.enrollmentId, enrollment.id),
        eq(blitzSends.localDay, send.localDay),
        eq(blitzSends.status, 'claimed'),
        lt(blitzSends.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ id: blitzSends.id });
  return stale?.id ?? null;
}

/**
 * A send that threw: gives the day back (and the reviews and sentences it had taken) so the next run, every 5
 * minutes, tries again the same day. Logs `message` and returns the report's failure line.
 */
async function giveBackClaim(
  ctx: ServerContext,
  claimId: string,
  failed: { enrollmentId: string; localDay: string; error: unknown },
  message: string,
): Promise<{ enrollmentId: string; localDay: string; error: string }> {
  const { db } = ctx.database;
  const released = await db
    .delete(blitzSends)
    .where(and(eq(blitzSends.id, claimId), eq(blitzSends.status, 'claimed')))
    .returning({ id: blitzSends.id });
  if (released.length > 0) {
    await db.delete(blitzSentReviews).where(eq(blitzSentReviews.sendId, claimId));
    await releaseReplySentences(ctx.database, claimId);
  }
  const { enrollmentId, localDay, error } = failed;
  ctx.logger.error({ err: error, enrollmentId, localDay }, message);
  return { enrollmentId, localDay, error: error instanceof Error ? error.message : String(error) };
}

/** What one claimed morning came to: another runner owns the day, the send went, or it failed and gave the day back. */
export type ClaimedSend<T> = ClaimOutcome<T, { enrollmentId: string; localDay: string; error: string }>;

/**
 * Claims the (enrollment, New York day) and runs `perform` under the claim; when it throws, the claim is given back
 * (with what it had taken) and `failureMessage` logged, so the next run tries the same day again.
 */
export async function sendUnderClaim<T>(
  ctx: ServerContext,
  enrollment: Enrollment,
  send: Pick<BlitzSend, 'localDay' | 'day'> & { kind: BlitzSendKind },
  now: Date,
  failureMessage: string,
  perform: (claimId: string) => Promise<T>,
): Promise<ClaimedSend<T>> {
  return underClaim({
    claim: () => claim(ctx, enrollment, send, now),
    work: perform,
    giveBack: (claimId, error) =>
      giveBackClaim(ctx, claimId, { enrollmentId: enrollment.id, localDay: send.localDay, error }, failureMessage),
  });
}

/** The day's email is out: its claim becomes `queued`, with how many reviews it carried. */
export async function markQueued(
  ctx: ServerContext,
  claimId: string,
  sent: { reviewCount: number; emailId: string },
): Promise<void> {
  await ctx.database.db
    .update(blitzSends)
    .set({ status: 'queued', reviewCount: sent.reviewCount, emailId: sent.emailId })
    .where(eq(blitzSends.id, claimId));
}

/**
 * The footer's Google links: connect (or connect again) unless the connection works (active, and this morning's read
 * did not ask the owner to connect again), disconnect whenever one exists. Both null without Google OAuth configured.
 */
export function connectionLinks(
  google: GoogleConnections | null,
  enrollment: Enrollment,
  found: Pick<DailyReviews, 'knownConnection' | 'reconnect'>,
): { connectUrl: string | null; disconnectUrl: string | null } {
  if (!google?.enabled) return { connectUrl: null, disconnectUrl: null };
  const connection = found.knownConnection;
  const working = connection?.status === 'active' && !found.reconnect;
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
export async function takeReviews<C extends BlitzCandidate>(
  ctx: ServerContext,
  enrollmentId: string,
  claimId: string,
  candidates: readonly C[],
  now: Date,
): Promise<C[]> {
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

/** An enrollment email to queue: its template, the owner's props, and whether its body may not be kept. */
export interface MorningEmail<P extends BlitzEmailBase> {
  template: EmailTemplate<P>;
  dedupeKey: string;
  props: P;
  /** Google Places reviews may be shown, not kept: the stored body goes once the email is out. */
  transientBody?: boolean;
}

/** A queued enrollment email: the owner's, and its copies to the extra addresses, in the order they go out. */
export interface QueuedMorning {
  emailId: string;
  copyIds: string[];
}

/**
 * Queues an enrollment email to the owner, then a copy to each confirmed extra address (`ownerOnly` strips what only
 * the owner may use).
 */
export async function queueMorningEmail<P extends BlitzEmailBase>(
  ctx: ServerContext,
  enrollment: Enrollment,
  email: MorningEmail<P>,
  ownerOnly?: (props: P) => P,
): Promise<QueuedMorning> {
  const queued = await queueEmail(ctx, {
    ...email,
    to: enrollment.email,
    unsubscribeUrl: email.props.unsubscribeUrl,
  });
  return { emailId: queued.id, copyIds: await queueExtraRecipientCopies(ctx, enrollment, email, ownerOnly) };
}

/** Reviews taken under a claim, to be sent with drafted replies. */
export interface DraftedMorning<P extends BlitzEmailBase> {
  google: GoogleConnections | null;
  /** The connection the reviews were read from (their "Review and post" links need it); null: public reviews. */
  connectionId: string | null;
  enrollment: Enrollment;
  claimId: string;
  now: Date;
  reviews: readonly BlitzCandidate[];
  /** What the brand analysis reads (null: the public reviews) and the owner's answered reviews (null: none). */
  analysisReviews: Review[] | null;
  voiceReviews: Review[] | null;
  /** A blitz morning is one batch of phrasings (one variant per review); Free Forever writes each as its first. */
  variantPerReview: boolean;
  /** Mark reviews the guest edited since an earlier email (the blitz morning does). */
  markEdited: boolean;
  /** The email around the drafted items; called again with the items' owner-only links removed, for the copies. */
  email: (items: BlitzReviewItem[], placeUrl: string | null) => MorningEmail<P>;
}

/**
 * The one path of a morning with reviews: the owner's voice, a reply per review that repeats no sentence the week
 * used twice (what it wrote is remembered under the claim), the email to the owner and its copies, the claim queued.
 */
export async function sendDraftedMorning<P extends BlitzEmailBase>(
  ctx: ServerContext,
  morning: DraftedMorning<P>,
): Promise<QueuedMorning> {
  const { enrollment, claimId, now } = morning;
  const { profile, placeUrl } = await brandProfileFor(
    ctx,
    enrollment,
    now,
    morning.analysisReviews,
    morning.voiceReviews,
  );
  // One email is one batch (no two of its replies open or close alike) on top of the enrollment's week.
  const memory = await weekReplyMemory(ctx.database, enrollment.id, now, claimId);
  const items: BlitzReviewItem[] = [];
  for (const [index, candidate] of morning.reviews.entries()) {
    const { review, googleReviewName, basis } = candidate;
    const suggestedReply = suggestReply({
      review,
      insight: analyzeReview(review.text, review.language),
      profile,
      variant: morning.variantPerReview ? index : 0,
      memory,
    });
    const kinds = detectSensitive(review.text);
    const reviewAndPostUrl =
      morning.google && morning.connectionId && googleReviewName && basis
        ? await draftReplyLink(ctx, {
            connectionId: morning.connectionId,
            reviewName: googleReviewName,
            draft: suggestedReply,
            escalation: kinds,
            basis,
            now,
          })
        : null;
    const item = { review, suggestedReply, reviewAndPostUrl, escalation: escalationSentence(kinds) };
    items.push(morning.markEdited ? { ...item, edited: candidate.edited } : item);
  }
  await recordReplySentences(ctx.database, { enrollmentId: enrollment.id, sendId: claimId, memory, now });
  const copyItems = items.map((item) => ({ ...item, reviewAndPostUrl: null }));
  const queued = await queueMorningEmail(
    ctx,
    enrollment,
    morning.email(items, placeUrl),
    () => morning.email(copyItems, placeUrl).props,
  );
  await markQueued(ctx, claimId, { reviewCount: morning.reviews.length, emailId: queued.emailId });
  return queued;
}
