import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import { z } from 'zod';
import { defineQueue, defineScheduledQueue } from '#server/jobs/job-system.ts';
import type { ServerContext } from '#server/server-context.ts';
import { stripeEvents } from './billing-tables.ts';
import { detailOf, handleStripeEvent, subscriptionIdOf } from './stripe-event-handler.ts';

/**
 * Stripe's events, stored by the webhook and handled by a job: the webhook answers Stripe as soon as the event is
 * stored (Stripe wants a 2xx fast, and retries what it does not get), and `billing.stripe-event` reads the
 * subscription from Stripe and copies it. A handler claims the event first, so a job, its retry and the sweep never
 * handle one event at once; a failure gives the claim back and the job retries with backoff; every five minutes
 * `billing.stripe-events` handles what is still waiting (a job lost with its process, retries used up).
 */

/** How long a handler holds an event: a run that died with its process lets go after this. */
const CLAIM_MS = 90_000;
/** Past this many attempts, a failure is logged as an error for the operator. */
const ATTEMPTS_BEFORE_ALARM = 10;

export const stripeEventQueue = defineQueue({
  name: 'billing.stripe-event',
  schema: z.object({ eventId: z.string().min(1).max(255) }),
  // 30 s, then doubling to an hour at most: about a day of retries; the sweep goes on after that.
  policy: { retryLimit: 30, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600, expireInSeconds: 120 },
});

export const stripeEventsSweepQueue = defineScheduledQueue({
  name: 'billing.stripe-events',
  cron: '*/5 * * * *',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
});

/**
 * Stores a verified event once. Returns null for an id already stored (a replay, or Stripe's retry of one we have),
 * else whether it waits for the job (an event about no subscription has nothing to do and is handled at once).
 */
export async function storeStripeEvent(ctx: ServerContext, event: Stripe.Event): Promise<{ pending: boolean } | null> {
  const subscriptionId = subscriptionIdOf(event);
  const now = ctx.now();
  const stored = await ctx.database.db
    .insert(stripeEvents)
    .values({
      id: event.id,
      type: event.type,
      receivedAt: now,
      subscriptionId,
      detail: detailOf(event),
      handledAt: subscriptionId ? null : now,
    })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (stored.length === 0) return null;
  if (!subscriptionId) ctx.logger.info({ eventId: event.id, type: event.type }, 'Stripe event about no subscription');
  return { pending: subscriptionId !== null };
}

/**
 * Handles one stored event if nobody else is: 'handled', or 'skipped' when it is done already or held by another
 * run. A failure gives the claim back, records the error and is thrown.
 */
export async function handleStoredStripeEvent(ctx: ServerContext, eventId: string): Promise<'handled' | 'skipped'> {
  const config = ctx.config.stripe;
  if (!config) return 'skipped';
  const { db } = ctx.database;
  const now = ctx.now();
  const [claimed] = await db
    .update(stripeEvents)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${stripeEvents.attempts} + 1` })
    .where(
      and(
        eq(stripeEvents.id, eventId),
        isNull(stripeEvents.handledAt),
        or(isNull(stripeEvents.claimedUntil), lt(stripeEvents.claimedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  try {
    await handleStripeEvent(ctx, config, claimed);
  } catch (error) {
    await db
      .update(stripeEvents)
      .set({ claimedUntil: null, lastError: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(stripeEvents.id, eventId));
    const level = claimed.attempts >= ATTEMPTS_BEFORE_ALARM ? 'error' : 'warn';
    ctx.logger[level](
      { err: error, eventId, type: claimed.type, attempts: claimed.attempts },
      'Stripe event not handled yet; retried',
    );
    throw error;
  }
  await db
    .update(stripeEvents)
    .set({ handledAt: ctx.now(), claimedUntil: null, lastError: null })
    .where(eq(stripeEvents.id, eventId));
  return 'handled';
}

/** Every stored event still waiting, oldest first, a bounded batch: what the sweep runs (and tests, in place of a worker). */
export async function runStoredStripeEvents(ctx: ServerContext): Promise<{ handled: number; failed: number }> {
  const now = ctx.now();
  const waiting = await ctx.database.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(
      and(isNull(stripeEvents.handledAt), or(isNull(stripeEvents.claimedUntil), lt(stripeEvents.claimedUntil, now))),
    )
    .orderBy(asc(stripeEvents.receivedAt))
    .limit(100);
  const outcome = { handled: 0, failed: 0 };
  for (const { id } of waiting) {
    try {
      if ((await handleStoredStripeEvent(ctx, id)) === 'handled') outcome.handled += 1;
    } catch {
      outcome.failed += 1;
    }
  }
  return outcome;
}

export function registerStripeEventJobs(ctx: ServerContext): void {
  ctx.jobs.register(stripeEventQueue, async ({ eventId }) => {
    await handleStoredStripeEvent(ctx, eventId);
  });
  ctx.jobs.registerScheduled(stripeEventsSweepQueue, async () => {
    const outcome = await runStoredStripeEvents(ctx);
    if (outcome.handled || outcome.failed) ctx.logger.info(outcome, 'waiting Stripe events handled');
  });
}
