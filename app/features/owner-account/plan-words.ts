import { ownerAccountCopy } from '#app/content/owner-account.ts';
import type { RestaurantBilling } from '#contracts/billing.ts';
import { cataloguePlan, formatUsd, monthlyPriceUsd } from '#contracts/plan-constants.ts';
import { DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';

const copy = ownerAccountCopy.billing;
const price = formatUsd(monthlyPriceUsd('starter'));
const trialDays = cataloguePlan('starter').trialDays;

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE });

/** "Dec 4, 2026" in New York time, or null. */
export function planDay(iso: string | null): string | null {
  return iso ? dayFormat.format(new Date(iso)) : null;
}

/** What a restaurant's plan line says: the plan now, and under it the next step the buttons offer. */
export interface PlanWords {
  line: string;
  next: string | null;
}

/** Stripe's statuses of a subscription that no longer bills because payments could not be taken. */
const UNPAID_STATUSES = ['unpaid', 'incomplete', 'incomplete_expired', 'paused'];

/** Free Forever with no trial of ours running: none yet, ours ended, Stripe's ended or left unpaid. */
function freeForeverWords(billing: RestaurantBilling): PlanWords {
  if (billing.canStartTrial) return { line: copy.freeForever, next: copy.next.startTrial(trialDays, price) };
  const comeBack = billing.canAddCard ? copy.next.comeBack(price) : null;
  switch (billing.status) {
    case 'trial-ended':
      return { line: copy.trialEnded, next: comeBack };
    case 'canceled':
      return { line: copy.canceled, next: comeBack };
    default:
      if (billing.status !== null && UNPAID_STATUSES.includes(billing.status))
        return { line: copy.unpaid, next: comeBack };
      // No trial left for this restaurant (`no-trial`, or none started and none allowed): say what the card buys.
      return { line: copy.freeForever, next: billing.canAddCard ? copy.next.noTrialLeft(price) : null };
  }
}

/** The plan line of one restaurant on the account page, for every state its billing can be in. */
export function planWords(billing: RestaurantBilling): PlanWords {
  if (billing.plan !== 'starter') return freeForeverWords(billing);
  if (billing.cancelAtPeriodEnd) {
    return { line: copy.cancelling(planDay(billing.cancelAt ?? billing.currentPeriodEnd)), next: copy.next.cancelling };
  }
  switch (billing.status) {
    case 'trialing': {
      if (billing.canManage) {
        const firstInvoice = planDay(billing.currentPeriodEnd ?? billing.trialEndsAt) ?? '';
        return { line: copy.stripeTrialing(firstInvoice), next: copy.next.cardAdded(price) };
      }
      const ends = planDay(billing.trialEndsAt) ?? '';
      const firstCharge = planDay(billing.firstChargeAt);
      return {
        line: copy.trialing(ends),
        next: firstCharge ? copy.next.trial(price, firstCharge) : copy.next.trialEnding(price, ends),
      };
    }
    case 'past_due':
      return { line: copy.pastDue, next: copy.next.pastDue };
    default:
      return { line: copy.active(price, planDay(billing.currentPeriodEnd)), next: copy.next.manage };
  }
}
