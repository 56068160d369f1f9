import {
  missing,
  newId,
  PRICE_AMOUNT,
  StripeApiError,
  unix,
  type Answer,
  type RouteRequest,
  type StripeObject,
  type StripeState,
} from './stripe-double-wire.ts';

/**
 * The Stripe double's invoices and refunds (tests/doubles/stripe-double.ts): an invoice of a subscription, paid
 * through a payment intent or open while Stripe retries; `GET /v1/invoices/{id}` (its `payments` only when expanded,
 * as Stripe's includable fields are) and `POST /v1/refunds` of a payment intent, once.
 */

/** A new invoice of the subscription, now its latest; a paid one has a payment intent that can be refunded. */
export function invoice(state: StripeState, subscription: StripeObject, paid: boolean): StripeObject {
  const id = newId('in');
  const paymentIntent = paid ? newId('pi') : null;
  if (paymentIntent) state.payments.set(paymentIntent, { amount: PRICE_AMOUNT, refunded: 0 });
  const object: StripeObject = {
    id,
    object: 'invoice',
    customer: subscription['customer'],
    amount_due: PRICE_AMOUNT,
    amount_paid: paid ? PRICE_AMOUNT : 0,
    currency: 'usd',
    status: paid ? 'paid' : 'open',
    next_payment_attempt: paid ? null : unix(state) + 3 * 24 * 60 * 60,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
    payments: {
      object: 'list',
      url: `/v1/invoices/${id}/payments`,
      has_more: false,
      data: paymentIntent
        ? [
            {
              id: newId('inpay'),
              object: 'invoice_payment',
              amount_paid: PRICE_AMOUNT,
              amount_requested: PRICE_AMOUNT,
              currency: 'usd',
              invoice: id,
              is_default: true,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
            },
          ]
        : [],
    },
  };
  state.invoices.set(id, object);
  subscription['latest_invoice'] = id;
  // As an event carries it: without the includable `payments`.
  return invoiceAsRead(object, []);
}

/** An invoice as the API answers: `payments` only when `expand[]=payments` asked for it. */
function invoiceAsRead(object: StripeObject, expand: unknown): StripeObject {
  if (Array.isArray(expand) && expand.includes('payments')) return object;
  const { payments: _payments, ...rest } = object;
  return rest as StripeObject;
}

export function retrieveInvoice(state: StripeState, { id, body }: RouteRequest): Answer {
  const object = state.invoices.get(id) ?? missing('invoice', id);
  return { json: invoiceAsRead(object, body['expand']) };
}

/** `POST /v1/refunds` of a payment intent: the whole amount left; a second refund is Stripe's `charge_already_refunded`. */
export function createRefund(state: StripeState, { body }: RouteRequest): Answer {
  const intent = String(body['payment_intent'] ?? '');
  const payment = state.payments.get(intent) ?? missing('payment_intent', intent);
  if (payment.refunded >= payment.amount) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Charge for ${intent} has already been refunded.`,
      'charge_already_refunded',
    );
  }
  const amount = payment.amount - payment.refunded;
  payment.refunded = payment.amount;
  const refund: StripeObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: 'usd',
    payment_intent: intent,
    reason: body['reason'] ?? null,
    metadata: body['metadata'] ?? {},
    status: 'succeeded',
    created: unix(state),
  };
  state.refunds.set(refund.id, refund);
  return { json: refund };
}
