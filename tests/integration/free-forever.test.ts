import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { blitzSends, blitzSentReviews } from '#server/features/blitz/blitz-tables.ts';
import { runDueFreeForeverSends } from '#server/features/blitz/free-forever-run.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { unsubscribe } from '#server/features/blitz/unsubscribe.ts';
import { eraseDataSubject } from '#server/features/operator/operator-data-rights.ts';
import { type ReceivedMail } from '../doubles/smtp-server.ts';
import { rawHeader, waitUntil } from '../support/email-helpers.ts';
import {
  connectedOwner,
  connections,
  google,
  hrefs,
  mailTo,
  PLACE,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/**
 * Free Forever after the blitz, for a connected owner against the Google Business Profile double, with the test
 * clock: the first mornings after the closing email and one a month in (one reply, the right one, never twice,
 * nothing on a quiet day), then pause and unsubscribe.
 *
 * Enrolled on 2026-11-20 (New York): blitz mornings 21–27 November, the closing email on the 28th, Free Forever from
 * the 29th (day 9 counted from the enrollment day; 08:00 EST is 13:00 UTC).
 */

withGoogleRepliesApp();

const deps = () => ({ google: connections });
let owner: Awaited<ReturnType<typeof connectedOwner>>;
const names = new Map<string, string>();

function add(id: string, stars: 1 | 2 | 3 | 4 | 5, comment: string, at: string, reply = false): void {
  const review = google.addReview(owner.locationPath, {
    reviewId: id,
    starRating: stars,
    comment,
    reviewerName: `Guest ${id}`,
    createTime: at,
    ...(reply ? { reply: { comment: 'Thank you! — Jake', updateTime: at } } : {}),
  });
  names.set(id, review.name);
}

/** The blitz run and the Free Forever run at `at`, as the scheduled job does. */
async function morning(at: string) {
  setNow(at);
  const now = new Date(at);
  await runDueBlitzSends(t.ctx, now, deps());
  const report = await runDueFreeForeverSends(t.ctx, now, deps());
  return {
    report,
    sent: report.sent.filter((s) => s.enrollmentId === owner.enrollmentId),
    quiet: report.quiet.filter((s) => s.enrollmentId === owner.enrollmentId),
  };
}

function freeForeverMail(): ReceivedMail[] {
  return mailTo(owner.email).filter((m) => m.parsed.subject?.startsWith('A suggested reply for'));
}

async function sendsOn(localDay: string) {
  return t.ctx.database.db
    .select()
    .from(blitzSends)
    .where(and(eq(blitzSends.enrollmentId, owner.enrollmentId), eq(blitzSends.localDay, localDay)));
}

describe('Free Forever after the blitz', () => {
  beforeAll(async () => {
    owner = await connectedOwner('free-forever', '2026-11-20T15:00:00Z');
    add('blitz-day-2', 3, 'Soup was fine, bread was stale.', '2026-11-21T20:00:00Z');
    // Blitz mornings 1–7 and the closing email: no Free Forever yet, on the closing day included.
    for (const day of [21, 22, 23, 24, 25, 26, 27, 28]) {
      const { sent, report } = await morning(`2026-11-${day}T13:01:00Z`);
      expect(sent).toEqual([]);
      expect(report.failed).toEqual([]);
    }
    const [row] = await t.ctx.database.db
      .select()
      .from(blitzEnrollments)
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    expect(row?.status).toBe('completed');
  });

  test('the first morning after the closing email: one email, the escalated review, with how many others wait', async () => {
    // Between the last blitz morning (27th, 08:00) and this one: the closing day's reviews count too.
    add('gap-four', 4, 'Great corned beef, a bit loud inside.', '2026-11-28T02:00:00Z');
    add(
      'ill-four',
      4,
      'Tasty, but I got food poisoning after the brisket and was sick all night.',
      '2026-11-28T20:00:00Z',
    );
    add('two-star', 2, 'Cold pastrami and a rude cashier.', '2026-11-29T03:00:00Z');
    add('five-star', 5, 'Best pastrami in the city, pickles too.', '2026-11-29T05:00:00Z');
    add('answered-one', 1, 'Too expensive.', '2026-11-29T06:00:00Z', true);

    const { sent } = await morning('2026-11-29T13:01:00Z');
    expect(sent).toEqual([
      expect.objectContaining({
        localDay: '2026-11-29',
        day: 9,
        reviewKey: `gbp:${names.get('ill-four')}`,
        othersWaiting: 3,
      }),
    ]);
    // Again later the same day, and at once from a second runner: nothing more.
    const again = await Promise.all([morning('2026-11-29T15:00:00Z'), morning('2026-11-29T15:00:00Z')]);
    expect(again.flatMap((run) => run.sent)).toEqual([]);
    // A decided day is not even read again.
    expect(again.map((run) => run.report.enrollments)).toEqual([0, 0]);
    expect(await sendsOn('2026-11-29')).toEqual([
      expect.objectContaining({ kind: 'free-forever', day: 9, status: 'queued', reviewCount: 1 }),
    ]);

    await waitUntil(() => freeForeverMail().length >= 1);
    const [mail] = freeForeverMail();
    expect(mail!.parsed.subject).toBe("A suggested reply for Katz's Delicatessen: a 4-star review");
    const text = String(mail!.parsed.text);
    expect(text).toContain('I got food poisoning after the brisket');
    expect(text).toContain(
      'Before you post: this review describes a foodborne-illness claim, so pull the ticket of that visit',
    );
    expect(text).toContain('3 other new reviews are waiting for a reply');
    for (const other of ['Cold pastrami', 'Best pastrami', 'Great corned beef', 'Too expensive']) {
      expect(text).not.toContain(other);
    }
    const links = hrefs(String(mail!.parsed.html));
    expect(links.filter((href) => href.startsWith(`${t.config.publicUrl}/replies/`))).toHaveLength(1);
    // The owner's inbox: a plain link, never a login (the inbox asks a browser without the session to sign in).
    expect(links).toContain(`${t.config.publicUrl}/inbox?place=${PLACE}`);
    expect(rawHeader(mail!.parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain('Since it ended you are on the Free Forever plan');
  });

  test('the next mornings: the lowest rating, then the newest; never the same review; nothing on a quiet day', async () => {
    const day10 = await morning('2026-11-30T13:01:00Z');
    expect(day10.sent).toEqual([
      expect.objectContaining({ day: 10, reviewKey: `gbp:${names.get('two-star')}`, othersWaiting: 2 }),
    ]);
    const day11 = await morning('2026-12-01T13:01:00Z');
    expect(day11.sent).toEqual([
      expect.objectContaining({ day: 11, reviewKey: `gbp:${names.get('gap-four')}`, othersWaiting: 1 }),
    ]);
    const day12 = await morning('2026-12-02T13:01:00Z');
    expect(day12.sent).toEqual([
      expect.objectContaining({ day: 12, reviewKey: `gbp:${names.get('five-star')}`, othersWaiting: 0 }),
    ]);
    // Nothing new: the day is recorded, no email.
    const day13 = await morning('2026-12-03T13:01:00Z');
    expect(day13.sent).toEqual([]);
    expect(day13.quiet).toEqual([{ enrollmentId: owner.enrollmentId, localDay: '2026-12-03' }]);
    expect(await sendsOn('2026-12-03')).toEqual([expect.objectContaining({ status: 'nothing-new', emailId: null })]);

    await waitUntil(() => freeForeverMail().length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(freeForeverMail()).toHaveLength(4);
    // The outbox may deliver two mornings' mail in either order; the last morning's is the one with its review.
    const lastMorning = freeForeverMail().find((m) => String(m.parsed.text).includes('Best pastrami in the city'));
    expect(lastMorning?.parsed.text).toContain('No other new review is waiting for a reply.');
    const keys = await t.ctx.database.db
      .select({ key: blitzSentReviews.reviewKey })
      .from(blitzSentReviews)
      .where(eq(blitzSentReviews.enrollmentId, owner.enrollmentId));
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    expect(keys.map((k) => k.key)).not.toContain(`gbp:${names.get('answered-one')}`);
  });

  test('a month in: day 30 carries the new review; a paused plan sends nothing; resumed, the review waits for it', async () => {
    add('day-30', 3, 'Good sandwich, long line.', '2026-12-20T05:00:00Z');
    const day30 = await morning('2026-12-20T13:01:00Z');
    expect(day30.sent).toEqual([
      expect.objectContaining({ localDay: '2026-12-20', day: 30, reviewKey: `gbp:${names.get('day-30')}` }),
    ]);

    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ freeForeverPausedAt: new Date('2026-12-20T18:00:00Z') })
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    add('while-paused', 2, 'Waited forever for the check.', '2026-12-21T02:00:00Z');
    expect((await morning('2026-12-21T13:01:00Z')).sent).toEqual([]);
    expect(await sendsOn('2026-12-21')).toEqual([]);

    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ freeForeverPausedAt: null })
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    expect((await morning('2026-12-22T13:01:00Z')).sent).toEqual([
      expect.objectContaining({ day: 32, reviewKey: `gbp:${names.get('while-paused')}` }),
    ]);
  });

  test('the one-click unsubscribe of a Free Forever email stops it', async () => {
    await waitUntil(() => freeForeverMail().length >= 6);
    const header = String(rawHeader(freeForeverMail()[5]!.parsed, 'list-unsubscribe') ?? '');
    const token = new URL(/<([^>]+)>/.exec(header)![1]!).searchParams.get('token')!;
    expect(await unsubscribe(t.ctx, token)).toMatchObject({ ok: true });
    const [row] = await t.ctx.database.db
      .select()
      .from(blitzEnrollments)
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    expect(row?.status).toBe('unsubscribed');

    add('after-unsubscribe', 1, 'Never again.', '2026-12-23T02:00:00Z');
    const after = await morning('2026-12-23T13:01:00Z');
    expect(after.sent).toEqual([]);
    expect(await sendsOn('2026-12-23')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(freeForeverMail()).toHaveLength(6);
  });
});

describe('Free Forever: a runner that died, and a newer blitz', () => {
  test('a claim left by a dead runner is taken over after ten minutes and sends the review it recorded, once; a newer blitz of the address and place takes over', async () => {
    owner = await connectedOwner('free-forever-crash', '2027-01-05T15:00:00Z');
    const db = t.ctx.database.db;
    // The blitz is over (closing email on 13 January): Free Forever from the 14th, 08:00 EST = 13:00 UTC.
    await db
      .update(blitzEnrollments)
      .set({ status: 'completed', completedAt: new Date('2027-01-13T13:00:00Z') })
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    add('crash-a', 5, 'Lovely rye bread and friendly staff.', '2027-01-13T20:00:00Z');
    add('crash-b', 3, 'Decent soup, slow service.', '2027-01-14T01:00:00Z');

    // A runner claimed the 14th at 08:00:30, recorded its review, and was killed before queueing the email.
    const claimId = crypto.randomUUID();
    await db.insert(blitzSends).values({
      id: claimId,
      enrollmentId: owner.enrollmentId,
      localDay: '2027-01-14',
      kind: 'free-forever',
      day: 9,
      status: 'claimed',
      claimedAt: new Date('2027-01-14T13:00:30Z'),
    });
    await db.insert(blitzSentReviews).values({
      enrollmentId: owner.enrollmentId,
      reviewKey: `gbp:${names.get('crash-a')}`,
      sendId: claimId,
      sentAt: new Date('2027-01-14T13:00:30Z'),
    });

    // Within ten minutes the claim is still the dead runner's: nothing is sent.
    expect((await morning('2027-01-14T13:05:00Z')).sent).toEqual([]);
    const takenOver = await morning('2027-01-14T13:11:00Z');
    expect(takenOver.sent).toEqual([
      expect.objectContaining({ day: 9, reviewKey: `gbp:${names.get('crash-a')}`, othersWaiting: 1 }),
    ]);
    expect((await morning('2027-01-14T13:30:00Z')).sent).toEqual([]);
    expect(await sendsOn('2027-01-14')).toEqual([expect.objectContaining({ id: claimId, status: 'queued' })]);
    await waitUntil(() => freeForeverMail().length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(freeForeverMail()).toHaveLength(1);

    // The owner starts a new blitz for the same restaurant: its mornings replace Free Forever's.
    setNow('2027-01-14T16:00:00Z');
    await t.ctx.events.emit('blitz.opt-in', {
      email: owner.email,
      placeId: 'cat-katzs-delicatessen',
      restaurantId: 'katzs-delicatessen',
      restaurantName: "Katz's Delicatessen",
      ownerName: 'Jake Dell',
      source: 'playbook',
    });
    const next = await morning('2027-01-15T13:01:00Z');
    expect(next.sent).toEqual([]);
    expect(await sendsOn('2027-01-15')).toEqual([]);
  });

  test('erasing the owner’s data ends Free Forever: nothing more is sent', async () => {
    owner = await connectedOwner('free-forever-erased', '2027-02-01T15:00:00Z');
    const db = t.ctx.database.db;
    await db
      .update(blitzEnrollments)
      .set({ status: 'completed', completedAt: new Date('2027-02-09T13:00:00Z') })
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    add('erased-a', 2, 'Cold fries and a long wait.', '2027-02-10T01:00:00Z');
    setNow('2027-02-10T10:00:00Z');
    await eraseDataSubject(t.ctx, owner.email);
    const [row] = await db.select().from(blitzEnrollments).where(eq(blitzEnrollments.id, owner.enrollmentId));
    expect(row?.status).toBe('unsubscribed');
    expect((await morning('2027-02-10T13:01:00Z')).sent).toEqual([]);
    expect(await sendsOn('2027-02-10')).toEqual([]);
  });
});
