import { blitzEnrollments, enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DataSubjectReport } from '#contracts/operator-data-rights.ts';
import { queryRows } from '#server/db/database.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { blitzSends } from '#server/features/blitz/blitz-tables.ts';
import { runDueFreeForeverSends } from '#server/features/blitz/free-forever-run.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { isSuppressed } from '#server/features/email/queue-email.ts';
import { operatorAuditLog } from '#server/features/operator/operator-audit-tables.ts';
import { eraseDataSubject, findDataSubject } from '#server/features/operator/operator-data-rights.ts';
import { enrollInBlitz } from '../support/blitz-enrollment.ts';
import { buildSite } from '../support/built-site.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The owner's settings page through the production build's page handler, on the real database, with a test clock:
 * who may see and change what, and what each setting changes in the blitz and Free Forever mornings (the runners are
 * called as the five-minute job calls them; emails are read from the queue, as stored). `npm run build` first.
 *
 * Enrolled on 2026-11-20 (New York): blitz mornings 21–27 November, the closing email on the 28th, Free Forever from
 * the 29th. In November London is on GMT (07:00 London is 07:00 UTC) and New York on EST (08:00 is 13:00 UTC).
 */

const PLACE = 'cat-katzs-delicatessen';
const SETTINGS = `/inbox/settings?place=${PLACE}`;
let fakeNow = new Date('2026-11-20T15:00:00Z');
let t: TestApp;
let site: FastifyInstance;
let seq = 0;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => fakeNow, startJobs: false });
  site = await buildSite(t);
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

function setNow(at: string): Date {
  fakeNow = new Date(at);
  return fakeNow;
}

/** A new owner of Katz's (a blitz enrolled at `at`), signed in: the Cookie header of their browser. */
async function owner(label: string, at = '2026-11-20T15:00:00Z') {
  seq += 1;
  const email = `${label}-${seq}@katz.example`;
  setNow(at);
  const enrollmentId = await enrollInBlitz(t, email, PLACE, 'Jake Dell');
  const { token } = await createSession(t.ctx, 'owner', email, null);
  return { email, enrollmentId, cookie: `rb_owner=${token}` };
}

const get = (url: string, cookie?: string) =>
  site.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: `10.40.0.${(ip++ % 250) + 1}` });

function post(url: string, fields: Record<string, string>, cookie?: string, origin = t.config.publicUrl) {
  return site.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.41.0.${(ip++ % 250) + 1}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: new URL(t.config.publicUrl).host,
      origin,
      ...(cookie ? { cookie } : {}),
    },
  });
}

const save = (cookie: string, fields: Record<string, string>) => post(SETTINGS, fields, cookie);

async function enrollment(id: string) {
  const [row] = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, id));
  return row!;
}

async function mailsTo(address: string, kind?: string) {
  const rows = await t.ctx.database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.recipient, address))
    .orderBy(emailMessages.createdAt);
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

async function morning(at: string) {
  const now = setNow(at);
  const blitz = await runDueBlitzSends(t.ctx, now);
  const freeForever = await runDueFreeForeverSends(t.ctx, now);
  return { blitz, freeForever };
}

/** The morning emails (daily or no-reviews) among an address's emails. */
const mornings = (rows: { kind: string }[]) =>
  rows.filter((row) => ['blitz-daily', 'blitz-no-reviews'].includes(row.kind));

const unescape = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('who may open and change the settings', () => {
  test('without a session: to sign-in, coming back to the same page; a POST changes nothing', async () => {
    const { enrollmentId } = await owner('anonymous');
    const page = await get(SETTINGS);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/sign-in?next=${encodeURIComponent(SETTINGS)}`);
    const posted = await post(SETTINGS, { intent: 'signature', signature: 'Mallory' });
    expect(posted.statusCode).toBe(302);
    expect(posted.headers.location).toMatch(/^\/sign-in\?next=/);
    expect((await enrollment(enrollmentId)).replySignature).toBeNull();
  });

  test('another owner’s place is a 404, to read and to change; a cross-site POST is refused', async () => {
    const victim = await owner('victim');
    const other = await owner('other', '2026-11-20T15:00:00Z');
    // The other owner has no blitz for this place: move theirs elsewhere.
    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ placeId: 'cat-other-place' })
      .where(eq(blitzEnrollments.id, other.enrollmentId));
    expect((await get(SETTINGS, other.cookie)).statusCode).toBe(404);
    const changed = await save(other.cookie, { intent: 'signature', signature: 'Mallory' });
    expect(changed.statusCode).toBe(404);
    expect((await enrollment(victim.enrollmentId)).replySignature).toBeNull();

    const page = await get(SETTINGS, victim.cookie);
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['cache-control'])).toContain('no-store');
    expect(unescape(page.body)).toContain("Katz's Delicatessen");
    const forged = await post(
      SETTINGS,
      { intent: 'signature', signature: 'Mallory' },
      victim.cookie,
      'https://evil.example',
    );
    expect(forged.statusCode).toBe(403);
    expect((await enrollment(victim.enrollmentId)).replySignature).toBeNull();
  });

  test('bad input gets its message, and nothing valid is lost', async () => {
    const me = await owner('bad-input');
    const long = await save(me.cookie, { intent: 'signature', signature: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Must be 60 characters or fewer');
    const zone = await save(me.cookie, { intent: 'clock', time: '07:00', timeZone: 'Mars/Olympus_Mons' });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toContain('Choose a time zone from the list.');
    const step = await save(me.cookie, { intent: 'clock', time: '07:10', timeZone: 'Europe/London' });
    expect(step.statusCode).toBe(400);
    expect(step.body).toContain('quarter hour');
    const unknown = await save(me.cookie, { intent: 'everything' });
    expect(unknown.statusCode).toBe(400);
    const row = await enrollment(me.enrollmentId);
    expect([row.sendMinute, row.sendTimeZone, row.replySignature]).toEqual([null, null, null]);
  });
});

describe('what each setting changes', () => {
  test('the signature signs the next drafts; empty goes back to the first name given, and the page says so', async () => {
    const me = await owner('signature');
    const saved = await save(me.cookie, { intent: 'signature', signature: '  Sam from the counter  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('New suggested replies are signed “— Sam from the counter”.');
    expect((await enrollment(me.enrollmentId)).replySignature).toBe('Sam from the counter');

    await morning('2026-11-21T13:01:00Z');
    const [daily] = await mailsTo(me.email, 'blitz-daily');
    expect(daily?.payload.text).toContain('— Sam from the counter');

    const emptied = await save(me.cookie, { intent: 'signature', signature: '' });
    expect((await enrollment(me.enrollmentId)).replySignature).toBeNull();
    // What an empty signature signs with, as every reply is signed: here the first name given (no playbook confirmed).
    expect(emptied.body).toContain('New suggested replies are signed “— Jake”, with your first name.');
    expect(emptied.body).toContain('Leave it empty to sign with your first name, “— Jake”.');
  });

  test('Europe/London 07:00: the run at 07:00 London sends, the run at 08:00 New York that day does not send again', async () => {
    const me = await owner('clock');
    const saved = await save(me.cookie, { intent: 'clock', time: '07:00', timeZone: 'Europe/London' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Your next morning email: Saturday, November 21 at 7:00 AM.');
    expect(await enrollment(me.enrollmentId)).toMatchObject({ sendMinute: 420, sendTimeZone: 'Europe/London' });

    expect(
      (await morning('2026-11-21T06:59:00Z')).blitz.sent.filter((s) => s.enrollmentId === me.enrollmentId),
    ).toEqual([]);
    const at7 = await morning('2026-11-21T07:00:00Z');
    expect(at7.blitz.sent.filter((s) => s.enrollmentId === me.enrollmentId)).toEqual([
      expect.objectContaining({ localDay: '2026-11-21', day: 1 }),
    ]);
    const at8NewYork = await morning('2026-11-21T13:01:00Z');
    expect(at8NewYork.blitz.sent.filter((s) => s.enrollmentId === me.enrollmentId)).toEqual([]);
    const days = await t.ctx.database.db.select().from(blitzSends).where(eq(blitzSends.enrollmentId, me.enrollmentId));
    expect(days.map((day) => day.localDay)).toEqual(['2026-11-21']);
    // The page says when the next one is, on the owner's clock.
    expect((await get(SETTINGS, me.cookie)).body).toContain('Next morning email: Sunday, November 22 at 7:00 AM.');
  });

  test('London 07:30: every blitz email says the owner’s own time, the closing email too; none says New York', async () => {
    const me = await owner('own-clock');
    await save(me.cookie, { intent: 'clock', time: '07:30', timeZone: 'Europe/London' });
    // London is on GMT in November: 07:30 London is 07:30 UTC. Day 1 is 21 November, the closing email the 28th.
    for (const day of [21, 22, 23, 24, 25, 26, 27, 28]) await morning(`2026-11-${day}T07:31:00Z`);
    const sent = await mailsTo(me.email);
    const days = sent.filter((mail) => mornings([mail]).length > 0);
    expect(days).toHaveLength(7);
    for (const mail of days.slice(0, 6)) {
      expect(mail.payload.text).toContain('Tomorrow’s email arrives at 7:30 AM London time.');
    }
    const closing = sent.find((mail) => mail.kind === 'blitz-closing');
    expect(closing?.payload.text).toContain('From tomorrow you’re on the Free Forever plan: at 7:30 AM London time,');
    for (const mail of [...days, closing!]) expect(mail.payload.text).not.toMatch(/New York time|8:00 AM/);
  });

  test('an extra address: nothing before it confirms, a scanner’s GET confirms nothing, then the next morning; its unsubscribe removes only it', async () => {
    const me = await owner('recipients');
    const extra = `manager-${seq}@katz.example`;
    const added = await save(me.cookie, { intent: 'add-address', email: `  ${extra.toUpperCase()} ` });
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain(`We emailed ${extra} a link to confirm.`);
    const [confirmation] = await mailsTo(extra, 'address-confirmation');
    const token = /\/confirm-address\?t=([\w-]{43})/.exec(confirmation!.payload.text)?.[1];
    expect(token).toBeDefined();
    // Only the token's hash is stored with the address.
    const [stored] = await t.ctx.database.db
      .select()
      .from(enrollmentRecipients)
      .where(eq(enrollmentRecipients.enrollmentId, me.enrollmentId));
    expect(JSON.stringify(stored)).not.toContain(token);

    await morning('2026-11-21T13:01:00Z');
    expect(await mailsTo(me.email, 'blitz-daily')).toHaveLength(1);
    expect(await mailsTo(extra, 'blitz-daily')).toEqual([]);

    // A mail scanner opens the link: the page asks, nothing is confirmed.
    const opened = await get(`/confirm-address?t=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Confirm this address');
    expect(
      (await t.ctx.database.db.select().from(enrollmentRecipients).where(eq(enrollmentRecipients.id, stored!.id)))[0]
        ?.confirmedAt,
    ).toBeNull();
    // The button confirms, once.
    const confirmed = await post(`/confirm-address?t=${token}`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Address confirmed');
    expect((await post(`/confirm-address?t=${token}`, {})).statusCode).toBe(400);

    await morning('2026-11-22T13:01:00Z');
    const copies = await mailsTo(extra);
    const copy = mornings(copies)[0] as (typeof copies)[number] | undefined;
    expect(copy).toBeDefined();
    expect(copy!.payload.text).toContain('to copy their morning emails to this address, and you confirmed it');
    const ownerMail = mornings(await mailsTo(me.email)).at(-1) as (typeof copies)[number];
    const copyUnsubscribe = copy!.payload.listUnsubscribe!.url;
    expect(copyUnsubscribe).not.toBe(ownerMail.payload.listUnsubscribe!.url);

    // The extra address unsubscribes by its own one-click link: only it goes, as its page says.
    const token2 = new URL(copyUnsubscribe).searchParams.get('token')!;
    expect(unescape((await get(`/unsubscribe?token=${encodeURIComponent(token2)}`)).body)).toContain(
      "will stop getting the copies of Katz's Delicatessen’s emails that its owner asked us to send it. The owner’s own emails go on.",
    );
    const unsubscribed = await site.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token2)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(
      await t.ctx.database.db
        .select()
        .from(enrollmentRecipients)
        .where(eq(enrollmentRecipients.enrollmentId, me.enrollmentId)),
    ).toEqual([]);
    expect((await enrollment(me.enrollmentId)).status).toBe('active');
    expect(await isSuppressed(t.ctx, me.email)).toBe(false);

    await morning('2026-11-23T13:01:00Z');
    expect(mornings(await mailsTo(me.email))).toHaveLength(3);
    expect(mornings(await mailsTo(extra))).toHaveLength(1);
  });

  test('a fourth address is refused with a message; removing one makes room', async () => {
    const me = await owner('four');
    for (const n of [1, 2, 3]) {
      expect(
        (await save(me.cookie, { intent: 'add-address', email: `staff${n}-${seq}@katz.example` })).statusCode,
      ).toBe(200);
    }
    const fourth = await save(me.cookie, { intent: 'add-address', email: `staff4-${seq}@katz.example` });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body).toContain('You can add up to 3 addresses. Remove one to add another.');
    expect(await mailsTo(`staff4-${seq}@katz.example`)).toEqual([]);
    const own = await save(me.cookie, { intent: 'add-address', email: me.email });
    expect(own.body).toContain('That is your own address');
    expect((await save(me.cookie, { intent: 'remove-address', email: `staff1-${seq}@katz.example` })).statusCode).toBe(
      200,
    );
    expect((await save(me.cookie, { intent: 'add-address', email: `staff4-${seq}@katz.example` })).statusCode).toBe(
      200,
    );
  });

  test('adding, removing and adding one address again cannot flood it: three confirmations a day', async () => {
    const me = await owner('flood');
    const target = `someone-${seq}@example.com`;
    for (let round = 1; round <= 3; round += 1) {
      expect((await save(me.cookie, { intent: 'add-address', email: target })).statusCode).toBe(200);
      expect((await save(me.cookie, { intent: 'remove-address', email: target })).statusCode).toBe(200);
    }
    const fourth = await save(me.cookie, { intent: 'add-address', email: target });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body).toContain('Too many addresses added today.');
    expect(await mailsTo(target, 'address-confirmation')).toHaveLength(3);
  });

  test('alerts off and on set and clear alerts_off_at', async () => {
    const me = await owner('alerts');
    await save(me.cookie, { intent: 'alerts', on: 'false' });
    expect((await enrollment(me.enrollmentId)).alertsOffAt).not.toBeNull();
    await save(me.cookie, { intent: 'alerts', on: 'true' });
    expect((await enrollment(me.enrollmentId)).alertsOffAt).toBeNull();
  });

  test('paused during the blitz, the page says so and offers to resume', async () => {
    const me = await owner('pause-early');
    await save(me.cookie, { intent: 'free-forever', on: 'false' });
    const page = unescape((await get(SETTINGS, me.cookie)).body);
    expect(page).toContain('it will not start after your 7-day reply blitz until you resume it');
    expect(page).toContain('Resume Free Forever');
    expect((await enrollment(me.enrollmentId)).status).toBe('active');
  });

  test('pause stops Free Forever, resume restarts it', async () => {
    const me = await owner('pause', '2026-11-20T15:00:00Z');
    for (const day of [21, 22, 23, 24, 25, 26, 27, 28]) await morning(`2026-11-${day}T13:01:00Z`);
    expect((await enrollment(me.enrollmentId)).status).toBe('completed');

    const paused = await save(me.cookie, { intent: 'free-forever', on: 'false' });
    expect(paused.body).toContain('Free Forever is paused');
    const day9 = await morning('2026-11-29T13:01:00Z');
    const decided = (run: typeof day9) =>
      [...run.freeForever.sent, ...run.freeForever.quiet].filter((s) => s.enrollmentId === me.enrollmentId);
    expect(decided(day9)).toEqual([]);

    await save(me.cookie, { intent: 'free-forever', on: 'true' });
    const day10 = await morning('2026-11-30T13:01:00Z');
    expect(decided(day10)).toEqual([expect.objectContaining({ localDay: '2026-11-30' })]);
  });
});

describe('the owner’s own data', () => {
  test('the console’s find and erase cover extra addresses: added by the person, and the person added by another owner', async () => {
    const me = await owner('rights');
    const other = await owner('rights-other');
    await t.ctx.database.db.insert(enrollmentRecipients).values([
      {
        id: randomUUID(),
        enrollmentId: me.enrollmentId,
        email: `rights-manager-${seq}@katz.example`,
        tokenHash: randomUUID(),
        requestedAt: fakeNow,
        confirmedAt: fakeNow,
      },
      {
        id: randomUUID(),
        enrollmentId: other.enrollmentId,
        email: me.email.toUpperCase(),
        tokenHash: randomUUID(),
        requestedAt: fakeNow,
      },
    ]);
    const found = await findDataSubject(t.ctx, me.email);
    expect(found.counts.enrollmentRecipients).toBe(2);
    expect(found.enrollmentRecipients.map((row) => row.relation).sort()).toEqual(['added-by-owner', 'this-address']);
    const erased = await eraseDataSubject(t.ctx, me.email);
    expect(erased.enrollmentRecipients).toBe(2);
    const left = JSON.stringify(await t.ctx.database.db.select().from(enrollmentRecipients));
    expect(left).not.toContain(me.email);
    expect(left).not.toContain(`rights-manager-${seq}`);
  });

  test('the download’s address typed without a restaurant: the 404 page, nothing downloaded', async () => {
    const me = await owner('export-bare');
    const bare = await get('/inbox/settings/data', me.cookie);
    expect(bare.statusCode).toBe(404);
    expect(bare.headers['content-disposition']).toBeUndefined();
  });

  test('download: everything about the address, as a file, audit-logged', async () => {
    const me = await owner('export');
    await save(me.cookie, { intent: 'signature', signature: 'Sam' });
    await save(me.cookie, { intent: 'add-address', email: `export-extra-${seq}@katz.example` });
    expect((await get(`/inbox/settings/data?place=${PLACE}`, me.cookie)).statusCode).toBe(302);
    const file = await post(`/inbox/settings/data?place=${PLACE}`, {}, me.cookie);
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="replybook-my-data-/);
    const report = JSON.parse(file.body) as DataSubjectReport;
    expect(report.email).toBe(me.email);
    expect(report.blitzEnrollments).toEqual([expect.objectContaining({ id: me.enrollmentId, replySignature: 'Sam' })]);
    expect(report.enrollmentRecipients).toEqual([
      expect.objectContaining({ email: `export-extra-${seq}@katz.example`, relation: 'added-by-owner' }),
    ]);
    expect((await post(`/inbox/settings/data?place=${PLACE}`, {})).statusCode).toBe(302);
    const audit = await t.ctx.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'owner.data-export'));
    expect(audit.at(-1)?.operatorEmail).toMatch(/^owner e•••@katz\.example$/);
  });

  test('delete: a typed confirmation, then everything erased, signed out everywhere, audit-logged', async () => {
    const me = await owner('erase');
    await save(me.cookie, { intent: 'add-address', email: `erase-extra-${seq}@katz.example` });
    const wrong = await save(me.cookie, { intent: 'delete-data', confirm: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Type DELETE to confirm');
    expect((await enrollment(me.enrollmentId)).email).toBe(me.email);

    const done = await save(me.cookie, { intent: 'delete-data', confirm: 'DELETE' });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/^\/inbox\/settings\/deleted\?blitzEnrollments=1&enrollmentRecipients=1/);
    expect(String(done.headers['set-cookie'])).toMatch(/rb_owner=; .*Max-Age=0/);
    const said = await get(done.headers.location as string);
    expect(said.body).toContain('1 restaurant: your name, address and settings; no more emails');

    expect((await enrollment(me.enrollmentId)).email).not.toBe(me.email);
    expect(
      await t.ctx.database.db
        .select()
        .from(enrollmentRecipients)
        .where(eq(enrollmentRecipients.enrollmentId, me.enrollmentId)),
    ).toEqual([]);
    expect((await get(SETTINGS, me.cookie)).statusCode).toBe(302);
    const audit = await t.ctx.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'owner.data-erase')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(me.email);
    const leftovers = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from blitz_enrollments where lower(email) = ${me.email}`,
    );
    expect(leftovers[0]?.n).toBe(0);
  });
});
