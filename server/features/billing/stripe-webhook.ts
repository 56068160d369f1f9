import type { FastifyInstance } from 'fastify';
import type { Stripe } from 'stripe';
import { BODY_LIMIT } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';
import { stripeClient, type StripeConfig } from './stripe-client.ts';
import { stripeEventQueue, storeStripeEvent } from './stripe-events.ts';

/** Stripe signs `t.payload`; a signature made further than this from our clock, either way, is refused (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

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
 * `t.payload`, 5 minutes' tolerance either way), stored once per event id and answered at once; the
 * `billing.stripe-event` job handles each (stripe-events.ts). Cross-site by nature, so outside the same-site write
 * rule (server/http/security-headers.ts): the signature is what admits it. A bad signature is a 400 and changes
 * nothing; only a failure to store the event is a 500, for Stripe to send it again.
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
      const stored = await storeStripeEvent(ctx, event);
      if (!stored) return reply.send({ received: true, duplicate: true });
      if (stored.pending) {
        try {
          await ctx.jobs.send(stripeEventQueue, { eventId: event.id });
        } catch (error) {
          // Stored: the five-minute sweep handles it.
          ctx.logger.error({ err: error, eventId: event.id }, 'Stripe event stored but its job was not queued');
        }
      }
      return reply.send({ received: true });
    });
  });
}
