import { ERASED } from '#server/features/owners/index.ts';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import type { DataSubjectReport, StripeErasureOutcome } from '#contracts/operator-data-rights.ts';
import type { Database } from '#server/db/database.ts';
import { defineScheduledQueue } from '#server/jobs/job-system.ts';
import type { ServerContext } from '#server/server-context.ts';
import { subscriptions } from './billing-tables.ts';
import { planOfSubscription, STRIPE_STARTER_STATUSES, type SubscriptionRow } from './plan.ts';
import { stripeClient, unlessMissing, type StripeClient } from './stripe-client.ts';
import { syncSubscription } from './subscription-sync.ts';

/**
 * Billing's part of a data-rights erasure (the owner's "Delete my data", or the operator's erasure of an address).
 *
 * In the erasure's transaction, the address's rows are retired: the address becomes `(erased)`, a trial without a
 * card ends, and a row that has anything at Stripe is marked `stripe_erase_pending_at`. After the commit, Stripe is
 * asked to end what the row had there: open Checkout sessions expire (nothing left to pay), every subscription of
 * the row is cancelled now and loses the address from its metadata, and the customer we created for the row loses
 * its email. Only when Stripe confirmed all of it is the mark cleared. Stripe down at that moment leaves the mark,
 * and `billing.stripe-erasures` tries again every five minutes until Stripe answers, so a subscription is never left
 * billing an owner who can no longer sign in to cancel it.
 */

/** Stripe's statuses of a subscription that is over: nothing more is billed. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];
/** Our rows' statuses under which Stripe may still bill (the plan rule's Starter statuses). */
const BILLING_STATUSES: readonly string[] = STRIPE_STARTER_STATUSES;

/** An erasure asks Stripe once, briefly, while the owner waits; the job takes the client's usual patience. */
const INLINE_REQUEST: Stripe.RequestOptions = { timeout: 8_000, maxNetworkRetries: 1 };

/** The address's billing rows (trials and subscriptions), oldest first. */
export function billingRowsOf(db: Database, email: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.ownerEmail, email), isNull(subscriptions.erasedAt)))
    .orderBy(asc(subscriptions.createdAt));
}

/** The rows as the data-rights export carries them. */
export function billingReportEntries(rows: SubscriptionRow[], now: Date): DataSubjectReport['subscriptions'] {
  return rows.map((row) => ({
    id: row.id,
    restaurantName: row.restaurantName,
    placeId: row.placeId,
    plan: planOfSubscription(row, now),
    status: row.status,
    trialStartedAt: row.trialStartedAt.toISOString(),
    trialEndsAt: row.trialEndsAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** What deleting the address's data ends, by restaurant name: paid subscriptions at Stripe, and trials without a card. */
export async function billingEndingOnErase(
  ctx: ServerContext,
  email: string,
): Promise<{ subscriptions: string[]; trials: string[] }> {
  const rows = await billingRowsOf(ctx.database.db, email);
  const now = ctx.now();
  return {
    subscriptions: rows
      .filter((row) => row.stripeSubscriptionId !== null && BILLING_STATUSES.includes(row.status))
      .map((row) => row.restaurantName),
    trials: rows
      .filter((row) => row.stripeSubscriptionId === null && planOfSubscription(row, now) === 'starter')
      .map((row) => row.restaurantName),
  };
}

/**
 * Inside the erasure's transaction: the address leaves its billing rows. A trial without a card ends (nothing is
 * sent: the address is gone); a row with anything at Stripe waits for Stripe (`stripeErasePendingAt`). The row stays:
 * the restaurant's one trial is used, and the console's figures stay true. Returns how many rows there were and the
 * ids that wait for Stripe.
 */
export async function retireBillingRows(
  db: Database,
  email: string,
  now: Date,
): Promise<{ retired: number; stripeRowIds: string[] }> {
  const rows = await billingRowsOf(db, email);
  const stripeRowIds: string[] = [];
  for (const row of rows) {
    const atStripe = row.stripeCustomerId !== null || row.stripeSubscriptionId !== null;
    if (atStripe) stripeRowIds.push(row.id);
    const trialEnds = row.stripeSubscriptionId === null && row.status === 'trialing';
    await db
      .update(subscriptions)
      .set({
        ownerEmail: ERASED,
        erasedAt: now,
        stripeErasePendingAt: atStripe ? now : null,
        ...(trialEnds ? { status: 'trial-ended' as const, trialEndedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id));
  }
  return { retired: rows.length, stripeRowIds };
}

/** Every subscription Stripe holds for the row: its own, and any other of its customer made by our Checkout for it. */
async function subscriptionsOfRow(
  client: StripeClient,
  row: SubscriptionRow,
  options: Stripe.RequestOptions | undefined,
): Promise<Stripe.Subscription[]> {
  const found = new Map<string, Stripe.Subscription>();
  if (row.stripeSubscriptionId) {
    const own = await unlessMissing(client.subscriptions.retrieve(row.stripeSubscriptionId, {}, options));
    if (own) found.set(own.id, own);
  }
  if (row.stripeCustomerId) {
    const listed = await unlessMissing(
      client.subscriptions.list({ customer: row.stripeCustomerId, status: 'all', limit: 100 }, options),
    );
    for (const subscription of listed?.data ?? []) {
      if (subscription.metadata['subscription_row'] === row.id) found.set(subscription.id, subscription);
    }
  }
  return [...found.values()];
}

/**
 * Ends at Stripe what one erased row had there; throws when Stripe does not answer (the row stays pending). Each
 * step reads Stripe's state first, so running it again after a failure halfway only does what is left.
 * Returns how many live subscriptions it cancelled.
 */
async function eraseRowAtStripe(
  ctx: ServerContext,
  client: StripeClient,
  row: SubscriptionRow,
  options: Stripe.RequestOptions | undefined,
): Promise<number> {
  // An object Stripe does not have (another account's keys since, a deleted test object) has nothing left to end.
  const customerId = row.stripeCustomerId;
  if (customerId) {
    // An open Checkout could still be paid after the erasure: expire it.
    const open = await unlessMissing(
      client.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }, options),
    );
    for (const session of open?.data ?? []) await client.checkout.sessions.expire(session.id, {}, options);
  }
  let canceled = 0;
  for (const found of await subscriptionsOfRow(client, row, options)) {
    let subscription = found;
    // The address leaves our metadata first, so the cancellation's own event finds nothing left to do.
    if (subscription.metadata['owner_email'] !== undefined) {
      subscription = await client.subscriptions.update(subscription.id, { metadata: { owner_email: '' } }, options);
    }
    if (!ENDED_STATUSES.includes(subscription.status)) {
      subscription = await client.subscriptions.cancel(
        subscription.id,
        { cancellation_details: { comment: 'The owner’s data was erased at their request.' } },
        options,
      );
      canceled += 1;
    }
    if (subscription.id === row.stripeSubscriptionId) await syncSubscription(ctx, subscription);
  }
  if (customerId) {
    const customer = await unlessMissing(client.customers.retrieve(customerId, {}, options));
    if (customer && !customer.deleted) {
      // The customer we created for this row (its metadata names the row) loses the address; one made elsewhere
      // keeps its own email and loses only our metadata.
      const ours = customer.metadata['subscription_row'] === row.id;
      if (ours || customer.metadata['owner_email'] !== undefined) {
        await client.customers.update(
          customerId,
          { ...(ours ? { email: '' } : {}), metadata: { owner_email: '' } },
          options,
        );
      }
    }
  }
  return canceled;
}

/**
 * Asks Stripe to end what the erased rows had there, row by row. A row Stripe confirmed is no longer pending; a
 * row Stripe did not answer for stays pending (for the job) and is counted as such.
 */
export async function finishStripeErasures(
  ctx: ServerContext,
  rowIds: string[],
  mode: 'inline' | 'job' = 'job',
): Promise<StripeErasureOutcome> {
  const outcome: StripeErasureOutcome = { stripeCanceled: 0, stripeCancelPending: 0, stripeScrubPending: 0 };
  if (rowIds.length === 0) return outcome;
  const { db } = ctx.database;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.id, rowIds), isNotNull(subscriptions.stripeErasePendingAt)));
  const options = mode === 'inline' ? INLINE_REQUEST : undefined;
  for (const row of rows) {
    try {
      if (!ctx.config.stripe) throw new Error('Stripe is not configured');
      outcome.stripeCanceled += await eraseRowAtStripe(ctx, await stripeClient(ctx.config.stripe), row, options);
      await db.update(subscriptions).set({ stripeErasePendingAt: null }).where(eq(subscriptions.id, row.id));
      ctx.logger.info({ placeId: row.placeId }, 'erased billing row ended at Stripe');
    } catch (error) {
      const [current] = await db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
      const stillBilling = current?.stripeSubscriptionId !== null && BILLING_STATUSES.includes(current?.status ?? '');
      if (stillBilling) outcome.stripeCancelPending += 1;
      else outcome.stripeScrubPending += 1;
      const since = row.stripeErasePendingAt?.getTime() ?? ctx.now().getTime();
      const level = ctx.now().getTime() - since > 24 * 60 * 60 * 1000 ? 'error' : 'warn';
      ctx.logger[level](
        { err: error, placeId: row.placeId, pendingSince: row.stripeErasePendingAt?.toISOString(), stillBilling },
        'Stripe could not end an erased billing row yet; retried every five minutes',
      );
    }
  }
  return outcome;
}

/**
 * A subscription of an erased row that Stripe says is live (a Checkout left open in another tab and paid after the
 * erasure): the row waits for Stripe again, and Stripe is asked at once.
 */
export async function endLiveSubscriptionOfErasedRow(
  ctx: ServerContext,
  row: SubscriptionRow,
  subscription: Stripe.Subscription,
): Promise<void> {
  if (ENDED_STATUSES.includes(subscription.status) && subscription.metadata['owner_email'] === undefined) return;
  await ctx.database.db
    .update(subscriptions)
    .set({ stripeErasePendingAt: row.stripeErasePendingAt ?? ctx.now() })
    .where(eq(subscriptions.id, row.id));
  ctx.logger.warn({ placeId: row.placeId, subscriptionId: subscription.id }, 'Stripe subscription of an erased row');
  await finishStripeErasures(ctx, [row.id], 'inline');
}

/** The rows still waiting for Stripe, oldest first, a bounded batch per run. */
export async function runPendingStripeErasures(ctx: ServerContext): Promise<StripeErasureOutcome> {
  const pending = await ctx.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(isNotNull(subscriptions.stripeErasePendingAt))
    .orderBy(asc(subscriptions.stripeErasePendingAt))
    .limit(50);
  return finishStripeErasures(
    ctx,
    pending.map((row) => row.id),
  );
}

/** Every five minutes, until Stripe has confirmed every erased row. */
export const stripeErasuresQueue = defineScheduledQueue({
  name: 'billing.stripe-erasures',
  cron: '*/5 * * * *',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
});
