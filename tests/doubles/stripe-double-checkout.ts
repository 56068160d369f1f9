import {
  invalid,
  makeEvent,
  missing,
  MIN_CHECKOUT_TRIAL_S,
  MONTH_S,
  newId,
  page,
  PRICE_ID,
  send,
  list,
  StripeApiError,
  unix,
  type Answer,
  type RouteRequest,
  type StripeObject,
  type StripeState,
} from './stripe-double-wire.ts';
import { invoice } from './stripe-double-invoices.ts';

/**
 * The Stripe double's Checkout (tests/doubles/stripe-double.ts): sessions as the API makes, lists and expires them,
 * the hosted page, and its "Pay", which makes the subscription and sends its events.
 */

export function setPeriod(subscription: StripeObject, start: number, end: number): void {
  const items = subscription['items'] as { data: Record<string, unknown>[] };
  for (const item of items.data) {
    item['current_period_start'] = start;
    item['current_period_end'] = end;
  }
}

/** The subscription a completed Checkout session makes, trialing when the session asked for a trial. */
export function newSubscription(state: StripeState, session: StripeObject): StripeObject {
  const data = (session['subscription_data'] ?? {}) as { trial_end?: string; metadata?: Record<string, string> };
  const start = unix(state);
  const trialEnd = data.trial_end ? Number(data.trial_end) : null;
  const subscription: StripeObject = {
    id: newId('sub'),
    object: 'subscription',
    customer: session['customer'],
    status: trialEnd ? 'trialing' : 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    created: start,
    trial_start: trialEnd ? start : null,
    trial_end: trialEnd,
    metadata: data.metadata ?? {},
    items: {
      object: 'list',
      data: [{ id: newId('si'), object: 'subscription_item', price: { id: PRICE_ID }, quantity: 1 }],
    },
  };
  setPeriod(subscription, start, trialEnd ?? start + MONTH_S);
  return subscription;
}

/** How long Stripe keeps a Checkout session open by default. */
export const SESSION_LIFETIME_S = 24 * 60 * 60;

/** A session as Stripe has it now: an open one past its `expires_at` has expired (and says so from then on). */
export function sessionNow(state: StripeState, id: string): StripeObject {
  const session = state.sessions.get(id) ?? missing('checkout.session', id);
  if (session['status'] === 'open' && unix(state) >= Number(session['expires_at'])) {
    Object.assign(session, { status: 'expired', url: null });
  }
  return session;
}

export type PayOrder = 'subscription-first' | 'checkout-first' | 'none';

/** The hosted Checkout's "Pay": the subscription, then its events (in `order`), then the success URL. */
export async function pay(
  state: StripeState,
  sessionId: string,
  order: PayOrder = 'subscription-first',
): Promise<string> {
  const session = sessionNow(state, sessionId);
  if (session['status'] !== 'open') throw new StripeApiError(400, 'invalid_request_error', 'This session is done.');
  const subscription = newSubscription(state, session);
  const trialEnd = subscription['trial_end'];
  state.subscriptions.set(subscription.id, subscription);
  Object.assign(session, { status: 'complete', payment_status: trialEnd ? 'no_payment_required' : 'paid' });
  session['subscription'] = subscription.id;
  const created = makeEvent(state, 'customer.subscription.created', subscription);
  const completed = makeEvent(state, 'checkout.session.completed', session);
  // `none`: the test sends the events itself, in the order it wants to prove.
  if (order === 'none') return String(session['success_url']);
  for (const stripeEvent of order === 'subscription-first' ? [created, completed] : [completed, created]) {
    await send(state, stripeEvent);
  }
  if (!trialEnd) await send(state, makeEvent(state, 'invoice.paid', invoice(state, subscription, true)));
  return String(session['success_url']);
}

/** Stripe's checks on a Checkout session's parameters, in the order Stripe reports them. */
export function validateCheckoutSession(state: StripeState, body: Record<string, unknown>): void {
  if (!['subscription', 'payment', 'setup'].includes(String(body['mode']))) {
    invalid('Missing required param: mode.', 'parameter_missing', 'mode');
  }
  const items = (body['line_items'] ?? []) as { price?: string; quantity?: string }[];
  if (body['mode'] === 'subscription' && items.length === 0) {
    invalid('line_items is required in subscription mode.', 'parameter_missing', 'line_items');
  }
  for (const [index, item] of items.entries()) {
    if (item.price !== PRICE_ID) {
      invalid(`No such price: '${item.price}'`, 'resource_missing', `line_items[${index}][price]`, 404);
    }
  }
  if (!body['success_url']) invalid('Missing required param: success_url.', 'parameter_missing', 'success_url');
  const customer = body['customer'] as string | undefined;
  if (customer && !state.customers.has(customer)) missing('customer', customer);
  const trialEnd = (body['subscription_data'] as { trial_end?: string } | undefined)?.trial_end;
  if (trialEnd !== undefined && Number(trialEnd) < unix(state) + MIN_CHECKOUT_TRIAL_S) {
    invalid(
      'subscription_data.trial_end must be at least 48 hours in the future.',
      'parameter_invalid_integer',
      'subscription_data[trial_end]',
    );
  }
}

export function createCheckoutSession(state: StripeState, body: Record<string, unknown>): StripeObject {
  validateCheckoutSession(state, body);
  const id = newId('cs_test');
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    mode: body['mode'],
    status: 'open',
    payment_status: 'unpaid',
    customer: (body['customer'] as string | undefined) ?? null,
    client_reference_id: body['client_reference_id'] ?? null,
    metadata: body['metadata'] ?? {},
    subscription: null,
    subscription_data: body['subscription_data'] ?? {},
    line_items: body['line_items'] ?? [],
    success_url: body['success_url'],
    cancel_url: body['cancel_url'] ?? null,
    url: `${state.baseUrl}/checkout/${id}`,
    created: unix(state),
    // Stripe's default: a session can be paid for 24 hours.
    expires_at: unix(state) + SESSION_LIFETIME_S,
  };
  state.sessions.set(id, session);
  return session;
}

/** `GET /v1/checkout/sessions`: by customer and status. */
export function listCheckoutSessions(state: StripeState, { body }: RouteRequest): Answer {
  const data = [...state.sessions.keys()]
    .map((id) => sessionNow(state, id))
    .filter(
      (session) =>
        (!body['customer'] || session['customer'] === body['customer']) &&
        (!body['status'] || session['status'] === body['status']),
    );
  return list('/v1/checkout/sessions', data);
}

/** `POST /v1/checkout/sessions/{id}/expire`: only an open session can be expired. */
export function expireCheckoutSession(state: StripeState, { id }: RouteRequest): Answer {
  const session = sessionNow(state, id);
  if (session['status'] !== 'open') {
    invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session['status'])}".`,
      'checkout_session_not_open',
      'session',
    );
  }
  Object.assign(session, { status: 'expired', url: null });
  return { json: session };
}

export function checkoutPage(state: StripeState, { id }: RouteRequest): Answer {
  const session = sessionNow(state, id);
  if (session['status'] !== 'open') {
    return {
      html: page(
        'This Checkout Session is no longer active',
        `<p>It has ${session['status'] === 'complete' ? 'already been paid' : 'expired'}.</p><p><a href="${String(session['cancel_url'])}">Back</a></p>`,
      ),
    };
  }
  return {
    html: page(
      'Subscribe to Starter',
      `<p>$199.00 per month${(session['subscription_data'] as { trial_end?: string }).trial_end ? ' after your trial' : ''}.</p>
<form method="post" action="/checkout/${session.id}/pay"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button type="submit">Pay</button></form>
<p><a href="${String(session['cancel_url'])}">Back</a></p>`,
    ),
  };
}
