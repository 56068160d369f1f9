import { eq } from 'drizzle-orm';
import type { DomainEvents } from '#server/domain-events.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { submissionResponseSchema } from '#contracts/leads.ts';
import { ANNOUNCE_GIVE_UP_MS, ANNOUNCE_GRACE_MS, sweepUnannounced } from '#server/features/leads/lead-announcement.ts';
import { leadSubmissions, webhookDeliveries } from '#server/features/leads/leads-tables.ts';
import { webhookDeliveryQueue } from '#server/features/leads/webhook-delivery.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The four submission routes through app.inject(): validation, anti-abuse, storage and the outbox row. */

const contact = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+1 212 555 0100',
  restaurantName: 'Casa Maria',
  message: 'We get 80 reviews a month and answer none. Can you help?',
  source: 'gmb-website-contact',
};
const quote = {
  name: 'Sam Lee',
  email: 'sam@group.example',
  phone: '212-555-0199',
  companyName: 'Lee Restaurant Group',
  numberOfLocations: '12',
  currentPlatforms: 'Google, Yelp, TripAdvisor',
  monthlyReviews: '600',
  specificNeeds: 'Replies in English and Spanish, weekly report',
  budget: '$2,000/month',
  timeline: 'Next month',
};
const lead = {
  type: 'free-trial',
  email: 'owner@bistro.example',
  name: 'Ana',
  restaurantName: 'Bistro 9',
  plan: 'Starter',
};
const capture = { email: 'hello@cafe.example', context: { page: '/playbook-examples', campaign: 'fall' } };

let ipCounter = 0;
/** Each request from its own address unless a test says otherwise, so the per-IP limits stay out of the way. */
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe('lead submission routes', () => {
  let t: TestApp;
  const post = (url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: options.ip ?? nextIp(),
      headers: { 'content-type': 'application/json', ...options.headers },
    });
  const submission = async (id: string) =>
    (await t.ctx.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id)))[0];
  const delivery = async (submissionId: string) =>
    (
      await t.ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submissionId, submissionId))
    )[0];

  beforeAll(async () => {
    // A receiver that is never reached: workers are off, so deliveries stay pending with their job queued.
    t = await createTestApp({ env: { WEBHOOK_URL: 'http://127.0.0.1:9/hook', WEBHOOK_SECRET: 'whsec' } });
  });
  afterAll(async () => {
    await t.close();
  });

  test.each([
    ['/api/contact', contact, 'contact', 'gmb-website-contact'],
    ['/api/quote-requests', quote, 'quote', 'gmb-website-quote-request'],
    ['/api/leads', lead, 'lead', 'gmb-website-lead'],
    ['/api/capture-lead', capture, 'capture', 'gmb-website-lead'],
  ])('%s stores the submission and its outbox delivery before answering', async (url, body, kind, source) => {
    const before = Date.now();
    const response = await post(url, { ...body, website: '', renderedAt: Date.now() - 10_000 });
    expect(response.statusCode).toBe(200);
    const { id } = submissionResponseSchema.parse(response.json());

    const row = await submission(id);
    expect(row).toMatchObject({ kind, spam: false, forwarded: 'pending', email: body.email });
    const expectedPayload = kind === 'capture' ? { type: 'capture', ...body } : body;
    expect(row!.payload).toEqual(expectedPayload);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const outbox = await delivery(id);
    expect(outbox).toMatchObject({ status: 'pending', attempts: 0, source, idempotencyKey: outbox!.id });
    expect(outbox!.payload).toEqual({ ...expectedPayload, source, timestamp: row!.createdAt.toISOString() });
    const jobs = await t.ctx.jobs.boss.findJobs(webhookDeliveryQueue.name, { key: outbox!.id });
    expect(jobs.map((job) => job.state)).toEqual(['created']);
  });

  test('the home contact form source and trimmed fields are kept; blank optional fields are fine', async () => {
    const response = await post('/api/contact', {
      name: '  Jo  ',
      email: ' jo@example.com ',
      phone: '',
      message: ' Hi ',
      source: 'gmb-website',
    });
    expect(response.statusCode).toBe(200);
    const row = await submission(response.json().id);
    expect(row!.payload).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '',
      message: 'Hi',
      source: 'gmb-website',
    });
    expect((await delivery(row!.id))!.source).toBe('gmb-website');
  });

  test.each([
    ['/api/contact', { ...contact, name: undefined }, 'name: This field is required'],
    ['/api/contact', { ...contact, name: '   ' }, 'name: This field is required'],
    ['/api/contact', { ...contact, name: 42 }, 'name: Must be text'],
    ['/api/contact', { ...contact, email: 'maria.example.com' }, 'email: Please enter a valid email address'],
    ['/api/contact', { ...contact, email: 'maria@example' }, 'email: Please enter a valid email address'],
    ['/api/contact', { ...contact, email: undefined }, 'email: This field is required'],
    ['/api/contact', { ...contact, message: undefined }, 'message: This field is required'],
    ['/api/contact', { ...contact, message: 'x'.repeat(5_001) }, 'message: Must be 5,000 characters or fewer'],
    ['/api/contact', { ...contact, name: 'x'.repeat(121) }, 'name: Must be 120 characters or fewer'],
    ['/api/contact', { ...contact, source: 'elsewhere' }, "source must be 'gmb-website' or 'gmb-website-contact'"],
    ['/api/contact', { ...contact, source: undefined }, 'source'],
    ['/api/contact', { ...contact, renderedAt: 'yesterday' }, 'renderedAt: Must be a number'],
    ['/api/quote-requests', { ...quote, budget: '' }, 'budget: This field is required'],
    ['/api/quote-requests', { ...quote, timeline: undefined }, 'timeline: This field is required'],
    ['/api/quote-requests', { ...quote, numberOfLocations: 12 }, 'numberOfLocations: Must be text'],
    [
      '/api/leads',
      { ...lead, type: 'spam-me' },
      "type must be one of 'free-trial', 'plan-details', 'newsletter', 'demo'",
    ],
    ['/api/leads', { ...lead, email: 'nobody' }, 'email: Please enter a valid email address'],
    ['/api/leads', { ...lead, placeId: ['x'] }, 'placeId: Must be text'],
    [
      '/api/capture-lead',
      { email: 'a@b.co', context: { note: 'x'.repeat(501) } },
      'Context values must be 500 characters or fewer',
    ],
    [
      '/api/capture-lead',
      { email: 'a@b.co', context: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
      'At most 20 context fields',
    ],
    ['/api/capture-lead', { email: 'a@b.co', context: { n: 1 } }, 'Context values must be text'],
    ['/api/capture-lead', { context: {} }, 'email: This field is required'],
  ])('%s refuses bad input (%#): %s', async (url, body, message) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  test.each(Object.keys(quote))('a quote request without %s is refused and nothing is stored', async (field) => {
    const { count: before } = await countSubmissions(t);
    const response = await post('/api/quote-requests', { ...quote, [field]: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid request. ${field}: This field is required`);
    expect((await countSubmissions(t)).count).toBe(before);
  });

  test('a body that is not JSON, or not an object, is a 400 with a message', async () => {
    const broken = await post('/api/contact', '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
    const array = await post('/api/leads', '[]');
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toMatch(/Invalid request/);
  });

  test('a body over 256 KB is refused with 413', async () => {
    const response = await post('/api/contact', { ...contact, message: 'x'.repeat(300_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large (256 KB at most).');
  });

  test.each([
    ['/api/contact', contact],
    ['/api/quote-requests', quote],
    ['/api/leads', lead],
    ['/api/capture-lead', capture],
  ])('%s: a filled honeypot gets an ordinary success, is stored as spam and never forwarded', async (url, body) => {
    const response = await post(url, { ...body, website: 'https://cheap-pills.example', renderedAt: Date.now() });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['id', 'success']);
    const row = await submission(submissionResponseSchema.parse(response.json()).id);
    expect(row).toMatchObject({ spam: true, forwarded: 'withheld' });
    expect(row!.payload.website).toBe('https://cheap-pills.example');
    expect(await delivery(row!.id)).toBeUndefined();
  });

  test('a submission less than 3 s after the form rendered is refused; after 3 s it is accepted', async () => {
    const { count: before } = await countSubmissions(t);
    const tooFast = await post('/api/contact', { ...contact, renderedAt: Date.now() - 1_000 });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().message).toBe('Please take a moment to check your details and submit again.');
    const future = await post('/api/leads', { ...lead, renderedAt: Date.now() + 60_000 });
    expect(future.statusCode).toBe(400);
    expect((await countSubmissions(t)).count).toBe(before);

    const fine = await post('/api/contact', { ...contact, renderedAt: Date.now() - 3_500 });
    expect(fine.statusCode).toBe(200);
  });

  test('more than 10 submissions per 10 minutes from one address get a 429 with a message; others are unaffected', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) expect((await post('/api/leads', lead, { ip })).statusCode).toBe(200);
    const limited = await post('/api/leads', lead, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // The limit is per route and per address.
    expect((await post('/api/contact', contact, { ip })).statusCode).toBe(200);
    expect((await post('/api/leads', lead, { ip: '10.9.9.10' })).statusCode).toBe(200);
  });

  test('a submission from another site is refused with 403 and not stored', async () => {
    const { count: before } = await countSubmissions(t);
    const response = await post('/api/contact', contact, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Requests must come from this site.');
    const sameSite = await post('/api/contact', contact, { headers: { origin: 'http://localhost:3000' } });
    expect(sameSite.statusCode).toBe(200);
    expect((await countSubmissions(t)).count).toBe(before + 1);
  });

  test('the OpenAPI document lists every route with its request schema', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/contact',
      '/api/quote-requests',
      '/api/leads',
      '/api/capture-lead',
      '/api/calculate-roi',
    ]) {
      const operation = doc.paths[path]?.post;
      expect(operation, path).toBeDefined();
      expect(operation.requestBody.content['application/json'].schema).toBeDefined();
      expect(operation.responses['200']).toBeDefined();
    }
    const quoteSchema = doc.paths['/api/quote-requests'].post.requestBody.content['application/json'].schema;
    expect([...quoteSchema.required].sort()).toEqual(Object.keys(quote).sort());
    expect(quoteSchema.properties.email.description).toBeTruthy();
    expect(doc.paths['/api/contact'].post.responses['429']).toBeDefined();
  });
});

describe('lead submissions without WEBHOOK_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('are stored and marked not forwarded; no job is queued', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(response.statusCode).toBe(200);
    const id = response.json().id as string;
    const [row] = await t.ctx.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id));
    expect(row).toMatchObject({ forwarded: 'not-configured', spam: false });
    const [outbox] = await t.ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.submissionId, id));
    expect(outbox).toMatchObject({ status: 'not-configured', attempts: 0 });
    expect(await t.ctx.jobs.boss.findJobs(webhookDeliveryQueue.name, { key: outbox!.id })).toEqual([]);
  });
});

describe('events other features listen to', () => {
  let t: TestApp;
  const received: DomainEvents['lead.received'][] = [];
  const optIns: DomainEvents['blitz.opt-in'][] = [];
  let failListeners = false;
  beforeAll(async () => {
    t = await createTestApp();
    t.ctx.events.on('lead.received', async (event) => {
      if (failListeners) throw new Error('listener down');
      received.push(event);
    });
    t.ctx.events.on('blitz.opt-in', async (event) => {
      optIns.push(event);
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

  test('each stored submission announces lead.received with a summary; spam does not', async () => {
    const response = await post('/api/quote-requests', quote);
    const id = response.json().id as string;
    expect(received.at(-1)).toMatchObject({
      kind: 'quote-request',
      submissionId: id,
      summary: 'Quote request from Sam Lee, Lee Restaurant Group (12 locations)',
    });
    expect(received.at(-1)!.fields).toContainEqual({ label: 'Budget', value: '$2,000/month' });
    const [row] = await t.ctx.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id));
    expect(received.at(-1)!.submittedAt).toEqual(row!.createdAt);

    const count = received.length;
    await post('/api/contact', { ...contact, website: 'spam.example' });
    expect(received).toHaveLength(count);
  });

  test('a free trial that names a place opts the visitor in to the blitz; one without a place does not', async () => {
    await post('/api/leads', { type: 'free-trial', email: 'owner@bistro.example', placeId: 'cat-bistro-9' });
    expect(optIns).toEqual([
      {
        email: 'owner@bistro.example',
        placeId: 'cat-bistro-9',
        restaurantId: null,
        restaurantName: 'Your Restaurant',
        ownerName: 'Restaurant Owner',
        source: 'free-trial',
      },
    ]);
    await post('/api/leads', { type: 'free-trial', email: 'other@bistro.example' });
    await post('/api/leads', { type: 'demo', email: 'demo@bistro.example', placeId: 'cat-bistro-9' });
    expect(optIns).toHaveLength(1);
  });

  test('a failing listener does not fail the stored submission, and the sweep announces it later, once', async () => {
    const announcedAt = async (id: string) =>
      (await t.ctx.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id)))[0]?.announcedAt;
    const ok = await post('/api/contact', contact);
    expect(await announcedAt(ok.json().id)).toBeInstanceOf(Date);

    failListeners = true;
    let id: string;
    try {
      const response = await post('/api/leads', lead);
      expect(response.statusCode).toBe(200);
      id = response.json().id;
      expect(await announcedAt(id)).toBeNull();
    } finally {
      failListeners = false;
    }
    // Within its grace minute the request may still be announcing it: the sweep leaves it alone.
    expect(await sweepUnannounced(t.ctx)).toBe(0);
    const later = { ...t.ctx, now: () => new Date(Date.now() + ANNOUNCE_GRACE_MS + 1_000) };
    expect(await sweepUnannounced(later)).toBe(1);
    expect(received.filter((event) => event.submissionId === id)).toHaveLength(1);
    expect(await announcedAt(id)).toBeInstanceOf(Date);
    expect(await sweepUnannounced(later)).toBe(0);
    // After a day it is given up on (its errors were logged every minute until then).
    failListeners = true;
    try {
      const stale = (await post('/api/leads', lead)).json().id as string;
      const dayLater = { ...t.ctx, now: () => new Date(Date.now() + ANNOUNCE_GIVE_UP_MS + 60_000) };
      failListeners = false;
      expect(await sweepUnannounced(dayLater)).toBe(0);
      expect(await announcedAt(stale)).toBeNull();
    } finally {
      failListeners = false;
    }
  });
});

async function countSubmissions(t: TestApp): Promise<{ count: number }> {
  const rows = await t.ctx.database.db.select({ id: leadSubmissions.id }).from(leadSubmissions);
  return { count: rows.length };
}
