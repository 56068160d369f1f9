/**
 * Billing through the load context (contracts/app-services.ts `billing`): the Starter trial, Stripe Checkout and the
 * Customer Portal for a signed-in owner's restaurant, and what /account shows of each restaurant's plan.
 */
import type { OwnerIdentity } from './accounts.ts';
import type { Failure } from './error-constants.ts';
import type { PlanId } from './plan-constants.ts';

/** A billing action's answer: where to send the browser (Stripe's page), or the sentence that says why not. */
export type BillingActionResult = { ok: true; redirectTo?: string } | Failure<'CONFLICT'>;

/** One restaurant's plan, as /account shows it. */
export interface RestaurantBilling {
  placeId: string;
  plan: PlanId;
  /** Our trial or Stripe's subscription status; null before any trial. */
  status: string | null;
  /** ISO time the trial ends (or ended); null before any trial. */
  trialEndsAt: string | null;
  /** ISO time Stripe next invoices; null without a subscription. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** ISO time Stripe ends a cancelled subscription (Starter until then); null when it is not cancelled. */
  cancelAt: string | null;
  /**
   * With "Add a card" offered: the ISO time of the first charge if the card is added now (the trial's end, carried
   * over), or null when the first $199 is charged at once.
   */
  firstChargeAt: string | null;
  /** Which buttons the page offers. */
  canStartTrial: boolean;
  canAddCard: boolean;
  canManage: boolean;
}

export interface BillingServices {
  /** False without Stripe's configuration: no trial button, the pricing card as it was. */
  enabled: boolean;
  /**
   * The plan of one of the owner's restaurants: 'starter' (every review gets a draft) or 'free-forever'. What the
   * owner's inbox asks; decided only from the trial and Stripe's state (docs/billing.md).
   */
  plan(owner: OwnerIdentity, placeId: string): Promise<PlanId>;
  /** The plan of each of the owner's restaurants (by place id). */
  restaurants(owner: OwnerIdentity, placeIds: string[]): Promise<RestaurantBilling[]>;
  startTrial(owner: OwnerIdentity, placeId: string): Promise<BillingActionResult>;
  startCheckout(owner: OwnerIdentity, placeId: string): Promise<BillingActionResult>;
  openPortal(owner: OwnerIdentity, placeId: string): Promise<BillingActionResult>;
}
