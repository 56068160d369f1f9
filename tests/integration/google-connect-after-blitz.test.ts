import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { loader as accountLoader } from '#app/routes/account.tsx';
import { loader as connectLoader } from '#app/routes/connect-google.tsx';
import { loader as connectedLoader } from '#app/routes/connect-google-connected.tsx';
import { loader as inboxLoader } from '#app/routes/inbox.tsx';
import type { OwnerRestaurant } from '#contracts/accounts.ts';
import type { InboxPageData } from '#contracts/owner-inbox.ts';
import { googleConnectStates } from '#server/features/google-business/connection-tables.ts';
import {
  callback,
  connectionRows,
  connectPathFor,
  enroll,
  googleUser,
  PLACE,
  run,
  signedInAs,
  t,
  throughGoogle,
  uniqueOwner,
  withGoogleConnectApp,
} from '../support/google-connect-app.ts';

/**
 * Connecting Google after the 7-day blitz (docs/google-business-profile.md, "Where the owner starts"): every page that
 * says "not connected" offers Connect for as long as the restaurant's emails go on, and the signed-in owner connects
 * from their own pages with `/connect/google?place=`, no emailed link needed, through the same state, PKCE cookie and
 * session checks as every other start.
 */

withGoogleConnectApp();

const SESSION_CONNECT = `/connect/google?place=${encodeURIComponent(PLACE)}`;

/** An owner whose blitz ended (on Free Forever now) without ever connecting Google. */
async function afterTheBlitz(status: 'completed' | 'unsubscribed' = 'completed') {
  const email = uniqueOwner();
  const enrollmentId = await enroll(t, email);
  await t.ctx.database.db
    .update(blitzEnrollments)
    .set({ status, completedAt: t.ctx.now() })
    .where(eq(blitzEnrollments.id, enrollmentId));
  googleUser(email, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
  return { email, enrollmentId, session: await signedInAs(t, email) };
}

async function googleLine(session: string): Promise<OwnerRestaurant['google']> {
  const account = await run(accountLoader as never, '/account', { headers: { cookie: session } });
  const restaurants = account.data['restaurants'] as OwnerRestaurant[];
  return restaurants.find((restaurant) => restaurant.placeId === PLACE)!.google;
}

async function inboxPage(session: string): Promise<InboxPageData> {
  const inbox = await run(inboxLoader as never, `/inbox?place=${PLACE}`, { headers: { cookie: session } });
  return inbox.data['page'] as InboxPageData;
}

async function stateRows(enrollmentId: string) {
  return t.ctx.database.db.select().from(googleConnectStates).where(eq(googleConnectStates.enrollmentId, enrollmentId));
}

describe('connecting Google after the blitz', () => {
  test('the inbox and the account page offer Connect, and it connects from the session alone; then the inbox', async () => {
    const owner = await afterTheBlitz();
    const line = await googleLine(owner.session);
    expect(line).toEqual({ state: 'not-connected', connectPath: SESSION_CONNECT });
    const before = await inboxPage(owner.session);
    expect(before.connected).toBe(false);
    expect(before.plan).toBe('free-forever');
    expect(before.google).toEqual({ state: 'not-connected', connectPath: SESSION_CONNECT });

    // The button's path: to Google's consent page with a fresh state and the PKCE verifier in its cookie.
    const { callbackUrl, cookie, authorizeUrl, setCookie } = await throughGoogle(t, SESSION_CONNECT, owner.session);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(setCookie).toMatch(/^gbp_pkce_[\w-]+=[\w-]+; Max-Age=600; Path=\/connect\/google\/callback; HttpOnly/);
    const [state] = await stateRows(owner.enrollmentId);
    expect(state?.startPath).toBe(SESSION_CONNECT);

    const done = await callback(t, callbackUrl, cookie);
    expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
    const [row] = await connectionRows(t, owner.enrollmentId);
    expect(row?.status).toBe('active');

    // The connected page's main action is the restaurant's inbox, which now shows the connected reviews.
    const connected = await run(connectedLoader as never, done.location!);
    expect(connected.data).toMatchObject({ valid: true, placeId: PLACE, locationTitle: "Katz's Delicatessen" });
    const after = await inboxPage(owner.session);
    expect(after.connected).toBe(true);
    expect(after.google.state).toBe('connected');
    expect((await googleLine(owner.session)).state).toBe('connected');
  });

  test('the link in an email still connects once the blitz is over (Free Forever mornings carry it)', async () => {
    const owner = await afterTheBlitz();
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, owner.email), owner.session);
    const done = await callback(t, callbackUrl, cookie);
    expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
    expect((await connectionRows(t, owner.enrollmentId))[0]?.status).toBe('active');
  });

  test('without a session: the sign-in page, back to the same start; another owner’s place: a 404; nothing stored', async () => {
    const owner = await afterTheBlitz();
    const signedOut = await run(connectLoader as never, SESSION_CONNECT);
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe(`/sign-in?next=${encodeURIComponent(SESSION_CONNECT)}`);

    const stranger = await signedInAs(t, uniqueOwner());
    const refused = await run(connectLoader as never, SESSION_CONNECT, { headers: { cookie: stranger } });
    expect(refused.status).toBe(404);
    expect(refused.data).toMatchObject({ problem: 'not-yours' });
    expect(await stateRows(owner.enrollmentId)).toEqual([]);
  });

  test('an unsubscribed restaurant says why it cannot be connected, and its start is refused', async () => {
    const owner = await afterTheBlitz('unsubscribed');
    expect(await googleLine(owner.session)).toEqual({ state: 'not-connected', connectPath: null });
    expect((await inboxPage(owner.session)).google).toEqual({ state: 'not-connected', connectPath: null });
    const refused = await run(connectLoader as never, SESSION_CONNECT, { headers: { cookie: owner.session } });
    expect(refused.status).toBe(404);
    expect(refused.data).toMatchObject({ problem: 'no-blitz' });
    expect(await stateRows(owner.enrollmentId)).toEqual([]);
  });
});
