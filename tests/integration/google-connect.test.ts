import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loader as connectLoader } from '#app/routes/connect-google.tsx';
import { loader as callbackLoader } from '#app/routes/connect-google-callback.tsx';
import { loader as connectedLoader } from '#app/routes/connect-google-connected.tsx';
import { action as disconnectAction, loader as disconnectLoader } from '#app/routes/connect-google-disconnect.tsx';
import { action as locationAction, loader as locationLoader } from '#app/routes/connect-google-location.tsx';
import { blitzDependencies, createAppServices } from '#server/app-features.ts';
import { secretKeyring } from '#server/config.ts';
import { needsResealing, openSecret } from '#server/crypto/sealed-secret.ts';
import { blitzEnrollments } from '#server/features/blitz/blitz-tables.ts';
import { playbookEmailBlitzNote } from '#server/features/blitz/playbook-email-note.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { queuePlaybookEmail } from '#server/features/email/email-subscriptions.ts';
import { purgeEndedConnections } from '#server/features/google-business/connection-retention.ts';
import { googleConnectStates, googleConnections } from '#server/features/google-business/connection-tables.ts';
import { GoogleConnectionBrokenError } from '#server/features/google-business/google-connection-types.ts';
import {
  createGoogleConnections,
  googleEmailLinks,
  ownerGoogleLinks,
} from '#server/features/google-business/google-connections.ts';
import { GoogleApiError } from '#server/providers/google-business/google-business-client.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../doubles/google-business-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Connecting an owner's Google Business Profile against the local double of Google's OAuth server and Business
 * Profile APIs: the pages' loaders and actions run as React Router runs them, with the request the browser sends.
 */

const ORIGIN = 'http://localhost:3000';
const OWNER = 'olivia@katz.example';
const PLACE = 'ChIJkatzs-delicatessen';
let fakeNow = new Date('2026-11-20T15:00:00Z');
const clock = () => fakeNow;
let seq = 0;

let double: GoogleBusinessDouble;
let t: TestApp;

type LoaderResult = {
  status: number;
  location: string | null;
  setCookie: string | null;
  data: Record<string, unknown>;
};

/** Runs a loader or action the way the server does: a thrown Response is a redirect, `data()` a page. */
async function run(
  handler: (args: never) => unknown,
  path: string,
  init: RequestInit = {},
  app: TestApp = t,
): Promise<LoaderResult> {
  const request = new Request(path.startsWith('http') ? path : `${ORIGIN}${path}`, init);
  const context = { services: createAppServices(app.ctx) };
  try {
    const result = (await handler({ request, context, params: {} } as never)) as {
      data: Record<string, unknown>;
      init: { status?: number; headers?: HeadersInit } | null;
    };
    const headers = new Headers(result.init?.headers);
    return {
      status: result.init?.status ?? 200,
      location: null,
      setCookie: headers.get('set-cookie'),
      data: result.data,
    };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      status: thrown.status,
      location: thrown.headers.get('location'),
      setCookie: thrown.headers.get('set-cookie'),
      data: {},
    };
  }
}

async function enroll(app: TestApp, email: string, placeId = PLACE): Promise<string> {
  await app.ctx.events.emit('blitz.opt-in', {
    email,
    placeId,
    restaurantId: 'katzs-delicatessen',
    restaurantName: "Katz's Delicatessen",
    ownerName: 'Olivia Owner',
    source: 'playbook',
  });
  const [row] = await app.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.email, email));
  if (!row) throw new Error('not enrolled');
  return row.id;
}

function uniqueOwner(): string {
  seq += 1;
  return `owner-${seq}@katz.example`;
}

/** The owner's Google account in the double, managing the given locations. */
function googleUser(email: string, locations: { title: string; placeId: string | null }[]) {
  double.addUser(email, 'Olivia Owner');
  double.signInAs(email);
  const account = double.addAccount({ accountName: 'Katz Group', members: [email] });
  return {
    account,
    locations: locations.map((location) => double.addLocation(account.name, location)),
  };
}

function connectPathFor(app: TestApp, email: string, placeId = PLACE): string {
  const url = createGoogleConnections(app.ctx).connectUrl({ id: 'unused', email, placeId });
  if (!url) throw new Error('connect links are off');
  return url.slice(ORIGIN.length);
}

/** /connect/google → Google (the double, consent given at once) → the callback URL Google sends the browser to. */
async function throughGoogle(app: TestApp, connectPath: string) {
  const started = await run(connectLoader as never, connectPath, {}, app);
  expect(started.status).toBe(302);
  const cookie = started.setCookie!.split(';')[0]!;
  const google = await fetch(started.location!, { redirect: 'manual' });
  expect(google.status).toBe(302);
  const callbackUrl = google.headers.get('location')!;
  return { authorizeUrl: new URL(started.location!), cookie, callbackUrl, setCookie: started.setCookie! };
}

async function callback(app: TestApp, callbackUrl: string, cookie: string | null) {
  return run(callbackLoader as never, callbackUrl, cookie ? { headers: { cookie } } : {}, app);
}

async function connectionRows(app: TestApp, enrollmentId: string) {
  return app.ctx.database.db.select().from(googleConnections).where(eq(googleConnections.enrollmentId, enrollmentId));
}

function refreshTokenOf(app: TestApp, row: typeof googleConnections.$inferSelect): string {
  return openSecret(row.refreshTokenSealed, secretKeyring(app.config), row.id);
}

async function connectOwner(app: TestApp, email: string) {
  googleUser(email, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
  const enrollmentId = await enroll(app, email);
  const { callbackUrl, cookie } = await throughGoogle(app, connectPathFor(app, email));
  const done = await callback(app, callbackUrl, cookie);
  expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
  const [row] = await connectionRows(app, enrollmentId);
  if (!row) throw new Error('no connection');
  return { enrollmentId, row };
}

beforeAll(async () => {
  double = await startGoogleBusinessDouble({ consent: 'auto' });
  t = await createTestApp({ env: double.env, now: clock });
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});
beforeEach(() => {
  fakeNow = new Date('2026-11-20T15:00:00Z');
  double.setConsentMode('auto');
});

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
      /^gbp_pkce_[\w-]+=[\w-]{43}; Path=\/connect\/google\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
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
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    const done = await callback(t, callbackUrl, cookie);
    expect(done.location).toMatch(/^\/connect\/google\/location\?t=/);
    expect(await createGoogleConnections(t.ctx).forEnrollment(enrollmentId)).toBeNull();

    const page = await run(locationLoader as never, done.location!);
    expect(page.data.valid).toBe(true);
    const options = page.data.locations as { name: string; title: string; address: string }[];
    expect(options.map((option) => option.title)).toEqual(["Katz's Houston St", "Katz's Second Ave"]);
    expect(options[0]!.address).toContain('205 E Houston St');

    const form = (location: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ location }).toString(),
    });
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
    fakeNow = new Date(fakeNow.getTime() + 10 * 60_000 + 1_000);
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
    const started = await run(connectLoader as never, connectPathFor(t, email));
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

  test('connecting again replaces the old connection and revokes its token', async () => {
    const email = uniqueOwner();
    const first = await connectOwner(t, email);
    const oldToken = refreshTokenOf(t, first.row);
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    expect((await callback(t, callbackUrl, cookie)).status).toBe(302);
    const rows = await connectionRows(t, first.enrollmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(first.row.id);
    expect(double.refreshTokenActive(oldToken)).toBe(false);
    expect(double.refreshTokenActive(refreshTokenOf(t, rows[0]!))).toBe(true);
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

    fakeNow = new Date(fakeNow.getTime() + 2 * 3600_000);
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

describe('disconnect and retention', () => {
  test('the GET only shows; the POST revokes at Google and deletes', async () => {
    const email = uniqueOwner();
    const { enrollmentId, row } = await connectOwner(t, email);
    const token = refreshTokenOf(t, row);
    const link = createGoogleConnections(t.ctx).disconnectUrl({ id: enrollmentId, email, placeId: PLACE })!;
    const path = link.slice(ORIGIN.length);

    const page = await run(disconnectLoader as never, path);
    expect(page.data).toMatchObject({ valid: true, locationTitles: ["Katz's Delicatessen"] });
    expect(await connectionRows(t, enrollmentId)).toHaveLength(1);
    expect(double.refreshTokenActive(token)).toBe(true);

    const tampered = await run(disconnectAction as never, path.slice(0, -3), { method: 'POST' });
    expect(tampered.status).toBe(400);
    expect(await connectionRows(t, enrollmentId)).toHaveLength(1);

    const done = await run(disconnectAction as never, path, { method: 'POST' });
    expect(done.data).toMatchObject({ ok: true, disconnected: 1, revoked: true });
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);
    expect(double.refreshTokenActive(token)).toBe(false);

    const after = await run(disconnectLoader as never, path);
    expect(after.data).toMatchObject({ valid: true, locationTitles: [] });
  });

  test('the daily job revokes and deletes connections whose blitz ended more than 30 days ago', async () => {
    const ended = await connectOwner(t, uniqueOwner());
    const recent = await connectOwner(t, uniqueOwner());
    const active = await connectOwner(t, uniqueOwner());
    const endedToken = refreshTokenOf(t, ended.row);
    const db = t.ctx.database.db;
    await db
      .update(blitzEnrollments)
      .set({ status: 'completed', completedAt: new Date(fakeNow.getTime() - 31 * 86_400_000) })
      .where(eq(blitzEnrollments.id, ended.enrollmentId));
    await db
      .update(blitzEnrollments)
      .set({ status: 'unsubscribed', completedAt: new Date(fakeNow.getTime() - 29 * 86_400_000) })
      .where(eq(blitzEnrollments.id, recent.enrollmentId));

    const report = await purgeEndedConnections(t.ctx);
    expect(report.connectionsDeleted).toBeGreaterThanOrEqual(1);
    expect(await connectionRows(t, ended.enrollmentId)).toHaveLength(0);
    expect(double.refreshTokenActive(endedToken)).toBe(false);
    expect(await connectionRows(t, recent.enrollmentId)).toHaveLength(1);
    expect(await connectionRows(t, active.enrollmentId)).toHaveLength(1);
  });
});

describe('links in pages and emails', () => {
  test('the playbook email links to connect only with the blitz; once connected, to disconnect', async () => {
    const email = uniqueOwner();
    const before = await ownerGoogleLinks(t.ctx, { email, placeId: PLACE });
    expect(before.connectUrl).toMatch(/^http:\/\/localhost:3000\/connect\/google\?t=/);
    expect(before.disconnectUrl).toBeNull();
    await connectOwner(t, email);
    const after = await ownerGoogleLinks(t.ctx, { email, placeId: PLACE });
    expect(after).toMatchObject({ connectUrl: null });
    expect(after.disconnectUrl).toMatch(/\/connect\/google\/disconnect\?t=/);

    const recipient = uniqueOwner();
    const queued = await queuePlaybookEmail(t.ctx, {
      playbook: {
        id: 'katz-playbook',
        restaurantName: "Katz's Delicatessen",
        html: '<p>x</p>',
        text: 'x',
        engine: 'offline',
        reviewSource: 'google',
      },
      to: recipient,
      ownerName: 'Olivia Owner',
      restaurantName: "Katz's Delicatessen",
      format: 'html',
      dedupeKey: `playbook-test-${seq}`,
      blitz: await playbookEmailBlitzNote(t.ctx, blitzDependencies(t.ctx), { email: recipient, placeId: PLACE }),
      copy: 'owner',
    });
    const [mail] = await t.ctx.database.db.select().from(emailMessages).where(eq(emailMessages.id, queued.id));
    expect(mail!.payload.text).toContain('Connect Google Business Profile');
    expect(mail!.payload.text).toContain(`${ORIGIN}/connect/google?t=`);
  });

  test('page POSTs under /connect/ and /replies/ from another site are refused; /unsubscribe is not', async () => {
    for (const url of ['/connect/google/location?t=x', '/connect/google/disconnect?t=x', '/replies/abc?t=x']) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'location=locations/1',
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: 'Requests must come from this site.' });
    }
    const oneClick = await t.app.inject({
      method: 'POST',
      url: '/unsubscribe?token=x',
      headers: { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).not.toBe(403);
  });
});

describe('the /thank-you button', () => {
  let flow: TestApp;
  const CATALOGUE_PLACE = 'cat-katzs-delicatessen';
  beforeAll(async () => {
    flow = await createTestApp({ env: double.env, runWorkers: true });
  });
  afterAll(async () => {
    await flow?.close();
  });

  async function generate(email: string, blitzOptIn: boolean): Promise<string | undefined> {
    const response = await flow.app.inject({
      method: 'POST',
      url: '/api/generate-sop',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        restaurantName: "Katz's Delicatessen",
        placeId: CATALOGUE_PLACE,
        ownerName: 'Olivia Owner',
        contactEmail: email,
        blitzOptIn,
      }),
      remoteAddress: `10.9.0.${++seq}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { googleConnectPath?: string }).googleConnectPath;
  }

  async function enrolled(email: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const rows = await flow.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.email, email));
      if (rows[0]) return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the blitz never started');
  }

  test('the generate answer carries a link that connects only the blitz it started, once', async () => {
    const email = uniqueOwner();
    expect(await generate(email, false)).toBeUndefined();

    const path = await generate(email, true);
    expect(path).toMatch(/^\/connect\/google\?t=[\w.-]+$/);
    const enrollment = await enrolled(email);
    googleUser(email, [{ title: "Katz's Delicatessen", placeId: CATALOGUE_PLACE }]);

    // Someone else types the same address and restaurant: their link can't touch the existing blitz.
    const strangerPath = await generate(email, true);
    const stranger = await run(connectLoader as never, strangerPath!, {}, flow);
    expect(stranger.status).toBe(403);
    expect(stranger.data.problem).toBe('use-email-link');

    const { callbackUrl, cookie } = await throughGoogle(flow, path!);
    expect((await callback(flow, callbackUrl, cookie)).location).toMatch(/^\/connect\/google\/connected\?t=/);
    expect(await connectionRows(flow, enrollment.id)).toHaveLength(1);

    // Once connected, the page link can no longer replace it; the emailed link can.
    const again = await run(connectLoader as never, path!, {}, flow);
    expect(again.status).toBe(403);
    expect(again.data.problem).toBe('use-email-link');
    expect((await run(connectLoader as never, connectPathFor(flow, email, CATALOGUE_PLACE), {}, flow)).status).toBe(
      302,
    );
  });
});

describe('APP_SECRET rotation', () => {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  afterEach(async () => {
    await first?.close();
    await second?.close();
  });

  test('a connection sealed under the old secret works with APP_SECRET_PREVIOUS and is sealed again', async () => {
    const oldSecret = 'old-secret-0123456789abcdef0123456789abcdef';
    first = await createTestApp({ env: { ...double.env, APP_SECRET: oldSecret }, now: clock, keepDatabase: true });
    const email = uniqueOwner();
    const { enrollmentId, row } = await connectOwner(first, email);
    const token = refreshTokenOf(first, row);
    const database = first.database;
    await first.close();
    first = undefined;

    second = await createTestApp({
      env: { ...double.env, APP_SECRET: 'new-secret-fedcba9876543210fedcba9876543210', APP_SECRET_PREVIOUS: oldSecret },
      now: clock,
      database,
    });
    const keyring = secretKeyring(second.config);
    expect(needsResealing(row.refreshTokenSealed, keyring)).toBe(true);
    const connections = createGoogleConnections(second.ctx);
    const connection = (await connections.forEnrollment(enrollmentId))!;
    const accounts = await connections.withAccessToken(connection, (access) =>
      second!.ctx.googleBusiness!.listAccounts(access),
    );
    expect(accounts).toHaveLength(1);

    const [resealed] = await connectionRows(second, enrollmentId);
    expect(resealed!.keyId).not.toBe(row.keyId);
    expect(needsResealing(resealed!.refreshTokenSealed, keyring)).toBe(false);
    expect(needsResealing(resealed!.accessTokenSealed!, keyring)).toBe(false);
    expect(openSecret(resealed!.refreshTokenSealed, { current: keyring.current }, row.id)).toBe(token);
  });
});

describe('without Google OAuth configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ now: clock });
  });
  afterAll(async () => {
    await plain?.close();
  });

  test('no link anywhere, and the connect page says it is not available', async () => {
    const email = uniqueOwner();
    const enrollmentId = await enroll(plain, email);
    const connections = createGoogleConnections(plain.ctx);
    expect(connections.enabled).toBe(false);
    expect(connections.connectUrl({ id: enrollmentId, email, placeId: PLACE })).toBeNull();
    expect(connections.disconnectUrl({ id: enrollmentId, email, placeId: PLACE })).toBeNull();
    expect(await googleEmailLinks(plain.ctx, { id: enrollmentId, email, placeId: PLACE })).toEqual({
      connectUrl: null,
      disconnectUrl: null,
    });
    expect(await ownerGoogleLinks(plain.ctx, { email, placeId: PLACE })).toEqual({
      connectUrl: null,
      disconnectUrl: null,
    });
    // A link signed with the same secret still leads nowhere.
    const page = await run(connectLoader as never, connectPathFor(t, email), {}, plain);
    expect(page.status).toBe(404);
    expect(page.data.problem).toBe('not-configured');
  });
});
