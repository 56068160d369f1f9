import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '#server/db/database.ts';
import { brandProfiles } from '#server/features/brand/brand-tables.ts';
import { EMAIL_RETENTION_BATCH } from '#server/features/email/email-retention.ts';
import { emailMessages, suppressions, type EmailStatus } from '#server/features/email/email-tables.ts';
import { isSuppressed } from '#server/features/email/queue-email.ts';
import { leadSubmissions, webhookDeliveries } from '#server/features/leads/leads-tables.ts';
import { LEAD_RETENTION_BATCH } from '#server/features/maintenance/lead-retention.ts';
import { dataRetentionQueue, runDataRetention } from '#server/features/maintenance/maintenance-jobs.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The privacy policy's retention periods, kept by the daily maintenance job: submissions erased 3 years after the
 * last contact, settled email records deleted after 12 months, unsubscribes kept.
 */

const NOW = new Date('2026-06-15T12:00:00.000Z');
let now = NOW;
const clock = () => now;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const YEAR = 365;

let t: TestApp;
let ip = 0;

/** A contact message sent through the API at `at` (the test clock is set there for the request). */
async function contact(email: string, at: Date): Promise<string> {
  now = at;
  try {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Robin Retained', email, phone: '+1 212 555 0123', message: 'Call me', source: 'gmb-website' },
      remoteAddress: `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  } finally {
    now = NOW;
  }
}

async function email(recipient: string, status: EmailStatus, at: Date): Promise<string> {
  const id = randomUUID();
  await t.ctx.database.db.insert(emailMessages).values({
    id,
    dedupeKey: `retention-test:${id}`,
    recipient,
    kind: 'playbook',
    subject: 'Your playbook',
    status,
    attempts: status === 'queued' ? 3 : 1,
    payload: { html: '<p>Hi</p>', text: 'Hi', attachments: [], listUnsubscribe: null },
    createdAt: at,
    sentAt: status === 'sent' ? at : null,
    lockedUntil: status === 'sending' ? new Date(NOW.getTime() + 60_000) : null,
  });
  return id;
}

/** A blitz enrollment that ended at `endedAt` (or, when active, started then). */
async function enroll(email: string, endedAt: Date, status: 'completed' | 'active' = 'completed'): Promise<string> {
  const id = randomUUID();
  await t.ctx.database.db.insert(blitzEnrollments).values({
    id,
    email,
    placeId: `place-${id}`,
    restaurantName: 'Stale Diner',
    ownerName: 'Sam Stale',
    source: 'free-trial',
    status,
    enrolledAt: new Date(endedAt.getTime() - 7 * DAY),
    completedAt: status === 'active' ? null : endedAt,
  });
  return id;
}

async function enrollment(id: string) {
  const [row] = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, id));
  return row!;
}

async function lead(id: string) {
  const [row] = await t.ctx.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id));
  return row!;
}

async function existingEmails(ids: string[]): Promise<Set<string>> {
  const rows = await t.ctx.database.db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(inArray(emailMessages.id, ids));
  return new Set(rows.map((row) => row.id));
}

async function countsByKind() {
  return queryRows<{ kind: string; n: number | string }>(
    t.ctx.database.db,
    sql`select kind, count(*) as n from lead_submissions group by kind order by kind`,
  );
}

const ids = {} as Record<string, string>;
let kindsBefore: Awaited<ReturnType<typeof countsByKind>>;
let bulkLeads: string[] = [];
let bulkEmails: string[] = [];
let first: Awaited<ReturnType<typeof runDataRetention>>;
let second: Awaited<ReturnType<typeof runDataRetention>>;

beforeAll(async () => {
  t = await createTestApp({ now: clock });
  const db = t.ctx.database.db;

  ids.oldLead = await contact('Old.Lead@Retention.example', daysAgo(3 * YEAR + 10));
  ids.twoYearLead = await contact('two-years@retention.example', daysAgo(2 * YEAR));
  // Old submissions, but a later contact of each kind keeps them.
  ids.mailedLead = await contact('mailed@retention.example', daysAgo(4 * YEAR));
  ids.recentMail = await email('mailed@retention.example', 'sent', daysAgo(60));
  ids.returningOld = await contact('returning@retention.example', daysAgo(4 * YEAR));
  ids.returningNew = await contact('returning@retention.example', daysAgo(YEAR));
  ids.ownerLead = await contact('owner@retention.example', daysAgo(4 * YEAR));
  await db.insert(brandProfiles).values({
    id: randomUUID(),
    ownerName: 'Olive Owner',
    contactEmail: 'owner@retention.example',
    originalBrandData: {},
    createdAt: daysAgo(200),
    updatedAt: daysAgo(200),
  });
  ids.blitzLead = await contact('blitz@retention.example', daysAgo(4 * YEAR));
  await db.insert(blitzEnrollments).values({
    id: randomUUID(),
    email: 'blitz@retention.example',
    placeId: 'place-retention',
    restaurantName: 'Retention Diner',
    ownerName: 'Blake Blitz',
    source: 'playbook',
    status: 'completed',
    enrolledAt: daysAgo(2 * YEAR + 7),
    completedAt: daysAgo(2 * YEAR),
  });
  // Blitz enrollments are contact information too: erased with the address once it is 3 years stale.
  ids.staleBlitz = await enroll('stale-blitz@retention.example', daysAgo(3 * YEAR + 20));
  ids.staleBlitzLead = await contact('Stale-Both@retention.example', daysAgo(4 * YEAR));
  ids.staleBothBlitz = await enroll('stale-both@retention.example', daysAgo(3 * YEAR + 40));
  ids.recentBlitz = await enroll('recent-blitz@retention.example', daysAgo(3 * YEAR - 30));
  ids.activeBlitz = await enroll('active-blitz@retention.example', daysAgo(3 * YEAR + 20), 'active');
  // An email we failed to deliver is not contact; and it is deleted itself after 12 months.
  ids.failedLead = await contact('failed@retention.example', daysAgo(4 * YEAR));
  ids.failedMail = await email('failed@retention.example', 'failed', daysAgo(3 * YEAR + 5));

  ids.oldSent = await email('reader@retention.example', 'sent', daysAgo(YEAR + 30));
  ids.oldSuppressed = await email('reader@retention.example', 'suppressed', daysAgo(YEAR + 30));
  ids.recentSent = await email('reader@retention.example', 'sent', daysAgo(YEAR - 30));
  ids.oldQueued = await email('reader@retention.example', 'queued', daysAgo(YEAR + 30));
  ids.oldSending = await email('reader@retention.example', 'sending', daysAgo(YEAR + 30));
  await db
    .insert(suppressions)
    .values({ email: 'unsubscribed@retention.example', reason: 'unsubscribe link', createdAt: daysAgo(5 * YEAR) });

  // More than one batch of each, so the job's paging is exercised.
  const bulkAt = daysAgo(3 * YEAR + 100);
  bulkLeads = Array.from({ length: LEAD_RETENTION_BATCH + 5 }, () => randomUUID());
  await db.insert(leadSubmissions).values(
    bulkLeads.map((id, index) => ({
      id,
      kind: 'capture' as const,
      email: `bulk-${String(index).padStart(3, '0')}@retention.example`,
      payload: { email: `bulk-${index}@retention.example`, source: 'gmb-website-lead' },
      forwarded: 'not-configured' as const,
      createdAt: bulkAt,
      announcedAt: bulkAt,
    })),
  );
  bulkEmails = Array.from({ length: 2 * EMAIL_RETENTION_BATCH + 3 }, () => randomUUID());
  await db.insert(emailMessages).values(
    bulkEmails.map((id) => ({
      id,
      dedupeKey: `retention-bulk:${id}`,
      recipient: 'bulk@retention.example',
      kind: 'blitz-day',
      subject: 'Day 3',
      status: 'sent' as const,
      payload: { html: '', text: '', attachments: [], listUnsubscribe: null },
      createdAt: daysAgo(2 * YEAR),
      sentAt: daysAgo(2 * YEAR),
    })),
  );

  kindsBefore = await countsByKind();
  first = await runDataRetention(t.ctx);
  second = await runDataRetention(t.ctx);
});

afterAll(async () => {
  await t?.close();
});

describe('leads: erased 3 years after the last contact', () => {
  test('a lead whose address was last in contact over 3 years ago is erased as a data-rights erasure erases it', async () => {
    const row = await lead(ids.oldLead!);
    expect(row.email).toBe('(erased)');
    expect(row.payload).toEqual({ source: 'gmb-website' });
    expect(row.kind).toBe('contact');
    expect(row.createdAt.toISOString()).toBe(daysAgo(3 * YEAR + 10).toISOString());
    const [delivery] = await t.ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.submissionId, ids.oldLead!));
    expect(JSON.stringify(delivery?.payload)).not.toMatch(/Robin|retention\.example|555|Call me/i);
  });

  test('a 2-year-old lead is kept whole', async () => {
    const row = await lead(ids.twoYearLead!);
    expect(row.email).toBe('two-years@retention.example');
    expect(row.payload).toMatchObject({ name: 'Robin Retained', message: 'Call me' });
  });

  test('an older lead is kept while the address had a sent email, a newer submission, a playbook or a blitz', async () => {
    for (const key of ['mailedLead', 'returningOld', 'returningNew', 'ownerLead', 'blitzLead'] as const) {
      const row = await lead(ids[key]!);
      expect(row.email, key).not.toBe('(erased)');
      expect(row.payload, key).toMatchObject({ name: 'Robin Retained' });
    }
  });

  test('a failed email is not contact', async () => {
    expect((await lead(ids.failedLead!)).email).toBe('(erased)');
  });

  test('every address of a run larger than one batch is erased, and the totals by form stay', async () => {
    const rows = await t.ctx.database.db
      .select({ email: leadSubmissions.email, payload: leadSubmissions.payload })
      .from(leadSubmissions)
      .where(inArray(leadSubmissions.id, bulkLeads));
    expect(rows).toHaveLength(bulkLeads.length);
    expect(rows.every((row) => row.email === '(erased)')).toBe(true);
    expect(rows.every((row) => JSON.stringify(row.payload) === '{"source":"gmb-website-lead"}')).toBe(true);
    expect(await countsByKind()).toEqual(kindsBefore);
  });

  test('an ended blitz enrollment loses its address and owner name 3 years after the last contact', async () => {
    for (const key of ['staleBlitz', 'staleBothBlitz'] as const) {
      const row = await enrollment(ids[key]!);
      expect(row.email, key).toBe('(erased)');
      expect(row.ownerName, key).toBe('');
      expect(row.restaurantName, key).toBe('Stale Diner');
      expect(row.status, key).toBe('completed');
    }
    expect((await lead(ids.staleBlitzLead!)).email).toBe('(erased)');
  });

  test('a blitz enrollment ended under 3 years ago, or still active, keeps its address', async () => {
    expect((await enrollment(ids.recentBlitz!)).email).toBe('recent-blitz@retention.example');
    const active = await enrollment(ids.activeBlitz!);
    expect(active.email).toBe('active-blitz@retention.example');
    expect(active.ownerName).toBe('Sam Stale');
  });

  test('the run reports its counts, and a second run finds nothing', () => {
    expect(first.leads).toEqual({
      addresses: bulkLeads.length + 4,
      submissions: bulkLeads.length + 3,
      webhookDeliveries: 3,
      blitzEnrollments: 2,
      complete: true,
    });
    expect(second.leads).toEqual({
      addresses: 0,
      submissions: 0,
      webhookDeliveries: 0,
      blitzEnrollments: 0,
      complete: true,
    });
  });
});

describe('email records: deleted after 12 months once settled', () => {
  test('settled messages over 12 months old go; a recent one and pending or retrying ones stay', async () => {
    const left = await existingEmails(Object.values(ids));
    expect(left.has(ids.oldSent!)).toBe(false);
    expect(left.has(ids.oldSuppressed!)).toBe(false);
    expect(left.has(ids.failedMail!)).toBe(false);
    expect(left.has(ids.recentSent!)).toBe(true);
    expect(left.has(ids.recentMail!)).toBe(true);
    expect(left.has(ids.oldQueued!)).toBe(true);
    expect(left.has(ids.oldSending!)).toBe(true);
  });

  test('more than one batch is deleted in one run, and a second run deletes nothing', async () => {
    expect((await existingEmails(bulkEmails)).size).toBe(0);
    expect(first.emails).toEqual({ deleted: bulkEmails.length + 3, complete: true });
    expect(second.emails).toEqual({ deleted: 0, complete: true });
  });

  test('unsubscribes are kept', async () => {
    expect(await isSuppressed(t.ctx, 'unsubscribed@retention.example')).toBe(true);
  });
});

describe('the job', () => {
  test('is a daily scheduled queue that logs its counts and no address', () => {
    expect(dataRetentionQueue.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    const lines = t.logs.filter((line) => line.includes('retention:'));
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.join('\n')).not.toContain('@retention.example');
    expect(lines.join('\n')).toContain(`"deleted":${bulkEmails.length + 3}`);
  });
});
