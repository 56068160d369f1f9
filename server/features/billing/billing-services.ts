import { normalizeEmail } from '#server/features/owners/index.ts';
import { inArray, or, eq } from 'drizzle-orm';
import type { BillingServices, RestaurantBilling } from '#contracts/billing.ts';
import type { ServerContext } from '#server/server-context.ts';
import { openBillingPortal, startTrial } from './billing-actions.ts';
import { startCheckout, trialEndFor } from './checkout.ts';
import { subscriptions } from './billing-tables.ts';
import { planOfSubscription, restaurantPlan } from './plan.ts';

/** What /account shows and does about each restaurant's plan. */
export function createBillingServices(ctx: ServerContext): BillingServices {
  return {
    enabled: ctx.config.stripe !== null,
    plan: (owner, placeId) => restaurantPlan(ctx, { email: owner.email, placeId }),
    restaurants: async (owner, placeIds) => {
      if (placeIds.length === 0) return [];
      const email = normalizeEmail(owner.email);
      const rows = await ctx.database.db
        .select()
        .from(subscriptions)
        .where(or(eq(subscriptions.ownerEmail, email), inArray(subscriptions.placeId, placeIds)));
      const ownerHadTrial = rows.some((row) => row.ownerEmail === email && row.trialGranted);
      const live = rows.filter((row) => row.erasedAt === null);
      const now = ctx.now();
      return placeIds.map((placeId) =>
        restaurantBilling(placeId, {
          row: live.find((candidate) => candidate.placeId === placeId && candidate.ownerEmail === email),
          takenByOther: live.some((candidate) => candidate.placeId === placeId && candidate.ownerEmail !== email),
          // A row erased since (its owner's data deleted) no longer holds the place, but used its one trial.
          placeHadTrial: rows.some((row) => row.placeId === placeId && row.erasedAt !== null && row.trialGranted),
          ownerHadTrial,
          stripe: ctx.config.stripe !== null,
          now,
        }),
      );
    },
    startTrial: (owner, placeId) => startTrial(ctx, owner, placeId),
    startCheckout: (owner, placeId) => startCheckout(ctx, owner, placeId),
    openPortal: (owner, placeId) => openBillingPortal(ctx, owner, placeId),
  };
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What /account knows about a restaurant besides its own subscription row. */
interface BillingContext {
  /** Another owner holds a subscription for the place. */
  takenByOther: boolean;
  /** The owner's one trial was used (on any restaurant). */
  ownerHadTrial: boolean;
  /** The restaurant's one trial was used under an owner whose data was erased since. */
  placeHadTrial: boolean;
  /** Stripe is configured. */
  stripe: boolean;
  now: Date;
}

/** One restaurant's plan as /account shows it, with what the owner may do about it. */
function restaurantBilling(
  placeId: string,
  known: BillingContext & { row: SubscriptionRow | undefined },
): RestaurantBilling {
  const { row } = known;
  const plan = planOfSubscription(row, known.now);
  return {
    placeId,
    plan,
    status: row?.status ?? null,
    trialEndsAt: row?.trialEndsAt.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    cancelAt: row?.cancelAtPeriodEnd ? ((row.cancelAt ?? row.currentPeriodEnd)?.toISOString() ?? null) : null,
    firstChargeAt: firstChargeOf(row, known.now),
    ...allowedActions(row, plan, known),
  };
}

/** When "Add a card" would first charge: the trial's end when Checkout carries it over, else at once (null). */
function firstChargeOf(row: SubscriptionRow | undefined, now: Date): string | null {
  const trialEnd = row ? trialEndFor(row, now) : null;
  return trialEnd === null ? null : new Date(trialEnd * 1000).toISOString();
}

function allowedActions(
  row: SubscriptionRow | undefined,
  plan: RestaurantBilling['plan'],
  { takenByOther, ownerHadTrial, placeHadTrial, stripe }: BillingContext,
): Pick<RestaurantBilling, 'canStartTrial' | 'canAddCard' | 'canManage'> {
  const paying = Boolean(row?.stripeSubscriptionId) && plan === 'starter';
  return {
    canStartTrial: stripe && !row && !takenByOther && !ownerHadTrial && !placeHadTrial,
    // Without a row: the owner's or the restaurant's one trial is used, so this one can pay from the start.
    canAddCard: stripe && (row ? !paying : (ownerHadTrial || placeHadTrial) && !takenByOther),
    canManage: stripe && Boolean(row?.stripeCustomerId) && Boolean(row?.stripeSubscriptionId),
  };
}
