import { describe, expect, it } from 'vitest';
import { loader as deletedLoader } from '#app/routes/inbox.settings.deleted.tsx';
import { action as settingsAction, loader as settingsLoader } from '#app/routes/inbox.settings.tsx';
import { eq } from 'drizzle-orm';
import { runPendingStripeErasures } from '#server/features/billing/billing-erasure.ts';
import { subscriptions } from '#server/features/billing/billing-tables.ts';
import { eraseDataSubject, findDataSubject } from '#server/features/operator/operator-data-rights.ts';
import { listForOperator } from '#server/features/operator/operator-lists-services.ts';
import { run } from '../support/google-connect-app.ts';
import {
  accountPage,
  connectedOwner,
  emailsOf,
  pressOnAccount,
  rowOf,
  stripe,
  t,
  trialThenCard,
  withBillingApp,
} from '../support/billing-app.ts';

type Owner = Awaited<ReturnType<typeof connectedOwner>>;

/** The owner's settings page of their restaurant, as the signed-in browser loads it. */
function settingsPage(owner: Owner) {
  return run(settingsLoader as never, `/inbox/settings?place=${owner.placeId}`, {
    headers: { cookie: owner.session },
  });
}

/** "Delete my data" with DELETE typed, from the owner's settings page. */
function deleteMyData(owner: Owner) {
  return run(settingsAction as never, `/inbox/settings?place=${owner.placeId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: owner.session },
    body: new URLSearchParams({ intent: 'delete-data', confirm: 'DELETE' }).toString(),
  });
}

/** What the page after the deletion says, from the counts in its query. */
function deletedPage(location: string) {
  return deletedLoader({ request: new Request(`http://localhost:3000${location}`) } as never);
}

/** A paying owner: trial, card added during it, the trial's end charged. */
async function payingOwner(): Promise<Owner & { subscriptionId: string }> {
  const owner = await connectedOwner();
  const { subscriptionId } = await trialThenCard(owner);
  await stripe.charge(subscriptionId, 'paid');
  expect(await rowOf(owner.placeId)).toMatchObject({ status: 'active' });
  return { ...owner, subscriptionId };
}

function atStripe(subscriptionId: string) {
  const subscription = stripe.subscriptions.get(subscriptionId)!;
  return {
    status: subscription['status'],
    metadata: subscription['metadata'] as Record<string, string>,
    customer: stripe.customers.get(String(subscription['customer']))!,
  };
}

/** "Delete my data" and the console's erasure end the owner's billing at Stripe, or say honestly that it waits. */
describe('billing: erasing an owner’s data', () => {
  withBillingApp();

  it('cancels a paid Starter at Stripe, says so before and after, scrubs Stripe and our rows; export and find include billing', async () => {
    const owner = await payingOwner();
    // Before: the export and the console's find carry the plan, and the settings page says what deleting ends.
    const found = await findDataSubject(t.ctx, owner.email);
    expect(found.counts.subscriptions).toBe(1);
    expect(found.subscriptions).toEqual([
      expect.objectContaining({
        placeId: owner.placeId,
        plan: 'starter',
        status: 'active',
        stripeSubscriptionId: owner.subscriptionId,
      }),
    ]);
    const before = await settingsPage(owner);
    expect(before.data['page']).toMatchObject({
      billingOnDelete: { subscriptions: ["Katz's Delicatessen"], trials: [] },
    });

    const done = await deleteMyData(owner);
    expect(done.status).toBe(302);
    const query = new URL(done.location!, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      subscriptions: '1',
      stripeCanceled: '1',
      stripeCancelPending: '0',
      stripeScrubPending: '0',
    });
    const said = deletedPage(done.location!);
    expect(said).toMatchObject({ cancelPending: 0, scrubPending: false, billing: true });
    expect(said['lines']).toEqual(
      expect.arrayContaining([
        '1 Starter plan: your address removed from our billing records',
        '1 Stripe subscription: cancelled, nothing more will be charged',
      ]),
    );

    // Stripe: cancelled now, its event handled; our metadata and the customer we made no longer hold the address.
    const stripeSide = atStripe(owner.subscriptionId);
    expect(stripeSide.status).toBe('canceled');
    expect(stripeSide.metadata).not.toHaveProperty('owner_email');
    expect(JSON.stringify(stripeSide.metadata)).not.toContain(owner.email);
    expect(stripeSide.customer['email']).toBeNull();
    expect(JSON.stringify(stripeSide.customer)).not.toContain(owner.email);
    expect(stripe.delivered.at(-1)).toMatchObject({ event: { type: 'customer.subscription.deleted' }, status: 200 });

    // Our row: no address, canceled, nothing left for Stripe; the console's list and find no longer show the address.
    const row = await rowOf(owner.placeId);
    expect(row).toMatchObject({ ownerEmail: '(erased)', status: 'canceled', stripeErasePendingAt: null });
    expect(row!.erasedAt).not.toBeNull();
    const listed = await listForOperator(t.ctx, 'subscriptions', { q: owner.email });
    expect(listed.ok && listed.page.rows).toEqual([]);
    expect((await findDataSubject(t.ctx, owner.email)).counts.subscriptions).toBe(0);
    // A failed payment of that subscription later emails nobody.
    await stripe.send(
      stripe.event('invoice.payment_failed', {
        id: 'in_after',
        object: 'invoice',
        parent: { subscription_details: { subscription: owner.subscriptionId } },
      }),
    );
    expect(await emailsOf('(erased)', 'billing-payment-failed')).toEqual([]);
  });

  it('with Stripe down, the owner is told the subscription is not cancelled yet, and the job cancels it once Stripe answers', async () => {
    const owner = await payingOwner();
    stripe.failNextRequests(1_000);
    const done = await deleteMyData(owner);
    expect(done.status).toBe(302);
    const query = new URL(done.location!, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ stripeCanceled: '0', stripeCancelPending: '1' });
    const said = deletedPage(done.location!);
    expect(said).toMatchObject({ cancelPending: 1 });
    expect(said['lines']).not.toContain('1 Stripe subscription: cancelled, nothing more will be charged');

    // Nothing is silent: the row waits for Stripe, and the console shows it.
    expect(atStripe(owner.subscriptionId).status).toBe('active');
    const row = await rowOf(owner.placeId);
    expect(row).toMatchObject({ ownerEmail: '(erased)', status: 'active' });
    expect(row!.stripeErasePendingAt).not.toBeNull();
    const listed = await listForOperator(t.ctx, 'subscriptions', { q: "Katz's" });
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.page.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: row!.id, ownerEmail: '(erased)', stripeErasePendingSince: expect.any(String) }),
      ]),
    );
    // Still down at the job's next run: still pending.
    expect(await runPendingStripeErasures(t.ctx)).toMatchObject({ stripeCanceled: 0, stripeCancelPending: 1 });
    expect((await rowOf(owner.placeId))!.stripeErasePendingAt).not.toBeNull();

    stripe.failNextRequests(0);
    expect(await runPendingStripeErasures(t.ctx)).toMatchObject({ stripeCanceled: 1, stripeCancelPending: 0 });
    const stripeSide = atStripe(owner.subscriptionId);
    expect(stripeSide.status).toBe('canceled');
    expect(stripeSide.customer['email']).toBeNull();
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'canceled', stripeErasePendingAt: null });
    // Done is done: the next run asks Stripe nothing.
    const requests = stripe.requests.length;
    expect(await runPendingStripeErasures(t.ctx)).toMatchObject({ stripeCanceled: 0, stripeCancelPending: 0 });
    expect(stripe.requests.length).toBe(requests);
  });

  it('the operator’s erasure does the same: a trial ends, an open Checkout expires, the customer loses the address', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    expect((await settingsPage(owner)).data['page']).toMatchObject({
      billingOnDelete: { subscriptions: [], trials: ["Katz's Delicatessen"] },
    });
    const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
    const sessionId = checkout.location!.split('/').pop()!;
    const customerId = String(stripe.sessions.get(sessionId)!['customer']);

    const erased = await eraseDataSubject(t.ctx, owner.email);
    expect(erased).toMatchObject({
      subscriptions: 1,
      stripeCanceled: 0,
      stripeCancelPending: 0,
      stripeScrubPending: 0,
    });
    expect(stripe.sessions.get(sessionId)!['status']).toBe('expired');
    await expect(stripe.pay(sessionId)).rejects.toThrow(/done/);
    expect(stripe.customers.get(customerId)!['email']).toBeNull();
    expect(await rowOf(owner.placeId)).toMatchObject({
      ownerEmail: '(erased)',
      status: 'trial-ended',
      stripeErasePendingAt: null,
    });
  });

  it('a Checkout paid in another tab after the erasure (Stripe was down for it) is cancelled when its event arrives', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
    const sessionId = checkout.location!.split('/').pop()!;
    stripe.failNextRequests(1_000);
    expect(await eraseDataSubject(t.ctx, owner.email)).toMatchObject({ stripeScrubPending: 1 });
    stripe.failNextRequests(0);
    // The page Stripe hosts still takes the card: the subscription's events reach the erased row.
    await stripe.pay(sessionId);
    const subscriptionId = String(stripe.sessions.get(sessionId)!['subscription']);
    expect(atStripe(subscriptionId).status).toBe('canceled');
    expect(await rowOf(owner.placeId)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      status: 'canceled',
      stripeErasePendingAt: null,
    });
  });

  it('finishes an erasure whose Stripe objects Stripe does not have (the account’s keys changed): nothing to end', async () => {
    const owner = await payingOwner();
    const row = (await rowOf(owner.placeId))!;
    await t.ctx.database.db
      .update(subscriptions)
      .set({ stripeSubscriptionId: 'sub_other_account', stripeCustomerId: 'cus_other_account' })
      .where(eq(subscriptions.id, row.id));
    expect(await eraseDataSubject(t.ctx, owner.email)).toMatchObject({
      subscriptions: 1,
      stripeCancelPending: 0,
      stripeScrubPending: 0,
    });
    expect(await rowOf(owner.placeId)).toMatchObject({ ownerEmail: '(erased)', stripeErasePendingAt: null });
  });

  it('an erased owner’s restaurant can be paid for again by its next owner, without a second trial', async () => {
    const first = await connectedOwner();
    expect((await pressOnAccount('start-trial', first.placeId, first.session)).status).toBe(200);
    await eraseDataSubject(t.ctx, first.email);
    const next = await connectedOwner(undefined, first.placeId);
    const page = await accountPage(next.session);
    expect(page.data['billing']).toEqual([
      expect.objectContaining({ placeId: first.placeId, canStartTrial: false, canAddCard: true }),
    ]);
    const trial = await pressOnAccount('start-trial', next.placeId, next.session);
    expect(trial.data['message']).toMatch(/already had its Starter trial/);
    const checkout = await pressOnAccount('add-card', next.placeId, next.session);
    expect(checkout.status).toBe(302);
    await stripe.pay(checkout.location!.split('/').pop()!);
    expect(await rowOf(next.placeId)).toMatchObject({ ownerEmail: next.email, status: 'active', trialGranted: false });
  });
});
