import { describe, expect, it } from 'vitest';
import type { RestaurantBilling } from '#contracts/billing.ts';
import { planWords } from '#app/features/owner-account/plan-words.ts';
import { advanceClock } from '../support/google-connect-app.ts';
import {
  accountPage,
  clock,
  connectedOwner,
  pressOnAccount,
  rowOf,
  stripe,
  trialThenCard,
  withBillingApp,
} from '../support/billing-app.ts';

const HOUR_MS = 60 * 60 * 1000;

async function billingOf(session: string, placeId: string): Promise<RestaurantBilling> {
  const page = await accountPage(session);
  const found = (page.data['billing'] as RestaurantBilling[]).find((billing) => billing.placeId === placeId);
  if (!found) throw new Error(`no plan for ${placeId}`);
  return found;
}

/** What /account knows and says of each billing state, read from our trial and Stripe's state. */
describe('billing: the states of a restaurant’s plan', () => {
  withBillingApp();

  it('says what "Add a card" buys and when it first charges: Grand Central without a trial, a trial, its last two days', async () => {
    // Grand Central: the owner's one trial went to their other restaurant, so a card is charged at once.
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const grandCentral = await connectedOwner(owner.email);
    const noTrial = await billingOf(owner.session, grandCentral.placeId);
    expect(noTrial).toMatchObject({ plan: 'free-forever', canAddCard: true, firstChargeAt: null });
    expect(planWords(noTrial).next).toContain('$199 a month, drafts a reply to every new Google review');
    expect(planWords(noTrial).next).toContain('the first $199 is charged when you add the card');

    // The trial: the first charge is at its end, as the Checkout carries it over.
    const trial = await billingOf(owner.session, owner.placeId);
    const trialEnds = (await rowOf(owner.placeId))!.trialEndsAt;
    expect(trial).toMatchObject({ status: 'trialing', canAddCard: true, firstChargeAt: trialEnds.toISOString() });
    // Under 49 hours before its end, Checkout cannot hold the card until then: the page says it charges today.
    advanceClock(trialEnds.getTime() - 40 * HOUR_MS - clock().getTime());
    const ending = await billingOf(owner.session, owner.placeId);
    expect(ending).toMatchObject({ status: 'trialing', firstChargeAt: null });
    expect(planWords(ending).next).toContain('adding a card now starts the paid month today');
    const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
    const sent = stripe.sessions.get(checkout.location!.split('/').pop()!)!;
    expect(sent['subscription_data']).not.toHaveProperty('trial_end');
  });

  it('takes a subscription without cancel_at as not cancelling, and a cancel_at date as when Starter ends', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    await stripe.charge(subscriptionId, 'paid');
    // An object that leaves cancel_at out (an older API version, a trimmed object): nothing is cancelled.
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    delete subscription['cancel_at'];
    expect(await stripe.send(stripe.event('customer.subscription.updated', subscription))).toBe(200);
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, cancelAt: null });
    const active = await billingOf(owner.session, owner.placeId);
    expect(active).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: null });
    expect(planWords(active).line).toMatch(/^Plan: Starter, \$199 a month; next invoice on /);

    // Cancelled for a date (the portal may set cancel_at rather than cancel_at_period_end): Starter until then.
    const endsAt = Math.floor(clock().getTime() / 1000) + 10 * 24 * 3600;
    stripe.patchSubscription(subscriptionId, { cancel_at: endsAt, cancel_at_period_end: false });
    expect(await stripe.send(stripe.event('customer.subscription.updated', subscription))).toBe(200);
    const cancelling = await billingOf(owner.session, owner.placeId);
    expect(cancelling).toMatchObject({
      plan: 'starter',
      cancelAtPeriodEnd: true,
      cancelAt: new Date(endsAt * 1000).toISOString(),
    });
    expect(planWords(cancelling).line).toMatch(/^Plan: Starter until .+, then Free Forever$/);
  });

  it('a card added again after Stripe left the subscription unpaid replaces it; the unpaid one is cancelled', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    stripe.patchSubscription(subscriptionId, { status: 'unpaid' });
    expect(
      await stripe.send(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscriptionId)!)),
    ).toBe(200);
    const unpaid = await billingOf(owner.session, owner.placeId);
    expect(unpaid).toMatchObject({ plan: 'free-forever', status: 'unpaid', canAddCard: true });
    expect(planWords(unpaid).line).toBe('Plan: Free Forever (Stripe could not take your Starter payments)');

    const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect(checkout.status).toBe(302);
    await stripe.pay(checkout.location!.split('/').pop()!);
    expect(stripe.subscriptions.get(subscriptionId)!['status']).toBe('canceled');
    const row = await rowOf(owner.placeId);
    expect(row!.stripeSubscriptionId).not.toBe(subscriptionId);
    expect(row).toMatchObject({ status: 'active' });
  });
});
