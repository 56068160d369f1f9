import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { action as connectAction, loader as connectLoader } from '#app/routes/connect-google.tsx';
import { action as disconnectAction } from '#app/routes/connect-google-disconnect.tsx';
import { createAppServices } from '#server/app-features.ts';
import { loader as connectedLoader } from '#app/routes/connect-google-connected.tsx';
import { action as locationAction, loader as locationLoader } from '#app/routes/connect-google-location.tsx';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { googleConnectStates } from '#server/features/google-business/connection-tables.ts';
import { ensureReplyDraft, replyLinkFor } from '#server/features/google-business/reply-drafts.ts';
import { googleReplyDrafts, googleReviews } from '#server/features/google-business/review-tables.ts';
import { reviewContentHash } from '#server/features/google-business/review-version.ts';
import { GoogleConnectionBrokenError } from '#server/features/google-business/google-connection-types.ts';
import { createGoogleConnections, googleEmailLinks } from '#server/features/google-business/google-connections.ts';
import { GoogleApiError } from '#server/providers/google-business/google-business-client.ts';
import {
  advanceClock,
  callback,
  clock,
  connectionRows,
  connectOwner,
  connectPathFor,
  double,
  enroll,
  googleUser,
  nextSeq,
  ORIGIN,
  OWNER,
  PLACE,
  refreshTokenOf,
  run,
  signedInAs,
  t,
  throughGoogle,
  uniqueOwner,
  withGoogleConnectApp,
} from '../support/google-connect-app.ts';

/** Connecting a Google Business Profile: the OAuth round trip, its refusals, and the tokens afterwards. */

withGoogleConnectApp();

describe('connect', () => {
  test('connect → Google → callback picks the location at the playbook’s place; the refresh token is stored sealed', async () => {
    googleUser(OWNER, [
      { title: "Katz's Delicatessen", placeId: PLACE },
      { title: 'Katz’s Express (Brooklyn)', placeId: 'ChIJkatz-express' },
    ]);
    const enrollmentId = await enroll(t, OWNER);

    const { authorizeUrl, cookie, callbackUrl, setCookie } = await throughGoogle(t, connectPathFor(t, OWNER));
    expect(authorizeUrl.origin).toBe(double.baseUrl);
    expect(authorizeUrl.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/business.manage');
    expect(authorizeUrl.searchParams.get('access_type')).toBe('offline');
    expect(authorizeUrl.searchParams.get('prompt')).toBe('consent');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/connect/google/callback`);
    // The verifier rides in a cookie only the callback receives, unreadable by scripts.
    expect(setCookie).toMatch(
      /^gbp_pkce_[\w-]+=[\w-]{43}; Max-Age=600; Path=\/connect\/google\/callback; HttpOnly; SameSite=Lax$/,
    );
    expect(authorizeUrl.toString()).not.toContain(cookie.split('=')[1]);

    const done = await callback(t, callbackUrl, cookie);
    expect(done.status).toBe(302);
    expect(done.setCookie).toMatch(/Max-Age=0/);

    const [row] = await connectionRows(t, enrollmentId);
    expect(row).toMatchObject({ status: 'active', locationTitle: "Katz's Delicatessen", placeId: PLACE });
    const refreshToken = refreshTokenOf(t, row!);
    expect(double.refreshTokenActive(refreshToken)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(refreshToken);
    expect(row!.refreshTokenSealed.startsWith(`v1.${row!.keyId}.`)).toBe(true);

    const page = await run(connectedLoader as never, done.location!);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ valid: true, locationTitle: "Katz's Delicatessen" });
    expect(String(page.data.disconnectPath)).toMatch(/^\/connect\/google\/disconnect\?t=/);
    expect(JSON.stringify(page.data)).not.toContain(refreshToken);

    const connection = await createGoogleConnections(t.ctx).forEnrollment(enrollmentId);
    expect(connection).toMatchObject({
      status: 'active',
      locationName: row!.locationName,
      accountName: row!.accountName,
    });
  });

  test.each([
    ['several locations at the place', [PLACE, PLACE]],
    ['no location at the place', ['ChIJsomewhere-else', null]],
  ])('%s: a page lists them and the owner’s POST chooses', async (_label, placeIds) => {
    const email = uniqueOwner();
    const { locations } = googleUser(
      email,
      placeIds.map((placeId, index) => ({ title: `Katz's ${index === 0 ? 'Houston St' : 'Second Ave'}`, placeId })),
    );
    const enrollmentId = await enroll(t, email);
    const { callbackUrl, cookie, session } = await throughGoogle(t, connectPathFor(t, email));
    const done = await callback(t, callbackUrl, cookie);
    expect(done.location).toMatch(/^\/connect\/google\/location\?t=/);
    expect(await createGoogleConnections(t.ctx).forEnrollment(enrollmentId)).toBeNull();

    // Only the signed-in owner sees (and makes) the choice.
    expect((await run(locationLoader as never, done.location!)).data.valid).toBe(false);
    const page = await run(locationLoader as never, done.location!, { headers: { cookie: session } });
    expect(page.data.valid).toBe(true);
    const options = page.data.locations as { name: string; title: string; address: string }[];
    expect(options.map((option) => option.title)).toEqual(["Katz's Houston St", "Katz's Second Ave"]);
    expect(options[0]!.address).toContain('205 E Houston St');

    const form = (location: string, cookie: string = session) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ location }).toString(),
    });
    const stranger = await run(locationAction as never, done.location!, form(locations[1]!.name, 'rb_owner=nobody'));
    expect(stranger.status).toBe(403);
    const refused = await run(locationAction as never, done.location!, form('locations/not-theirs'));
    expect(refused.status).toBe(400);

    const chosen = await run(locationAction as never, done.location!, form(locations[1]!.name));
    expect(chosen.location).toMatch(/^\/connect\/google\/connected\?t=/);
    // Pressed twice: the same result, nothing new.
    const again = await run(locationAction as never, done.location!, form(locations[1]!.name));
    expect(again.location).toMatch(/^\/connect\/google\/connected\?t=/);
    const rows = await connectionRows(t, enrollmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', locationName: locations[1]!.name, locationChoices: null });
  });

  test('a replayed state is refused, and so is a callback in a browser without the verifier cookie', async () => {
    const email = uniqueOwner();
    googleUser(email, [{ title: 'Katz', placeId: PLACE }]);
    const enrollmentId = await enroll(t, email);
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));

    const otherBrowser = await callback(t, callbackUrl, null);
    expect(otherBrowser.status).toBe(400);
    expect(otherBrowser.data.problem).toBe('other-browser');
    expect(otherBrowser.data.retryPath).toBeNull();

    const replay = await callback(t, callbackUrl, cookie);
    expect(replay.status).toBe(400);
    expect(replay.data.problem).toBe('state-used');
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);

    // A fresh flow, completed once, then replayed.
    const second = await throughGoogle(t, connectPathFor(t, email));
    expect((await callback(t, second.callbackUrl, second.cookie)).status).toBe(302);
    const replayed = await callback(t, second.callbackUrl, second.cookie);
    expect(replayed.status).toBe(400);
    expect(replayed.data.problem).toBe('state-used');
    expect(await connectionRows(t, enrollmentId)).toHaveLength(1);
  });

  test('a state older than 10 minutes is refused', async () => {
    const email = uniqueOwner();
    googleUser(email, [{ title: 'Katz', placeId: PLACE }]);
    const enrollmentId = await enroll(t, email);
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    advanceClock(10 * 60_000 + 1_000);
    const late = await callback(t, callbackUrl, cookie);
    expect(late.status).toBe(400);
    expect(late.data.problem).toBe('state-invalid');
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);
  });

  test('a tampered connect link or state is refused with a page, and nothing is stored', async () => {
    const email = uniqueOwner();
    await enroll(t, email);
    const path = connectPathFor(t, email);
    const tampered = path.replace(/t=(.)/, (_m, c: string) => `t=${c === 'e' ? 'f' : 'e'}`);
    const refused = await run(connectLoader as never, tampered);
    expect(refused.status).toBe(400);
    expect(refused.data.problem).toBe('invalid-link');
    const states = await t.ctx.database.db.select().from(googleConnectStates);

    const { callbackUrl, cookie } = await throughGoogle(t, path);
    const url = new URL(callbackUrl);
    const state = url.searchParams.get('state')!;
    url.searchParams.set('state', `${state.slice(0, -2)}${state.endsWith('A') ? 'B' : 'A'}`);
    const forged = await callback(t, url.toString(), cookie);
    expect(forged.status).toBe(400);
    expect(forged.data.problem).toBe('state-invalid');
    expect((await t.ctx.database.db.select().from(googleConnectStates)).length).toBe(states.length + 1);
  });

  test('access_denied: "nothing changed" with a link to try again', async () => {
    const email = uniqueOwner();
    googleUser(email, [{ title: 'Katz', placeId: PLACE }]);
    const enrollmentId = await enroll(t, email);
    double.setConsentMode('page');
    const started = await run(connectLoader as never, connectPathFor(t, email), {
      headers: { cookie: await signedInAs(t, email) },
    });
    const cookie = started.setCookie!.split(';')[0]!;
    const consent = await fetch(started.location!);
    expect(await consent.text()).toContain('Cancel');
    // What Google sends back after Cancel.
    const state = new URL(started.location!).searchParams.get('state')!;
    const denied = await callback(
      t,
      `${ORIGIN}/connect/google/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      cookie,
    );
    expect(denied.status).toBe(200);
    expect(denied.data).toMatchObject({ problem: 'denied', retryPath: connectPathFor(t, email) });
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);
  });

  test('a 403 on locations (no permission or unverified) says so, stores nothing and revokes the token', async () => {
    const email = uniqueOwner();
    googleUser(email, [{ title: 'Katz', placeId: PLACE }]);
    const enrollmentId = await enroll(t, email);
    const revokes = double.requestCount('revoke');
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    double.failNext('locations.list', 403);
    const page = await callback(t, callbackUrl, cookie);
    expect(page.status).toBe(403);
    expect(page.data.problem).toBe('permission-denied');
    expect(page.data.retryPath).toMatch(/^\/connect\/google\?t=/);
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);
    expect(double.requestCount('revoke')).toBe(revokes + 1);
  });
});

describe('who may connect, and what revoking touches', () => {
  test('a forwarded link hands nothing to a stranger: the real manager gets a sign-in step for the sender’s inbox', async () => {
    // A stranger starts a blitz for someone else's restaurant with their own address…
    const stranger = uniqueOwner();
    const enrollmentId = await enroll(t, stranger);
    // …and forwards the "Connect Google" link to the restaurant's real manager, who is signed in to Google.
    const victim = `manager-${nextSeq()}@katz.example`;
    googleUser(victim, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
    const link = connectPathFor(t, stranger);
    const states = (await t.ctx.database.db.select().from(googleConnectStates)).length;

    const opened = await run(connectLoader as never, link);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ kind: 'sign-in', signedInAs: null });
    expect(String(opened.data.maskedEmail)).toMatch(/^o•••@katz\.example$/);
    // Signed in as themselves (a session of their own address) is no better.
    const asVictim = await run(connectLoader as never, link, { headers: { cookie: await signedInAs(t, victim) } });
    expect(asVictim.status).toBe(200);
    expect(asVictim.data).toMatchObject({ kind: 'sign-in' });
    // Asking for the code emails the blitz's own address, never one the visitor chooses.
    const asked = await run(connectAction as never, link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: victim }).toString(),
    });
    expect(asked.data).toMatchObject({ kind: 'sent' });
    expect(String(asked.data.maskedEmail)).toMatch(/^o•••@/);

    // Nothing reached Google's consent page and nothing was connected.
    expect((await t.ctx.database.db.select().from(googleConnectStates)).length).toBe(states);
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);
  });

  test('reconnecting with the same Google account revokes nothing: the new connection keeps working', async () => {
    const email = uniqueOwner();
    const first = await connectOwner(t, email);
    expect(first.row.googleSub).toMatch(/^1\d{20}$/);
    const revokes = double.requestCount('revoke');
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    expect((await callback(t, callbackUrl, cookie)).status).toBe(302);
    const rows = await connectionRows(t, first.enrollmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(first.row.id);
    expect(rows[0]!.googleSub).toBe(first.row.googleSub);
    // Google revokes a whole grant: revoking the old token would have ended the new one too.
    expect(double.requestCount('revoke')).toBe(revokes);
    const newToken = refreshTokenOf(t, rows[0]!);
    expect(double.refreshTokenActive(newToken)).toBe(true);
    double.expireAccessTokens(email);
    const connections = createGoogleConnections(t.ctx);
    const connection = (await connections.forEnrollment(first.enrollmentId))!;
    expect(
      await connections.withAccessToken(connection, (token) => t.ctx.googleBusiness!.listAccounts(token)),
    ).toHaveLength(1);
  });

  test('reconnecting with another Google account revokes the old account’s grant', async () => {
    const email = uniqueOwner();
    const first = await connectOwner(t, email);
    const oldToken = refreshTokenOf(t, first.row);
    const other = `second-${nextSeq()}@katz.example`;
    googleUser(other, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    expect((await callback(t, callbackUrl, cookie)).status).toBe(302);
    const rows = await connectionRows(t, first.enrollmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.googleSub).not.toBe(first.row.googleSub);
    expect(double.refreshTokenActive(oldToken)).toBe(false);
    expect(double.refreshTokenActive(refreshTokenOf(t, rows[0]!))).toBe(true);
  });

  test('two restaurants on one Google account: disconnecting one leaves the other working', async () => {
    const email = uniqueOwner();
    const second = 'ChIJkatz-express';
    googleUser(email, [
      { title: "Katz's Delicatessen", placeId: PLACE },
      { title: 'Katz’s Express', placeId: second },
    ]);
    const firstEnrollment = await enroll(t, email);
    const secondEnrollment = await enroll(t, email, second);
    for (const placeId of [PLACE, second]) {
      const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email, placeId));
      expect((await callback(t, callbackUrl, cookie)).location).toMatch(/^\/connect\/google\/connected/);
    }
    const [one] = await connectionRows(t, firstEnrollment);
    const [two] = await connectionRows(t, secondEnrollment);
    expect(one!.googleSub).toBe(two!.googleSub);

    const disconnect = createGoogleConnections(t.ctx).disconnectUrl({ id: firstEnrollment, email, placeId: PLACE })!;
    const done = await run(disconnectAction as never, disconnect.slice(ORIGIN.length), { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await connectionRows(t, firstEnrollment)).toHaveLength(0);
    expect(double.refreshTokenActive(refreshTokenOf(t, two!))).toBe(true);

    // The last connection of the account revokes the grant.
    const last = createGoogleConnections(t.ctx).disconnectUrl({ id: secondEnrollment, email, placeId: second })!;
    await run(disconnectAction as never, last.slice(ORIGIN.length), { method: 'POST' });
    expect(double.refreshTokenActive(refreshTokenOf(t, two!))).toBe(false);
  });

  test('reconnecting keeps the drafts: a "Review and post" link emailed before still opens', async () => {
    const email = uniqueOwner();
    const first = await connectOwner(t, email);
    const reviewName = `${first.row.accountName}/${first.row.locationName}/reviews/r1`;
    await t.ctx.database.db.insert(googleReviews).values({
      connectionId: first.row.id,
      reviewName,
      rating: 5,
      comment: 'Best pastrami in town.',
      reviewerName: 'Sam',
      reviewerAnonymous: false,
      createTime: clock(),
      updateTime: clock(),
      syncedAt: clock(),
    });
    const draft = await ensureReplyDraft(t.ctx, {
      connectionId: first.row.id,
      reviewName,
      draft: 'Thank you for the kind words about the pastrami!',
      escalation: [],
      basis: { reviewUpdateTime: clock(), reviewHash: reviewContentHash(5, 'Best pastrami in town.') },
      now: clock(),
    });
    const link = new URL(replyLinkFor(t.ctx, draft.id, clock()));
    const services = createAppServices(t.ctx);
    expect(await services.getReplyPage(draft.id, link.searchParams.get('t')!)).not.toBeNull();

    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    expect((await callback(t, callbackUrl, cookie)).status).toBe(302);
    const [now] = await connectionRows(t, first.enrollmentId);
    const [moved] = await t.ctx.database.db.select().from(googleReplyDrafts).where(eq(googleReplyDrafts.id, draft.id));
    expect(moved?.connectionId).toBe(now!.id);
    expect(await services.getReplyPage(draft.id, link.searchParams.get('t')!)).not.toBeNull();
  });

  test('the Google account is told when it is not the blitz’s address, with a disconnect link', async () => {
    const email = uniqueOwner();
    const manager = `manager-${nextSeq()}@katz.example`;
    googleUser(manager, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
    const enrollmentId = await enroll(t, email);
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    expect((await callback(t, callbackUrl, cookie)).status).toBe(302);
    expect(await connectionRows(t, enrollmentId)).toHaveLength(1);
    const notices = await t.ctx.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.kind, 'google-connected-notice'));
    const notice = notices.find((message) => message.recipient === manager);
    expect(notice).toBeDefined();
    expect(notice!.payload.text).toContain(`${ORIGIN}/connect/google/disconnect?t=`);
    expect(notice!.payload.text).toContain('o•••@katz.example');
    expect(notice!.payload.text).not.toContain(email);
    // The blitz's own address consenting is told nothing extra.
    const own = uniqueOwner();
    await connectOwner(t, own);
    expect(notices.some((message) => message.recipient === own)).toBe(false);
    const after = await t.ctx.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.kind, 'google-connected-notice'));
    expect(after).toHaveLength(notices.length);
  });
});

describe('tokens', () => {
  test('an expired access token is refreshed before the call', async () => {
    const { enrollmentId } = await connectOwner(t, uniqueOwner());
    const connections = createGoogleConnections(t.ctx);
    const connection = (await connections.forEnrollment(enrollmentId))!;
    const refreshes = double.requestCount('token');
    await connections.withAccessToken(connection, (token) => t.ctx.googleBusiness!.listAccounts(token));
    expect(double.requestCount('token')).toBe(refreshes);

    advanceClock(2 * 3600_000);
    const accounts = await connections.withAccessToken(connection, (token) =>
      t.ctx.googleBusiness!.listAccounts(token),
    );
    expect(accounts).toHaveLength(1);
    expect(double.requestCount('token')).toBe(refreshes + 1);
  });

  test('a 401 refreshes once and the call succeeds', async () => {
    const email = uniqueOwner();
    const { enrollmentId } = await connectOwner(t, email);
    const connections = createGoogleConnections(t.ctx);
    const connection = (await connections.forEnrollment(enrollmentId))!;
    double.expireAccessTokens(email);
    const refreshes = double.requestCount('token');
    let calls = 0;
    const accounts = await connections.withAccessToken(connection, (token) => {
      calls += 1;
      return t.ctx.googleBusiness!.listAccounts(token);
    });
    expect(accounts).toHaveLength(1);
    expect(calls).toBe(2);
    expect(double.requestCount('token')).toBe(refreshes + 1);
  });

  test('a refused refresh token: the connection is broken and the owner gets exactly one reconnect email', async () => {
    const email = uniqueOwner();
    const { enrollmentId, row } = await connectOwner(t, email);
    await t.ctx.googleBusiness!.revokeToken(refreshTokenOf(t, row));
    const connections = createGoogleConnections(t.ctx);
    const connection = (await connections.forEnrollment(enrollmentId))!;
    const call = (token: string) => t.ctx.googleBusiness!.listAccounts(token);

    await expect(connections.withAccessToken(connection, call)).rejects.toBeInstanceOf(GoogleConnectionBrokenError);
    await expect(connections.withAccessToken(connection, call)).rejects.toBeInstanceOf(GoogleConnectionBrokenError);
    expect(await connections.forEnrollment(enrollmentId)).toMatchObject({ status: 'broken' });

    const mails = await t.ctx.database.db.select().from(emailMessages).where(eq(emailMessages.recipient, email));
    const reconnect = mails.filter((mail) => mail.kind === 'google-reconnect');
    expect(reconnect).toHaveLength(1);
    expect(reconnect[0]!.subject).toBe("Reconnect Google Business Profile for Katz's Delicatessen");
    expect(reconnect[0]!.payload.text).toContain(`${ORIGIN}/connect/google?t=`);
    expect(JSON.stringify(reconnect[0])).not.toContain(refreshTokenOf(t, row));

    // Broken: the emails offer to reconnect (and to disconnect).
    const links = await googleEmailLinks(t.ctx, { id: enrollmentId, email, placeId: PLACE });
    expect(links.connectUrl).toMatch(/\/connect\/google\?t=/);
    expect(links.disconnectUrl).toMatch(/\/connect\/google\/disconnect\?t=/);
  });

  test('other Google failures pass through untouched and the connection stays active', async () => {
    const { enrollmentId } = await connectOwner(t, uniqueOwner());
    const connections = createGoogleConnections(t.ctx);
    const connection = (await connections.forEnrollment(enrollmentId))!;
    double.failNext('accounts.list', 403);
    const failure = await connections
      .withAccessToken(connection, (token) => t.ctx.googleBusiness!.listAccounts(token))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GoogleApiError);
    expect((failure as GoogleApiError).failure).toBe('permission-denied');
    expect(await connections.forEnrollment(enrollmentId)).toMatchObject({ status: 'active' });
  });
});
