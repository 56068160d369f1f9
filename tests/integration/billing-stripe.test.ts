import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { stripeEvents } from '#server/features/billing/billing-tables.ts';
import { runStoredStripeEvents } from '#server/features/billing/stripe-events.ts';
import { runTrialMoments } from '#server/features/billing/trial-jobs.ts';
import { operatorDashboard } from '#server/features/operator/operator-dashboard.ts';
import { csvStream, listForOperator, parseListQuery } from '#server/features/operator/operator-lists-services.ts';
import { stripeSignatureHeader } from '../doubles/stripe-double.ts';
import { bossSchemaOf } from '../support/email-helpers.ts';
import { advanceClock } from '../support/google-connect-app.ts';
import {
  accountPage,
  clock,
  connectedOwner,
  emailsOf,
  planOf,
  pressOnAccount,
  rowOf,
  storedEventIds,
  stripe,
  t,
  trialThenCard,
  withBillingApp,
} from '../support/billing-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function storedEvent(id: string) {
  const [row] = await t.ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row ?? null;
}

/** The billing.stripe-event jobs queued for an event (the test app runs no workers: they wait). */
async function queuedEventJobs(eventId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.ctx.database.db,
    sql.raw(
      `select count(*)::int as n from ${bossSchemaOf(t)}.job where name = 'billing.stripe-event' and data->>'eventId' = '${eventId}'`,
    ),
  );
  return rows[0]?.n ?? 0;
}

function postWebhook(payload: string, signature: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      // A webhook is cross-site by nature: Stripe sends no Origin of ours, and the signature is what admits it.
      origin: 'https://stripe.example',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

/** Stripe: Checkout during the trial, the webhooks (each event once, in any order), the portal, failed payments. */
describe('billing: Stripe', () => {
  withBillingApp();

  it('pays during the trial: Checkout carries the trial over; Starter stays after the trial date, then active', async () => {
    const owner = await connectedOwner();
    const { subscriptionId, sessionId } = await trialThenCard(owner);
    const sent = stripe.requests.find((request) => request.path === '/v1/checkout/sessions')!.body;
    const row = await rowOf(owner.placeId);
    expect(sent).toMatchObject({
      mode: 'subscription',
      client_reference_id: row!.id,
      line_items: [{ price: stripe.priceId, quantity: '1' }],
      metadata: { subscription_row: row!.id, place_id: owner.placeId },
      subscription_data: { trial_end: String(Math.floor(row!.trialEndsAt.getTime() / 1000)) },
    });
    // The address is the customer's email only (an erasure clears it there), never our metadata.
    expect(JSON.stringify(sent['metadata'])).not.toContain(owner.email);
    expect(JSON.stringify(sent['subscription_data'])).not.toContain(owner.email);
    expect(stripe.sessions.get(sessionId)!['customer']).toBe(row!.stripeCustomerId);
    // checkout.session.completed and customer.subscription.created, each answered 200.
    expect(stripe.delivered.map((d) => [d.event.type, d.status])).toEqual(
      expect.arrayContaining([
        ['customer.subscription.created', 200],
        ['checkout.session.completed', 200],
      ]),
    );
    expect(row).toMatchObject({ stripeSubscriptionId: subscriptionId, status: 'trialing' });
    expect(await planOf(owner)).toBe('starter');
    const page = await accountPage(owner.session);
    expect(page.data['billing']).toEqual([expect.objectContaining({ canAddCard: false, canManage: true })]);

    // The trial's date passes: Stripe, not our job, ends a trial that has a card.
    advanceClock(15 * DAY_MS);
    await runTrialMoments(t.ctx, clock());
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'trialing' });
    expect(await emailsOf(owner.email, 'billing-trial-ended')).toHaveLength(0);
    await stripe.charge(subscriptionId, 'paid'); // customer.subscription.updated + invoice.paid
    expect(stripe.delivered.slice(-2).map((d) => [d.event.type, d.status])).toEqual([
      ['customer.subscription.updated', 200],
      ['invoice.paid', 200],
    ]);
    const paid = await rowOf(owner.placeId);
    expect(paid).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(paid!.currentPeriodEnd!.getTime()).toBeGreaterThan(clock().getTime());
    expect(await planOf(owner)).toBe('starter');
    // Paying again is refused: the portal manages a live subscription.
    const again = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect(again.data['message']).toMatch(/already has a Starter subscription/);
  });

  it('lets an owner whose one trial went to another restaurant pay for a second one from the start', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const second = await connectedOwner(owner.email);
    const page = await accountPage(owner.session);
    expect(page.data['billing']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ placeId: second.placeId, canStartTrial: false, canAddCard: true }),
      ]),
    );
    const checkout = await pressOnAccount('add-card', second.placeId, owner.session);
    expect(checkout.status).toBe(302);
    const sent = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(sent['subscription_data']).not.toHaveProperty('trial_end');
    await stripe.pay(checkout.location!.split('/').pop()!);
    expect(stripe.delivered.at(-1)).toMatchObject({ event: { type: 'invoice.paid' }, status: 200 });
    expect(await rowOf(second.placeId)).toMatchObject({ status: 'active', trialGranted: false });
    expect(await planOf(second)).toBe('starter');
    // A stranger cannot open a paid row for a restaurant that is not theirs.
    const stranger = await connectedOwner();
    expect((await pressOnAccount('start-trial', stranger.placeId, stranger.session)).status).toBe(200);
    const notTheirs = await pressOnAccount('add-card', owner.placeId, stranger.session);
    expect(notTheirs.status).toBe(409);
  });

  it('says Stripe could not be reached, without a 500, when Stripe is down; an event then waits and is handled later, not Stripe’s to retry', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    stripe.failNextRequests(3); // the first try and the client's two retries
    const down = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect(down.status).toBe(409);
    expect(down.data['message']).toMatch(/Stripe could not be reached\. Nothing was charged/);

    const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
    expect(checkout.status).toBe(302);
    const sessionId = checkout.location!.split('/').pop()!;
    await stripe.pay(sessionId);
    const subscriptionId = String(stripe.sessions.get(sessionId)!['subscription']);
    stripe.patchSubscription(subscriptionId, { status: 'past_due' });
    const event = stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscriptionId)!);
    // Stripe is down when the job reads the subscription: the webhook has already answered 200 (stored), and the
    // event waits with its error instead of being Stripe's to retry.
    stripe.failNextRequests(3);
    expect(await stripe.send(event)).toBe(200);
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'trialing' });
    expect(await storedEvent(event.id)).toMatchObject({ handledAt: null, attempts: 1, lastError: expect.any(String) });
    // A job was queued for it; its retry (or the sweep) handles it once Stripe answers again.
    expect(await queuedEventJobs(event.id)).toBe(1);
    expect(await runStoredStripeEvents(t.ctx)).toEqual({ handled: 1, failed: 0 });
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'past_due' });
    expect((await storedEvent(event.id))!.handledAt).not.toBeNull();
    // Stripe's own retry of the same event is a duplicate.
    expect(await stripe.send(event)).toBe(200);
    expect(await runStoredStripeEvents(t.ctx)).toEqual({ handled: 0, failed: 0 });
  });

  it("shows the operator each restaurant's plan, with CSV, MRR and the trials ending this week", async () => {
    const paying = await connectedOwner();
    const { subscriptionId } = await trialThenCard(paying);
    await stripe.charge(subscriptionId, 'paid');
    const trying = await connectedOwner();
    expect((await pressOnAccount('start-trial', trying.placeId, trying.session)).status).toBe(200);

    const listed = await listForOperator(t.ctx, 'subscriptions', { q: paying.email });
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.page.rows).toEqual([
      expect.objectContaining({
        restaurantName: "Katz's Delicatessen",
        ownerEmail: paying.email,
        plan: 'starter',
        status: 'active',
        nextInvoiceAt: (await rowOf(paying.placeId))!.currentPeriodEnd!.toISOString(),
      }),
    ]);
    const parsed = parseListQuery('subscriptions', { q: trying.email });
    if (!parsed.ok) throw new Error(parsed.message);
    let csv = '';
    for await (const chunk of csvStream(t.ctx.database.db, 'subscriptions', parsed.query)) csv += String(chunk);
    const [header, line] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(
      /^trial_started_at,restaurant,place_id,owner_email,plan,status,trial_ends_at,next_invoice_at/,
    );
    expect(line).toContain(`${trying.email},starter,trialing,`);
    expect(parseListQuery('subscriptions', { status: 'gold' })).toMatchObject({ ok: false });

    const before = await operatorDashboard(t.ctx);
    expect(before.now.mrr).toMatchObject({ unit: 'usd', href: '/operator/subscriptions?status=active%2Cpast_due' });
    expect(before.now.mrr.value % 199).toBe(0);
    expect(before.now.mrr.value).toBeGreaterThanOrEqual(199);
    const another = await connectedOwner();
    const { subscriptionId: second } = await trialThenCard(another);
    await stripe.charge(second, 'paid');
    expect((await operatorDashboard(t.ctx)).now.mrr.value).toBe(before.now.mrr.value + 199);
    // The trial started today ends in 14 days: in the week ahead only from day 7.
    const ending = before.now.trialsEndingThisWeek.value;
    advanceClock(8 * DAY_MS);
    expect((await operatorDashboard(t.ctx)).now.trialsEndingThisWeek.value).toBeGreaterThan(ending);
  });

  it('cancels at the period end from the portal: Starter until then, Free Forever after', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    const portal = await pressOnAccount('manage-billing', owner.placeId, owner.session);
    expect(portal.status).toBe(302);
    expect(portal.location).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    const cancel = await fetch(`${portal.location}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/account');
    expect(await rowOf(owner.placeId)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await planOf(owner)).toBe('starter');
    await stripe.end(subscriptionId); // customer.subscription.deleted
    expect(stripe.delivered.at(-1)).toMatchObject({ event: { type: 'customer.subscription.deleted' }, status: 200 });
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'canceled' });
    expect(await planOf(owner)).toBe('free-forever');
    // Another owner's portal is not reachable: the restaurant is checked on the server.
    const stranger = await connectedOwner();
    const refused = await pressOnAccount('manage-billing', owner.placeId, stranger.session);
    expect(refused.status).toBe(409);
  });

  it('emails the owner when a payment fails; Starter holds while Stripe retries, Free Forever once it ends', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    await stripe.charge(subscriptionId, 'declined'); // customer.subscription.updated + invoice.payment_failed
    expect(stripe.delivered.at(-1)).toMatchObject({ event: { type: 'invoice.payment_failed' }, status: 200 });
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'past_due' });
    expect(await planOf(owner)).toBe('starter');
    const emails = await emailsOf(owner.email, 'billing-payment-failed');
    expect(emails).toHaveLength(1);
    expect(JSON.stringify(emails[0]!.payload)).toContain('/sign-in?next=%2Faccount');
    await stripe.end(subscriptionId);
    expect(await planOf(owner)).toBe('free-forever');
  });

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    const before = await rowOf(owner.placeId);
    const eventsBefore = await storedEventIds();
    stripe.patchSubscription(subscriptionId, { status: 'canceled' });
    const event = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId)!);
    const payload = JSON.stringify(event);
    const now = Math.floor(clock().getTime() / 1000);

    const forged = await postWebhook(payload, stripeSignatureHeader(payload, 'whsec_not_the_secret', now));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The Stripe signature does not match this body.' });
    const tampered = await postWebhook(
      payload.replace('canceled', 'active'),
      stripeSignatureHeader(payload, stripe.webhookSecret, now),
    );
    expect(tampered.statusCode).toBe(400);
    const stale = await postWebhook(payload, stripeSignatureHeader(payload, stripe.webhookSecret, now - 301));
    expect(stale.statusCode).toBe(400);
    expect((await postWebhook(payload, null)).statusCode).toBe(400);

    expect(await rowOf(owner.placeId)).toEqual(before);
    expect(await storedEventIds()).toEqual(eventsBefore);
    // Within the 5 minutes and signed with the secret, the same bytes are taken.
    const genuine = await postWebhook(payload, stripeSignatureHeader(payload, stripe.webhookSecret, now - 299));
    expect(genuine.statusCode).toBe(200);
    await runStoredStripeEvents(t.ctx);
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'canceled' });
  });

  it('refuses a signature made more than 5 minutes ahead of our clock, as it refuses one 5 minutes old', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    const before = await rowOf(owner.placeId);
    const eventsBefore = await storedEventIds();
    stripe.patchSubscription(subscriptionId, { status: 'canceled' });
    const event = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId)!);
    const payload = JSON.stringify(event);
    const now = Math.floor(clock().getTime() / 1000);

    // Signed with the secret, for 15 minutes from now (kept to be replayed later): refused, nothing changed.
    const ahead = await postWebhook(payload, stripeSignatureHeader(payload, stripe.webhookSecret, now + 15 * 60));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toEqual({ message: 'The Stripe signature was not made within 5 minutes of now.' });
    const justOver = await postWebhook(payload, stripeSignatureHeader(payload, stripe.webhookSecret, now + 301));
    expect(justOver.statusCode).toBe(400);
    expect(await rowOf(owner.placeId)).toEqual(before);
    expect(await storedEventIds()).toEqual(eventsBefore);
    // A clock a little behind Stripe's is fine.
    const slightlyAhead = await postWebhook(payload, stripeSignatureHeader(payload, stripe.webhookSecret, now + 299));
    expect(slightlyAhead.statusCode).toBe(200);
    await runStoredStripeEvents(t.ctx);
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'canceled' });
  });

  it('acknowledges, ignores and logs a signed event about a subscription that is not ours: no 500 for Stripe to retry', async () => {
    const unknown = stripe.event('customer.subscription.updated', {
      id: 'sub_not_in_this_account',
      object: 'subscription',
      status: 'active',
      metadata: {},
    });
    const first = await stripe.send(unknown);
    expect(first).toBe(200);
    expect(await storedEventIds()).toContain(unknown.id);
    expect(
      t.logs.some((line) => line.includes('sub_not_in_this_account') && line.includes('acknowledged and ignored')),
    ).toBe(true);
    // Stripe's next delivery of it is a duplicate, answered 200 without asking Stripe again.
    const reads = stripe.requests.length;
    expect(await stripe.send(unknown)).toBe(200);
    expect(stripe.requests.length).toBe(reads);

    // One Stripe has, but not made by our Checkout (no metadata of ours): acknowledged and ignored too.
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    const foreign = { ...stripe.subscriptions.get(subscriptionId)!, id: 'sub_foreign', metadata: {} };
    stripe.subscriptions.set('sub_foreign', foreign);
    expect(await stripe.send(stripe.event('customer.subscription.updated', foreign))).toBe(200);
    expect(await rowOf(owner.placeId)).toMatchObject({ stripeSubscriptionId: subscriptionId });
  });

  it('handles an event once: a replay or a retry of the same id changes nothing', async () => {
    const owner = await connectedOwner();
    const { subscriptionId } = await trialThenCard(owner);
    await stripe.charge(subscriptionId, 'declined');
    const failed = stripe.delivered.at(-1)!.event;
    expect(failed.type).toBe('invoice.payment_failed');
    // Stripe moves on (the card was updated and charged), then the old event is delivered again.
    stripe.patchSubscription(subscriptionId, { status: 'active' });
    await stripe.charge(subscriptionId, 'paid');
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'active' });
    const reads = stripe.requests.length;
    const replay = await stripe.send(failed);
    expect(replay).toBe(200);
    // Recognised by its id before anything is read or written: Stripe is not even asked.
    expect(stripe.requests.length).toBe(reads);
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'active' });
    expect(await emailsOf(owner.email, 'billing-payment-failed')).toHaveLength(1);
    expect((await storedEventIds()).filter((id) => id === failed.id)).toHaveLength(1);
  });

  it('takes customer.subscription.updated before checkout.session.completed, and an old update after a newer state', async () => {
    const owner = await connectedOwner();
    const { subscriptionId, sessionId } = await trialThenCard(owner, 'none');
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    const updated = stripe.event('customer.subscription.updated', subscription);
    expect(await stripe.send(updated)).toBe(200);
    expect(await rowOf(owner.placeId)).toMatchObject({ stripeSubscriptionId: subscriptionId, status: 'trialing' });
    // Stripe's state moves on (the trial ends paid) before the delayed completion arrives: the row follows Stripe.
    stripe.patchSubscription(subscriptionId, { status: 'active' });
    expect(await stripe.send(stripe.event('checkout.session.completed', stripe.sessions.get(sessionId)!))).toBe(200);
    expect(await rowOf(owner.placeId)).toMatchObject({ stripeSubscriptionId: subscriptionId, status: 'active' });
    // An old "trialing" update delivered late does not move the row back.
    expect(await stripe.send(updated)).toBe(200);
    const late = stripe.event('customer.subscription.updated', { ...subscription, status: 'trialing' });
    expect(await stripe.send(late)).toBe(200);
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'active' });
    expect(await planOf(owner)).toBe('starter');
  });
});
