import type { Stripe } from 'stripe';
import { emailBrand, queueEmail } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import { endLiveSubscriptionOfErasedRow } from './billing-erasure.ts';
import { accountSignInUrl } from './billing-links.ts';
import type { StripeEventDetail } from './billing-tables.ts';
import { settleSecondSubscription } from './duplicate-subscriptions.ts';
import { paymentFailedTemplate } from './emails/billing-emails.ts';
import { isMissingAtStripe, stripeClient, type StripeConfig } from './stripe-client.ts';
import { idOf, syncSubscription } from './subscription-sync.ts';

/** What handling an event needs, as the webhook stored it. */
export interface StoredStripeEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  detail: StripeEventDetail | null;
}

/** The subscription an invoice bills: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  if (current) return current;
  return idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription);
}

/** The subscription an event is about, or null when the event does not concern one. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
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

/** A failed invoice's figures, for the owner's email; null for every other event. */
export function detailOf(event: Stripe.Event): StripeEventDetail | null {
  if (event.type !== 'invoice.payment_failed') return null;
  const invoice = event.data.object;
  return {
    invoiceId: invoice.id ?? null,
    amountDue: typeof invoice.amount_due === 'number' ? invoice.amount_due : null,
    nextPaymentAttempt: invoice.next_payment_attempt ?? null,
  };
}

/**
 * One stored event. Whatever the event says, the subscription's current state is read from Stripe and copied, so
 * events arriving out of order (an update before the Checkout's completion, an old update after a newer one) all
 * leave the row as Stripe has it now. A second subscription for one restaurant is cancelled and refunded. A failed
 * payment also emails the owner, once per invoice. Throws when Stripe or the database fails (the job retries).
 */
export async function handleStripeEvent(
  ctx: ServerContext,
  config: StripeConfig,
  event: StoredStripeEvent,
): Promise<void> {
  if (!event.subscriptionId) return;
  const client = await stripeClient(config);
  let subscription: Stripe.Subscription;
  try {
    subscription = await client.subscriptions.retrieve(event.subscriptionId);
  } catch (error) {
    // Signed by Stripe but about a subscription this account does not have (another account's, a deleted test
    // object): retrying would get the same answer for ever. Handled by ignoring it, logged.
    if (!isMissingAtStripe(error)) throw error;
    ctx.logger.warn(
      { eventId: event.id, type: event.type, subscriptionId: event.subscriptionId },
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
    const detail = event.detail;
    await queueEmail(ctx, {
      template: paymentFailedTemplate,
      to: row.ownerEmail,
      dedupeKey: `billing:payment-failed:${detail?.invoiceId ?? event.id}`,
      props: {
        brand: emailBrand(ctx),
        restaurantName: row.restaurantName,
        accountUrl: accountSignInUrl(ctx),
        amountDue: typeof detail?.amountDue === 'number' ? detail.amountDue / 100 : null,
        nextAttempt: detail?.nextPaymentAttempt ? new Date(detail.nextPaymentAttempt * 1000).toISOString() : null,
      },
    });
  }
}
