import { eq } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import type { BillingActionResult } from '#contracts/billing.ts';
import type { ServerContext } from '#server/server-context.ts';
import { billingMessages, paidWithoutTrial, refused, sendToStripe, stripeMetadata } from './billing-actions.ts';
import { subscriptions } from './billing-tables.ts';
import { planOfSubscription, STRIPE_STARTER_STATUSES, subscriptionOf, type SubscriptionRow } from './plan.ts';
import { unlessMissing, type StripeClient } from './stripe-client.ts';
import { idOf, syncSubscription } from './subscription-sync.ts';

/**
 * Stripe's Checkout takes a `trial_end` at least 48 hours away; closer to the end of our trial, Checkout starts the
 * paid period at once instead (an hour of margin for the time the owner spends on the page).
 */
const CHECKOUT_MIN_TRIAL_MS = 49 * 60 * 60 * 1000;
/** An open session is given to another press only while the owner still has this long to pay in it. */
const REUSE_MIN_LEFT_MS = 30 * 60 * 1000;

/** The trial's end Checkout carries over (unix seconds), or null when the first invoice is at once. */
export function trialEndFor(row: SubscriptionRow, now: Date): number | null {
  const left = row.trialEndsAt.getTime() - now.getTime();
  return row.status === 'trialing' && left >= CHECKOUT_MIN_TRIAL_MS
    ? Math.floor(row.trialEndsAt.getTime() / 1000)
    : null;
}

/** How a session records its terms in its metadata, so a later press knows whether it still offers the same ones. */
const termsOf = (trialEnd: number | null) => (trialEnd === null ? 'none' : String(trialEnd));

/** The restaurant's Stripe customer, made once (the idempotency key makes two presses at once make one). */
async function customerOf(ctx: ServerContext, client: StripeClient, row: SubscriptionRow, now: Date): Promise<string> {
  if (row.stripeCustomerId) return row.stripeCustomerId;
  const customer = await client.customers.create(
    { email: row.ownerEmail, name: row.restaurantName, metadata: stripeMetadata(row) },
    { idempotencyKey: `customer-${row.id}` },
  );
  await ctx.database.db
    .update(subscriptions)
    .set({ stripeCustomerId: customer.id, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
  return customer.id;
}

/**
 * What a press does about the restaurant's latest session: its URL while it is open on the same terms with time
 * left to pay; a refusal when it was just paid (Stripe's events may still be on their way: the subscription is read
 * now); null when a new session is needed. A session still open on other terms, or about to expire, is expired
 * first, so nobody can pay it besides the new one.
 */
async function latestSession(
  ctx: ServerContext,
  client: StripeClient,
  session: Stripe.Checkout.Session,
  trialEnd: number | null,
  now: Date,
): Promise<string | BillingActionResult | null> {
  if (session.status === 'complete') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return null;
    const subscription = await client.subscriptions.retrieve(subscriptionId);
    if (!STRIPE_STARTER_STATUSES.includes(subscription.status as SubscriptionRow['status'])) return null;
    await syncSubscription(ctx, subscription);
    return refused(billingMessages.justPaid);
  }
  if (session.status !== 'open') return null;
  const timeLeft = session.expires_at * 1000 - now.getTime();
  if (session.url && session.metadata?.['trial_end'] === termsOf(trialEnd) && timeLeft >= REUSE_MIN_LEFT_MS) {
    return session.url;
  }
  try {
    await client.checkout.sessions.expire(session.id);
  } catch (error) {
    // Paid in the meantime: say so rather than open a second one.
    const again = await client.checkout.sessions.retrieve(session.id);
    if (again.status === 'complete') return latestSession(ctx, client, again, trialEnd, now);
    if (again.status !== 'expired') throw error;
  }
  return null;
}

/**
 * "Add a card": a Checkout session in subscription mode for Starter, the rest of the trial carried over, and its URL
 * (the action sends the browser there). Made when the signed-in owner presses the button, never ahead of time in an
 * email. Every press (another tab, a double click, a retry) gets the restaurant's open session while it can still
 * be paid, so the restaurant has one subscription; two presses at once make one session too (same idempotency key).
 */
export async function startCheckout(
  ctx: ServerContext,
  owner: { email: string },
  placeId: string,
): Promise<BillingActionResult> {
  const stripe = ctx.config.stripe;
  if (!stripe) return refused(billingMessages.unavailable);
  const now = ctx.now();
  const row =
    (await subscriptionOf(ctx, { email: owner.email, placeId })) ?? (await paidWithoutTrial(ctx, owner, placeId, now));
  if (!row) return refused(billingMessages.noTrial);
  if (row.stripeSubscriptionId && planOfSubscription(row, now) === 'starter') {
    return refused(billingMessages.alreadyPaying);
  }
  return sendToStripe(ctx, stripe, placeId, 'Checkout session', async (client) => {
    const trialEnd = trialEndFor(row, now);
    // A session Stripe no longer has (the account's keys changed) is as good as none.
    const latest = row.checkoutSessionId
      ? await unlessMissing(client.checkout.sessions.retrieve(row.checkoutSessionId))
      : null;
    const answer = latest ? await latestSession(ctx, client, latest, trialEnd, now) : null;
    if (answer !== null) return answer;
    const session = await client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: await customerOf(ctx, client, row, now),
        client_reference_id: row.id,
        line_items: [{ price: stripe.starterPriceId, quantity: 1 }],
        metadata: { ...stripeMetadata(row), trial_end: termsOf(trialEnd) },
        subscription_data: {
          metadata: stripeMetadata(row),
          ...(trialEnd === null ? {} : { trial_end: trialEnd }),
        },
        success_url: `${ctx.config.publicUrl}/account?billing=checkout-done`,
        cancel_url: `${ctx.config.publicUrl}/account?billing=checkout-canceled`,
      },
      // The same for every press that finds the same latest session (none, or one that has ended).
      { idempotencyKey: `checkout-${row.id}-after-${row.checkoutSessionId ?? 'none'}` },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
    await ctx.database.db
      .update(subscriptions)
      .set({ checkoutSessionId: session.id, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
    return session.url;
  });
}
