import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, startStripeDouble, type StripeDouble } from '../doubles/stripe-double.ts';

/** The Stripe double against the official client: what billing calls, answered as Stripe answers it. */
describe('Stripe double', () => {
  let double: StripeDouble;
  let stripe: Stripe;
  const received: { payload: string; signature: string }[] = [];

  beforeAll(async () => {
    double = await startStripeDouble({
      deliver: async (payload, signature) => {
        received.push({ payload, signature });
        return 200;
      },
    });
    const base = new URL(double.url);
    stripe = new Stripe(double.secretKey, {
      host: base.hostname,
      port: base.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await double?.close();
  });

  it('reads Stripe form encoding back into nested objects', () => {
    expect(parseStripeForm('line_items[0][price]=p&line_items[0][quantity]=1&metadata[a]=b&mode=subscription')).toEqual(
      {
        line_items: [{ price: 'p', quantity: '1' }],
        metadata: { a: 'b' },
        mode: 'subscription',
      },
    );
  });

  it('refuses a wrong API key as Stripe does', async () => {
    const base = new URL(double.url);
    const wrong = new Stripe('sk_test_wrong', {
      host: base.hostname,
      port: base.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.create({ email: 'a@example.com' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('runs a Checkout in subscription mode with a trial and sends signed events the client verifies', async () => {
    const customer = await stripe.customers.create({ email: 'owner@example.com', metadata: { place_id: 'p1' } });
    const trialEnd = Math.floor(Date.now() / 1000) + 10 * 24 * 3600;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: double.priceId, quantity: 1 }],
      subscription_data: { trial_end: trialEnd, metadata: { subscription_row: 'r1' } },
      success_url: 'http://localhost:3000/account?billing=checkout-done',
      cancel_url: 'http://localhost:3000/account',
    });
    expect(session.url).toMatch(/\/checkout\/cs_test_/);
    const page = await fetch(session.url!);
    expect(await page.text()).toContain('Pay');
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost:3000/account?billing=checkout-done');

    const events = received.map(({ payload, signature }) =>
      stripe.webhooks.constructEvent(payload, signature, double.webhookSecret),
    );
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.created', 'checkout.session.completed']);
    const completed = events[1]!;
    if (completed.type !== 'checkout.session.completed') throw new Error('unexpected event');
    const subscription = await stripe.subscriptions.retrieve(String(completed.data.object.subscription));
    expect(subscription).toMatchObject({
      status: 'trialing',
      trial_end: trialEnd,
      metadata: { subscription_row: 'r1' },
    });
    expect(subscription.items.data[0]!.current_period_end).toBe(trialEnd);

    expect(() => stripe.webhooks.constructEvent(received[0]!.payload, received[0]!.signature, 'whsec_other')).toThrow(
      /No signatures found/,
    );

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/account',
    });
    expect(portal.url).toMatch(/\/portal\/bps_/);
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
  });

  it('refuses what Stripe refuses: an unknown price, a trial under 48 hours, an unknown subscription', async () => {
    const base = { mode: 'subscription' as const, success_url: 'http://localhost:3000/account' };
    await expect(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_nope', quantity: 1 }] }),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        line_items: [{ price: double.priceId, quantity: 1 }],
        subscription_data: { trial_end: Math.floor(Date.now() / 1000) + 3600 },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'subscription_data[trial_end]' });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('replays an idempotent request, lists, expires and updates as Stripe does, and refunds a payment once', async () => {
    const customer = await stripe.customers.create(
      { email: 'twice@example.com', metadata: { subscription_row: 'r2', owner_email: 'twice@example.com' } },
      { idempotencyKey: 'customer-r2' },
    );
    const again = await stripe.customers.create(
      { email: 'twice@example.com', metadata: { subscription_row: 'r2', owner_email: 'twice@example.com' } },
      { idempotencyKey: 'customer-r2' },
    );
    expect(again.id).toBe(customer.id);
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer-r2' }),
    ).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    // An empty value removes: the email, and a metadata key.
    const cleared = await stripe.customers.update(customer.id, { email: '', metadata: { owner_email: '' } });
    expect(cleared).toMatchObject({ email: null, metadata: { subscription_row: 'r2' } });

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: double.priceId, quantity: 1 }],
      success_url: 'http://localhost:3000/account',
    });
    expect(session.expires_at - session.created).toBe(24 * 3600);
    const open = await stripe.checkout.sessions.list({ customer: customer.id, status: 'open' });
    expect(open.data.map((listed) => listed.id)).toEqual([session.id]);
    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });

    // Paid at once (no trial): the invoice's payment can be refunded once.
    const paidSession = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: double.priceId, quantity: 1 }],
      success_url: 'http://localhost:3000/account',
    });
    await double.pay(paidSession.id);
    const subscriptions = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(subscriptions.data).toHaveLength(1);
    const subscription = subscriptions.data[0]!;
    const invoiceId = String(subscription.latest_invoice);
    expect(await stripe.invoices.retrieve(invoiceId)).not.toHaveProperty('payments');
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const intent = String(invoice.payments!.data[0]!.payment.payment_intent);
    const refund = await stripe.refunds.create({ payment_intent: intent, reason: 'duplicate' });
    expect(refund).toMatchObject({ object: 'refund', amount: 19_900, status: 'succeeded' });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    // A canceled subscription still takes a metadata change, and nothing else.
    await stripe.subscriptions.cancel(subscription.id);
    expect(await stripe.subscriptions.update(subscription.id, { metadata: { note: 'x' } })).toMatchObject({
      metadata: { note: 'x' },
    });
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });
});
