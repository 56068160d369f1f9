import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API Replybook calls, speaking its wire format: form-encoded requests with
 * bracketed keys (`line_items[0][price]`), `Authorization: Bearer sk_…`, JSON objects and `{ error: { type, code,
 * message, param } }` errors as Stripe's API reference describes them.
 *
 * - `POST /v1/customers`; `POST /v1/checkout/sessions` (subscription mode, a known price, `subscription_data
 *   [trial_end]` at least 48 hours away) and `GET /v1/checkout/sessions/{id}`;
 * - the hosted Checkout page `GET /checkout/{id}`, whose "Pay" button (`POST /checkout/{id}/pay`) makes the
 *   subscription, sends its events to the webhook and returns the browser to `success_url`;
 * - `POST /v1/billing_portal/sessions` and a minimal portal page whose "Cancel plan" sets `cancel_at_period_end`;
 * - `GET|POST|DELETE /v1/subscriptions/{id}`.
 *
 * Events are signed like Stripe's: `Stripe-Signature: t={unix},v1={hex HMAC-SHA256 of "t.payload"}` under the
 * endpoint's secret, and delivered to `webhookUrl` (or through `deliver`, for an app driven by inject()).
 */

type StripeObject = Record<string, unknown> & { id: string };

export interface StripeDoubleOptions {
  /** The test clock: event times, signature timestamps and trial checks follow it. */
  now?: () => Date;
  /** Where events are POSTed (a real server); ignored when `deliver` is given. */
  webhookUrl?: string;
  /** How events reach the app (tests pass one that calls app.inject); returns the HTTP status. */
  deliver?: (payload: string, signature: string) => Promise<number>;
}

export interface DeliveredEvent {
  event: StripeObject & { type: string; data: { object: StripeObject } };
  status: number;
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

const PRICE_ID = 'price_starter_monthly';
const PRICE_AMOUNT = 19_900;
const MONTH_S = 30 * 24 * 60 * 60;
const MIN_CHECKOUT_TRIAL_S = 48 * 60 * 60;

/** Stripe's form encoding back to objects: `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** The header Stripe sends with an event: `t=…,v1=…`. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** The double's state: what Stripe holds, what it has sent and received, and how it reaches the app. */
interface StripeState {
  now: () => Date;
  deliver: StripeDoubleOptions['deliver'];
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  portals: Map<string, StripeObject>;
  delivered: DeliveredEvent[];
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  baseUrl: string;
  webhookUrl: string | undefined;
  /** API requests still to answer with Stripe's 500 `api_error` (an outage). */
  failuresLeft: number;
}

type StripeEvent = DeliveredEvent['event'];
type Answer = { html: string } | { redirect: string } | { json: unknown };

function unix(state: StripeState): number {
  return Math.floor(state.now().getTime() / 1000);
}

function missing(kind: string, id: string): never {
  throw new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', 'id');
}

function invalid(message: string, code: string, param: string, status = 400): never {
  throw new StripeApiError(status, 'invalid_request_error', message, code, param);
}

function subscriptionObject(state: StripeState, id: string): StripeObject {
  return state.subscriptions.get(id) ?? missing('subscription', id);
}

function makeEvent(state: StripeState, type: string, object: StripeObject): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unix(state),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object) },
  };
}

/** Signs and sends one event as Stripe does; a replay sends the same id and body again. */
async function send(state: StripeState, stripeEvent: StripeEvent, signAt = unix(state)): Promise<number> {
  const payload = JSON.stringify(stripeEvent, null, 2);
  const signature = stripeSignatureHeader(payload, state.webhookSecret, signAt);
  let status: number;
  if (state.deliver) status = await state.deliver(payload, signature);
  else if (state.webhookUrl) {
    const response = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    status = response.status;
  } else throw new Error('the Stripe double has no webhook to deliver to');
  state.delivered.push({ event: stripeEvent, status });
  return status;
}

function invoice(state: StripeState, subscription: StripeObject, paid: boolean): StripeObject {
  return {
    id: newId('in'),
    object: 'invoice',
    customer: subscription['customer'],
    amount_due: PRICE_AMOUNT,
    amount_paid: paid ? PRICE_AMOUNT : 0,
    currency: 'usd',
    status: paid ? 'paid' : 'open',
    next_payment_attempt: paid ? null : unix(state) + 3 * 24 * 60 * 60,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
  };
}

function setPeriod(subscription: StripeObject, start: number, end: number): void {
  const items = subscription['items'] as { data: Record<string, unknown>[] };
  for (const item of items.data) {
    item['current_period_start'] = start;
    item['current_period_end'] = end;
  }
}

/** The subscription a completed Checkout session makes, trialing when the session asked for a trial. */
function newSubscription(state: StripeState, session: StripeObject): StripeObject {
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

type PayOrder = 'subscription-first' | 'checkout-first' | 'none';

/** The hosted Checkout's "Pay": the subscription, then its events (in `order`), then the success URL. */
async function pay(state: StripeState, sessionId: string, order: PayOrder = 'subscription-first'): Promise<string> {
  const session = state.sessions.get(sessionId) ?? missing('checkout.session', sessionId);
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
  if (subscription['status'] === 'canceled') {
    throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its metadata.');
  }
  if (body['cancel_at_period_end'] !== undefined) {
    subscription['cancel_at_period_end'] = body['cancel_at_period_end'] === 'true';
  }
  if (body['metadata']) Object.assign(subscription['metadata'] as object, body['metadata']);
  return subscription;
}

/** Stripe's checks on a Checkout session's parameters, in the order Stripe reports them. */
function validateCheckoutSession(state: StripeState, body: Record<string, unknown>): void {
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

function createCheckoutSession(state: StripeState, body: Record<string, unknown>): StripeObject {
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
  };
  state.sessions.set(id, session);
  return session;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

interface RouteRequest {
  /** The path's one `{id}` segment, when the route has one. */
  id: string;
  body: Record<string, unknown>;
}

interface Route {
  method: string;
  pattern: RegExp;
  handle: (state: StripeState, request: RouteRequest) => Answer | Promise<Answer>;
}

function checkoutPage(state: StripeState, { id }: RouteRequest): Answer {
  const session = state.sessions.get(id) ?? missing('checkout.session', id);
  return {
    html: page(
      'Subscribe to Starter',
      `<p>$199.00 per month${(session['subscription_data'] as { trial_end?: string }).trial_end ? ' after your trial' : ''}.</p>
<form method="post" action="/checkout/${session.id}/pay"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button type="submit">Pay</button></form>
<p><a href="${String(session['cancel_url'])}">Back</a></p>`,
    ),
  };
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
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: (s, r) => ({ json: createCheckoutSession(s, r.body) }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([\w]+)$/,
    handle: (s, r) => ({ json: s.sessions.get(r.id) ?? missing('checkout.session', r.id) }),
  },
  { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, handle: createPortalSession },
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
  return apiRoute.route.handle(state, { id: apiRoute.id, body });
}

function writeError(response: ServerResponse, error: unknown): void {
  const apiError =
    error instanceof StripeApiError ? error : new StripeApiError(500, 'api_error', (error as Error).message);
  response.writeHead(apiError.status, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      error: {
        type: apiError.type,
        message: apiError.message,
        ...(apiError.code ? { code: apiError.code } : {}),
        ...(apiError.param ? { param: apiError.param } : {}),
      },
    }),
  );
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
