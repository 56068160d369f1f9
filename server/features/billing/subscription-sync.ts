import { eq, or } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import { SUBSCRIPTION_STATUSES } from '#contracts/operator-list-constants.ts';
import type { ServerContext } from '#server/server-context.ts';
import { subscriptions, type SubscriptionStatus } from './billing-tables.ts';
import type { SubscriptionRow } from './plan.ts';

/** Stripe's statuses of a subscription that is over: nothing more is billed. */
const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/** Stripe's statuses: every one we store but our own trial's end. */
const STRIPE_STATUSES: readonly SubscriptionStatus[] = SUBSCRIPTION_STATUSES.filter(
  (status) => status !== 'trial-ended',
);

function seconds(value: number | null | undefined): Date | null {
  return typeof value === 'number' ? new Date(value * 1000) : null;
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * When Stripe next invoices: since API version 2025-03-31 the period lives on the subscription's items; the
 * subscription's own field is read when an older API version sends it.
 */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const itemEnds = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  if (itemEnds.length > 0) return seconds(Math.min(...itemEnds));
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return seconds(legacy);
}

/**
 * Whether Stripe will end the subscription, and when: `cancel_at` (a date; the portal may set it instead of
 * `cancel_at_period_end`), or the period's end. A `cancel_at` that is null or missing (an older API version, a
 * trimmed object) means no date is set.
 */
function cancellationOf(
  subscription: Stripe.Subscription,
  periodEnd: Date | null,
): { cancelAtPeriodEnd: boolean; cancelAt: Date | null } {
  const at = seconds(subscription.cancel_at);
  if (at) return { cancelAtPeriodEnd: true, cancelAt: at };
  if (subscription.cancel_at_period_end === true) return { cancelAtPeriodEnd: true, cancelAt: periodEnd };
  return { cancelAtPeriodEnd: false, cancelAt: null };
}

/** The row a subscription is for: by its id, or (the first time, whichever event comes first) by our metadata. */
async function rowOfSubscription(
  ctx: ServerContext,
  subscription: Stripe.Subscription,
): Promise<SubscriptionRow | null> {
  const rowId = subscription.metadata?.['subscription_row'];
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(
      rowId && /^[0-9a-f-]{36}$/i.test(rowId)
        ? or(eq(subscriptions.stripeSubscriptionId, subscription.id), eq(subscriptions.id, rowId))
        : eq(subscriptions.stripeSubscriptionId, subscription.id),
    )
    .limit(1);
  return row ?? null;
}

/** Writes Stripe's state of `subscription` onto the row, which from then on is about that subscription. */
export async function copySubscription(
  ctx: ServerContext,
  row: SubscriptionRow,
  subscription: Stripe.Subscription,
): Promise<SubscriptionRow> {
  const status = STRIPE_STATUSES.find((known) => known === subscription.status) ?? 'incomplete';
  const periodEnd = periodEndOf(subscription);
  const [updated] = await ctx.database.db
    .update(subscriptions)
    .set({
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: idOf(subscription.customer) ?? row.stripeCustomerId,
      status,
      currentPeriodEnd: periodEnd,
      ...cancellationOf(subscription, periodEnd),
      updatedAt: ctx.now(),
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  ctx.logger.info({ placeId: row.placeId, status }, 'Stripe subscription state copied');
  return updated ?? row;
}

/**
 * The row a subscription of ours belongs to, after copying Stripe's current state onto it. `second` is true (and
 * nothing is written) when the row already has another subscription that has not ended: a second Checkout for the
 * same restaurant, for `settleSecondSubscription` to resolve. Null when the subscription is none of ours.
 */
export async function syncSubscription(
  ctx: ServerContext,
  subscription: Stripe.Subscription,
): Promise<{ row: SubscriptionRow; second: boolean } | null> {
  const row = await rowOfSubscription(ctx, subscription);
  if (!row) {
    ctx.logger.warn({ subscriptionId: subscription.id }, 'Stripe subscription matches no restaurant; ignored');
    return null;
  }
  const other = row.stripeSubscriptionId !== null && row.stripeSubscriptionId !== subscription.id;
  if (other && !ENDED_STATUSES.includes(row.status)) return { row, second: true };
  return { row: await copySubscription(ctx, row, subscription), second: false };
}
