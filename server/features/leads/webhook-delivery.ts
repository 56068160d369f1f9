import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { defineQueue, defineScheduledQueue } from '#server/jobs/job-system.ts';
import { createWebhookClient } from '#server/providers/webhook/webhook-client.ts';
import type { ServerContext } from '#server/server-context.ts';
import { leadSubmissions, webhookAttempts, webhookDeliveries, type AttemptOutcome } from './leads-tables.ts';
import { registerAnnounceSweep } from './lead-announcement.ts';
import { classifyWebhookResult, planNextAttempt } from './webhook-retry-policy.ts';

/**
 * The webhook outbox's worker side. The retry schedule is ours, not pg-boss's: after each failed
 * attempt the delivery row gets its next_attempt_at and a job is sent to start then, so the 72-hour rule and the
 * attempt log are exact. pg-boss's own retries only cover a handler that crashed (database trouble).
 */

export const webhookDeliveryQueue = defineQueue({
  name: 'leads.webhook-delivery',
  schema: z.object({ deliveryId: z.uuid() }),
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  concurrency: 4,
});

/** Every minute: pending deliveries that are due but have no live job (lost job, crash after commit) get one. */
export const webhookSweepQueue = defineScheduledQueue({
  name: 'leads.webhook-sweep',
  cron: '* * * * *',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
});

/** A claimed delivery is left alone by other workers this long: well past the 10 s request timeout. */
const CLAIM_MS = 60_000;
const SWEEP_BATCH = 500;
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

/** The leads feature's jobs: webhook deliveries and their sweep, and the announcement sweep. */
export function registerLeadJobs(ctx: ServerContext): void {
  registerAnnounceSweep(ctx);
  ctx.jobs.register(webhookDeliveryQueue, async ({ deliveryId }) => {
    await attemptDelivery(ctx, deliveryId);
  });
  ctx.jobs.registerScheduled(webhookSweepQueue, async () => {
    await sweepDueDeliveries(ctx);
  });
}

/** Queues a delivery's next attempt; keyed by delivery id so the sweeper can tell whether one is live. */
export async function enqueueDelivery(ctx: ServerContext, deliveryId: string, startAfter?: Date): Promise<void> {
  await ctx.jobs.send(
    webhookDeliveryQueue,
    { deliveryId },
    { singletonKey: deliveryId, ...(startAfter ? { startAfter } : {}) },
  );
}

export type AttemptSummary = { outcome: AttemptOutcome | 'not-configured'; statusCode: number | null } | null;

type Delivery = typeof webhookDeliveries.$inferSelect;

/** What one attempt came to, as the attempt log and the delivery row record it. */
interface AttemptRecord {
  attempt: number;
  attemptedAt: Date;
  finishedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  outcome: AttemptOutcome;
  nextAttemptAt: Date;
}

/** Takes the delivery for one attempt, if it is pending, due and not held by another worker. */
async function claimDelivery(ctx: ServerContext, deliveryId: string): Promise<Delivery | undefined> {
  const claimedAt = ctx.now();
  const [delivery] = await ctx.database.db
    .update(webhookDeliveries)
    .set({ lockedUntil: new Date(claimedAt.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, claimedAt),
        or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, claimedAt)),
      ),
    )
    .returning();
  return delivery;
}

/** WEBHOOK_URL was removed after this delivery was queued: keep the lead, mark it not forwarded. */
async function settleNotConfigured(ctx: ServerContext, delivery: Delivery): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'not-configured', lockedUntil: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(leadSubmissions)
      .set({ forwarded: 'not-configured' })
      .where(eq(leadSubmissions.id, delivery.submissionId));
  });
}

/** Posts the delivery's payload once and judges the answer: delivered, to retry (and when), or failed for good. */
async function postDelivery(ctx: ServerContext, delivery: Delivery, url: string): Promise<AttemptRecord> {
  const { secret, retryDelaySeconds } = ctx.config.webhook;
  const attemptedAt = ctx.now();
  const result = await createWebhookClient({ url, secret, now: ctx.now }).post({
    body: JSON.stringify(delivery.payload),
    idempotencyKey: delivery.idempotencyKey,
  });
  const finishedAt = ctx.now();
  const attempt = delivery.attempts + 1;
  const statusCode = result.kind === 'response' ? result.statusCode : null;
  const error =
    result.kind === 'network-error'
      ? result.error
      : result.statusCode >= 300
        ? `HTTP ${result.statusCode}${result.bodyExcerpt ? `: ${result.bodyExcerpt}` : ''}`
        : null;

  const resultClass = classifyWebhookResult(result);
  const plan =
    resultClass === 'retryable'
      ? planNextAttempt({
          createdAt: delivery.createdAt,
          now: finishedAt,
          failedAttempts: attempt,
          baseSeconds: retryDelaySeconds,
          retryAfterSeconds: result.kind === 'response' ? result.retryAfterSeconds : undefined,
        })
      : undefined;
  const outcome: AttemptOutcome =
    resultClass === 'delivered' ? 'delivered' : plan?.kind === 'retry' ? 'retry' : 'failed';
  const nextAttemptAt = plan?.kind === 'retry' ? plan.at : delivery.nextAttemptAt;
  return { attempt, attemptedAt, finishedAt, statusCode, error, durationMs: result.durationMs, outcome, nextAttemptAt };
}

/** Logs the attempt and settles the delivery (and its lead's forwarded state, unless it will be tried again). */
async function recordAttempt(ctx: ServerContext, delivery: Delivery, record: AttemptRecord): Promise<void> {
  const { attempt, attemptedAt, statusCode, error, durationMs, outcome } = record;
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values({ deliveryId: delivery.id, attempt, attemptedAt, statusCode, error, durationMs, outcome });
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome === 'retry' ? 'pending' : outcome,
        attempts: attempt,
        nextAttemptAt: record.nextAttemptAt,
        lockedUntil: null,
        lastStatusCode: statusCode,
        lastError: error,
        deliveredAt: outcome === 'delivered' ? record.finishedAt : null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (outcome !== 'retry') {
      await tx.update(leadSubmissions).set({ forwarded: outcome }).where(eq(leadSubmissions.id, delivery.submissionId));
    }
  });
}

/** Tells the log how the attempt went, and schedules the next one when there is one (else the sweeper will). */
async function followUpAttempt(ctx: ServerContext, deliveryId: string, record: AttemptRecord): Promise<void> {
  const { attempt, statusCode, error, durationMs, outcome, nextAttemptAt } = record;
  const log = { deliveryId, attempt, statusCode, error, durationMs };
  if (outcome === 'delivered') ctx.logger.info(log, 'webhook delivered');
  else if (outcome === 'failed') ctx.logger.error(log, 'webhook delivery failed for good');
  else {
    ctx.logger.warn({ ...log, nextAttemptAt }, 'webhook attempt failed; will retry');
    try {
      await enqueueDelivery(ctx, deliveryId, nextAttemptAt);
    } catch (enqueueError) {
      ctx.logger.error({ err: enqueueError, deliveryId }, 'could not schedule the retry; the sweeper will');
    }
  }
}

/**
 * One attempt at one delivery, if it is pending, due and not claimed by another worker; null otherwise (duplicate
 * jobs are harmless). Records the attempt, then settles the delivery or schedules the next attempt.
 */
export async function attemptDelivery(ctx: ServerContext, deliveryId: string): Promise<AttemptSummary> {
  const delivery = await claimDelivery(ctx, deliveryId);
  if (!delivery) return null;
  const { url } = ctx.config.webhook;
  if (!url) {
    await settleNotConfigured(ctx, delivery);
    return { outcome: 'not-configured', statusCode: null };
  }
  const record = await postDelivery(ctx, delivery, url);
  await recordAttempt(ctx, delivery, record);
  await followUpAttempt(ctx, delivery.id, record);
  return { outcome: record.outcome, statusCode: record.statusCode };
}

/** Gives every due pending delivery without a live job a new one; returns how many it re-enqueued. */
export async function sweepDueDeliveries(ctx: ServerContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.database.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(SWEEP_BATCH);
  let requeued = 0;
  for (const { id } of due) {
    const jobs = await ctx.jobs.boss.findJobs(webhookDeliveryQueue.name, { key: id });
    if (jobs.some((job) => LIVE_JOB_STATES.has(job.state))) continue;
    await enqueueDelivery(ctx, id);
    requeued += 1;
  }
  if (requeued > 0) ctx.logger.warn({ requeued }, 're-enqueued webhook deliveries that had no live job');
  return requeued;
}
