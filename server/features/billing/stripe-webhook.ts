import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Stripe } from 'stripe';
import { emailBrand } from '#server/features/email/email-brand-config.ts';
import { queueEmail } from '#server/features/email/queue-email.ts';
import { BODY_LIMIT } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';
import { stripeEvents } from './billing-tables.ts';
import { paymentFailedTemplate } from './emails/billing-emails.ts';
import { endLiveSubscriptionOfErasedRow } from './billing-erasure.ts';
import { accountSignInUrl } from './billing-links.ts';
import { settleSecondSubscription } from './duplicate-subscriptions.ts';
import { isMissingAtStripe, stripeClient, type StripeConfig } from './stripe-client.ts';
import { idOf, syncSubscription } from './subscription-sync.ts';

/** Stripe signs `t.payload`; a signature made further than this from our clock, either way, is refused (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** The subscription an invoice bills: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  if (current) return current;
  return idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription);
}

/** The subscription an event is about, or null when the event does not concern one. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.mode === 'subscription' ? idOf(event.data.object.subscription) : null;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceSubscriptionId(event.data.object);
    default:
      return null;
  }
}

/**
 * One verified event. Whatever the event says, the subscription's current state is read from Stripe and copied, so
 * events arriving out of order (an update before the Checkout's completion, an old update after a newer one) all
 * leave the row as Stripe has it now. A second subscription for one restaurant is cancelled and refunded. A failed
 * payment also emails the owner, once per invoice.
 */
export async function handleStripeEvent(ctx: ServerContext, config: StripeConfig, event: Stripe.Event): Promise<void> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) {
    ctx.logger.info({ eventId: event.id, type: event.type }, 'Stripe event about no subscription; ignored');
    return;
  }
  const client = await stripeClient(config);
  let subscription: Stripe.Subscription;
  try {
    subscription = await client.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    // Signed by Stripe but about a subscription this account does not have (another account's, a deleted test
    // object): a 500 would have Stripe retry it for three days to the same answer. Acknowledged, ignored, logged.
    if (!isMissingAtStripe(error)) throw error;
    ctx.logger.warn(
      { eventId: event.id, type: event.type, subscriptionId },
      'Stripe event about a subscription Stripe does not know for this account; acknowledged and ignored',
    );
    return;
  }
  const synced = await syncSubscription(ctx, subscription);
  if (!synced) return;
  // A second subscription for the restaurant: cancelled and refunded, unless it replaces one that has ended.
  const row = synced.second ? await settleSecondSubscription(ctx, client, synced.row, subscription) : synced.row;
  if (!row) return;
  if (row.erasedAt) {
    // The owner's data was erased: nothing is sent to them, and nothing of theirs may go on billing.
    await endLiveSubscriptionOfErasedRow(ctx, row, subscription);
    return;
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    await queueEmail(ctx, {
      template: paymentFailedTemplate,
      to: row.ownerEmail,
      dedupeKey: `billing:payment-failed:${invoice.id ?? event.id}`,
      props: {
        brand: emailBrand(ctx),
        restaurantName: row.restaurantName,
        accountUrl: accountSignInUrl(ctx),
        amountDue: typeof invoice.amount_due === 'number' ? invoice.amount_due / 100 : null,
        nextAttempt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000).toISOString() : null,
      },
    });
  }
}

/** The `t=` of a `Stripe-Signature` header: when Stripe signed, in unix seconds. */
function signedAt(header: string): number | null {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key?.trim() === 't') return /^\d+$/.test(value?.trim() ?? '') ? Number(value) : null;
  }
  return null;
}

/**
 * The event, once its signature matches the raw body and was made within the tolerance of our clock, on either side:
 * the client's `constructEvent` refuses a signature too old, and a timestamp too far ahead (a signature made for
 * later, kept and replayed then) is refused here.
 */
async function verifiedEvent(
  config: StripeConfig,
  signature: string,
  body: Buffer,
  now: Date,
): Promise<{ event: Stripe.Event } | { message: string; error: unknown }> {
  let event: Stripe.Event;
  try {
    const client = await stripeClient(config);
    event = client.webhooks.constructEvent(
      body,
      signature,
      config.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    const stale = (error as Error).message.includes('tolerance');
    return { message: stale ? OUTSIDE_TOLERANCE : 'The Stripe signature does not match this body.', error };
  }
  const at = signedAt(signature);
  if (at === null || at - Math.floor(now.getTime() / 1000) > SIGNATURE_TOLERANCE_SECONDS) {
    return { message: OUTSIDE_TOLERANCE, error: new Error(`Stripe signature timestamp ${at} is ahead of our clock`) };
  }
  return { event };
}

const OUTSIDE_TOLERANCE = 'The Stripe signature was not made within 5 minutes of now.';

/**
 * `POST /webhooks/stripe`: Stripe's events, verified on the raw body with STRIPE_WEBHOOK_SECRET (HMAC-SHA256 of
 * `t.payload`, 5 minutes' tolerance) and handled once per event id. Cross-site by nature, so outside the same-site
 * write rule (server/http/security-headers.ts): the signature is what admits it. A bad signature is a 400 and
 * changes nothing; a failure while handling is a 500 that gives the event id back, so Stripe's retry runs it again.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the bytes Stripe sent: keep them as they came, whatever the content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const config = ctx.config.stripe;
      if (!config) return reply.status(404).send({ message: 'Billing is not configured.' });
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
        return reply.status(400).send({ message: 'A Stripe-Signature header and a body are required.' });
      }
      const verified = await verifiedEvent(config, signature, body, ctx.now());
      if (!('event' in verified)) {
        request.log.warn({ err: verified.error }, 'Stripe webhook with a bad signature refused');
        return reply.status(400).send({ message: verified.message });
      }
      const { event } = verified;
      const { db } = ctx.database;
      const claimed = await db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, receivedAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (claimed.length === 0) return reply.send({ received: true, duplicate: true });
      try {
        await handleStripeEvent(ctx, config, event);
      } catch (error) {
        await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
        ctx.logger.error({ err: error, eventId: event.id, type: event.type }, 'Stripe event failed; Stripe will retry');
        return reply.status(500).send({ message: 'The event could not be handled; retry later.' });
      }
      return reply.send({ received: true });
    });
  });
}
