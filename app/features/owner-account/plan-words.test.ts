import { describe, expect, it } from 'vitest';
import type { RestaurantBilling } from '#contracts/billing.ts';
import { planWords } from './plan-words.ts';

const base: RestaurantBilling = {
  placeId: 'ChIJgrand-central',
  plan: 'free-forever',
  status: null,
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  cancelAt: null,
  firstChargeAt: null,
  canStartTrial: false,
  canAddCard: false,
  canManage: false,
};

const at = (day: string) => `${day}T17:00:00.000Z`;

/** Every state of a restaurant's plan reads right on the account page and names the step its buttons offer. */
describe('the plan line of the account page', () => {
  it('before any trial: Free Forever, and what the free trial gives', () => {
    const words = planWords({ ...base, canStartTrial: true });
    expect(words.line).toBe('Plan: Free Forever (one suggested reply a day)');
    expect(words.next).toBe(
      'Try Starter free for 14 days: a suggested reply to every new Google review, instead of one a day. No card needed; at the end you choose: add a card ($199 a month), or stay on Free Forever.',
    );
  });

  it('no trial left (Grand Central, its owner’s trial used on another restaurant): what the card buys and that it charges at once', () => {
    for (const status of [null, 'no-trial']) {
      const words = planWords({ ...base, status, canAddCard: true });
      expect(words.line).toBe('Plan: Free Forever (one suggested reply a day)');
      expect(words.next).toBe(
        'Starter, $199 a month, drafts a reply to every new Google review instead of one a day. This restaurant has no free trial left (one per owner and one per restaurant), so the first $199 is charged when you add the card, then every month. Cancel any time in Manage billing.',
      );
    }
    // Without billing offered (another owner's restaurant, or billing off), no promise of a button.
    expect(planWords({ ...base }).next).toBeNull();
  });

  it('during the trial: until when, and that the card is first charged at its end', () => {
    const words = planWords({
      ...base,
      plan: 'starter',
      status: 'trialing',
      trialEndsAt: at('2026-12-04'),
      firstChargeAt: at('2026-12-04'),
      canAddCard: true,
    });
    expect(words.line).toBe('Plan: Starter trial, until Dec 4, 2026. Every new Google review gets a draft.');
    expect(words.next).toBe(
      'To keep Starter after the trial, add a card: $199 a month, first charged on Dec 4, 2026, when the trial ends. Without a card, the restaurant goes back to Free Forever then and keeps everything.',
    );
  });

  it('at the trial’s end (under 49 hours left): a card now starts the paid month today, and says so', () => {
    const words = planWords({
      ...base,
      plan: 'starter',
      status: 'trialing',
      trialEndsAt: at('2026-12-04'),
      firstChargeAt: null,
      canAddCard: true,
    });
    expect(words.next).toBe(
      'Your trial ends on Dec 4, 2026, too soon for Stripe to hold a card until then: adding a card now starts the paid month today ($199, then every month). Without a card, the restaurant goes back to Free Forever on Dec 4, 2026 and keeps everything.',
    );
  });

  it('card added during the trial, then active: when the invoices come, and Manage billing', () => {
    const added = planWords({
      ...base,
      plan: 'starter',
      status: 'trialing',
      trialEndsAt: at('2026-12-04'),
      currentPeriodEnd: at('2026-12-04'),
      canManage: true,
    });
    expect(added.line).toBe('Plan: Starter, card added; the first invoice is on Dec 4, 2026');
    expect(added.next).toBe('$199 a month from then. Change the card, see invoices or cancel in Manage billing.');
    const active = planWords({ ...base, plan: 'starter', status: 'active', currentPeriodEnd: at('2027-01-03') });
    expect(active).toEqual({
      line: 'Plan: Starter, $199 a month; next invoice on Jan 3, 2027',
      next: 'Change the card, see invoices or cancel in Manage billing.',
    });
  });

  it('cancelling: Starter until Stripe’s end date, then Free Forever, and how to change one’s mind', () => {
    const words = planWords({
      ...base,
      plan: 'starter',
      status: 'active',
      currentPeriodEnd: at('2027-01-03'),
      cancelAtPeriodEnd: true,
      cancelAt: at('2026-12-20'),
      canManage: true,
    });
    expect(words).toEqual({
      line: 'Plan: Starter until Dec 20, 2026, then Free Forever',
      next: 'You cancelled: nothing more is charged. Changed your mind? Renew in Manage billing before then.',
    });
  });

  it('past due: Starter holds while Stripe retries; update the card', () => {
    const words = planWords({ ...base, plan: 'starter', status: 'past_due', canManage: true });
    expect(words.line).toBe('Plan: Starter. Your last payment did not go through.');
    expect(words.next).toMatch(/^Stripe tries again over the next days and Starter keeps running meanwhile\. Update/);
  });

  it('back on Free Forever (trial ended, subscription ended, payments not taken): how to bring Starter back', () => {
    const comeBack =
      'Add a card to bring Starter back: a draft for every new Google review again, $199 a month, first charged when you add the card.';
    expect(planWords({ ...base, status: 'trial-ended', canAddCard: true })).toEqual({
      line: 'Plan: Free Forever (your Starter trial has ended)',
      next: comeBack,
    });
    expect(planWords({ ...base, status: 'canceled', canAddCard: true, canManage: true })).toEqual({
      line: 'Plan: Free Forever (your Starter subscription ended)',
      next: comeBack,
    });
    expect(planWords({ ...base, status: 'unpaid', canAddCard: true, canManage: true })).toEqual({
      line: 'Plan: Free Forever (Stripe could not take your Starter payments)',
      next: comeBack,
    });
  });
});
