import { blitzEnrollments, enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { action as settingsAction } from '#app/routes/inbox.settings.tsx';
import { loader as unsubscribeLoader } from '#app/routes/unsubscribe.tsx';
import { morningJobs } from '#server/app-features.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { verifyUnsubscribeToken } from '#server/features/blitz/unsubscribe-token.ts';
import { suppressAddress, isSuppressed } from '#server/features/email/queue-email.ts';
import { markDeleted } from '#server/features/google-business/review-sync.ts';
import { findDataSubject } from '#server/features/operator/operator-data-rights.ts';
import { runDueMonthlyReports } from '#server/features/results/monthly-report.ts';
import { monthlyReports } from '#server/features/results/monthly-report-tables.ts';
import { runMorningJobs } from '#server/jobs/morning-jobs.ts';
import type { ReceivedMail } from '../doubles/smtp-server.ts';
import { rawHeader, waitUntil } from '../support/email-helpers.ts';
import {
  clock,
  connectedOwner,
  enroll,
  google,
  hrefs,
  linkNamed,
  mailTo,
  oneClickUnsubscribe,
  PLACE,
  services,
  setNow,
  syncOwnerAt,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';
import { runRouteHandler } from '../support/route-handler.ts';

/**
 * The monthly report (docs/results.md), for connected owners against the Google Business Profile double, with the
 * test clock: sent on the first of the month at the owner's time in their zone (Tokyo, 07:30: 22:30 UTC the day
 * before), once whatever runs, restarts and races, to the owner and their confirmed extra address, with the figures
 * of a fixed set of reviews; not for a paused, stopped, unconnected or taken-over enrollment; and its own stop link
 * stops only the reports.
 */

withGoogleRepliesApp();

type Owner = Awaited<ReturnType<typeof connectedOwner>>;

async function syncAt(owner: Owner, at: string) {
  expect(await syncOwnerAt(owner, at)).toMatchObject({ outcome: 'synced' });
}

/** A review `hoursToReply` hours after which the owner replied (by hand on Google, as the double stores it). */
function review(
  owner: Owner,
  id: string,
  stars: 1 | 2 | 3 | 4 | 5,
  comment: string,
  at: string,
  hoursToReply?: number,
) {
  const replyAt = hoursToReply === undefined ? null : new Date(Date.parse(at) + hoursToReply * 3_600_000).toISOString();
  return google.addReview(owner.locationPath, {
    reviewId: `${owner.enrollmentId.slice(0, 8)}-${id}`,
    starRating: stars,
    comment,
    reviewerName: `Guest ${id}`,
    createTime: at,
    ...(replyAt ? { reply: { comment: 'Thank you for coming in. — Jake', updateTime: replyAt } } : {}),
  });
}

async function reportsAt(at: string, owner: { enrollmentId: string }) {
  setNow(at);
  const run = await runDueMonthlyReports(t.ctx, new Date(at));
  expect(run.failed).toEqual([]);
  return run.sent.filter((sent) => sent.enrollmentId === owner.enrollmentId);
}

function reportsTo(address: string): ReceivedMail[] {
  return mailTo(address).filter((mail) => mail.parsed.subject?.includes('your monthly results'));
}

async function setEnrollment(enrollmentId: string, values: Partial<typeof blitzEnrollments.$inferInsert>) {
  await t.ctx.database.db.update(blitzEnrollments).set(values).where(eq(blitzEnrollments.id, enrollmentId));
}

async function enrollmentRow(enrollmentId: string) {
  const [row] = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, enrollmentId));
  return row!;
}

async function addExtraAddress(enrollmentId: string, email: string, confirmed: boolean) {
  await t.ctx.database.db.insert(enrollmentRecipients).values({
    id: randomUUID(),
    enrollmentId,
    email,
    tokenHash: randomBytes(16).toString('hex'),
    requestedAt: new Date('2026-10-01T00:00:00Z'),
    confirmedAt: confirmed ? new Date('2026-10-01T00:05:00Z') : null,
  });
}

async function settings(owner: { email: string }, fields: Record<string, string>) {
  const { token } = await createSession(t.ctx, 'owner', owner.email, null);
  return runRouteHandler(
    settingsAction as never,
    t,
    new Request(`${t.config.publicUrl}/inbox/settings?place=${PLACE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `rb_owner=${token}` },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

describe('the monthly report', () => {
  let owner: Owner;
  let manager: string;
  let waiting: string;

  beforeAll(async () => {
    owner = await connectedOwner('report', '2026-09-10T15:00:00Z');
    // Tokyo, 07:30: the 1st's report goes at 22:30 UTC on the last day of the month before.
    await setEnrollment(owner.enrollmentId, { sendMinute: 450, sendTimeZone: 'Asia/Tokyo' });
    manager = `report-manager-${randomUUID().slice(0, 8)}@katz.example`;
    waiting = `report-waiting-${randomUUID().slice(0, 8)}@katz.example`;
    await addExtraAddress(owner.enrollmentId, manager, true);
    await addExtraAddress(owner.enrollmentId, waiting, false);
    // October 2026 in Tokyo: six reviews, four answered after 2, 4, 10 and 30 hours; 5, 5, 4, 4, 2 and 1 stars.
    review(owner, 'oct-a', 5, 'Best pastrami in the city.', '2026-10-01T03:00:00Z', 2);
    review(owner, 'oct-b', 5, 'Great pastrami, friendly staff.', '2026-10-05T03:00:00Z', 4);
    review(owner, 'oct-c', 4, 'Good soup, long wait.', '2026-10-10T03:00:00Z', 10);
    review(owner, 'oct-d', 4, 'Tasty brisket.', '2026-10-15T03:00:00Z', 30);
    review(owner, 'oct-e', 2, 'Cold fries and a long wait.', '2026-10-20T03:00:00Z');
    // 23:00 in New York on the 30th, but already the 31st in Tokyo: October.
    review(owner, 'oct-f', 1, 'Rude at the counter.', '2026-10-30T15:00:00Z');
    // 01:00 on 1 November in Tokyo (still 31 October in UTC): November's, not in the report.
    review(owner, 'nov-a', 3, 'Fine.', '2026-10-31T16:00:00Z', 1);
    // Deleted on Google after the sync: it never counts.
    const deleted = review(owner, 'oct-deleted', 1, 'Awful.', '2026-10-12T03:00:00Z');
    // September: two reviews (not meaningful); October 2025: five, one answered.
    review(owner, 'sep-a', 5, 'Lovely.', '2026-09-12T03:00:00Z', 3);
    review(owner, 'sep-b', 3, 'Okay.', '2026-09-20T03:00:00Z');
    for (const day of [2, 6, 12, 18, 24])
      review(
        owner,
        `y-${day}`,
        4,
        'Good.',
        `2025-10-${String(day).padStart(2, '0')}T03:00:00Z`,
        day === 2 ? 5 : undefined,
      );
    await syncAt(owner, '2026-10-31T12:00:00Z');
    // Gone from Google: the morning's re-check of unanswered reviews records it deleted.
    google.deleteReview(deleted.name);
    await markDeleted(t.ctx.database, owner.connection.id, [deleted.name], new Date('2026-10-31T13:00:00Z'));
  });

  test('not before the owner’s time on the 1st in their zone; then once, to the owner and the confirmed extra address', async () => {
    // 07:29 in Tokyo on 1 November (and every earlier hour of that day): nothing yet.
    expect(await reportsAt('2026-10-31T15:00:00Z', owner)).toEqual([]);
    expect(await reportsAt('2026-10-31T22:29:00Z', owner)).toEqual([]);
    const [sent] = await reportsAt('2026-10-31T22:31:00Z', owner);
    expect(sent).toMatchObject({ month: '2026-10', emailIds: [expect.any(String), expect.any(String)] });
    await waitUntil(() => reportsTo(owner.email).length === 1 && reportsTo(manager).length === 1);
    expect(reportsTo(waiting)).toEqual([]);

    // Later that day, two runners at once, and the next day: nothing more.
    const again = await Promise.all([
      reportsAt('2026-10-31T23:00:00Z', owner),
      reportsAt('2026-10-31T23:00:00Z', owner),
    ]);
    expect(again.flat()).toEqual([]);
    expect(await reportsAt('2026-11-01T22:31:00Z', owner)).toEqual([]);
    const rows = await t.ctx.database.db
      .select()
      .from(monthlyReports)
      .where(eq(monthlyReports.enrollmentId, owner.enrollmentId));
    expect(rows).toEqual([expect.objectContaining({ month: '2026-10', status: 'sent', recipients: 2 })]);
    // The owner's data export names it under their enrollment.
    const subject = await findDataSubject(t.ctx, owner.email);
    expect(subject.counts.monthlyReports).toBe(1);
    expect(subject.blitzEnrollments.find((e) => e.id === owner.enrollmentId)).toMatchObject({
      monthlyReportsOff: false,
      monthlyReports: [{ month: '2026-10', status: 'sent', recipients: 2 }],
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reportsTo(owner.email)).toHaveLength(1);
    expect(reportsTo(manager)).toHaveLength(1);
  });

  test('the email: the figures of the fixed reviews beside the month before and a year before, no SVG or script', async () => {
    const mail = reportsTo(owner.email)[0]!;
    const html = String(mail.parsed.html);
    const text = String(mail.parsed.text);
    expect(mail.parsed.subject).toBe("Katz's Delicatessen in October 2026: your monthly results");
    expect(html).not.toMatch(/<svg|<script|<img|<iframe|<object/i);
    expect(html).not.toMatch(/src="http/i);
    for (const part of [html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'"), text]) {
      expect(part).toContain("Katz's Delicatessen got 6 Google reviews in October 2026 and 4 have a reply (67%)");
      expect(part).toContain('67% (4 of 6)');
      // Median of 2, 4, 10 and 30 hours; the 90th percentile (percentile_cont) 10 + 0.7 × 20.
      expect(part).toContain('7 h');
      expect(part).toContain('24 h');
      expect(part).toContain('3.5★');
      expect(part).toContain('not meaningful yet (2 reviews)');
      expect(part).toContain('20% (1 of 5)');
    }
    const results = `${t.config.publicUrl}/inbox/results?place=${PLACE}`;
    expect(hrefs(html)).toContain(results);
    // Its List-Unsubscribe is the narrower link: a mailbox's one-click stops the reports, not everything.
    const stop = linkNamed(mail, 'Stop monthly reports');
    expect(rawHeader(mail.parsed, 'list-unsubscribe')).toBe(`<${stop}>`);
    expect(verifyUnsubscribeToken(new URL(stop).searchParams.get('token')!, t.config.appSecret)).toMatchObject({
      email: owner.email,
      scope: 'reports',
    });

    const copy = reportsTo(manager)[0]!;
    expect(hrefs(String(copy.parsed.html)).some((href) => href.includes('/inbox'))).toBe(false);
    expect(String(copy.parsed.text)).toContain('67% (4 of 6)');
    expect(String(copy.parsed.text)).not.toContain('Stop monthly reports');
  });

  test('the stop link stops only the reports; the settings turn them back on', async () => {
    const stop = linkNamed(reportsTo(owner.email)[0]!, 'Stop monthly reports');
    const page = await unsubscribeLoader({
      request: new Request(stop),
      context: { services: services() },
      params: {},
    } as never);
    expect(page).toMatchObject({ valid: true, scope: 'reports', restaurant: { placeId: PLACE } });
    expect((await enrollmentRow(owner.enrollmentId)).monthlyReportsOffAt).toBeNull();
    expect(await oneClickUnsubscribe(stop)).toMatchObject({ status: 200, data: { unsubscribed: true } });
    const after = await enrollmentRow(owner.enrollmentId);
    expect(after.monthlyReportsOffAt).not.toBeNull();
    expect(after.status).toBe('active');
    expect(after.alertsOffAt).toBeNull();
    expect(await isSuppressed(t.ctx, owner.email)).toBe(false);
    expect(await reportsAt('2026-11-30T22:31:00Z', owner)).toEqual([]);

    expect(await settings(owner, { intent: 'reports', on: 'true' })).toMatchObject({ status: 200, data: { ok: true } });
    expect((await enrollmentRow(owner.enrollmentId)).monthlyReportsOffAt).toBeNull();
    expect(await reportsAt('2026-11-30T22:40:00Z', owner)).toEqual([expect.objectContaining({ month: '2026-11' })]);
    // And off again from the settings page.
    expect(await settings(owner, { intent: 'reports', on: 'false' })).toMatchObject({
      status: 200,
      data: { ok: true, message: 'Monthly reports are off. Your morning emails and alerts go on.' },
    });
    expect(await reportsAt('2026-12-31T22:31:00Z', owner)).toEqual([]);
  });
});

describe('once under a restart, and who gets none', () => {
  test('a claim left by a dead run is taken over after ten minutes and sends once', async () => {
    const owner = await connectedOwner('report-restart', '2026-10-02T15:00:00Z');
    // A runner claimed November's report at 08:00 New York time on 1 December, then died.
    await t.ctx.database.db.insert(monthlyReports).values({
      id: randomUUID(),
      enrollmentId: owner.enrollmentId,
      month: '2026-11',
      status: 'claimed',
      claimedAt: new Date('2026-12-01T13:00:00Z'),
    });
    expect(await reportsAt('2026-12-01T13:05:00Z', owner)).toEqual([]);
    const [taken, other] = await Promise.all([
      reportsAt('2026-12-01T13:11:00Z', owner),
      reportsAt('2026-12-01T13:11:00Z', owner),
    ]);
    expect([...taken!, ...other!]).toEqual([expect.objectContaining({ month: '2026-11' })]);
    await waitUntil(() => reportsTo(owner.email).length === 1);
    expect(await reportsAt('2026-12-01T14:00:00Z', owner)).toEqual([]);
  });

  test('a send that fails gives the month back, and the next run sends it once', async () => {
    const owner = await connectedOwner('report-retry', '2026-10-02T15:00:00Z');
    // The mail store refuses the report (a database hiccup mid-send).
    const { db } = t.ctx.database;
    await db.execute(sql`create function refuse_monthly_report() returns trigger language plpgsql
      as $$ begin raise exception 'mail store unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_monthly_report before insert on email_messages for each row
      when (new.kind = 'results-monthly-report') execute function refuse_monthly_report()`);
    setNow('2026-12-01T13:15:00Z');
    let run: Awaited<ReturnType<typeof runDueMonthlyReports>>;
    try {
      run = await runDueMonthlyReports(t.ctx, clock());
    } finally {
      await db.execute(sql`drop trigger refuse_monthly_report on email_messages`);
      await db.execute(sql`drop function refuse_monthly_report()`);
    }
    expect(run.failed).toEqual([
      expect.objectContaining({ enrollmentId: owner.enrollmentId, month: '2026-11', error: expect.any(String) }),
    ]);
    expect(run.sent.filter((sent) => sent.enrollmentId === owner.enrollmentId)).toEqual([]);
    const rows = () => db.select().from(monthlyReports).where(eq(monthlyReports.enrollmentId, owner.enrollmentId));
    expect(await rows()).toEqual([]);

    // Five minutes later, the same day: sent, once.
    expect(await reportsAt('2026-12-01T13:20:00Z', owner)).toEqual([expect.objectContaining({ month: '2026-11' })]);
    expect(await reportsAt('2026-12-01T13:25:00Z', owner)).toEqual([]);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'sent', recipients: 1 })]);
    await waitUntil(() => reportsTo(owner.email).length === 1);
  });

  test('paused, unconnected, taken over or unsubscribed: no report', async () => {
    const paused = await connectedOwner('report-paused', '2026-10-02T15:00:00Z');
    await setEnrollment(paused.enrollmentId, { freeForeverPausedAt: new Date('2026-11-15T00:00:00Z') });
    const unsubscribed = await connectedOwner('report-suppressed', '2026-10-02T15:00:00Z');
    await suppressAddress(t.ctx, unsubscribed.email, 'unsubscribe-link');
    const unconnected = {
      enrollmentId: await enroll(`report-unconnected-${randomUUID().slice(0, 8)}@katz.example`, '2026-10-02T15:00:00Z'),
    };
    const old = await connectedOwner('report-old', '2026-10-02T15:00:00Z');
    await setEnrollment(old.enrollmentId, { status: 'completed', completedAt: new Date('2026-10-10T13:00:00Z') });
    await enroll(old.email, '2026-11-20T15:00:00Z');
    const [newer] = await t.ctx.database.db
      .select()
      .from(blitzEnrollments)
      .where(and(eq(blitzEnrollments.email, old.email), eq(blitzEnrollments.placeId, PLACE)))
      .orderBy(desc(blitzEnrollments.enrolledAt));
    expect(newer!.id).not.toBe(old.enrollmentId);

    // The same morning, a connected owner with none of these gets theirs.
    const control = await connectedOwner('report-control', '2026-10-02T15:00:00Z');

    setNow('2026-12-01T13:20:00Z');
    const run = await runDueMonthlyReports(t.ctx, clock());
    const sentTo = new Set(run.sent.map((sent) => sent.enrollmentId));
    expect(sentTo.has(control.enrollmentId)).toBe(true);
    for (const skipped of [paused, unconnected, old, { enrollmentId: newer!.id }, unsubscribed]) {
      expect(sentTo.has(skipped.enrollmentId)).toBe(false);
    }
    expect(run.suppressed).toContain(unsubscribed.enrollmentId);
  });

  test('the morning run (the scheduler’s and `npm run mornings:run-due`) runs the monthly reports', async () => {
    const owner = await connectedOwner('report-mornings', '2026-11-02T15:00:00Z');
    const jobs = morningJobs(t.ctx);
    expect(jobs.map((job) => job.name)).toContain('monthly reports');
    setNow('2027-01-01T13:05:00Z');
    const report = await runMorningJobs(jobs, clock(), t.ctx.logger);
    const monthly = report.jobs.find((job) => job.name === 'monthly reports')!;
    expect(monthly.error).toBeNull();
    expect(
      monthly.report.lines.some((line) => line.includes(`2026-12 report`) && line.includes(owner.enrollmentId)),
    ).toBe(true);
  });
});
