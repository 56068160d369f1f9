import { describe, expect, it } from 'vitest';
import { runTrialMoments } from '#server/features/billing/trial-jobs.ts';
import { loader as accountLoader } from '#app/routes/account.tsx';
import { loader as homeLoader } from '#app/routes/home.tsx';
import { advanceClock, enroll, nextSeq, run, signedInAs } from '../support/google-connect-app.ts';
import { createAppServices } from '#server/app-features.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  accountPage,
  clock,
  connectedOwner,
  emailsOf,
  planOf,
  pressOnAccount,
  rowOf,
  t,
  withBillingApp,
} from '../support/billing-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The landing page's loader data (a plain object, not a data() answer). */
function landing(app: TestApp) {
  const request = new Request('http://localhost:3000/');
  return homeLoader({ request, context: { services: createAppServices(app.ctx) }, params: {} } as never);
}

/** The 14-day Starter trial: who may start it, the day-11 reminder, the return to Free Forever. */
describe('billing: the Starter trial', () => {
  withBillingApp();

  it('starts for a signed-in owner with a connected restaurant, and /account shows it', async () => {
    const owner = await connectedOwner();
    expect(await planOf(owner)).toBe('free-forever');
    const before = await accountPage(owner.session);
    expect(before.data['billing']).toEqual([expect.objectContaining({ placeId: owner.placeId, canStartTrial: true })]);

    const started = await pressOnAccount('start-trial', owner.placeId, owner.session);
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({ message: null, done: 'start-trial' });
    expect(await planOf(owner)).toBe('starter');
    const session = { email: owner.email, sessionId: 'unused' };
    expect(await createAppServices(t.ctx).billing.plan(session, owner.placeId)).toBe('starter');
    const row = await rowOf(owner.placeId);
    expect(row).toMatchObject({ status: 'trialing', ownerEmail: owner.email, stripeSubscriptionId: null });
    expect(row!.trialEndsAt.getTime() - clock().getTime()).toBe(14 * DAY_MS);
    const after = await accountPage(owner.session);
    expect(after.data['billing']).toEqual([
      expect.objectContaining({ plan: 'starter', status: 'trialing', canStartTrial: false, canAddCard: true }),
    ]);
  });

  it('asks a visitor to sign in, a not-connected owner to connect, and refuses a second trial', async () => {
    const owner = await connectedOwner();
    const visitor = await pressOnAccount('start-trial', owner.placeId, null);
    expect(visitor).toMatchObject({ status: 302, location: '/sign-in?next=%2Faccount' });
    const forged = await pressOnAccount('start-trial', owner.placeId, 'rb_owner=forged-token');
    expect(forged.location).toBe('/sign-in?next=%2Faccount');

    const n = nextSeq();
    const notConnected = `plain-${n}@katz.example`;
    await enroll(t, notConnected, `ChIJplain-${n}`);
    const refused = await pressOnAccount('start-trial', `ChIJplain-${n}`, await signedInAs(t, notConnected));
    expect(refused.status).toBe(409);
    expect(refused.data['message']).toMatch(/Connect your Google Business Profile first/);

    // Another owner's restaurant is not this owner's to start.
    const other = await connectedOwner();
    const notYours = await pressOnAccount('start-trial', other.placeId, owner.session);
    expect(notYours.data['message']).toMatch(/not one of yours/);

    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);
    const again = await pressOnAccount('start-trial', owner.placeId, owner.session);
    expect(again.status).toBe(409);
    expect(again.data['message']).toMatch(/already had its Starter trial/);

    // One trial per owner: a second restaurant of the same address is refused too.
    const secondPlace = await connectedOwner(owner.email);
    const second = await pressOnAccount('start-trial', secondPlace.placeId, owner.session);
    expect(second.status).toBe(409);
    expect(second.data['message']).toMatch(/already used its Starter trial/);
    expect(await rowOf(secondPlace.placeId)).toBeNull();

    const badForm = await pressOnAccount('dance', owner.placeId, owner.session);
    expect(badForm.status).toBe(400);
  });

  it("leads the pricing card's Starter button to the account page (a visitor signs in first), only with billing on", async () => {
    expect((await landing(t)).starterTrialPath).toBe('/account?plan=starter');
    const visitor = await run(accountLoader as never, '/account?plan=starter');
    expect(visitor).toMatchObject({ status: 302, location: '/sign-in?next=%2Faccount%3Fplan%3Dstarter' });
    const owner = await connectedOwner();
    const choosing = await run(accountLoader as never, '/account?plan=starter', { headers: { cookie: owner.session } });
    expect(choosing.data).toMatchObject({ choosingStarter: true });

    const withoutBilling = await createTestApp();
    try {
      expect((await landing(withoutBilling)).starterTrialPath).toBeNull();
      const session = await signedInAs(withoutBilling, owner.email);
      const page = await run(
        accountLoader as never,
        '/account?plan=starter',
        { headers: { cookie: session } },
        withoutBilling,
      );
      expect(page.data).toMatchObject({ billing: [], choosingStarter: false });
      const webhook = await withoutBilling.app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await withoutBilling.close();
    }
  });

  it('reminds once on day 11 and returns to Free Forever at the end without a card, with an email', async () => {
    const owner = await connectedOwner();
    expect((await pressOnAccount('start-trial', owner.placeId, owner.session)).status).toBe(200);

    advanceClock(10 * DAY_MS + 23 * 60 * 60 * 1000);
    await runTrialMoments(t.ctx, clock());
    expect(await emailsOf(owner.email, 'billing-trial-reminder')).toHaveLength(0);

    advanceClock(60 * 60 * 1000);
    const day11 = await runTrialMoments(t.ctx, clock());
    const row = await rowOf(owner.placeId);
    expect(day11.reminded).toContain(row!.id);
    const [first, second] = await Promise.all([runTrialMoments(t.ctx, clock()), runTrialMoments(t.ctx, clock())]);
    expect([...first.reminded, ...second.reminded]).not.toContain(row!.id);
    const reminders = await emailsOf(owner.email, 'billing-trial-reminder');
    expect(reminders).toHaveLength(1);
    const body = JSON.stringify(reminders[0]!.payload);
    expect(body).toContain('/sign-in?next=%2Faccount');
    expect(body).not.toContain('checkout');
    expect(await planOf(owner)).toBe('starter');

    advanceClock(3 * DAY_MS);
    const end = await runTrialMoments(t.ctx, clock());
    expect(end.ended).toContain(row!.id);
    expect(await runTrialMoments(t.ctx, clock())).toMatchObject({ ended: [] });
    expect(await planOf(owner)).toBe('free-forever');
    expect(await rowOf(owner.placeId)).toMatchObject({ status: 'trial-ended' });
    expect(await emailsOf(owner.email, 'billing-trial-ended')).toHaveLength(1);
    const page = await accountPage(owner.session);
    expect(page.data['billing']).toEqual([
      expect.objectContaining({ plan: 'free-forever', canStartTrial: false, canAddCard: true }),
    ]);
  });
});
