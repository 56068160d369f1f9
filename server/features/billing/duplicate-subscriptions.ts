import type { Stripe } from 'stripe';
import type { ServerContext } from '#server/server-context.ts';
import { STRIPE_STARTER_STATUSES, type SubscriptionRow } from './plan.ts';
import type { StripeClient } from './stripe-client.ts';
import { copySubscription, idOf } from './subscription-sync.ts';

/**
 * A second subscription for a restaurant that already has one (two Checkouts paid, from two tabs or an old session):
 * the restaurant pays once. The first subscription is kept while Stripe says it keeps Starter; the second is
 * cancelled now and what its first invoice took is refunded. If the first no longer keeps Starter (ended, or left
 * unpaid), the second takes its place and the first is cancelled if it is not already. Every step reads Stripe's state first and the refund carries an idempotency key, so a retried event
 * does nothing twice.
 */

/** Stripe's statuses of a subscription that is over. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/** Refunds what the subscription's latest invoice took; returns the amount refunded now, in cents. */
async function refundLatestInvoice(
  client: StripeClient,
  row: SubscriptionRow,
  duplicate: Stripe.Subscription,
  kept: string,
): Promise<number> {
  const invoiceId = idOf(duplicate.latest_invoice);
  if (!invoiceId) return 0;
  const invoice = await client.invoices.retrieve(invoiceId, { expand: ['payments'] });
  let refunded = 0;
  for (const payment of invoice.payments?.data ?? []) {
    const paymentIntent = idOf(payment.payment.payment_intent);
    if (payment.status !== 'paid' || !paymentIntent) continue;
    try {
      const refund = await client.refunds.create(
        {
          payment_intent: paymentIntent,
          reason: 'duplicate',
          metadata: { subscription_row: row.id, duplicate_of: kept },
        },
        { idempotencyKey: `refund-duplicate-${payment.id}` },
      );
      refunded += refund.amount;
    } catch (error) {
      // Refunded by an earlier delivery of this event (or by hand in Stripe's dashboard): nothing left to do.
      if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
    }
  }
  return refunded;
}

/**
 * Resolves `incoming`, a subscription of ours for `row`, which already has another one. Returns the row when the
 * incoming subscription took the row's place (the first had ended), or null when it was a duplicate.
 */
export async function settleSecondSubscription(
  ctx: ServerContext,
  client: StripeClient,
  row: SubscriptionRow,
  incoming: Stripe.Subscription,
): Promise<SubscriptionRow | null> {
  const keptId = row.stripeSubscriptionId;
  if (!keptId) return copySubscription(ctx, row, incoming);
  let kept = await client.subscriptions.retrieve(keptId);
  if (!STRIPE_STARTER_STATUSES.includes(kept.status as SubscriptionRow['status'])) {
    // The first no longer keeps Starter (Stripe's word, read now): the restaurant's plan is the new one. One left
    // unpaid, incomplete or paused is cancelled, so it cannot start billing again beside the new one.
    if (!ENDED_STATUSES.includes(kept.status)) {
      kept = await client.subscriptions.cancel(kept.id, {
        cancellation_details: { comment: `Replaced by ${incoming.id}: the owner added a card again.` },
      });
    }
    return copySubscription(ctx, await copySubscription(ctx, row, kept), incoming);
  }
  let canceled = false;
  if (!ENDED_STATUSES.includes(incoming.status)) {
    await client.subscriptions.cancel(incoming.id, {
      cancellation_details: { comment: `Duplicate of ${kept.id}: a second Checkout for the same restaurant.` },
    });
    canceled = true;
  }
  const refunded = await refundLatestInvoice(client, row, incoming, kept.id);
  if (canceled || refunded > 0) {
    ctx.logger.warn(
      { placeId: row.placeId, kept: kept.id, duplicate: incoming.id, canceled, refundedUsd: refunded / 100 },
      'A second Stripe subscription for one restaurant: cancelled and its payment refunded; the first is kept',
    );
  }
  return null;
}
