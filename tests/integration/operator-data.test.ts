import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { blitzSends } from '#server/features/blitz/blitz-tables.ts';
import { findOwnerContact } from '#server/features/brand/brand-store.ts';
import { brandProfiles } from '#server/features/brand/brand-tables.ts';
import { emailMessages, suppressions } from '#server/features/email/email-tables.ts';
import { isSuppressed } from '#server/features/email/queue-email.ts';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import { leadSubmissions, webhookDeliveries } from '#server/features/leads/leads-tables.ts';
import { attemptDelivery, webhookDeliveryQueue } from '#server/features/leads/webhook-delivery.ts';
import { eraseDataSubject, findDataSubject } from '#server/features/operator/operator-data-rights.ts';
import { EXPORT_BATCH_SIZE, listPage } from '#server/features/operator/operator-lists.ts';
import { csvStream, parseListQuery } from '#server/features/operator/operator-lists-services.ts';
import { retryFailedDelivery } from '#server/features/operator/operator-lists-retry.ts';
import { getPlaybook } from '#server/features/playbooks/playbook-services.ts';
import { listSavedPlaybooks } from '#server/features/playbooks/playbook-store.ts';
import { playbooks } from '#server/features/playbooks/playbooks-tables.ts';
import { restaurantData } from '#server/features/restaurants/restaurant-routes.ts';
import { restaurants } from '#server/features/restaurants/restaurants-tables.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../doubles/webhook-receiver.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The operator console's data layer on a real database: list filters and paging, CSV export, retry, erasure. */

let t: TestApp;
let receiver: WebhookReceiver;
let ip = 0;

async function submit(url: string, body: object): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: `10.9.0.${(ip++ % 250) + 1}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as string;
}

function query<Name extends 'leads' | 'playbooks' | 'blitz' | 'emails' | 'webhooks'>(name: Name, search: string) {
  const parsed = parseListQuery(name, new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

/** A brand profile with a ready playbook, a blitz enrollment with one day sent, and an email, for `email`. */
async function seedOwner(email: string, ownerName: string, restaurant: string) {
  const db = t.ctx.database.db;
  const now = t.ctx.now();
  const profileId = randomUUID();
  await db.insert(brandProfiles).values({
    id: profileId,
    restaurantId: `${restaurant.toLowerCase().replace(/\W+/g, '-')}`,
    vibe: 'warm and lively',
    ownerName,
    contactEmail: email,
    originalBrandData: { signOff: `— ${ownerName}`, dishes: ['paella'] },
    finalBrandData: { ownerName, contactEmail: email, signOff: `— ${ownerName}`, tone: 'warm' },
    blitzOptIn: true,
    createdAt: now,
    updatedAt: now,
  });
  const playbookId = `${restaurant.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`;
  await db.insert(playbooks).values({
    id: playbookId,
    brandProfileId: profileId,
    name: restaurant,
    location: 'Brooklyn, NY',
    format: 'html',
    status: 'ready',
    document: { owner: ownerName },
    html: `<p>Signed, ${ownerName}</p>`,
    text: `Signed, ${ownerName}`,
    createdAt: now,
    readyAt: now,
  });
  const enrollmentId = randomUUID();
  await db.insert(blitzEnrollments).values({
    id: enrollmentId,
    email,
    placeId: `place-${playbookId}`,
    restaurantName: restaurant,
    ownerName,
    source: 'playbook',
    status: 'active',
    enrolledAt: now,
  });
  const emailId = randomUUID();
  await db.insert(emailMessages).values({
    id: emailId,
    dedupeKey: `test:${emailId}`,
    recipient: email,
    kind: 'blitz-day',
    subject: `Day 1 for ${restaurant}, ${ownerName}`,
    status: 'sent',
    payload: { html: `<p>Hi ${ownerName}</p>`, text: `Hi ${ownerName}`, attachments: [], listUnsubscribe: null },
    createdAt: now,
    sentAt: now,
  });
  await db.insert(blitzSends).values({
    id: randomUUID(),
    enrollmentId,
    localDay: '2026-11-20',
    kind: 'daily',
    day: 1,
    status: 'queued',
    reviewCount: 3,
    emailId,
    claimedAt: now,
  });
  return { profileId, playbookId, enrollmentId, emailId };
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({ env: { WEBHOOK_URL: receiver.url, WEBHOOK_RETRY_DELAY_SECONDS: '1' } });
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('lists', () => {
  let contactId: string;

  beforeAll(async () => {
    contactId = await submit('/api/contact', {
      name: 'Dana Formula',
      email: 'dana@lists.example',
      phone: '+1 212 555 0100',
      message: '=HYPERLINK("http://evil.example","click")',
      source: 'gmb-website',
    });
    await submit('/api/quote-requests', {
      name: 'Quinn Quote',
      email: 'quinn@lists.example',
      phone: '212-555-0111',
      companyName: 'Quinn Group',
      numberOfLocations: '4',
      currentPlatforms: 'Google',
      monthlyReviews: '80',
      specificNeeds: 'Spanish replies',
      budget: '$500',
      timeline: 'Soon',
    });
    await submit('/api/leads', { type: 'demo', email: 'lena@lists.example', name: 'Lena Lead', plan: 'Starter' });
    await submit('/api/capture-lead', { email: 'cap@lists.example', context: { page: 'pricing' } });
    await submit('/api/contact', {
      name: 'Spammy',
      email: 'spam@lists.example',
      message: 'buy now',
      source: 'gmb-website',
      website: 'https://spam.example',
    });
    await seedOwner('olga@lists.example', 'Olga Owner', 'Olga Tapas');
  });

  test('leads: every kind in one list, newest first, with every submitted field', async () => {
    const page = await listPage(t.ctx.database.db, 'leads', query('leads', ''));
    const sources = page.rows.map((row) => row.source);
    expect(new Set(sources)).toEqual(new Set(['contact', 'quote', 'lead', 'capture', 'playbook-owner']));
    expect(page.total).toBe(6);
    const contact = page.rows.find((row) => row.id === contactId)!;
    expect(contact).toMatchObject({
      email: 'dana@lists.example',
      name: 'Dana Formula',
      spam: false,
      forwarded: 'pending',
    });
    expect(contact.fields).toMatchObject({ phone: '+1 212 555 0100', source: 'gmb-website' });
    const owner = page.rows.find((row) => row.source === 'playbook-owner')!;
    expect(owner.fields).toMatchObject({ ownerName: 'Olga Owner', vibe: 'warm and lively', blitzOptIn: true });
    expect(owner.fields.playbooks).toHaveLength(1);
    const times = page.rows.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('leads: source, spam and search filters, and the search takes % literally', async () => {
    const db = t.ctx.database.db;
    expect((await listPage(db, 'leads', query('leads', 'source=quote'))).rows.map((r) => r.name)).toEqual([
      'Quinn Quote',
    ]);
    expect((await listPage(db, 'leads', query('leads', 'spam=only'))).rows.map((r) => r.email)).toEqual([
      'spam@lists.example',
    ]);
    expect((await listPage(db, 'leads', query('leads', 'spam=exclude'))).total).toBe(5);
    // Search reaches fields inside the payload (the quote's needs) and is case-insensitive.
    expect((await listPage(db, 'leads', query('leads', 'q=SPANISH'))).rows.map((r) => r.email)).toEqual([
      'quinn@lists.example',
    ]);
    expect((await listPage(db, 'leads', query('leads', 'q=%25'))).total).toBe(0);
  });

  test('leads: date bounds are UTC days, inclusive', async () => {
    const db = t.ctx.database.db;
    const today = t.ctx.now().toISOString().slice(0, 10);
    expect((await listPage(db, 'leads', query('leads', `from=${today}&to=${today}`))).total).toBe(6);
    expect((await listPage(db, 'leads', query('leads', 'to=2020-01-01'))).total).toBe(0);
  });

  test('bad filters are refused with a message, not ignored', () => {
    expect(parseListQuery('leads', new URLSearchParams('source=fax'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('source must be one of'),
    });
    expect(parseListQuery('leads', new URLSearchParams('page=0'))).toMatchObject({ ok: false });
    expect(parseListQuery('emails', new URLSearchParams('from=yesterday'))).toMatchObject({ ok: false });
  });

  test('playbooks, blitz (with each day sent), emails and webhooks lists', async () => {
    const db = t.ctx.database.db;
    const playbookPage = await listPage(db, 'playbooks', query('playbooks', 'q=olga'));
    expect(playbookPage.rows).toHaveLength(1);
    expect(playbookPage.rows[0]).toMatchObject({
      name: 'Olga Tapas',
      status: 'ready',
      ownerEmail: 'olga@lists.example',
    });

    const blitz = await listPage(db, 'blitz', query('blitz', 'status=active&source=playbook'));
    expect(blitz.rows).toHaveLength(1);
    expect(blitz.rows[0]!.sends).toEqual([
      { day: 1, localDay: '2026-11-20', kind: 'daily', status: 'queued', reviewCount: 3, emailStatus: 'sent' },
    ]);
    expect((await listPage(db, 'blitz', query('blitz', 'status=completed'))).total).toBe(0);

    const emails = await listPage(db, 'emails', query('emails', 'status=sent&kind=blitz-day'));
    expect(emails.rows.map((row) => row.recipient)).toEqual(['olga@lists.example']);

    const webhooks = await listPage(db, 'webhooks', query('webhooks', 'status=pending&q=quinn'));
    expect(webhooks.rows).toHaveLength(1);
    expect(webhooks.rows[0]).toMatchObject({ source: 'gmb-website-quote-request', attempts: 0, attemptLog: [] });
  });

  test('the CSV export carries the filtered rows with formula triggers neutralised', async () => {
    let csv = '';
    for await (const chunk of csvStream(t.ctx.database.db, 'leads', query('leads', 'source=contact&spam=exclude')))
      csv += chunk;
    expect(
      csv.startsWith(
        '\uFEFFcreated_at,source,email,name,phone,business,message,form,spam,forwarded,id,all_fields_json\r\n',
      ),
    ).toBe(true);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[1]).toContain(",'+1 212 555 0100,");
  });
});

describe('paging and streaming over many rows', () => {
  const COUNT = 100_000;

  beforeAll(async () => {
    // Same created_at for blocks of rows: keyset paging must break ties by id.
    await t.ctx.database.db.execute(sql`
      insert into lead_submissions (id, kind, email, payload, spam, forwarded, created_at)
      select gen_random_uuid(), 'lead', 'bulk' || g || '@bulk.example',
        jsonb_build_object('type', 'newsletter', 'email', 'bulk' || g || '@bulk.example', 'name', '-Bulk ' || g),
        false, 'delivered', timestamptz '2025-01-01T00:00:00Z' + (g / 7) * interval '1 second'
      from generate_series(1, ${COUNT}) g`);
  }, 120_000);

  test('pages of 50 with the total; the last page holds the rest', async () => {
    const db = t.ctx.database.db;
    const first = await listPage(db, 'leads', query('leads', 'q=bulk.example'));
    expect(first.total).toBe(COUNT);
    expect(first.pageCount).toBe(COUNT / 50);
    expect(first.rows).toHaveLength(50);
    const last = await listPage(db, 'leads', query('leads', `q=bulk.example&page=${COUNT / 50}`));
    expect(last.rows).toHaveLength(50);
    expect(last.rows.at(-1)!.createdAt).toBe('2025-01-01T00:00:00.000Z');
  });

  // A date range only: the export then walks the created_at index, as an unfiltered export does.
  const range = 'to=2025-12-31';

  test(`a CSV of ${COUNT.toLocaleString('en-US')} rows holds every row once, formula cells neutralised`, async () => {
    let rest = '';
    let lines = 0;
    let neutralised = 0;
    const ids = new Set<string>();
    for await (const chunk of csvStream(t.ctx.database.db, 'leads', query('leads', range))) {
      const records = (rest + String(chunk)).split('\r\n');
      rest = records.pop()!;
      for (const record of records) {
        lines += 1;
        if (record.includes(",'-Bulk ")) neutralised += 1;
        const id = /,([0-9a-f-]{36}),"\{/.exec(record)?.[1];
        if (id) ids.add(id);
      }
    }
    expect(rest).toBe('');
    expect(lines).toBe(COUNT + 1);
    expect(ids.size).toBe(COUNT);
    expect(neutralised).toBe(COUNT);
  }, 180_000);

  test('the export streams: the file goes by in bounded batches, never as one buffer', async () => {
    let bytes = 0;
    let chunks = 0;
    let largest = 0;
    for await (const chunk of csvStream(t.ctx.database.db, 'leads', query('leads', range))) {
      const size = Buffer.byteLength(String(chunk));
      bytes += size;
      chunks += 1;
      largest = Math.max(largest, size);
    }
    expect(bytes).toBeGreaterThan(20_000_000);
    // Memory is measured by the bench; here, the shape that keeps it flat: one chunk per batch of rows, each a small
    // fraction of the whole file (a heap reading would depend on when the collector last ran).
    expect(chunks).toBeGreaterThanOrEqual(Math.floor(100_000 / EXPORT_BATCH_SIZE));
    expect(largest).toBeLessThan(bytes / 50);
  }, 180_000);
});

describe('retry now', () => {
  test('a failed delivery goes back through the outbox: same payload and key, one more attempt logged', async () => {
    const id = await submit('/api/contact', {
      name: 'Rita Retry',
      email: 'rita@retry.example',
      message: 'Please call',
      source: 'gmb-website-contact',
    });
    const [delivery] = await t.ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.submissionId, id));
    receiver.answerAlways(400);
    expect(await attemptDelivery(t.ctx, delivery!.id)).toMatchObject({ outcome: 'failed', statusCode: 400 });
    const firstKey = receiver.requests.find((request) => request.json?.email === 'rita@retry.example')?.headers[
      'idempotency-key'
    ];
    receiver.reset();

    expect(await retryFailedDelivery(t.ctx, delivery!.id)).toEqual({ outcome: 'queued' });
    const jobs = await t.ctx.jobs.boss.findJobs(webhookDeliveryQueue.name, { key: delivery!.id });
    expect(jobs.some((job) => job.state === 'created')).toBe(true);
    const [lead] = await t.ctx.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id));
    expect(lead!.forwarded).toBe('pending');

    expect(await attemptDelivery(t.ctx, delivery!.id)).toMatchObject({ outcome: 'delivered' });
    const page = await listPage(t.ctx.database.db, 'webhooks', query('webhooks', 'q=rita@retry.example'));
    expect(page.rows[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(page.rows[0]!.attemptLog.map((attempt) => [attempt.attempt, attempt.outcome])).toEqual([
      [1, 'failed'],
      [2, 'delivered'],
    ]);
    const retried = receiver.requests.filter((request) => request.json?.email === 'rita@retry.example');
    expect(retried).toHaveLength(1);
    expect([firstKey, retried[0]!.headers['idempotency-key']]).toEqual([
      delivery!.idempotencyKey,
      delivery!.idempotencyKey,
    ]);

    expect(await retryFailedDelivery(t.ctx, delivery!.id)).toEqual({ outcome: 'not-failed', status: 'delivered' });
    expect(await retryFailedDelivery(t.ctx, randomUUID())).toEqual({ outcome: 'not-found' });
  });
});

describe('data-rights requests', () => {
  const person = 'Erin.Erase@Rights.example';

  test('finds everything stored about an address, erases it, keeps the rows and the suppression', async () => {
    const db = t.ctx.database.db;
    const contactId = await submit('/api/contact', {
      name: 'Erin Erase',
      email: person,
      phone: '555-0123',
      message: 'My private message',
      source: 'gmb-website',
    });
    await submit('/api/leads', {
      type: 'free-trial',
      email: 'erin.erase@rights.example',
      restaurantName: 'Harbor Diner',
    });
    const seeded = await seedOwner('erin.erase@rights.example', 'Erin Erase', 'Harbor Diner');
    const other = await seedOwner('keep@rights.example', 'Kim Keep', 'Kim Noodles');
    await db
      .insert(suppressions)
      .values({ email: 'erin.erase@rights.example', reason: 'unsubscribe-link', createdAt: t.ctx.now() });
    const connectionId = randomUUID();
    await db.insert(googleConnections).values({
      id: connectionId,
      enrollmentId: seeded.enrollmentId,
      placeId: 'place-harbor',
      locationTitle: 'Harbor Diner',
      refreshTokenSealed: 'sealed-refresh-token',
      keyId: 'k1',
      status: 'active',
      createdAt: t.ctx.now(),
      updatedAt: t.ctx.now(),
    });

    const found = await findDataSubject(t.ctx, '  ERIN.erase@rights.example ');
    expect(found.counts).toMatchObject({
      leads: 2,
      brandProfiles: 1,
      playbooks: 1,
      blitzEnrollments: 1,
      blitzSends: 1,
      monthlyReports: 0,
      emails: 1,
      webhookDeliveries: 2,
      googleConnections: 1,
      suppressions: 1,
    });
    expect(found.googleConnections[0]).toMatchObject({
      id: connectionId,
      locationTitle: 'Harbor Diner',
      status: 'active',
    });
    expect(JSON.stringify(found)).not.toContain('sealed-refresh-token');
    expect(found.leads.map((lead) => lead.fields.message ?? null)).toContain('My private message');
    expect(found.playbooks[0]).toMatchObject({ id: seeded.playbookId, text: 'Signed, Erin Erase' });
    expect(found.suppression).toMatchObject({ reason: 'unsubscribe-link', storedAs: 'address' });

    const countRows = async () =>
      queryRows<Record<string, number>>(
        db,
        sql`select (select count(*)::int from lead_submissions) as leads, (select count(*)::int from playbooks) as playbooks,
              (select count(*)::int from email_messages) as emails, (select count(*)::int from blitz_enrollments) as blitz`,
      );
    const before = await countRows();
    const erased = await eraseDataSubject(t.ctx, person);
    expect(erased).toMatchObject({
      leads: 2,
      brandProfiles: 1,
      playbooks: 1,
      blitzEnrollments: 1,
      emails: 1,
      googleConnections: 1,
    });
    // The Google connection (access to their account) ends, as a disconnect does.
    expect(await db.select().from(googleConnections).where(eq(googleConnections.id, connectionId))).toEqual([]);
    expect(await countRows()).toEqual(before);

    // Nothing is found any more except the suppression, now a keyed hash.
    const after = await findDataSubject(t.ctx, person);
    expect(after.counts).toMatchObject({ leads: 0, brandProfiles: 0, playbooks: 0, blitzEnrollments: 0, emails: 0 });
    expect(after.suppression).toMatchObject({ storedAs: 'keyed hash' });
    const stored = await db.select().from(suppressions);
    expect(stored.map((row) => row.email)).not.toContain('erin.erase@rights.example');
    expect(await isSuppressed(t.ctx, 'Erin.Erase@rights.example')).toBe(true);
    expect(await isSuppressed(t.ctx, 'keep@rights.example')).toBe(false);

    // No personal field survives anywhere, and the counts by kind stay.
    const dump =
      JSON.stringify(await queryRows(db, sql`select * from lead_submissions where id = ${contactId}::uuid`)) +
      JSON.stringify(await db.select().from(brandProfiles).where(eq(brandProfiles.id, seeded.profileId))) +
      JSON.stringify(await db.select().from(playbooks).where(eq(playbooks.id, seeded.playbookId))) +
      JSON.stringify(await db.select().from(emailMessages).where(eq(emailMessages.id, seeded.emailId))) +
      JSON.stringify(await db.select().from(webhookDeliveries)) +
      JSON.stringify(await db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, seeded.enrollmentId)));
    for (const personal of ['Erin', 'erase@', 'private message', '555-0123']) expect(dump).not.toContain(personal);
    const [contact] = await db.select().from(leadSubmissions).where(eq(leadSubmissions.id, contactId));
    expect(contact).toMatchObject({ kind: 'contact', email: '(erased)', payload: { source: 'gmb-website' } });

    // The restaurant's /thank-you data no longer speaks to them: no name, no masked address.
    await db
      .insert(restaurants)
      .values({ id: 'harbor-diner', placeId: 'cat-harbor-diner', source: 'catalogue', name: 'Harbor Diner' })
      .onConflictDoNothing();
    expect(await restaurantData(t.ctx, 'harbor-diner', findOwnerContact)).toMatchObject({
      ownerName: 'Restaurant Owner',
      contactEmail: '',
    });

    // The playbook row stays (counted), its content goes, and its public page and listing with it.
    const [playbook] = await db.select().from(playbooks).where(eq(playbooks.id, seeded.playbookId));
    expect(playbook).toMatchObject({ status: 'erased', html: null, text: null, document: null, name: 'Harbor Diner' });
    expect(await getPlaybook(t.ctx, seeded.playbookId)).toBeNull();
    // Still counted as generated: `status=ready,erased` is the dashboard's filter for it.
    expect((await listPage(db, 'playbooks', query('playbooks', 'q=harbor&status=ready,erased'))).total).toBe(1);
    expect((await listPage(db, 'playbooks', query('playbooks', 'q=harbor&status=ready'))).total).toBe(0);
    expect((await listSavedPlaybooks(db, 100)).map((playbook) => playbook.id)).not.toContain(seeded.playbookId);
    const [enrollment] = await db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, seeded.enrollmentId));
    expect(enrollment).toMatchObject({ status: 'unsubscribed', email: '(erased)', ownerName: '' });

    // Their deliveries still pending were stopped, and cannot be retried: there is nothing left to forward.
    const [stopped] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submissionId, contactId));
    expect(stopped).toMatchObject({ status: 'failed', lastError: 'Erased on a data-rights request before delivery' });
    expect(await retryFailedDelivery(t.ctx, stopped!.id)).toEqual({ outcome: 'erased' });

    // The other person is untouched.
    const kept = await findDataSubject(t.ctx, 'keep@rights.example');
    expect(kept.counts).toMatchObject({ brandProfiles: 1, playbooks: 1, blitzEnrollments: 1, emails: 1 });
    const [otherPlaybook] = await db.select().from(playbooks).where(eq(playbooks.id, other.playbookId));
    expect(otherPlaybook).toMatchObject({ status: 'ready', text: 'Signed, Kim Keep' });
  });

  test('erasing an address with nothing stored still records the suppression', async () => {
    const erased = await eraseDataSubject(t.ctx, 'nobody@rights.example');
    expect(erased).toMatchObject({ leads: 0, playbooks: 0, suppressions: 1 });
    expect(await isSuppressed(t.ctx, 'nobody@rights.example')).toBe(true);
  });
});
