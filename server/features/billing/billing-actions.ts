import { currentEnrollment, normalizeEmail } from '#server/features/owners/index.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { cataloguePlan } from '#contracts/plan-constants.ts';
import type { BillingActionResult } from '#contracts/billing.ts';
import { failure } from '#contracts/error-constants.ts';
import { connectionsOfOwner } from '#server/features/google-business/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { subscriptions } from './billing-tables.ts';
import { subscriptionOf, type SubscriptionRow } from './plan.ts';
import { stripeClient, type StripeClient, type StripeConfig } from './stripe-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_DAYS = cataloguePlan('starter').trialDays;

export const billingMessages = {
  unavailable: 'Starter is not available to start online yet. Write to us and we will set it up.',
  notYours: 'This restaurant is not one of yours. Pick one of the restaurants listed on this page.',
  notConnected:
    'Connect your Google Business Profile first: the trial drafts a reply to every new Google review, so it needs to read them.',
  restaurantHadTrial: 'This restaurant has already had its Starter trial. Add a card to keep Starter.',
  ownerHadTrial:
    'Your address has already used its Starter trial (one per owner). Add a card to that restaurant’s plan.',
  noTrial: 'Start the Starter trial for this restaurant first.',
  alreadyPaying: 'This restaurant already has a Starter subscription. Use Manage billing to change it.',
  justPaid:
    'This restaurant’s card was just added (in another tab or window): Starter is confirmed as soon as Stripe tells us, usually within a minute. Reload this page to see it.',
  noCustomer: 'There is no billing account for this restaurant yet. Add a card first.',
  stripeDown: 'Stripe could not be reached. Nothing was charged; try again in a minute.',
} as const;

/** A plan button the restaurant's state refuses (409 on /account), with the sentence that says why. */
export function refused(message: string): BillingActionResult {
  return failure('CONFLICT', message);
}

/** What every new subscription row of a restaurant starts with. */
function newRow(owner: { email: string; placeId: string; restaurantName: string }, now: Date) {
  return {
    id: randomUUID(),
    ownerEmail: owner.email,
    placeId: owner.placeId,
    restaurantName: owner.restaurantName,
    createdAt: now,
    updatedAt: now,
  };
}

/** The action with Stripe's configuration, or its refusal when billing is not configured on this server. */
function withStripe(
  ctx: ServerContext,
  act: (stripe: StripeConfig) => Promise<BillingActionResult>,
): Promise<BillingActionResult> {
  const stripe = ctx.config.stripe;
  return stripe ? act(stripe) : Promise.resolve(refused(billingMessages.unavailable));
}

/**
 * Starts 14 days of Starter for one of the owner's restaurants, without a card. Refused when the place is not theirs,
 * when its Google profile is not connected, and when the restaurant or the address already had a trial.
 */
export async function startTrial(
  ctx: ServerContext,
  owner: { email: string },
  placeId: string,
): Promise<BillingActionResult> {
  if (!ctx.config.stripe) return refused(billingMessages.unavailable);
  const email = normalizeEmail(owner.email);
  const enrollment = await currentEnrollment(ctx, email, placeId);
  if (!enrollment) return refused(billingMessages.notYours);
  const connected = (await connectionsOfOwner(ctx, { email, placeId })).some((row) => row.status === 'active');
  if (!connected) return refused(billingMessages.notConnected);
  // The restaurant's one trial counts even when its owner's data was erased since (the row keeps its place).
  if (await placeHadTrial(ctx, placeId)) return refused(billingMessages.restaurantHadTrial);
  const now = ctx.now();
  const inserted = await ctx.database.db
    .insert(subscriptions)
    .values({
      ...newRow({ email, placeId, restaurantName: enrollment.restaurantName }, now),
      status: 'trialing',
      trialStartedAt: now,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (inserted.length > 0) {
    ctx.logger.info({ placeId }, 'Starter trial started');
    return { ok: true };
  }
  const [existing] = await ctx.database.db
    .select({ placeId: subscriptions.placeId })
    .from(subscriptions)
    .where(
      and(or(eq(subscriptions.placeId, placeId), eq(subscriptions.ownerEmail, email)), isNull(subscriptions.erasedAt)),
    );
  return refused(existing?.placeId === placeId ? billingMessages.restaurantHadTrial : billingMessages.ownerHadTrial);
}

/** Whether an erased row (its owner's data deleted since) used the restaurant's one trial. */
async function placeHadTrial(ctx: ServerContext, placeId: string): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.placeId, placeId), eq(subscriptions.trialGranted, true), isNotNull(subscriptions.erasedAt)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The row of a restaurant that pays from the start: its owner already used their one trial on another restaurant, or
 * the restaurant used its own under an owner whose data was erased since. Null when the place is not theirs, when
 * another address holds it, or when a trial could still be started.
 */
export async function paidWithoutTrial(
  ctx: ServerContext,
  owner: { email: string },
  placeId: string,
  now: Date,
): Promise<SubscriptionRow | null> {
  const email = normalizeEmail(owner.email);
  const enrollment = await currentEnrollment(ctx, email, placeId);
  if (!enrollment) return null;
  const [trial] = await ctx.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.ownerEmail, email), eq(subscriptions.trialGranted, true)));
  if (!trial && !(await placeHadTrial(ctx, placeId))) return null;
  await ctx.database.db
    .insert(subscriptions)
    .values({
      ...newRow({ email, placeId, restaurantName: enrollment.restaurantName }, now),
      status: 'no-trial',
      trialGranted: false,
      trialStartedAt: now,
      trialEndsAt: now,
    })
    .onConflictDoNothing();
  return subscriptionOf(ctx, { email, placeId });
}

/**
 * Our metadata on Stripe's objects: which row and restaurant a customer, session or subscription is for. Never the
 * owner's address: the customer's email is the one place Stripe holds it, and an erasure clears it there.
 */
export function stripeMetadata(row: SubscriptionRow): Record<string, string> {
  return { subscription_row: row.id, place_id: row.placeId };
}

/** Stripe's Customer Portal (card, invoices, cancel) for the restaurant's customer, back to /account. */
export async function openBillingPortal(
  ctx: ServerContext,
  owner: { email: string },
  placeId: string,
): Promise<BillingActionResult> {
  return withStripe(ctx, async (stripe) => {
    const row = await subscriptionOf(ctx, { email: owner.email, placeId });
    if (!row?.stripeCustomerId) return refused(billingMessages.noCustomer);
    const customer = row.stripeCustomerId;
    return sendToStripe(ctx, stripe, placeId, 'billing portal session', async (client) => {
      const session = await client.billingPortal.sessions.create({
        customer,
        return_url: `${ctx.config.publicUrl}/account`,
      });
      return session.url;
    });
  });
}

/** Makes one of Stripe's pages for the browser to go to; Stripe down or refusing is a sentence, never a 500. */
export async function sendToStripe(
  ctx: ServerContext,
  stripe: StripeConfig,
  placeId: string,
  what: string,
  make: (client: StripeClient) => Promise<string | BillingActionResult>,
): Promise<BillingActionResult> {
  try {
    const made = await make(await stripeClient(stripe));
    return typeof made === 'string' ? { ok: true, redirectTo: made } : made;
  } catch (error) {
    ctx.logger.error({ err: error, placeId }, `Stripe ${what} failed`);
    return refused(billingMessages.stripeDown);
  }
}
