import {
  type Enrollment,
  confirmedRecipients,
  sendClockOf,
  normalizeEmail,
  ERASED,
  enrollmentById,
  isTakenOver,
} from '#server/features/owners/index.ts';
import { DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';
import { randomUUID } from 'node:crypto';
import type { BrandProfile } from '#contracts/brand.ts';
import { analyzeReview } from '#server/features/brand/index.ts';
import { emailBrand, isSuppressed, queueEmail } from '#server/features/email/index.ts';
import { escalationSentence, suggestReply, detectSensitive } from '#server/features/playbooks/index.ts';
import {
  alertCandidates,
  claimAlert,
  settleAlert,
  storedReview,
  unsettledAlerts,
  type GoogleConnection,
  type GoogleConnections,
  ensureReplyDraft,
  replyLinkFor,
  recentAnsweredReviews,
  recentUnansweredReviews,
  toReview,
  type StoredGoogleReview,
  draftStored,
  syncOnSchedule,
  type ScheduledSyncOutcome,
  type SyncHooks,
  type SyncTarget,
  reviewContentHash,
  inQuietHours,
} from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { brandProfileFor } from './brand-voice.ts';
import { reviewAlertTemplate } from './emails/blitz-emails.ts';
import { alertsOffUrlFor, unsubscribeUrlFor } from './enrollment.ts';
import { ownerReviewsUrl } from './free-forever.ts';
import { toldInAMorning } from './sent-reviews.ts';
import { recordReplySentences, weekReplyMemory } from './week-replies.ts';

/**
 * Same-day alerts (docs/google-business-profile.md, "Alerts"): after a sync through the day, each review the syncs
 * found new or changed (changed_at) that has one or two stars or that our engine escalates, and that has no reply,
 * is emailed to the enrollment's addresses with our suggested reply and its "Review and post" link. At most once per
 * review (google_review_alerts), never in the restaurant's night, never to an enrollment whose mail stopped.
 */

/**
 * How far back a sync's finds are still alerted: two intervals, and at least a quarter of an hour. A run that died
 * after storing the reviews is retried (or its finds are picked up by the next cycle's sync) after a restart and
 * still alerts them. Older finds wait for the morning email.
 */
const LOOKBACK_INTERVALS = 2;
const LOOKBACK_MIN_MS = 15 * 60_000;
/** The brand voice reads at most this many reviews, as the morning email does. */
const VOICE_REVIEW_LIMIT = 100;

/**
 * The restaurant's time zone: the one the owner chose for the morning email (owner settings), else New York. Neither
 * the catalogue, Google Places (as we read it) nor the Business Profile location we store carries one.
 */
export function restaurantTimeZone(enrollment: Pick<Enrollment, 'sendMinute' | 'sendTimeZone'>): string {
  const { timeZone } = sendClockOf(enrollment);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Whether a review needs a same-day alert by what it says: one or two stars, or a case for escalation. */
export function alertWorthy(review: { rating: number; comment: string | null }): boolean {
  return review.rating <= 2 || detectSensitive(review.comment ?? '').length > 0;
}

export type AlertsBlocked =
  'no-enrollment' | 'mail-stopped' | 'alerts-off' | 'paused' | 'taken-over' | 'suppressed' | 'quiet-hours';

export interface AlertReport {
  /** Why nothing could be alerted for this connection now, or null. */
  blocked: AlertsBlocked | null;
  alerted: { reviewName: string; recipients: number }[];
  /** Claims settled without an email (the night began, or the review got a reply meanwhile). */
  skipped: string[];
}

async function blockedFor(ctx: ServerContext, enrollment: Enrollment | null, now: Date): Promise<AlertsBlocked | null> {
  if (!enrollment) return 'no-enrollment';
  if ((enrollment.status !== 'active' && enrollment.status !== 'completed') || enrollment.email === ERASED) {
    return 'mail-stopped';
  }
  if (enrollment.alertsOffAt !== null) return 'alerts-off';
  if (enrollment.freeForeverPausedAt !== null) return 'paused';
  if (await isTakenOver(ctx, enrollment)) return 'taken-over';
  if (await isSuppressed(ctx, enrollment.email)) return 'suppressed';
  if (inQuietHours(now, restaurantTimeZone(enrollment))) return 'quiet-hours';
  return null;
}

/**
 * Alerts what the syncs of one connection found, once per review. Claims left by a run that died are finished first
 * (their emails' dedupe keys make a second attempt send nothing twice); then each new candidate is claimed by
 * inserting its google_review_alerts row, and only the inserter builds and queues its emails.
 */
export async function alertNewReviews(
  ctx: ServerContext,
  connection: Pick<GoogleConnection, 'id' | 'enrollmentId'>,
  intervalMinutes: number,
  now: Date = ctx.now(),
): Promise<AlertReport> {
  const report: AlertReport = { blocked: null, alerted: [], skipped: [] };
  const enrollment = await enrollmentById(ctx.database, connection.enrollmentId);
  const pending = await unsettledAlerts(ctx.database, connection.id);
  report.blocked = await blockedFor(ctx, enrollment, now);
  if (report.blocked !== null || !enrollment) {
    for (const reviewName of pending) await settle(ctx, connection.id, reviewName, 'skipped', 0, now);
    report.skipped.push(...pending);
    return report;
  }
  const timeZone = restaurantTimeZone(enrollment);
  const since = new Date(now.getTime() - Math.max(LOOKBACK_INTERVALS * intervalMinutes * 60_000, LOOKBACK_MIN_MS));
  // A morning email that carried this version of the review already told the owner.
  const found = await alertCandidates(ctx.database, connection.id, since, toldInAMorning(enrollment.id));
  const claimed: string[] = [];
  for (const row of found) {
    // Found in the restaurant's night: it waits for the morning email, which carries every new unanswered review.
    if (!alertWorthy(row) || !row.changedAt || inQuietHours(row.changedAt, timeZone)) continue;
    const claim = { connectionId: connection.id, reviewName: row.reviewName, enrollmentId: enrollment.id, now };
    if (await claimAlert(ctx.database, { ...claim, rating: row.rating })) claimed.push(row.reviewName);
  }
  const toSend = [...new Set([...pending, ...claimed])];
  if (toSend.length === 0) return report;
  const recipients = await recipientsOf(ctx, enrollment);
  let profile: BrandProfile | null = null;
  for (const reviewName of toSend) {
    const row = await storedReview(ctx.database, connection.id, reviewName);
    if (!row || row.replyComment !== null || row.deletedAt !== null) {
      await settle(ctx, connection.id, reviewName, 'skipped', 0, now);
      report.skipped.push(reviewName);
      continue;
    }
    profile ??= await voiceOf(ctx, enrollment, connection.id, now);
    await sendAlert(ctx, { enrollment, connectionId: connection.id, row, profile, recipients, timeZone, now });
    await settle(ctx, connection.id, reviewName, 'queued', recipients.length, now);
    report.alerted.push({ reviewName, recipients: recipients.length });
  }
  ctx.logger.info(
    { connectionId: connection.id, alerted: report.alerted.length, skipped: report.skipped.length },
    'review alerts',
  );
  return report;
}

/** The owner's address and every extra address that confirmed, without suppressed ones or repeats. */
async function recipientsOf(ctx: ServerContext, enrollment: Enrollment): Promise<string[]> {
  const all = [enrollment.email, ...(await confirmedRecipients(ctx.database, enrollment.id))].map(normalizeEmail);
  const unique = [...new Set(all)];
  const allowed: string[] = [];
  for (const address of unique) if (!(await isSuppressed(ctx, address))) allowed.push(address);
  return allowed;
}

/** The brand voice for the suggested reply, from the owner's reviews and replies, as the morning email builds it. */
async function voiceOf(
  ctx: ServerContext,
  enrollment: Enrollment,
  connectionId: string,
  now: Date,
): Promise<BrandProfile> {
  const analysis = await recentUnansweredReviews(ctx.database, connectionId, VOICE_REVIEW_LIMIT);
  const answered = await recentAnsweredReviews(ctx.database, connectionId, VOICE_REVIEW_LIMIT);
  const { profile } = await brandProfileFor(ctx, enrollment, now, analysis.map(toReview), answered.map(toReview));
  return profile;
}

async function sendAlert(
  ctx: ServerContext,
  input: {
    enrollment: Enrollment;
    connectionId: string;
    row: StoredGoogleReview;
    profile: BrandProfile;
    recipients: string[];
    timeZone: string;
    now: Date;
  },
): Promise<void> {
  const { enrollment, row, now } = input;
  const review = toReview(row);
  const kinds = detectSensitive(review.text);
  // A reply that repeats none of the week's sentences (the mornings' and the inbox's), recorded when it is the one sent.
  const week = await weekReplyMemory(ctx.database, enrollment.id, now);
  const suggested = suggestReply({
    review,
    insight: analyzeReview(review.text, review.language),
    profile: input.profile,
    variant: 0,
    memory: week,
  });
  // The morning email's draft when it made one for this version of the review: one reply, one link.
  const draft = await ensureReplyDraft(ctx, {
    connectionId: input.connectionId,
    reviewName: row.reviewName,
    draft: suggested,
    escalation: kinds,
    basis: { reviewUpdateTime: row.updateTime, reviewHash: reviewContentHash(row.rating, row.comment) },
    now,
  });
  if (draft.draft === suggested)
    await recordReplySentences(ctx.database, { enrollmentId: enrollment.id, sendId: randomUUID(), memory: week, now });
  const common = {
    brand: emailBrand(ctx),
    ownerName: enrollment.ownerName,
    restaurantName: enrollment.restaurantName,
    review: { rating: row.rating, text: review.text, authorName: review.authorName, updatedAt: row.updateTime },
    timeZone: input.timeZone,
    suggestedReply: draft.draft,
    reviewAndPostUrl: replyLinkFor(ctx, draft.id, now),
    escalation: escalationSentence(kinds),
    reviewsUrl: ownerReviewsUrl(ctx, enrollment.placeId),
  };
  const ownerAddress = normalizeEmail(enrollment.email);
  for (const address of input.recipients) {
    // The owner's alert offers "Turn off these alerts" (also its List-Unsubscribe, so a mailbox's one-click stops the
    // alerts, not everything) beside the full unsubscribe. An extra address's copy has its own unsubscribe, which
    // removes that address only, and neither the owner's greeting, inbox nor the link that posts to Google.
    const owner = address === ownerAddress;
    if (owner) {
      const alertsOffUrl = alertsOffUrlFor(ctx, enrollment);
      await queueEmail(ctx, {
        template: reviewAlertTemplate,
        to: address,
        dedupeKey: `review-alert:${input.connectionId}:${row.reviewName}:${address}`,
        unsubscribeUrl: alertsOffUrl,
        props: { ...common, alertsOffUrl, unsubscribeUrl: unsubscribeUrlFor(ctx, enrollment) },
      });
      continue;
    }
    const unsubscribeUrl = unsubscribeUrlFor(ctx, enrollment, address);
    await queueEmail(ctx, {
      template: reviewAlertTemplate,
      to: address,
      dedupeKey: `review-alert:${input.connectionId}:${row.reviewName}:${address}`,
      unsubscribeUrl,
      props: {
        ...common,
        unsubscribeUrl,
        ownerName: '',
        reviewAndPostUrl: null,
        reviewsUrl: null,
        extraRecipient: true,
      },
    });
  }
}

async function settle(
  ctx: ServerContext,
  connectionId: string,
  reviewName: string,
  status: 'queued' | 'skipped',
  recipients: number,
  now: Date,
): Promise<void> {
  await settleAlert(ctx.database, { connectionId, reviewName }, status, recipients, now);
}

export type AlertingSyncOutcome =
  Exclude<ScheduledSyncOutcome, { outcome: 'synced' }> | { outcome: 'synced'; stored: number; alerts: AlertReport };

/**
 * One connection's scheduled sync through the day (google-business's syncOnSchedule), then the drafts of the new
 * reviews (the inbox's hook) and the alerts of what it found: what each sync job runs.
 */
export async function runScheduledSync(
  ctx: ServerContext,
  connections: GoogleConnections,
  intervalMinutes: number,
  target: SyncTarget,
  claim: string,
  now: Date = ctx.now(),
  hooks: SyncHooks = {},
): Promise<AlertingSyncOutcome> {
  const outcome = await syncOnSchedule(ctx, connections, target, claim, now);
  if (outcome.outcome !== 'synced') return outcome;
  await draftStored(ctx, hooks, outcome.connection.id);
  const alerts = await alertNewReviews(ctx, outcome.connection, intervalMinutes, now);
  return { outcome: 'synced', stored: outcome.stored, alerts };
}
