import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '#server/features/billing/billing-tables.ts';
import { stripeClient } from '#server/features/billing/stripe-client.ts';
import { advanceClock } from '../support/google-connect-app.ts';
import {
  clock,
  connectedOwner,
  pressOnAccount,
  rowOf,
  stripe,
  t,
  trialThenCard,
  withBillingApp,
} from '../support/billing-app.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The double's Checkout sessions and subscriptions of one Stripe customer. */
function ofCustomer(customer: string | null) {
  return {
    sessions: [...stripe.sessions.values()].filter((session) => session['customer'] === customer),
    subscriptions: [...stripe.subscriptions.values()].filter((subscription) => subscription['customer'] === customer),
  };
}

const sessionIdOf = (location: string | null) => location!.split('/').pop()!;

/** "Add a card" pressed twice makes one Checkout and one subscription; a second subscription is undone. */
describe('billing: one Checkout, one subscription per restaurant', () => {
  withBillingApp();

  it('gives every press (two tabs at once, a third later) the same open Checkout session: one subscription', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const [first, second] = await Promise.all([
      pressOnAccount('add-card', owner.placeId, owner.session),
      pressOnAccount('add-card', owner.placeId, owner.session),
    ]);
    advanceClock(HOUR_MS);
    const third = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect([first.status, second.status, third.status]).toEqual([302, 302, 302]);
    expect(second.location).toBe(first.location);
    expect(third.location).toBe(first.location);
    const row = await rowOf(owner.placeId);
    expect(ofCustomer(row!.stripeCustomerId).sessions).toHaveLength(1);
    expect(row!.checkoutSessionId).toBe(sessionIdOf(first.location));

    await stripe.pay(sessionIdOf(first.location));
    // The other tab's "Pay" finds the session paid.
    await expect(stripe.pay(sessionIdOf(second.location))).rejects.toThrow(/done/);
    expect(ofCustomer(row!.stripeCustomerId).subscriptions).toHaveLength(1);
  });

  it('says a card was just added when the session is paid but Stripe’s events are still on their way', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner, 'none');
    expect(await rowOf(owner.placeId)).toMatchObject({ stripeSubscriptionId: null, status: 'trialing' });
    const again = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect(again.status).toBe(409);
    expect(again.data['message']).toMatch(/card was just added/);
    // Read from Stripe now, not from the browser: the row has the subscription.
    expect(await rowOf(owner.placeId)).toMatchObject({ stripeSubscriptionId: subscriptionId, status: 'trialing' });
    expect(stripe.sessions.size).toBeGreaterThan(0);
    const row = await rowOf(owner.placeId);
    expect(ofCustomer(row!.stripeCustomerId).sessions).toHaveLength(1);
  });

  it('makes a new session once the open one expires, is about to, or no longer carries the trial', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const first = sessionIdOf((await pressOnAccount('add-card', owner.placeId, owner.session)).location);
    advanceClock(25 * HOUR_MS); // Stripe expired it after 24 hours.
    const second = sessionIdOf((await pressOnAccount('add-card', owner.placeId, owner.session)).location);
    expect(second).not.toBe(first);
    expect(stripe.sessions.get(first)!['status']).toBe('expired');

    advanceClock(23 * HOUR_MS + 45 * 60 * 1000); // 15 minutes left to pay: not enough to hand out again.
    const third = sessionIdOf((await pressOnAccount('add-card', owner.placeId, owner.session)).location);
    expect(third).not.toBe(second);
    expect(stripe.sessions.get(second)!['status']).toBe('expired');

    // Later, under 49 hours of trial are left: the open session still carries the trial's end, which Stripe would
    // refuse now; it is expired and the new one starts paying at once.
    const trialEnds = (await rowOf(owner.placeId))!.trialEndsAt.getTime();
    advanceClock(trialEnds - 60 * HOUR_MS - clock().getTime());
    const withTrial = sessionIdOf((await pressOnAccount('add-card', owner.placeId, owner.session)).location);
    expect(stripe.sessions.get(withTrial)!['subscription_data']).toHaveProperty('trial_end');
    advanceClock(15 * HOUR_MS);
    const withoutTrial = sessionIdOf((await pressOnAccount('add-card', owner.placeId, owner.session)).location);
    expect(withoutTrial).not.toBe(withTrial);
    expect(stripe.sessions.get(withTrial)!['status']).toBe('expired');
    expect(stripe.sessions.get(withoutTrial)!['subscription_data']).not.toHaveProperty('trial_end');
  });

  it('cancels a second subscription for a restaurant that has one, refunds its payment, keeps the first, logs it', async () => {
    // A restaurant that pays from the start (its owner's trial went to another one): Checkout charges at once.
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const second = await connectedOwner(owner.email);
    const paid = await pressOnAccount('add-card', second.placeId, owner.session);
    await stripe.pay(sessionIdOf(paid.location));
    const row = (await rowOf(second.placeId))!;
    expect(row).toMatchObject({ status: 'active' });
    const kept = row.stripeSubscriptionId!;

    // A second Checkout for the same restaurant (a session opened before, or by hand): paid, it charges again.
    const client = await stripeClient(t.ctx.config.stripe!);
    const duplicate = await client.checkout.sessions.create({
      mode: 'subscription',
      customer: row.stripeCustomerId!,
      line_items: [{ price: stripe.priceId, quantity: 1 }],
      subscription_data: { metadata: { subscription_row: row.id, place_id: row.placeId } },
      success_url: 'http://localhost:3000/account?billing=checkout-done',
    });
    const delivered = stripe.delivered.length;
    await stripe.pay(duplicate.id);
    // Each answered 200; our cancellation's own event (customer.subscription.deleted) among them.
    expect(stripe.delivered.slice(delivered).map((d) => [d.event.type, d.status])).toEqual(
      expect.arrayContaining([
        ['customer.subscription.created', 200],
        ['checkout.session.completed', 200],
        ['invoice.paid', 200],
        ['customer.subscription.deleted', 200],
      ]),
    );
    const duplicateId = String(stripe.sessions.get(duplicate.id)!['subscription']);
    expect(stripe.subscriptions.get(duplicateId)!['status']).toBe('canceled');
    expect(stripe.subscriptions.get(kept)!['status']).toBe('active');
    const refunds = [...stripe.refunds.values()];
    expect(refunds).toEqual([expect.objectContaining({ amount: 19_900, reason: 'duplicate', status: 'succeeded' })]);
    const invoice = stripe.invoices.get(String(stripe.subscriptions.get(duplicateId)!['latest_invoice']))!;
    expect(JSON.stringify(invoice['payments'])).toContain(String(refunds[0]!['payment_intent']));
    expect(await rowOf(second.placeId)).toMatchObject({ stripeSubscriptionId: kept, status: 'active' });
    expect(t.logs.some((line) => line.includes('A second Stripe subscription for one restaurant'))).toBe(true);

    // Stripe delivers the duplicate's invoice event again (a new event id): nothing is refunded twice.
    const paidAgain = stripe.delivered.slice(delivered).find((d) => d.event.type === 'invoice.paid')!.event;
    expect(await stripe.send(stripe.event('invoice.paid', paidAgain.data.object))).toBe(200);
    expect(stripe.refunds.size).toBe(1);
  });

  it('makes a new session when Stripe no longer has the one the row names (the account’s keys changed)', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const row = (await rowOf(owner.placeId))!;
    await t.ctx.database.db
      .update(subscriptions)
      .set({ checkoutSessionId: 'cs_test_from_another_account' })
      .where(eq(subscriptions.id, row.id));
    const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect(checkout.status).toBe(302);
    expect((await rowOf(owner.placeId))!.checkoutSessionId).toBe(sessionIdOf(checkout.location));
  });

  it('lets a new subscription take the place of one that has ended', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    const refunds = stripe.refunds.size;
    await stripe.end(subscriptionId);
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'canceled' });
    const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect(checkout.status).toBe(302);
    await stripe.pay(sessionIdOf(checkout.location));
    const row = await rowOf(owner.placeId);
    expect(row!.stripeSubscriptionId).not.toBe(subscriptionId);
    expect(row).toMatchObject({ status: 'active' });
    expect(stripe.refunds.size).toBe(refunds);
  });
});
