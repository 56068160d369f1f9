import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { loader as connectLoader } from '#app/routes/connect-google.tsx';
import { action as disconnectAction, loader as disconnectLoader } from '#app/routes/connect-google-disconnect.tsx';
import { blitzDependencies } from '#server/app-features.ts';
import { secretKeyring } from '#server/config.ts';
import { needsResealing, openSecret } from '#server/crypto/sealed-secret.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { playbookEmailBlitzNote } from '#server/features/blitz/playbook-email-note.ts';
import { queuePlaybookEmail } from '#server/features/email/email-subscriptions.ts';
import { purgeEndedConnections } from '#server/features/google-business/connection-retention.ts';
import {
  createGoogleConnections,
  googleEmailLinks,
  ownerGoogleLinks,
} from '#server/features/google-business/google-connections.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
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
  PLACE,
  refreshTokenOf,
  run,
  signedInAs,
  t,
  throughGoogle,
  uniqueOwner,
  withGoogleConnectApp,
} from '../support/google-connect-app.ts';

/** A connection's life after the round trip: disconnecting, retention, links, the /thank-you button, key rotation. */

withGoogleConnectApp();

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

  test('the daily job revokes and deletes connections whose enrollment ended more than 30 days ago; Free Forever keeps its own', async () => {
    const ended = await connectOwner(t, uniqueOwner());
    const recent = await connectOwner(t, uniqueOwner());
    const active = await connectOwner(t, uniqueOwner());
    const freeForever = await connectOwner(t, uniqueOwner());
    const endedToken = refreshTokenOf(t, ended.row);
    const db = t.ctx.database.db;
    await db
      .update(blitzEnrollments)
      .set({ status: 'unsubscribed', completedAt: new Date(clock().getTime() - 31 * 86_400_000) })
      .where(eq(blitzEnrollments.id, ended.enrollmentId));
    // A blitz completed 31 days ago is on Free Forever, whose mornings read the profile.
    await db
      .update(blitzEnrollments)
      .set({ status: 'completed', completedAt: new Date(clock().getTime() - 31 * 86_400_000) })
      .where(eq(blitzEnrollments.id, freeForever.enrollmentId));
    await db
      .update(blitzEnrollments)
      .set({ status: 'unsubscribed', completedAt: new Date(clock().getTime() - 29 * 86_400_000) })
      .where(eq(blitzEnrollments.id, recent.enrollmentId));

    const report = await purgeEndedConnections(t.ctx);
    expect(report.connectionsDeleted).toBeGreaterThanOrEqual(1);
    expect(await connectionRows(t, ended.enrollmentId)).toHaveLength(0);
    expect(double.refreshTokenActive(endedToken)).toBe(false);
    expect(await connectionRows(t, recent.enrollmentId)).toHaveLength(1);
    expect(await connectionRows(t, active.enrollmentId)).toHaveLength(1);
    expect(await connectionRows(t, freeForever.enrollmentId)).toHaveLength(1);
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
      dedupeKey: `playbook-test-${nextSeq()}`,
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
      remoteAddress: `10.9.0.${nextSeq()}`,
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

    const session = await signedInAs(flow, email);
    const { callbackUrl, cookie } = await throughGoogle(flow, path!, session);
    expect((await callback(flow, callbackUrl, cookie)).location).toMatch(/^\/connect\/google\/connected\?t=/);
    expect(await connectionRows(flow, enrollment.id)).toHaveLength(1);

    // Once connected, the page link can no longer replace it; the emailed link can.
    const again = await run(connectLoader as never, path!, {}, flow);
    expect(again.status).toBe(403);
    expect(again.data.problem).toBe('use-email-link');
    const emailed = connectPathFor(flow, email, CATALOGUE_PLACE);
    expect((await run(connectLoader as never, emailed, { headers: { cookie: session } }, flow)).status).toBe(302);
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
