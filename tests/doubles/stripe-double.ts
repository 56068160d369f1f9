import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkoutPage,
  createCheckoutSession,
  expireCheckoutSession,
  listCheckoutSessions,
  pay,
  setPeriod,
  sessionNow,
  type PayOrder,
} from './stripe-double-checkout.ts';
import { createRefund, invoice, retrieveInvoice } from './stripe-double-invoices.ts';
import {
  list,
  makeEvent,
  mergeMetadata,
  missing,
  MONTH_S,
  newId,
  page,
  parseStripeForm,
  PRICE_ID,
  send,
  StripeApiError,
  unix,
  writeError,
  type Answer,
  type Route,
  type RouteRequest,
  type StripeDoubleOptions,
  type StripeEvent,
  type StripeObject,
  type StripeState,
} from './stripe-double-wire.ts';

export { parseStripeForm, stripeSignatureHeader } from './stripe-double-wire.ts';
export type { DeliveredEvent, StripeDoubleOptions } from './stripe-double-wire.ts';

/**
 * A local stand-in for the part of Stripe's API Replybook calls, speaking its wire format: form-encoded requests with
 * bracketed keys (`line_items[0][price]`), `Authorization: Bearer sk_…`, JSON objects and `{ error: { type, code,
 * message, param } }` errors as Stripe's API reference describes them.
 *
 * - `POST /v1/customers`, `GET|POST /v1/customers/{id}` (an empty `email` removes it; metadata keys posted empty
 *   are removed, as everywhere);
 * - `POST /v1/checkout/sessions` (subscription mode, a known price, `subscription_data[trial_end]` at least 48
 *   hours away), `GET /v1/checkout/sessions` (by `customer`, `status`), `GET /v1/checkout/sessions/{id}` and
 *   `POST /v1/checkout/sessions/{id}/expire` (open sessions only);
 * - the hosted Checkout page `GET /checkout/{id}`, whose "Pay" button (`POST /checkout/{id}/pay`) makes the
 *   subscription, sends its events to the webhook and returns the browser to `success_url`;
 * - `POST /v1/billing_portal/sessions` and a minimal portal page whose "Cancel plan" sets `cancel_at_period_end`;
 * - `GET /v1/subscriptions` (by `customer`; `status=all` includes canceled ones), `GET|POST|DELETE
 *   /v1/subscriptions/{id}` (a canceled subscription can still update its metadata).
 *
 * Events are signed like Stripe's: `Stripe-Signature: t={unix},v1={hex HMAC-SHA256 of "t.payload"}` under the
 * endpoint's secret, and delivered to `webhookUrl` (or through `deliver`, for an app driven by inject()).
 */

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

function subscriptionObject(state: StripeState, id: string): StripeObject {
  return state.subscriptions.get(id) ?? missing('subscription', id);
}

/** Stripe's side of a trial's end or a renewal: the card is charged (paid) or declined (past_due). */
async function charge(state: StripeState, subscriptionId: string, outcome: 'paid' | 'declined'): Promise<void> {
  const subscription = subscriptionObject(state, subscriptionId);
  if (outcome === 'paid') {
    subscription['status'] = 'active';
    setPeriod(subscription, unix(state), unix(state) + MONTH_S);
  } else subscription['status'] = 'past_due';
  await send(state, makeEvent(state, 'customer.subscription.updated', subscription));
  const type = outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed';
  await send(state, makeEvent(state, type, invoice(state, subscription, outcome === 'paid')));
}

/** The subscription ends now (a period end after a cancel, or Stripe giving up on a payment). */
async function end(state: StripeState, subscriptionId: string): Promise<void> {
  const subscription = subscriptionObject(state, subscriptionId);
  Object.assign(subscription, { status: 'canceled', canceled_at: unix(state), ended_at: unix(state) });
  await send(state, makeEvent(state, 'customer.subscription.deleted', subscription));
}

function updateSubscription(state: StripeState, id: string, body: Record<string, unknown>): StripeObject {
  const subscription = subscriptionObject(state, id);
  const others = Object.keys(body).filter((key) => key !== 'metadata' && key !== 'expand');
  if (subscription['status'] === 'canceled' && others.length > 0) {
    throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its metadata.');
  }
  if (body['cancel_at_period_end'] !== undefined) {
    subscription['cancel_at_period_end'] = body['cancel_at_period_end'] === 'true';
  }
  mergeMetadata(subscription, body['metadata']);
  return subscription;
}

/** `GET /v1/subscriptions`: by customer and status; without a status, every one that is not canceled. */
function listSubscriptions(state: StripeState, { body }: RouteRequest): Answer {
  const status = (body['status'] as string | undefined) ?? null;
  const data = [...state.subscriptions.values()].filter(
    (subscription) =>
      (!body['customer'] || subscription['customer'] === body['customer']) &&
      (status === 'all' ||
        (status === null
          ? !['canceled', 'incomplete_expired'].includes(String(subscription['status']))
          : subscription['status'] === status)),
  );
  return list('/v1/subscriptions', data);
}

function customerObject(state: StripeState, id: string): StripeObject {
  return state.customers.get(id) ?? missing('customer', id);
}

/** `POST /v1/customers/{id}`: an empty `email` removes the address; metadata merges as everywhere. */
function updateCustomer(state: StripeState, { id, body }: RouteRequest): Answer {
  const customer = customerObject(state, id);
  if (body['email'] !== undefined) customer['email'] = body['email'] === '' ? null : body['email'];
  if (body['name'] !== undefined) customer['name'] = body['name'] === '' ? null : body['name'];
  mergeMetadata(customer, body['metadata']);
  return { json: customer };
}

function portalPage(state: StripeState, { id }: RouteRequest): Answer {
  const portal = state.portals.get(id) ?? missing('billing_portal.session', id);
  return {
    html: page(
      'Manage your plan',
      `<form method="post" action="/portal/${portal.id}/cancel"><button type="submit">Cancel plan</button></form><p><a href="${String(portal['return_url'])}">Return</a></p>`,
    ),
  };
}

/** The portal's "Cancel plan": every live subscription of the customer ends at its period's end. */
async function portalCancel(state: StripeState, { id }: RouteRequest): Promise<Answer> {
  const portal = state.portals.get(id) ?? missing('billing_portal.session', id);
  for (const subscription of state.subscriptions.values()) {
    if (subscription['customer'] !== portal['customer'] || subscription['status'] === 'canceled') continue;
    subscription['cancel_at_period_end'] = true;
    await send(state, makeEvent(state, 'customer.subscription.updated', subscription));
  }
  return { redirect: String(portal['return_url']) };
}

function createCustomer(state: StripeState, { body }: RouteRequest): Answer {
  const customer: StripeObject = {
    id: newId('cus'),
    object: 'customer',
    email: body['email'] ?? null,
    name: body['name'] ?? null,
    metadata: body['metadata'] ?? {},
  };
  state.customers.set(customer.id, customer);
  return { json: customer };
}

function createPortalSession(state: StripeState, { body }: RouteRequest): Answer {
  const customer = String(body['customer'] ?? '');
  if (!state.customers.has(customer)) missing('customer', customer);
  const id = newId('bps');
  const portal: StripeObject = {
    id,
    object: 'billing_portal.session',
    customer,
    return_url: body['return_url'] ?? null,
    url: `${state.baseUrl}/portal/${id}`,
  };
  state.portals.set(id, portal);
  return { json: portal };
}

async function deleteSubscription(state: StripeState, { id }: RouteRequest): Promise<Answer> {
  const subscription = subscriptionObject(state, id);
  Object.assign(subscription, { status: 'canceled', canceled_at: unix(state) });
  await send(state, makeEvent(state, 'customer.subscription.deleted', subscription));
  return { json: subscription };
}

/** The hosted pages a browser visits; they need no API key and are not part of an outage. */
const PAGE_ROUTES: Route[] = [
  { method: 'GET', pattern: /^\/checkout\/([\w]+)$/, handle: checkoutPage },
  { method: 'POST', pattern: /^\/checkout\/([\w]+)\/pay$/, handle: async (s, r) => ({ redirect: await pay(s, r.id) }) },
  { method: 'GET', pattern: /^\/portal\/([\w]+)$/, handle: portalPage },
  { method: 'POST', pattern: /^\/portal\/([\w]+)\/cancel$/, handle: portalCancel },
];

/** The `/v1/` API, behind the secret key. */
const API_ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/v1\/customers$/, handle: createCustomer },
  { method: 'GET', pattern: /^\/v1\/customers\/([\w]+)$/, handle: (s, r) => ({ json: customerObject(s, r.id) }) },
  { method: 'POST', pattern: /^\/v1\/customers\/([\w]+)$/, handle: updateCustomer },
  { method: 'GET', pattern: /^\/v1\/checkout\/sessions$/, handle: listCheckoutSessions },
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/, handle: expireCheckoutSession },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: (s, r) => ({ json: createCheckoutSession(s, r.body) }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([\w]+)$/,
    handle: (s, r) => ({ json: sessionNow(s, r.id) }),
  },
  { method: 'GET', pattern: /^\/v1\/invoices\/([\w]+)$/, handle: retrieveInvoice },
  { method: 'POST', pattern: /^\/v1\/refunds$/, handle: createRefund },
  { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, handle: createPortalSession },
  { method: 'GET', pattern: /^\/v1\/subscriptions$/, handle: listSubscriptions },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions\/([\w]+)$/,
    handle: (s, r) => ({ json: subscriptionObject(s, r.id) }),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([\w]+)$/,
    handle: (s, r) => ({ json: updateSubscription(s, r.id, r.body) }),
  },
  { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([\w]+)$/, handle: deleteSubscription },
];

function findRoute(routes: Route[], method: string, path: string): { route: Route; id: string } | undefined {
  for (const route of routes) {
    const match = route.method === method ? path.match(route.pattern) : null;
    if (match) return { route, id: match[1] ?? '' };
  }
  return undefined;
}

async function route(
  state: StripeState,
  method: string,
  path: string,
  body: Record<string, unknown>,
  raw: IncomingMessage,
): Promise<Answer> {
  const pageRoute = findRoute(PAGE_ROUTES, method, path);
  if (pageRoute) return pageRoute.route.handle(state, { id: pageRoute.id, body });
  if (!path.startsWith('/v1/')) missing('route', path);
  if (state.failuresLeft > 0) {
    state.failuresLeft -= 1;
    throw new StripeApiError(500, 'api_error', 'An unknown error occurred while processing your request.');
  }
  if (raw.headers.authorization !== `Bearer ${state.secretKey}`) {
    throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.');
  }
  const apiRoute = findRoute(API_ROUTES, method, path) ?? missing('route', `${method} ${path}`);
  const run = () => apiRoute.route.handle(state, { id: apiRoute.id, body });
  const key = raw.headers['idempotency-key'];
  return method === 'POST' && typeof key === 'string'
    ? idempotent(state, key, `${path} ${JSON.stringify(body)}`, run)
    : run();
}

/**
 * Stripe's idempotent requests: the first answer to a key (success or error) is kept and given again for the same
 * key and parameters; the same key with other parameters is an `idempotency_error`.
 */
async function idempotent(
  state: StripeState,
  key: string,
  request: string,
  run: () => Answer | Promise<Answer>,
): Promise<Answer> {
  const seen = state.idempotent.get(key);
  if (seen) {
    if (seen.request !== request) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (seen.outcome instanceof StripeApiError) throw seen.outcome;
    return seen.outcome;
  }
  try {
    const answer = await run();
    state.idempotent.set(key, { request, outcome: answer });
    return answer;
  } catch (error) {
    if (error instanceof StripeApiError) state.idempotent.set(key, { request, outcome: error });
    throw error;
  }
}

async function handle(state: StripeState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? '/', state.baseUrl);
  const method = request.method ?? 'GET';
  const body = parseStripeForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
  state.requests.push({ method, path: url.pathname, body });
  try {
    const answer = await route(state, method, url.pathname, body, request);
    if ('redirect' in answer) response.writeHead(303, { location: answer.redirect }).end();
    else if ('html' in answer) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
    else {
      response
        .writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') })
        .end(JSON.stringify(answer.json));
    }
  } catch (error) {
    writeError(response, error);
  }
}

export async function startStripeDouble(options: StripeDoubleOptions = {}) {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const state: StripeState = {
    now: options.now ?? (() => new Date()),
    deliver: options.deliver,
    secretKey,
    webhookSecret,
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    portals: new Map(),
    invoices: new Map(),
    payments: new Map(),
    refunds: new Map(),
    idempotent: new Map(),
    delivered: [],
    requests: [],
    baseUrl: '',
    webhookUrl: options.webhookUrl,
    failuresLeft: 0,
  };

  const server = createServer((request, response) => void handle(state, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.baseUrl = baseUrl;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    priceId: PRICE_ID,
    /** The STRIPE_* variables that point the app at this double. */
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_STARTER: PRICE_ID,
      STRIPE_API_BASE: baseUrl,
    },
    customers: state.customers,
    sessions: state.sessions,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    refunds: state.refunds,
    delivered: state.delivered,
    requests: state.requests,
    /** The next `count` API requests fail as in an outage (500 `api_error`; the client retries those). */
    failNextRequests(count: number) {
      state.failuresLeft = count;
    },
    setWebhookUrl(url: string) {
      state.webhookUrl = url;
    },
    pay: (sessionId: string, order?: PayOrder) => pay(state, sessionId, order),
    charge: (subscriptionId: string, outcome: 'paid' | 'declined') => charge(state, subscriptionId, outcome),
    end: (subscriptionId: string) => end(state, subscriptionId),
    event: (type: string, object: StripeObject) => makeEvent(state, type, object),
    send: (stripeEvent: StripeEvent, signAt?: number) => send(state, stripeEvent, signAt),
    /** Changes a subscription's state without an event (Stripe's state moved on before a delayed event arrives). */
    patchSubscription(id: string, patch: Record<string, unknown>) {
      Object.assign(subscriptionObject(state, id), patch);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
