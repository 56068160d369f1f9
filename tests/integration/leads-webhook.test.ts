import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { leadSubmissions, webhookAttempts, webhookDeliveries } from '#server/features/leads/leads-tables.ts';
import { sweepDueDeliveries, webhookSweepQueue } from '#server/features/leads/webhook-delivery.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../doubles/webhook-receiver.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The outbox against a real HTTP receiver: signed, exactly once, retried, settled, and surviving a restart. */

const SECRET = 'whsec_test_0123456789';
const contact = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  message: 'Hello there',
  source: 'gmb-website-contact',
};
const quote = {
  name: 'Sam Lee',
  email: 'sam@group.example',
  phone: '212-555-0199',
  companyName: 'Lee Restaurant Group',
  numberOfLocations: '12',
  currentPlatforms: 'Google, Yelp',
  monthlyReviews: '600',
  specificNeeds: 'Bilingual replies',
  budget: '$2,000/month',
  timeline: 'Next month',
};
const lead = { type: 'plan-details', email: 'owner@bistro.example', plan: 'Pro Coverage' };

let ipCounter = 0;
async function submit(t: TestApp, url: string, body: object): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: `10.2.0.${(ipCounter++ % 250) + 1}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

async function deliveryOf(t: TestApp, submissionId: string) {
  const [delivery] = await t.ctx.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.submissionId, submissionId));
  if (!delivery) throw new Error(`no delivery for ${submissionId}`);
  const attempts = await t.ctx.database.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery.id))
    .orderBy(asc(webhookAttempts.attempt));
  const [submission] = await t.ctx.database.db
    .select()
    .from(leadSubmissions)
    .where(eq(leadSubmissions.id, submissionId));
  return { delivery, attempts, submission: submission! };
}

/** Waits until the delivery has settled (delivered or failed) in the database. */
async function settled(t: TestApp, submissionId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await deliveryOf(t, submissionId);
    if (state.delivery.status !== 'pending') return state;
    if (Date.now() > deadline) throw new Error(`delivery still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const bySubmission = (requests: ReceivedWebhook[], email: string) => requests.filter((r) => r.json?.email === email);

describe('webhook outbox against a live receiver', () => {
  let receiver: WebhookReceiver;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startWebhookReceiver({ secret: SECRET });
    t = await createTestApp({
      env: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET, WEBHOOK_RETRY_DELAY_SECONDS: '1' },
      runWorkers: true,
    });
  });
  afterEach(() => receiver.reset());
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  test('each submission arrives exactly once, signed, with source, timestamp and an idempotency key', async () => {
    const sent = [
      { url: '/api/contact', body: contact, source: 'gmb-website-contact' },
      {
        url: '/api/contact',
        body: { ...contact, email: 'home@example.com', source: 'gmb-website' },
        source: 'gmb-website',
      },
      { url: '/api/quote-requests', body: quote, source: 'gmb-website-quote-request' },
      { url: '/api/leads', body: lead, source: 'gmb-website-lead' },
      {
        url: '/api/capture-lead',
        body: { email: 'cap@example.com', context: { page: '/' } },
        source: 'gmb-website-lead',
      },
    ];
    const ids: string[] = [];
    for (const item of sent) ids.push(await submit(t, item.url, item.body));
    await receiver.waitFor((requests) => requests.length >= sent.length);

    for (const [index, item] of sent.entries()) {
      const { delivery, attempts, submission } = await settled(t, ids[index]!);
      const received = bySubmission(receiver.requests, item.body.email);
      expect(received).toHaveLength(1);
      const request = received[0]!;
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toBe('Replybook-Webhook/1.0');
      expect(request.headers['idempotency-key']).toBe(delivery.idempotencyKey);
      expect(request.signatureValid).toBe(true);
      expect(request.headers['x-replybook-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
      const expectedBody = item.url === '/api/capture-lead' ? { type: 'capture', ...item.body } : item.body;
      expect(request.json).toEqual({
        ...expectedBody,
        source: item.source,
        timestamp: submission.createdAt.toISOString(),
      });
      expect(new Date(String(request.json!.timestamp)).toISOString()).toBe(request.json!.timestamp);

      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
      expect(delivery.deliveredAt).toBeInstanceOf(Date);
      expect(submission.forwarded).toBe('delivered');
      expect(attempts.map((a) => [a.attempt, a.statusCode, a.outcome])).toEqual([[1, 200, 'delivered']]);
    }

    // A sweep finds nothing left to do, and nothing arrives twice.
    expect(await sweepDueDeliveries(t.ctx)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.requests).toHaveLength(sent.length);
  });

  test('a receiver failing the first attempts with 503 still gets the payload, once accepted, same key and body', async () => {
    receiver.failNext(2, 503);
    const id = await submit(t, '/api/quote-requests', quote);
    await receiver.waitFor((requests) => receiver.accepted().length === 1 && requests.length === 3);
    const { delivery, attempts, submission } = await settled(t, id);

    expect(receiver.requests.map((r) => r.answer)).toEqual([503, 503, 200]);
    expect(new Set(receiver.requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([delivery.idempotencyKey]),
    );
    expect(new Set(receiver.requests.map((r) => r.rawBody)).size).toBe(1);
    expect(receiver.requests.every((r) => r.signatureValid)).toBe(true);

    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(submission.forwarded).toBe('delivered');
    expect(attempts.map((a) => [a.attempt, a.statusCode, a.outcome])).toEqual([
      [1, 503, 'retry'],
      [2, 503, 'retry'],
      [3, 200, 'delivered'],
    ]);
    expect(attempts[0]!.error).toMatch(/^HTTP 503/);
    // Exponential backoff from a 1 s base: the second wait is at least twice the first's base.
    expect(attempts[1]!.attemptedAt.getTime() - attempts[0]!.attemptedAt.getTime()).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2]!.attemptedAt.getTime() - attempts[1]!.attemptedAt.getTime()).toBeGreaterThanOrEqual(2_000);
  });

  test('a dropped connection and a 429 are retried too', async () => {
    receiver.dropNext(1);
    receiver.failNext(1, 429);
    const id = await submit(t, '/api/leads', lead);
    const { delivery, attempts } = await settled(t, id);
    expect(delivery.status).toBe('delivered');
    expect(attempts.map((a) => [a.statusCode, a.outcome])).toEqual([
      [null, 'retry'],
      [429, 'retry'],
      [200, 'delivered'],
    ]);
    expect(attempts[0]!.error).toBeTruthy();
    expect(receiver.accepted()).toHaveLength(1);
  });

  test('a receiver answering 400 fails the delivery after one attempt, without retries', async () => {
    receiver.answerAlways(400);
    const id = await submit(t, '/api/contact', contact);
    const { delivery, attempts, submission } = await settled(t, id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 400 });
    expect(delivery.lastError).toMatch(/^HTTP 400/);
    expect(submission.forwarded).toBe('failed');
    expect(attempts.map((a) => [a.statusCode, a.outcome])).toEqual([[400, 'failed']]);

    // Longer than the retry delay, and a sweep: still one request.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await sweepDueDeliveries(t.ctx)).toBe(0);
    expect(receiver.requests).toHaveLength(1);
  });
});

// Two apps per test; on PGlite each starts a file-backed database from scratch (initdb, migrations), which is slow.
describe('a process killed between storing and delivering', { timeout: 120_000 }, () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver({ secret: SECRET });
  });
  afterAll(async () => {
    await receiver.close();
  });
  const env = () => ({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET, WEBHOOK_RETRY_DELAY_SECONDS: '1' });

  test('a queued delivery is sent by the next process', async () => {
    const first = await createTestApp({ env: env(), runWorkers: false, keepDatabase: true });
    const id = await submit(first, '/api/contact', contact);
    expect((await deliveryOf(first, id)).delivery.status).toBe('pending');
    await first.close();
    expect(receiver.requests).toHaveLength(0);

    const second = await createTestApp({ env: env(), runWorkers: true, database: first.database });
    try {
      const { delivery } = await settled(second, id);
      expect(delivery.status).toBe('delivered');
      expect(bySubmission(receiver.requests, contact.email)).toHaveLength(1);
    } finally {
      await second.close();
      receiver.reset();
    }
  });

  test('a delivery stored but never queued (crash right after commit) is found by the sweeper', async () => {
    // Job system not started: the row commits, queueing fails, the answer is still a success.
    const first = await createTestApp({ env: env(), runWorkers: false, startJobs: false, keepDatabase: true });
    const id = await submit(first, '/api/quote-requests', quote);
    expect((await deliveryOf(first, id)).delivery.status).toBe('pending');
    expect(first.logs.some((line) => line.includes('the sweeper will'))).toBe(true);
    await first.close();

    const second = await createTestApp({ env: env(), runWorkers: true, database: first.database });
    try {
      // The sweep runs every minute from cron; start one now instead of waiting for the tick.
      const schedules = await second.ctx.jobs.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([webhookSweepQueue.name, '* * * * *']);
      await second.ctx.jobs.send(webhookSweepQueue, {});
      const { delivery } = await settled(second, id);
      expect(delivery.status).toBe('delivered');
      expect(bySubmission(receiver.requests, quote.email)).toHaveLength(1);
      expect(receiver.requests[0]!.signatureValid).toBe(true);
    } finally {
      await second.close();
      receiver.reset();
    }
  });
});
