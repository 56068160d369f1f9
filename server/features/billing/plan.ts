import { normalizeEmail } from '#server/features/owners/index.ts';
import { and, eq } from 'drizzle-orm';
import type { PlanId } from '#contracts/plan-constants.ts';
import type { ServerContext } from '#server/server-context.ts';
import { subscriptions, type SubscriptionStatus } from './billing-tables.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Stripe's statuses under which the restaurant keeps Starter: paying, in Stripe's trial, or while Stripe retries. */
export const STRIPE_STARTER_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/**
 * The one rule for a restaurant's plan: Starter while our trial runs (no card yet), or while Stripe's subscription
 * is trialing, active or past due; Free Forever otherwise (no row, trial over unpaid, canceled, unpaid…). Decided
 * only from our trial row and the state read from Stripe, never from what a browser says.
 */
export function planOfSubscription(row: SubscriptionRow | null | undefined, now: Date): PlanId {
  if (!row) return 'free-forever';
  if (row.stripeSubscriptionId !== null) {
    return STRIPE_STARTER_STATUSES.includes(row.status) ? 'starter' : 'free-forever';
  }
  return row.status === 'trialing' && row.trialEndsAt.getTime() > now.getTime() ? 'starter' : 'free-forever';
}

/** The restaurant's row, for this owner's address and place. */
export async function subscriptionOf(
  ctx: ServerContext,
  restaurant: { email: string; placeId: string },
): Promise<SubscriptionRow | null> {
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.ownerEmail, normalizeEmail(restaurant.email)),
        eq(subscriptions.placeId, restaurant.placeId),
      ),
    );
  return row ?? null;
}

/**
 * The plan of an owner's restaurant (the address of its blitz enrollment and its place): what the Free Forever
 * mornings and the owner's inbox ask to know whether every review gets a draft.
 */
export async function restaurantPlan(
  ctx: ServerContext,
  restaurant: { email: string; placeId: string },
  now: Date = ctx.now(),
): Promise<PlanId> {
  return planOfSubscription(await subscriptionOf(ctx, restaurant), now);
}

/**
 * When the restaurant's Starter trial ends while it is our trial without a card (a card added makes it Stripe's, paid
 * from its end); null otherwise. The blitz's closing email names it to an owner who started the trial during the week.
 */
export async function starterTrialEnd(
  ctx: ServerContext,
  restaurant: { email: string; placeId: string },
  now: Date = ctx.now(),
): Promise<Date | null> {
  const row = await subscriptionOf(ctx, restaurant);
  if (!row || row.stripeSubscriptionId !== null || planOfSubscription(row, now) !== 'starter') return null;
  return row.trialEndsAt;
}
