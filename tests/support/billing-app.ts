import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, afterAll, expect } from 'vitest';
import { action as accountAction, loader as accountLoader } from '#app/routes/account.tsx';
import { subscriptions, stripeEvents } from '#server/features/billing/billing-tables.ts';
import { restaurantPlan } from '#server/features/billing/plan.ts';
import { runStoredStripeEvents } from '#server/features/billing/stripe-events.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe-double.ts';
import {
  callback,
  clock,
  connectPathFor,
  enroll,
  googleUser,
  nextSeq,
  run,
  signedInAs,
  t,
  throughGoogle,
  withGoogleConnectApp,
} from './google-connect-app.ts';

/**
 * Billing against the Stripe double and the Google double, on the test clock: the double's events reach the app's
 * `POST /webhooks/stripe` through inject(), signed as Stripe signs them, and the stored events are then handled as
 * the `billing.stripe-event` job handles them.
 */
export let stripe: StripeDouble;

export function withBillingApp(): void {
  beforeAll(async () => {
    stripe = await startStripeDouble({
      now: clock,
      deliver: async (payload, signature) => {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/webhooks/stripe',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          payload,
        });
        // The test app runs no workers: what the billing.stripe-event job would do next, done here.
        await runStoredStripeEvents(t.ctx);
        return answer.statusCode;
      },
    });
  });
  withGoogleConnectApp(() => stripe.env);
  afterAll(async () => {
    await stripe?.close();
  });
}

/**
 * A new owner with a new restaurant (or the given place), its Google profile connected; returns the address, place
 * and session.
 */
export async function connectedOwner(
  address?: string,
  place?: string,
): Promise<{ email: string; placeId: string; session: string }> {
  const n = nextSeq();
  const email = address ?? `billing-${n}@katz.example`;
  const placeId = place ?? `ChIJbilling-${n}`;
  googleUser(email, [{ title: `Restaurant ${n}`, placeId }]);
  await enroll(t, email, placeId);
  const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email, placeId));
  const done = await callback(t, callbackUrl, cookie);
  expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
  return { email, placeId, session: await signedInAs(t, email) };
}

/** Presses a plan button on /account as the browser with this Cookie header. */
export function pressOnAccount(intent: string, placeId: string, cookie: string | null) {
  return run(accountAction as never, '/account', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ intent, placeId }).toString(),
  });
}

export function accountPage(cookie: string) {
  return run(accountLoader as never, '/account', { headers: { cookie } });
}

/** The restaurant's row: the live one, or the erased one when none is live. */
export async function rowOf(placeId: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.placeId, placeId))
    .orderBy(sql`${subscriptions.erasedAt} is not null`, desc(subscriptions.createdAt));
  return row ?? null;
}

export function planOf(owner: { email: string; placeId: string }) {
  return restaurantPlan(t.ctx, owner, clock());
}

export async function emailsOf(recipient: string, kind: string) {
  return t.ctx.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.recipient, recipient), eq(emailMessages.kind, kind)));
}

export async function storedEventIds(): Promise<string[]> {
  return (await t.ctx.database.db.select({ id: stripeEvents.id }).from(stripeEvents)).map((row) => row.id);
}

/** Starts the trial, then presses "Add a card" and pays on the double's Checkout page; returns the subscription id. */
export async function trialThenCard(
  owner: { email: string; placeId: string; session: string },
  order: 'subscription-first' | 'checkout-first' | 'none' = 'subscription-first',
): Promise<{ subscriptionId: string; sessionId: string }> {
  expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
  const checkout = await pressOnAccount('add-card', owner.placeId, owner.session);
  expect(checkout.status).toBe(302);
  expect(checkout.location).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
  const sessionId = checkout.location!.split('/').pop()!;
  const back = await stripe.pay(sessionId, order);
  expect(back).toBe('http://localhost:3000/account?billing=checkout-done');
  const subscriptionId = String(stripe.sessions.get(sessionId)!['subscription']);
  return { subscriptionId, sessionId };
}

export { t, clock };
