import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppServices } from '#server/app-features.ts';
import { blitzSends, blitzSentReviews } from '#server/features/blitz/blitz-tables.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { action as unsubscribePageAction } from '#app/routes/unsubscribe.tsx';
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from '../doubles/smtp-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { postgresTest } from '../support/postgres-test.ts';
import { bossSchemaOf, expectFromHeader, rawHeader, releaseRetries, waitUntil } from '../support/email-helpers.ts';

/**
 * The 7-day blitz against a real SMTP server, with the clock driven by the test: New York dates and DST, the window's
 * end and the closing email, exactly-once across repeated, concurrent and restarted runs, and one-click unsubscribe.
 */

const PLACE = 'cat-katzs-delicatessen';
let smtp: SmtpDouble;
let fakeNow = new Date('2026-11-20T12:00:00Z');
const clock = () => fakeNow;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpDouble();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, runWorkers: true, now: clock });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function uniqueEmail(label: string): string {
  seq += 1;
  return `${label}-${seq}@blitz.example`;
}

async function enroll(app: TestApp, email: string, at: string, placeId = PLACE): Promise<string> {
  fakeNow = new Date(at);
  await app.ctx.events.emit('blitz.opt-in', {
    email,
    placeId,
    restaurantId: 'katzs-delicatessen',
    restaurantName: "Katz's Delicatessen",
    ownerName: 'Jake Dell',
    source: 'playbook',
  });
  const [row] = await app.ctx.database.db
    .select()
    .from(blitzEnrollments)
    .where(eq(blitzEnrollments.email, email.toLowerCase()));
  if (!row) throw new Error('not enrolled');
  return row.id;
}

async function runAt(app: TestApp, at: string) {
  fakeNow = new Date(at);
  return runDueBlitzSends(app.ctx, fakeNow);
}

function mailTo(address: string): ReceivedMail[] {
  return smtp.messages.filter((m) => m.envelope.rcptTo.includes(address));
}

async function blitzRows(app: TestApp, enrollmentId: string) {
  return app.ctx.database.db
    .select()
    .from(blitzSends)
    .where(eq(blitzSends.enrollmentId, enrollmentId))
    .orderBy(blitzSends.localDay);
}

async function emailsFor(app: TestApp, address: string) {
  return app.ctx.database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.recipient, address))
    .orderBy(emailMessages.createdAt);
}

function unsubscribeLink(mail: ReceivedMail): string {
  const header = String(rawHeader(mail.parsed, 'list-unsubscribe') ?? '');
  const url = /<([^>]+)>/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in "${header}"`);
  return url;
}

describe('enrollment', () => {
  test('one active enrollment per (email, place), with a marketing confirmation email carrying RFC 8058 headers', async () => {
    const email = uniqueEmail('confirm');
    const id = await enroll(t, email, '2026-11-20T15:00:00Z');
    await enroll(t, email.toUpperCase(), '2026-11-20T15:05:00Z');
    const rows = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.placeId, PLACE));
    expect(rows.filter((row) => row.email === email)).toHaveLength(1);

    await waitUntil(() => mailTo(email).length >= 1);
    const [mail] = mailTo(email);
    const parsed = mail!.parsed;
    expectFromHeader(parsed, t.config.mail.from);
    expect(parsed.subject).toBe("You’re in: 7 mornings of suggested replies for Katz's Delicatessen");
    const url = unsubscribeLink(mail!);
    expect(url.startsWith(`${t.config.publicUrl}/unsubscribe?token=`)).toBe(true);
    expect(rawHeader(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The visible link, the reason and the postal address (CAN-SPAM).
    expect(parsed.html).toContain(url.replaceAll('&', '&amp;'));
    expect(parsed.text).toContain(url);
    expect(parsed.text).toMatch(/221 River Street/);
    expect(parsed.text).toMatch(/because you started a free 7-day reply blitz/);
    expect(id).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailTo(email)).toHaveLength(1);
  });
});

describe('New York dates', () => {
  test('enrolled 23:30 New York: day 1 is the next calendar day; enrolled 00:30: the day after (winter, 13:00 UTC)', async () => {
    const late = uniqueEmail('late-night');
    const early = uniqueEmail('after-midnight');
    // 2026-11-21 23:30 EST and 2026-11-22 00:30 EST.
    const lateId = await enroll(t, late, '2026-11-22T04:30:00Z');
    const earlyId = await enroll(t, early, '2026-11-22T05:30:00Z');

    await runAt(t, '2026-11-22T12:59:00Z');
    expect(await blitzRows(t, lateId)).toHaveLength(0);
    const first = await runAt(t, '2026-11-22T13:00:00Z');
    expect(first.sent.filter((s) => s.enrollmentId === lateId).map((s) => [s.localDay, s.day])).toEqual([
      ['2026-11-22', 1],
    ]);
    expect(await blitzRows(t, earlyId)).toHaveLength(0);

    await runAt(t, '2026-11-23T12:59:59Z');
    expect(await blitzRows(t, earlyId)).toHaveLength(0);
    await runAt(t, '2026-11-23T13:00:00Z');
    // A send that failed under load is retried by the next run the same morning.
    await runAt(t, '2026-11-23T13:05:00Z');
    // Read from the claimed rows, not one run's report: whichever run claimed a day (this one, a retry, or a scheduler
    // tick that saw the same instant under load), each enrollee has exactly these days.
    const days = async (id: string) => (await blitzRows(t, id)).map((r) => [r.localDay, r.day]);
    expect(await days(earlyId)).toEqual([['2026-11-23', 1]]);
    expect(await days(lateId)).toEqual([
      ['2026-11-22', 1],
      ['2026-11-23', 2],
    ]);

    // The daily email: reviews of the last 24 hours, each with a suggested reply, and the one-click headers.
    await waitUntil(() => mailTo(early).length >= 2);
    const daily = mailTo(early).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    expect(daily).toBeDefined();
    expect(daily.parsed.subject).toMatch(/^Day 1 of 7: \d+ new reviews? for Katz's Delicatessen, replies ready$/);
    expect(rawHeader(daily.parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(daily)).toContain('/unsubscribe?token=');
    expect(daily.parsed.text).toMatch(/Jake/);
    expect(daily.parsed.text).toContain(unsubscribeLink(daily));
    expect(daily.parsed.attachments).toHaveLength(0);
  });

  test('spring forward 2026-03-08: 13:00 UTC before the change, 12:00 UTC from that morning', async () => {
    const email = uniqueEmail('spring');
    const id = await enroll(t, email, '2026-03-06T15:00:00Z');
    await runAt(t, '2026-03-07T12:30:00Z');
    expect(await blitzRows(t, id)).toHaveLength(0);
    await runAt(t, '2026-03-07T13:00:00Z');
    await runAt(t, '2026-03-08T11:59:00Z');
    expect((await blitzRows(t, id)).map((r) => r.localDay)).toEqual(['2026-03-07']);
    await runAt(t, '2026-03-08T12:00:00Z');
    expect((await blitzRows(t, id)).map((r) => r.localDay)).toEqual(['2026-03-07', '2026-03-08']);
  });

  test('fall back 2026-11-01: 12:00 UTC before the change, 13:00 UTC from that morning', async () => {
    const email = uniqueEmail('autumn');
    const id = await enroll(t, email, '2026-10-30T15:00:00Z');
    await runAt(t, '2026-10-31T11:59:00Z');
    expect(await blitzRows(t, id)).toHaveLength(0);
    await runAt(t, '2026-10-31T12:00:00Z');
    await runAt(t, '2026-11-01T12:30:00Z');
    expect((await blitzRows(t, id)).map((r) => r.localDay)).toEqual(['2026-10-31']);
    await runAt(t, '2026-11-01T13:00:00Z');
    expect((await blitzRows(t, id)).map((r) => r.localDay)).toEqual(['2026-10-31', '2026-11-01']);
  });

  test('seven mornings, then the closing email on the eighth, then nothing; a missed morning goes out later that day only', async () => {
    const email = uniqueEmail('week');
    const id = await enroll(t, email, '2026-12-01T20:00:00Z');
    const days = [
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ];
    for (const [i, day] of days.entries()) {
      if (i === 2) {
        // Down all day on the 3rd morning's day: at 08:00 nothing ran; back at 23:00 New York, still the same day.
        await runAt(t, `${day}T12:00:00Z`);
        const late = await runAt(t, `2026-12-05T04:00:00Z`);
        expect(late.sent.filter((s) => s.enrollmentId === id).map((s) => s.localDay)).toEqual([day]);
        continue;
      }
      if (i === 4) {
        // Down through the whole 5th day: that morning is skipped, never sent a day late.
        const next = await runAt(t, `2026-12-07T12:00:00Z`);
        expect(next.sent.filter((s) => s.enrollmentId === id)).toHaveLength(0);
        continue;
      }
      await runAt(t, `${day}T13:05:00Z`);
    }
    const rows = await blitzRows(t, id);
    expect(rows.map((r) => [r.localDay, r.kind, r.day])).toEqual([
      ['2026-12-02', 'daily', 1],
      ['2026-12-03', 'daily', 2],
      ['2026-12-04', 'daily', 3],
      ['2026-12-05', 'daily', 4],
      ['2026-12-07', 'daily', 6],
      ['2026-12-08', 'daily', 7],
      ['2026-12-09', 'closing', 8],
    ]);
    const [enrollment] = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, id));
    expect(enrollment!.status).toBe('completed');
    expect((await runAt(t, '2026-12-10T13:05:00Z')).sent.filter((s) => s.enrollmentId === id)).toHaveLength(0);

    // Confirmation + 6 daily + closing, each received once.
    await waitUntil(() => mailTo(email).length >= 8, 20_000);
    const subjects = mailTo(email).map((m) => m.parsed.subject ?? '');
    expect(subjects).toHaveLength(8);
    const closing = mailTo(email).find((m) => m.parsed.subject?.startsWith('Your 7-day reply blitz'))!;
    expect(closing.parsed.subject).toBe("Your 7-day reply blitz for Katz's Delicatessen is done: here’s the week");
    expect(closing.parsed.text).toMatch(/\$199/);
    expect(rawHeader(closing.parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const keys = (await emailsFor(t, email)).map((row) => row.dedupeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('no reviews in the window: the short note with a tip', async () => {
    const email = uniqueEmail('quiet');
    const id = await enroll(t, email, '2026-12-20T20:00:00Z');
    const original = t.ctx.places.newestReviews;
    t.ctx.places.newestReviews = async () => [];
    try {
      await runAt(t, '2026-12-21T13:01:00Z');
    } finally {
      t.ctx.places.newestReviews = original;
    }
    expect((await blitzRows(t, id)).map((r) => r.reviewCount)).toEqual([0]);
    await waitUntil(() => mailTo(email).length >= 2);
    const note = mailTo(email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    expect(note.parsed.subject).toBe("Day 1 of 7: no new reviews for Katz's Delicatessen, plus one tip");
    expect(rawHeader(note.parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the send clock’s own dates', () => {
  const tokyo = { sendMinute: 8 * 60, sendTimeZone: 'Asia/Tokyo' };
  const setClock = (id: string) =>
    t.ctx.database.db.update(blitzEnrollments).set(tokyo).where(eq(blitzEnrollments.id, id));
  const sent = (report: Awaited<ReturnType<typeof runAt>>, id: string) =>
    report.sent.filter((send) => send.enrollmentId === id).map((send) => [send.localDay, send.day]);

  test('enrolled when Tokyo is already on the next day, clock set to Tokyo: no "Day 1" within minutes', async () => {
    // 20:00 on 9 January in New York is 10:00 on the 10th in Tokyo.
    const id = await enroll(t, uniqueEmail('tokyo'), '2027-01-10T01:00:00Z');
    await setClock(id);
    expect(sent(await runAt(t, '2027-01-10T01:05:00Z'), id)).toEqual([]);
    expect(sent(await runAt(t, '2027-01-10T22:59:00Z'), id)).toEqual([]);
    // 08:00 on the 11th in Tokyo.
    expect(sent(await runAt(t, '2027-01-10T23:00:00Z'), id)).toEqual([['2027-01-11', 1]]);
  });

  test('a clock moved to a zone a day ahead after day 1: day 2 the next morning there, no day repeated or skipped', async () => {
    const email = uniqueEmail('moved-east');
    const id = await enroll(t, email, '2027-01-10T01:00:00Z');
    // Day 1 on New York's clock: 08:00 on the 10th there. Its date fixes the days from now on.
    expect(sent(await runAt(t, '2027-01-10T13:00:00Z'), id)).toEqual([['2027-01-10', 1]]);
    await setClock(id);
    // 08:00 on the 11th in Tokyo (in Tokyo the enrollment's own date was the 10th, but day 1 already fixed the days).
    expect(sent(await runAt(t, '2027-01-10T23:00:00Z'), id)).toEqual([['2027-01-11', 2]]);
    expect(sent(await runAt(t, '2027-01-11T23:00:00Z'), id)).toEqual([['2027-01-12', 3]]);
    await waitUntil(() => mailTo(email).filter((mail) => /^Day \d of 7/.test(mail.parsed.subject ?? '')).length === 3);
    expect(
      mailTo(email)
        .map((mail) => /^Day (\d) of 7/.exec(mail.parsed.subject ?? '')?.[1])
        .filter(Boolean)
        .sort(),
    ).toEqual(['1', '2', '3']);
  });
});

describe('exactly once', () => {
  test('repeated and concurrent runs at one instant send one email per enrollment and day', async () => {
    const email = uniqueEmail('concurrent');
    const id = await enroll(t, email, '2027-01-04T20:00:00Z');
    fakeNow = new Date('2027-01-05T13:02:00Z');
    const reports = await Promise.all([1, 2, 3, 4].map(() => runDueBlitzSends(t.ctx, fakeNow)));
    await runDueBlitzSends(t.ctx, fakeNow);
    expect(reports.flatMap((r) => r.sent).filter((s) => s.enrollmentId === id)).toHaveLength(1);
    expect(await blitzRows(t, id)).toHaveLength(1);
    await waitUntil(() => mailTo(email).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(mailTo(email).filter((m) => m.parsed.subject?.startsWith('Day 1'))).toHaveLength(1);
  });

  test('a restart (a second app on the same database) never repeats a day', async () => {
    const first = await createTestApp({
      env: { SMTP_URL: smtp.url },
      runWorkers: true,
      now: clock,
      keepDatabase: true,
    });
    const email = uniqueEmail('restart');
    let second: TestApp | undefined;
    try {
      const id = await enroll(first, email, '2027-02-01T20:00:00Z');
      await runAt(first, '2027-02-02T13:01:00Z');
      await waitUntil(() => mailTo(email).length >= 2);
      await first.close();
      second = await createTestApp({
        env: { SMTP_URL: smtp.url },
        runWorkers: true,
        now: clock,
        database: first.database,
      });
      expect((await runAt(second, '2027-02-02T13:30:00Z')).sent).toHaveLength(0);
      expect((await runAt(second, '2027-02-03T13:01:00Z')).sent.map((s) => s.day)).toEqual([2]);
      expect((await blitzRows(second, id)).map((r) => r.day)).toEqual([1, 2]);
      await waitUntil(() => mailTo(email).length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(mailTo(email)).toHaveLength(3);
    } finally {
      await second?.close();
    }
  });

  postgresTest('two processes on one PostgreSQL running at once never duplicate', async () => {
    const a = await createTestApp({ env: { SMTP_URL: smtp.url }, runWorkers: true, now: clock, keepDatabase: true });
    const b = await createTestApp({
      env: { SMTP_URL: smtp.url },
      runWorkers: true,
      now: clock,
      database: a.database,
      keepDatabase: true,
    });
    try {
      const emails = [uniqueEmail('pair'), uniqueEmail('pair'), uniqueEmail('pair')];
      for (const email of emails) await enroll(a, email, '2027-03-01T20:00:00Z');
      fakeNow = new Date('2027-03-02T13:00:30Z');
      const reports = await Promise.all([
        runDueBlitzSends(a.ctx, fakeNow),
        runDueBlitzSends(b.ctx, fakeNow),
        runDueBlitzSends(a.ctx, fakeNow),
      ]);
      expect(reports.flatMap((r) => r.sent)).toHaveLength(3);
      await waitUntil(() => emails.every((email) => mailTo(email).length >= 2));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const email of emails) expect(mailTo(email)).toHaveLength(2);
    } finally {
      await b.close();
      await a.close();
    }
  });

  test('SMTP down at 08:00, then back: each blitz email is delivered once', async () => {
    const email = uniqueEmail('outage');
    await enroll(t, email, '2027-04-01T20:00:00Z');
    await waitUntil(() => mailTo(email).length >= 1);
    await smtp.stop();
    await runAt(t, '2027-04-02T12:01:00Z');
    await waitUntil(async () =>
      (await emailsFor(t, email)).some((row) => row.attempts >= 1 && row.status === 'queued' && row.lastError),
    );
    await smtp.restart();
    await releaseRetries(t, bossSchemaOf(t), 'email.send');
    await waitUntil(() => mailTo(email).length >= 2, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailTo(email)).toHaveLength(2);
    expect((await emailsFor(t, email)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});

describe('unsubscribe', () => {
  test('the one-click POST to the List-Unsubscribe URL stops the blitz at once', async () => {
    const email = uniqueEmail('unsub');
    const id = await enroll(t, email, '2027-05-03T20:00:00Z');
    await runAt(t, '2027-05-04T12:01:00Z');
    await waitUntil(() => mailTo(email).length >= 2);
    const url = new URL(unsubscribeLink(mailTo(email)[1]!));
    expect(url.pathname).toBe('/unsubscribe');

    // What a mailbox provider sends (RFC 8058 §3.2), to the API twin of the page: no cookie, no Origin.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const [enrollment] = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, id));
    expect(enrollment!.status).toBe('unsubscribed');
    expect((await runAt(t, '2027-05-05T12:01:00Z')).sent.filter((s) => s.enrollmentId === id)).toHaveLength(0);
    // A new opt-in from the unsubscribed address does not restart the mail.
    await enroll(t, email, '2027-05-05T15:00:00Z');
    expect((await runAt(t, '2027-05-06T12:01:00Z')).sent.filter((s) => s.enrollmentId === id)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(mailTo(email)).toHaveLength(2);
  });

  test('the List-Unsubscribe URL itself (the /unsubscribe page action) accepts the one-click POST; tampered tokens fail', async () => {
    const email = uniqueEmail('page-unsub');
    const id = await enroll(t, email, '2027-06-01T20:00:00Z');
    await waitUntil(() => mailTo(email).length >= 1);
    const url = unsubscribeLink(mailTo(email)[0]!);
    const context = { services: createAppServices(t.ctx), cspNonce: '', publicUrl: t.config.publicUrl };
    const post = (target: string) =>
      unsubscribePageAction({
        request: new Request(target, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        context,
        params: {},
      } as never);

    const tampered = url.replace(/token=(.)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    const bad = (await post(tampered)) as unknown as { data: { unsubscribed: boolean }; init: { status: number } };
    expect(bad.data.unsubscribed).toBe(false);
    expect(bad.init.status).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: 'garbage' } })).statusCode,
    ).toBe(400);

    const ok = (await post(url)) as unknown as { data: { unsubscribed: boolean }; init: { status: number } };
    expect(ok.data.unsubscribed).toBe(true);
    expect(ok.init.status).toBe(200);
    const [enrollment] = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, id));
    expect(enrollment!.status).toBe('unsubscribed');
    // JSON form too, and idempotent.
    const token = new URL(url).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } })).statusCode).toBe(200);
  });
});

describe('never repeats a review', () => {
  test('two mornings on the catalogue: day 1 has the new sample reviews, day 2 repeats none and says so', async () => {
    const email = uniqueEmail('repeat');
    const id = await enroll(t, email, '2027-07-05T20:00:00Z');
    const day1 = await runAt(t, '2027-07-06T12:01:00Z');
    const day2 = await runAt(t, '2027-07-07T12:01:00Z');
    const first = day1.sent.find((s) => s.enrollmentId === id)!;
    const second = day2.sent.find((s) => s.enrollmentId === id)!;
    expect(first.reviewCount).toBeGreaterThan(0);
    expect(second.reviewCount).toBe(0);
    const keys = await t.ctx.database.db.select().from(blitzSentReviews).where(eq(blitzSentReviews.enrollmentId, id));
    expect(keys).toHaveLength(first.reviewCount);
    expect(new Set(keys.map((k) => k.sendId)).size).toBe(1);

    await waitUntil(() => mailTo(email).length >= 3);
    const daily = mailTo(email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    const quiet = mailTo(email).find((m) => m.parsed.subject?.startsWith('Day 2 of 7'))!;
    // The catalogue's reviews are labelled as samples in both parts.
    const label =
      "The reviews in these emails are samples written for the demo, not real reviews of Katz's Delicatessen.";
    expect(daily.parsed.text).toContain(label);
    expect(String(daily.parsed.html).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'")).toContain(label);
    // Day 2: the same sample reviews are still "the last 24 hours" to the catalogue, but none is sent again.
    expect(quiet.parsed.subject).toBe("Day 2 of 7: no new reviews for Katz's Delicatessen, plus one tip");
    expect(quiet.parsed.text).toContain('Nothing new since your last email');
    expect(quiet.parsed.text).toContain(label);
    const quotedOnDay1 = [...(daily.parsed.text ?? '').matchAll(/“([^”]{20,60})/g)].map((m) => m[1]!);
    expect(quotedOnDay1.length).toBeGreaterThan(0);
    for (const quote of quotedOnDay1) expect(quiet.parsed.text).not.toContain(quote);
  });

  test('a send that fails gives its reviews back: the retry that morning sends them', async () => {
    const email = uniqueEmail('retry-keys');
    const id = await enroll(t, email, '2027-07-19T20:00:00Z');
    const original = t.ctx.places.details;
    t.ctx.places.details = async () => {
      throw new Error('places down');
    };
    let failed;
    try {
      failed = await runAt(t, '2027-07-20T12:01:00Z');
    } finally {
      t.ctx.places.details = original;
    }
    expect(failed.failed.filter((f) => f.enrollmentId === id)).toHaveLength(1);
    const keysAfterFailure = await t.ctx.database.db
      .select()
      .from(blitzSentReviews)
      .where(eq(blitzSentReviews.enrollmentId, id));
    expect(keysAfterFailure).toEqual([]);
    const retried = await runAt(t, '2027-07-20T12:06:00Z');
    const sent = retried.sent.find((s) => s.enrollmentId === id)!;
    expect(sent.reviewCount).toBeGreaterThan(0);
    const keys = await t.ctx.database.db.select().from(blitzSentReviews).where(eq(blitzSentReviews.enrollmentId, id));
    expect(keys).toHaveLength(sent.reviewCount);
  });

  test('a review the owner already answered gets no suggested reply', async () => {
    const email = uniqueEmail('answered');
    const id = await enroll(t, email, '2027-07-12T20:00:00Z');
    await runAt(t, '2027-07-13T12:01:00Z');
    const keys = await t.ctx.database.db.select().from(blitzSentReviews).where(eq(blitzSentReviews.enrollmentId, id));
    const place = await t.ctx.places.details(PLACE);
    const answered = place!.allReviews.filter((r) => r.ownerReply).map((r) => `catalogue:${r.id}`);
    expect(answered.length).toBeGreaterThan(0);
    expect(keys.map((k) => k.reviewKey).filter((key) => answered.includes(key))).toEqual([]);
  });
});
