import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { loader as connectLoader } from '#app/routes/connect-google.tsx';
import { loader as callbackLoader } from '#app/routes/connect-google-callback.tsx';
import { secretKeyring } from '#server/config.ts';
import { openSecret } from '#server/crypto/sealed-secret.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { readConnectToken } from '#server/features/google-business/connect-links.ts';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import { createGoogleConnections } from '#server/features/google-business/google-connections.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../doubles/google-business-server.ts';
import { enrollInBlitz } from './blitz-enrollment.ts';
import { runRouteHandler, type LoaderResult } from './route-handler.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Connecting an owner's Google Business Profile against the local double of Google's OAuth server and Business
 * Profile APIs: the pages' loaders and actions run as React Router runs them, with the request the browser sends.
 * A test file calls withGoogleConnectApp() once; `double` and `t` are then live bindings to that file's double
 * and app.
 */

export const ORIGIN = 'http://localhost:3000';
export const OWNER = 'olivia@katz.example';
export const PLACE = 'ChIJkatzs-delicatessen';
const START = new Date('2026-11-20T15:00:00Z');
let fakeNow = START;
let seq = 0;

export let double: GoogleBusinessDouble;
export let t: TestApp;

/** The test clock every app of the file runs on; reset to the start before each test. */
export const clock = () => fakeNow;

export function advanceClock(ms: number): void {
  fakeNow = new Date(fakeNow.getTime() + ms);
}

export function nextSeq(): number {
  seq += 1;
  return seq;
}

/**
 * The double (consent given at once) and an app pointed at it, for the whole file; `extraEnv` adds variables read
 * once the file's earlier beforeAll hooks ran (another double's address).
 */
export function withGoogleConnectApp(extraEnv: () => Record<string, string> = () => ({})): void {
  beforeAll(async () => {
    double = await startGoogleBusinessDouble({ consent: 'auto' });
    t = await createTestApp({ env: { ...double.env, ...extraEnv() }, now: clock });
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });
  beforeEach(() => {
    fakeNow = START;
    double.setConsentMode('auto');
  });
}

/** Runs a loader or action of the file's app (or another) with the request a browser on ORIGIN sends. */
export async function run(
  handler: (args: never) => unknown,
  path: string,
  init: RequestInit = {},
  app: TestApp = t,
): Promise<LoaderResult> {
  return runRouteHandler(handler, app, new Request(path.startsWith('http') ? path : `${ORIGIN}${path}`, init));
}

export async function enroll(app: TestApp, email: string, placeId = PLACE): Promise<string> {
  return enrollInBlitz(app, email, placeId, 'Olivia Owner');
}

export function uniqueOwner(): string {
  return `owner-${nextSeq()}@katz.example`;
}

/** The owner's Google account in the double, managing the given locations. */
export function googleUser(email: string, locations: { title: string; placeId: string | null }[]) {
  double.addUser(email, 'Olivia Owner');
  double.signInAs(email);
  const account = double.addAccount({ accountName: 'Katz Group', members: [email] });
  return {
    account,
    locations: locations.map((location) => double.addLocation(account.name, location)),
  };
}

export function connectPathFor(app: TestApp, email: string, placeId = PLACE): string {
  const url = createGoogleConnections(app.ctx).connectUrl({ id: 'unused', email, placeId });
  if (!url) throw new Error('connect links are off');
  return url.slice(ORIGIN.length);
}

/** The Cookie header of a browser signed in as this owner (a session as /sign-in opens one). */
export async function signedInAs(app: TestApp, email: string): Promise<string> {
  const { token } = await createSession(app.ctx, 'owner', email.trim().toLowerCase(), null);
  return `rb_owner=${token}`;
}

/**
 * /connect/google → Google (the double, consent given at once) → the callback URL Google sends the browser to. The
 * browser is signed in as the emailed link's owner unless `session` (a Cookie header) says otherwise.
 */
export async function throughGoogle(app: TestApp, connectPath: string, session?: string) {
  let ownerSession = session;
  if (ownerSession === undefined) {
    const token = new URL(connectPath, ORIGIN).searchParams.get('t') ?? '';
    const target = readConnectToken(token, secretKeyring(app.config), app.ctx.now());
    if (target?.kind !== 'owner') throw new Error('throughGoogle needs a session for a /thank-you link');
    ownerSession = await signedInAs(app, target.email);
  }
  const started = await run(connectLoader as never, connectPath, { headers: { cookie: ownerSession } }, app);
  expect(started.status).toBe(302);
  const cookie = started.setCookie!.split(';')[0]!;
  const google = await fetch(started.location!, { redirect: 'manual' });
  expect(google.status).toBe(302);
  const callbackUrl = google.headers.get('location')!;
  return {
    authorizeUrl: new URL(started.location!),
    cookie,
    callbackUrl,
    setCookie: started.setCookie!,
    session: ownerSession,
  };
}

export async function callback(app: TestApp, callbackUrl: string, cookie: string | null) {
  return run(callbackLoader as never, callbackUrl, cookie ? { headers: { cookie } } : {}, app);
}

export async function connectionRows(app: TestApp, enrollmentId: string) {
  return app.ctx.database.db.select().from(googleConnections).where(eq(googleConnections.enrollmentId, enrollmentId));
}

export function refreshTokenOf(app: TestApp, row: typeof googleConnections.$inferSelect): string {
  return openSecret(row.refreshTokenSealed, secretKeyring(app.config), row.id);
}

export async function connectOwner(app: TestApp, email: string) {
  googleUser(email, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
  const enrollmentId = await enroll(app, email);
  const { callbackUrl, cookie } = await throughGoogle(app, connectPathFor(app, email));
  const done = await callback(app, callbackUrl, cookie);
  expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
  const [row] = await connectionRows(app, enrollmentId);
  if (!row) throw new Error('no connection');
  return { enrollmentId, row };
}
