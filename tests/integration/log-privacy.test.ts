import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loader as connectLoader } from '#app/routes/connect-google.tsx';
import { loader as callbackLoader } from '#app/routes/connect-google-callback.tsx';
import { action as disconnectAction } from '#app/routes/connect-google-disconnect.tsx';
import { createAppServices } from '#server/app-features.ts';
import { secretKeyring } from '#server/config.ts';
import { openSecret } from '#server/crypto/sealed-secret.ts';
import { queryRows } from '#server/db/database.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { createGoogleConnections } from '#server/features/google-business/google-connections.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../doubles/google-business-server.ts';
import { startSmtpDouble, type SmtpDouble } from '../doubles/smtp-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../doubles/webhook-receiver.ts';
import { bossSchemaOf } from '../support/email-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The logs of a full journey (request logs, route logs, job and mail logs) hold no email address, phone
 * number or message body. The app logs through the production logger options (redaction, serializers), captured by
 * createTestApp({ captureRequestLogs: true }); mail goes to a real SMTP server and leads to a real webhook receiver,
 * so the delivery paths log as they would in production.
 */

const person = {
  ownerName: 'Jake Dell',
  contactEmail: 'jake.privacy@katz.example',
  phone: '(646) 555-0188',
  phoneE164: '+16465550188',
};
const contactMessage = 'Our brisket reviews mention slow service on Sundays, can you help us answer them kindly?';
const quoteNeeds = 'Spanish replies for the Queens location and a weekly digest to the general manager';
const leadEmail = 'ana.privacy@bistro.example';
const quoteEmail = 'sam.privacy@group.example';
const captureEmail = 'hello.privacy@cafe.example';
const recipientEmail = 'forwarded.privacy@partner.example';

describe('log privacy over a full journey', () => {
  let t: TestApp;
  let smtp: SmtpDouble;
  let receiver: WebhookReceiver;
  const ip = '10.77.0.1';
  const post = (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });

  beforeAll(async () => {
    smtp = await startSmtpDouble();
    receiver = await startWebhookReceiver({ secret: 'privacy-secret' });
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: 'privacy-secret' },
      runWorkers: true,
      captureRequestLogs: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await receiver?.close();
  });

  test('store, research, generate, email, contact, quote, lead, capture: nothing personal in the logs', async () => {
    const forms = { website: '', renderedAt: Date.now() - 10_000 };

    const autocomplete = await t.app.inject({ url: '/api/places/autocomplete?input=katz', remoteAddress: ip });
    expect(autocomplete.statusCode).toBe(200);
    const details = await t.app.inject({
      url: '/api/places/details?place_id=cat-katzs-delicatessen',
      remoteAddress: ip,
    });
    expect(details.statusCode).toBe(200);

    const store = await post('/api/store-restaurant-data', {
      placeId: 'cat-katzs-delicatessen',
      name: "Katz's Delicatessen",
      address: '205 E Houston St, New York, NY 10002',
      phone: person.phone,
    });
    expect(store.statusCode).toBe(200);
    const restaurantId = (store.json() as { id: string }).id;

    const research = await post('/api/research-brand', {
      restaurantName: "Katz's Delicatessen",
      restaurantAddress: '205 E Houston St',
      placeId: 'cat-katzs-delicatessen',
    });
    expect(research.statusCode).toBe(200);
    const profile = (research.json() as { brandProfile: Record<string, unknown> }).brandProfile;

    const stored = await post('/api/store-brand-profile', {
      restaurantId,
      vibe: profile.vibe,
      originalBrandData: profile,
    });
    expect(stored.statusCode).toBe(200);

    const generated = await post('/api/generate-sop', {
      ...profile,
      ownerName: person.ownerName,
      contactEmail: person.contactEmail,
      restaurantName: profile.name,
      restaurantId,
      brandProfileId: (stored.json() as { id: string }).id,
      placeId: 'cat-katzs-delicatessen',
      blitzOptIn: true,
    });
    expect(generated.statusCode).toBe(200);
    const playbookId = (generated.json() as { sopId: string }).sopId;

    // The playbook email and the blitz confirmation go out through the job workers.
    await smtp.waitFor(2, 30_000);

    const data = await t.app.inject({ url: `/api/restaurant-data/${restaurantId}`, remoteAddress: ip });
    expect(data.statusCode).toBe(200);

    const sendPlaybook = await post('/api/send-sop-email', {
      email: recipientEmail,
      restaurantName: "Katz's Delicatessen",
      sopContent: '',
      sopId: playbookId,
    });
    expect(sendPlaybook.statusCode).toBe(200);

    const roi = await post('/api/calculate-roi', { reviews: 50, ticket: 115, currentRate: 0 });
    expect(roi.statusCode).toBe(200);

    const contact = await post('/api/contact', {
      ...forms,
      name: person.ownerName,
      email: person.contactEmail,
      phone: person.phone,
      restaurantName: "Katz's Delicatessen",
      message: contactMessage,
      source: 'gmb-website-contact',
    });
    expect(contact.statusCode).toBe(200);
    const quote = await post('/api/quote-requests', {
      ...forms,
      name: 'Sam Lee',
      email: quoteEmail,
      phone: '212-555-0199',
      companyName: 'Lee Restaurant Group',
      numberOfLocations: '12',
      currentPlatforms: 'Google, Yelp',
      monthlyReviews: '600',
      specificNeeds: quoteNeeds,
      budget: '$2,000/month',
      timeline: 'Next month',
    });
    expect(quote.statusCode).toBe(200);
    const lead = await post('/api/leads', {
      ...forms,
      type: 'free-trial',
      email: leadEmail,
      name: 'Ana',
      restaurantName: 'Bistro 9',
      plan: 'Starter',
    });
    expect(lead.statusCode).toBe(200);
    const capture = await post('/api/capture-lead', {
      ...forms,
      email: captureEmail,
      context: { page: '/playbook-examples' },
    });
    expect(capture.statusCode).toBe(200);

    // Rejected input is logged too: an invalid email and an oversized message must not be echoed.
    const rejected = await post('/api/contact', {
      ...forms,
      name: 'X',
      email: 'not-an-email jake.privacy',
      message: contactMessage,
      source: 'gmb-website-contact',
    });
    expect(rejected.statusCode).toBe(400);

    // Four submissions forwarded (and logged) by the webhook worker.
    await receiver.waitFor((requests) => requests.length >= 4, 30_000);
    await smtp.waitFor(3, 30_000);
    // Let the last job logs land.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const logs = t.logs.join('');
    // Proof the capture works: request and route logs are there.
    expect(t.logs.some((line) => line.includes('"url":"/api/contact"'))).toBe(true);
    expect(t.logs.length).toBeGreaterThan(20);

    for (const email of [person.contactEmail, leadEmail, quoteEmail, captureEmail, recipientEmail]) {
      expect(logs, `email ${email} in logs`).not.toContain(email);
      expect(logs.toLowerCase(), `local part of ${email} in logs`).not.toContain(`${email.split('@')[0]}@`);
    }
    // Any email address at all, except the operator's own sending addresses.
    const addresses = [...logs.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => m[0]);
    expect(addresses.filter((address) => !/@(replybook\.app|localhost)$/.test(address))).toEqual([]);
    for (const phone of [person.phone, person.phoneE164, '212-555-0199', '6465550188', '555-0188']) {
      expect(logs, `phone ${phone} in logs`).not.toContain(phone);
    }
    for (const body of [contactMessage, quoteNeeds, contactMessage.slice(0, 30), quoteNeeds.slice(0, 30)]) {
      expect(logs, 'message body in logs').not.toContain(body);
    }
    // The generated playbook's text is the owner's content, not log material.
    expect(logs).not.toContain('Review-Response-SOP.html');
  }, 120_000);
});

describe('Google tokens never leave the sealed columns', () => {
  let t: TestApp;
  let double: GoogleBusinessDouble;
  const owner = 'olivia.tokens@katz.example';
  const place = 'ChIJtokens-katz';

  beforeAll(async () => {
    double = await startGoogleBusinessDouble({ consent: 'auto' });
    t = await createTestApp({ env: double.env, runWorkers: true, captureRequestLogs: true });
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  async function run(handler: (args: never) => unknown, url: string, init: RequestInit = {}) {
    const context = { services: createAppServices(t.ctx) };
    try {
      return { result: await handler({ request: new Request(url, init), context, params: {} } as never) };
    } catch (thrown) {
      if (thrown instanceof Response) return { response: thrown };
      throw thrown;
    }
  }

  test('connect, 401 and refresh, refused refresh, disconnect: no token, code or verifier in logs, mail or jobs', async () => {
    double.addUser(owner);
    const account = double.addAccount({ accountName: 'Katz', members: [owner] });
    double.addLocation(account.name, { title: "Katz's Delicatessen", placeId: place });
    await t.ctx.events.emit('blitz.opt-in', {
      email: owner,
      placeId: place,
      restaurantId: null,
      restaurantName: "Katz's Delicatessen",
      ownerName: 'Olivia',
      source: 'playbook',
    });
    const [enrollment] = await t.ctx.database.db
      .select()
      .from(blitzEnrollments)
      .where(eq(blitzEnrollments.email, owner));
    const connections = createGoogleConnections(t.ctx);
    const secrets: string[] = [];

    const { token: session } = await createSession(t.ctx, 'owner', owner, null);
    const start = await run(connectLoader as never, connections.connectUrl(enrollment!)!, {
      headers: { cookie: `rb_owner=${session}` },
    });
    const setCookie = start.response!.headers.get('set-cookie')!;
    const cookie = setCookie.split(';')[0]!;
    secrets.push(cookie.split('=')[1]!);
    const google = await fetch(start.response!.headers.get('location')!, { redirect: 'manual' });
    const callbackUrl = google.headers.get('location')!;
    secrets.push(new URL(callbackUrl).searchParams.get('code')!);
    const done = await run(callbackLoader as never, callbackUrl, { headers: { cookie } });
    expect(done.response?.status).toBe(302);
    // The exchange again (a replayed code): refused without echoing it.
    await run(callbackLoader as never, callbackUrl, { headers: { cookie } });

    const [row] = await t.ctx.database.db.select().from(googleConnections);
    const refreshToken = openSecret(row!.refreshTokenSealed, secretKeyring(t.config), row!.id);
    secrets.push(refreshToken);
    const connection = (await connections.forEnrollment(enrollment!.id))!;
    double.expireAccessTokens(owner);
    await connections.withAccessToken(connection, (token) => {
      secrets.push(token);
      return t.ctx.googleBusiness!.listAccounts(token);
    });
    // Revoked at Google: the next refresh is refused, the connection breaks and the owner is emailed.
    await t.ctx.googleBusiness!.revokeToken(refreshToken);
    double.expireAccessTokens(owner);
    await expect(
      connections.withAccessToken(connection, (token) => {
        secrets.push(token);
        return t.ctx.googleBusiness!.listAccounts(token);
      }),
    ).rejects.toThrow();
    const disconnect = connections.disconnectUrl(enrollment!)!;
    await run(disconnectAction as never, disconnect, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const logs = t.logs.join('');
    expect(logs).toContain('google connection broken');
    const mails = JSON.stringify(await t.ctx.database.db.select().from(emailMessages));
    expect(mails).toContain('google-reconnect');
    const jobs = JSON.stringify(
      await queryRows(t.ctx.database.db, sql.raw(`select name, data, output from ${bossSchemaOf(t)}.job`)),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const secret of new Set(secrets)) {
      expect(secret.length).toBeGreaterThan(20);
      expect(logs, 'a token in the logs').not.toContain(secret);
      expect(mails, 'a token in an email').not.toContain(secret);
      expect(jobs, 'a token in a job').not.toContain(secret);
    }
  }, 60_000);
});
