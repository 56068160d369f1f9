import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { defineScheduledQueue } from '#server/jobs/job-system.ts';
import type { ServerContext } from '#server/server-context.ts';
import { describeSubmission } from './lead-notification.ts';
import { leadSubmissions, type SubmissionKind } from './leads-tables.ts';

/**
 * Telling the other features about a stored submission: the operator's email (lead.received) and, for a free trial
 * that names a restaurant, the 7-day blitz (blitz.opt-in). It happens right after the answer's commit;
 * `announced_at` records that every listener succeeded, and a sweep every minute re-announces what a crash or a
 * failing listener left behind. Listeners are idempotent (the operator email is keyed by submission, an
 * enrollment is unique per address and place), so announcing twice never emails twice.
 */

export interface SubmissionToAnnounce {
  id: string;
  kind: SubmissionKind;
  email: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Announces and, when every listener succeeded, marks the submission; false (logged) when one failed. */
export async function announceSubmission(ctx: ServerContext, submission: SubmissionToAnnounce): Promise<boolean> {
  let ok = true;
  try {
    await ctx.events.emit('lead.received', {
      ...describeSubmission(submission.kind, submission.payload),
      submissionId: submission.id,
      submittedAt: submission.createdAt,
    });
  } catch (error) {
    ok = false;
    ctx.logger.error({ err: error, submissionId: submission.id }, 'lead.received listener failed; the sweep retries');
  }
  const optIn = blitzOptInOf(submission);
  if (optIn) {
    try {
      await ctx.events.emit('blitz.opt-in', optIn);
    } catch (error) {
      ok = false;
      ctx.logger.error({ err: error, submissionId: submission.id }, 'blitz.opt-in listener failed; the sweep retries');
    }
  }
  if (ok) {
    await ctx.database.db
      .update(leadSubmissions)
      .set({ announcedAt: ctx.now() })
      .where(eq(leadSubmissions.id, submission.id));
  }
  return ok;
}

function blitzOptInOf(submission: SubmissionToAnnounce) {
  const { payload } = submission;
  if (submission.kind !== 'lead' || payload['type'] !== 'free-trial') return null;
  const placeId = typeof payload['placeId'] === 'string' ? payload['placeId'].trim() : '';
  if (!placeId) return null;
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value.trim() : fallback;
  return {
    email: submission.email,
    placeId,
    restaurantId: null,
    // The defaults for a restaurant without a name or owner.
    restaurantName: text(payload['restaurantName'], 'Your Restaurant'),
    ownerName: text(payload['name'], 'Restaurant Owner'),
    source: 'free-trial' as const,
  };
}

/** Every minute: submissions left unannounced (crash after commit, failing listener) are announced again. */
export const announceSweepQueue = defineScheduledQueue({
  name: 'leads.announce-sweep',
  cron: '* * * * *',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
});

/** Not younger than this (its own request may still be announcing it), nor older than a day (a listener that keeps
 * failing is an operator's problem by then, and its error is in the logs every minute until then). */
export const ANNOUNCE_GRACE_MS = 60_000;
export const ANNOUNCE_GIVE_UP_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 200;

export async function sweepUnannounced(ctx: ServerContext): Promise<number> {
  const now = ctx.now().getTime();
  const rows = await ctx.database.db
    .select({
      id: leadSubmissions.id,
      kind: leadSubmissions.kind,
      email: leadSubmissions.email,
      payload: leadSubmissions.payload,
      createdAt: leadSubmissions.createdAt,
    })
    .from(leadSubmissions)
    .where(
      and(
        isNull(leadSubmissions.announcedAt),
        eq(leadSubmissions.spam, false),
        lte(leadSubmissions.createdAt, new Date(now - ANNOUNCE_GRACE_MS)),
        gte(leadSubmissions.createdAt, new Date(now - ANNOUNCE_GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(leadSubmissions.createdAt))
    .limit(SWEEP_BATCH);
  let announced = 0;
  for (const row of rows) if (await announceSubmission(ctx, row)) announced += 1;
  if (rows.length > 0) ctx.logger.info({ found: rows.length, announced }, 'announced submissions left behind');
  return announced;
}

export function registerAnnounceSweep(ctx: ServerContext): void {
  ctx.jobs.registerScheduled(announceSweepQueue, async () => {
    await sweepUnannounced(ctx);
  });
}
