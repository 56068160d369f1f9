import { createHmac, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The Stripe double's wire format (tests/doubles/stripe-double.ts): Stripe's form encoding, its object ids, its
 * error shape and list envelope, and its signed events.
 */

export type StripeObject = Record<string, unknown> & { id: string };

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

export const PRICE_ID = 'price_starter_monthly';
export const PRICE_AMOUNT = 19_900;
export const MONTH_S = 30 * 24 * 60 * 60;
export const MIN_CHECKOUT_TRIAL_S = 48 * 60 * 60;

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

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export class StripeApiError extends Error {
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
export interface StripeState {
  now: () => Date;
  deliver: StripeDoubleOptions['deliver'];
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  portals: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** Payment intents by id: how much was paid, how much refunded. */
  payments: Map<string, { amount: number; refunded: number }>;
  refunds: Map<string, StripeObject>;
  /** `Idempotency-Key` → the request it first came with and Stripe's answer, replayed for the same key. */
  idempotent: Map<string, { request: string; outcome: Answer | StripeApiError }>;
  delivered: DeliveredEvent[];
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  baseUrl: string;
  webhookUrl: string | undefined;
  /** API requests still to answer with Stripe's 500 `api_error` (an outage). */
  failuresLeft: number;
}

export type StripeEvent = DeliveredEvent['event'];
export type Answer = { html: string } | { redirect: string } | { json: unknown };

export function unix(state: StripeState): number {
  return Math.floor(state.now().getTime() / 1000);
}

export function missing(kind: string, id: string): never {
  throw new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', 'id');
}

export function invalid(message: string, code: string, param: string, status = 400): never {
  throw new StripeApiError(status, 'invalid_request_error', message, code, param);
}

export function makeEvent(state: StripeState, type: string, object: StripeObject): StripeEvent {
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
export async function send(state: StripeState, stripeEvent: StripeEvent, signAt = unix(state)): Promise<number> {
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

/** Stripe's metadata update: keys merge into what is there, and a key posted empty is removed. */
export function mergeMetadata(object: StripeObject, posted: unknown): void {
  if (posted === undefined) return;
  // `metadata=` (empty) removes every key.
  if (posted === '') {
    object['metadata'] = {};
    return;
  }
  const metadata = (object['metadata'] ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(posted as Record<string, unknown>)) {
    if (value === '') delete metadata[key];
    else metadata[key] = value;
  }
  object['metadata'] = metadata;
}

/** Stripe's list envelope. */
export function list(url: string, data: StripeObject[]): { json: unknown } {
  return { json: { object: 'list', url, has_more: false, data } };
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

export interface RouteRequest {
  /** The path's one `{id}` segment, when the route has one. */
  id: string;
  body: Record<string, unknown>;
}

export interface Route {
  method: string;
  pattern: RegExp;
  handle: (state: StripeState, request: RouteRequest) => Answer | Promise<Answer>;
}

export function writeError(response: ServerResponse, error: unknown): void {
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
