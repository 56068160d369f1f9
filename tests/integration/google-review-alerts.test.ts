import { blitzEnrollments, enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { verifyUnsubscribeToken } from '#server/features/blitz/unsubscribe-token.ts';
import { secretKeyring } from '#server/config.ts';
import { openSecret } from '#server/crypto/sealed-secret.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { suppressAddress } from '#server/features/email/queue-email.ts';
import { googleReviewAlerts } from '#server/features/google-business/alert-tables.ts';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import { alertNewReviews, runScheduledSync } from '#server/features/blitz/review-alerts.ts';
import { googleSyncQueue, queueDueSyncs } from '#server/features/google-business/review-sync-jobs.ts';
import { googleReplyDrafts } from '#server/features/google-business/review-tables.ts';
import { syncCycleAt, syncSlot } from '#server/features/google-business/sync-schedule.ts';
import type { ReceivedMail } from '../doubles/smtp-server.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  clock,
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
 * The sync through the day and its alerts, on the test clock: the sync jobs' functions are called as the job handler
 * calls them (the app of these tests runs no tick, so nothing syncs behind their back).
 */

withGoogleRepliesApp();

const INTERVAL = 30;
let claims = 0;

type Owner = Awaited<ReturnType<typeof connectedOwner>>;

/** One scheduled sync of the owner's connection at `at`, as a new job (or as the retry of job `claim`). */
async function syncAt(owner: Owner, at: string, claim = `job-${(claims += 1)}`) {
  setNow(at);
  const { cycle } = syncCycleAt(clock(), INTERVAL);
  return runScheduledSync(t.ctx, connections, INTERVAL, { connectionId: owner.connection.id, cycle }, claim, clock());
}

function addReview(owner: Owner, id: string, stars: 1 | 2 | 3 | 4 | 5, comment: string, at: string): string {
  return google.addReview(owner.locationPath, {
    reviewId: id,
    starRating: stars,
    comment,
    reviewerName: `Guest ${id}`,
    createTime: at,
  }).name;
}

function alertMails(address: string): ReceivedMail[] {
  return mailTo(address).filter((mail) => mail.parsed.subject?.startsWith('A new '));
}

async function alertRows(connectionId: string) {
  return t.ctx.database.db.select().from(googleReviewAlerts).where(eq(googleReviewAlerts.connectionId, connectionId));
}

/** Lets queued emails reach the SMTP double, so a test that expects none would see a late one. */
async function settleMail(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
}

describe('alerts for the review that can’t wait', () => {
  let owner: Owner;
  const extra = { confirmed: '', unconfirmed: '' };
  let burnt = '';

  beforeAll(async () => {
    owner = await connectedOwner('alerts', '2026-11-20T15:00:00Z');
    addReview(owner, 'history', 1, 'Cold soup, long ago.', '2026-11-10T17:00:00Z');
    extra.confirmed = `manager-${randomUUID().slice(0, 8)}@katz.example`;
    extra.unconfirmed = `pending-${randomUUID().slice(0, 8)}@katz.example`;
    await t.ctx.database.db.insert(enrollmentRecipients).values([
      {
        id: randomUUID(),
        enrollmentId: owner.enrollmentId,
        email: extra.confirmed,
        tokenHash: randomBytes(16).toString('hex'),
        requestedAt: new Date('2026-11-20T16:00:00Z'),
        confirmedAt: new Date('2026-11-20T16:05:00Z'),
      },
      {
        id: randomUUID(),
        enrollmentId: owner.enrollmentId,
        email: extra.unconfirmed,
        tokenHash: randomBytes(16).toString('hex'),
        requestedAt: new Date('2026-11-20T16:00:00Z'),
        confirmedAt: null,
      },
    ]);
    // The first sync reads the owner's history: it is not news, and nothing of it is alerted.
    const first = await syncAt(owner, '2026-11-21T16:00:00Z');
    expect(first).toMatchObject({ outcome: 'synced', alerts: { alerted: [] } });
  });

  test('a new 1★ is emailed within the interval, to the owner and the confirmed address only, exactly once', async () => {
    // 11:50 AM in New York; the next sync, ten minutes later, finds it.
    burnt = addReview(
      owner,
      'burnt',
      1,
      'The brisket was burnt and nobody came back to our table.',
      '2026-11-21T16:50:00Z',
    );
    const report = await syncAt(owner, '2026-11-21T17:00:00Z');
    expect(report).toMatchObject({ outcome: 'synced', alerts: { alerted: [{ reviewName: burnt, recipients: 2 }] } });
    await waitUntil(() => alertMails(owner.email).length === 1 && alertMails(extra.confirmed).length === 1);
    const mail = alertMails(owner.email)[0]!;
    expect(mail.parsed.subject).toBe("A new 1-star review of Katz's Delicatessen");
    expect(mail.parsed.text).toContain('The brisket was burnt');
    // Our draft, behind the same signed "Review and post" link the morning email uses.
    const [draft] = await t.ctx.database.db
      .select()
      .from(googleReplyDrafts)
      .where(and(eq(googleReplyDrafts.connectionId, owner.connection.id), eq(googleReplyDrafts.reviewName, burnt)));
    expect(draft).toBeDefined();
    const links = hrefs(String(mail.parsed.html));
    expect(links.some((href) => href.startsWith(`${t.config.publicUrl}/replies/${draft!.id}?t=`))).toBe(true);
    // The owner's inbox: the route itself asks a browser that is not signed in to sign in (never a bearer login).
    expect(links).toContain(`${t.config.publicUrl}/inbox?place=${PLACE}`);
    expect(mail.parsed.text).toContain(draft!.draft.trim().split('\n')[0]!);
    // Each address its own unsubscribe link, naming that address.
    const unsubscribeOf = (received: ReceivedMail) => {
      const href = hrefs(String(received.parsed.html)).find((link) => link.includes('/unsubscribe?token='))!;
      return verifyUnsubscribeToken(new URL(href).searchParams.get('token')!, t.config.appSecret)?.email;
    };
    expect(unsubscribeOf(mail)).toBe(owner.email);
    expect(unsubscribeOf(alertMails(extra.confirmed)[0]!)).toBe(extra.confirmed);
    // The extra address's copy: its unsubscribe removes that address only, and only the owner can post to Google.
    const copyLinks = hrefs(String(alertMails(extra.confirmed)[0]!.parsed.html));
    const copyToken = copyLinks.find((link) => link.includes('/unsubscribe?token='))!;
    expect(
      verifyUnsubscribeToken(new URL(copyToken).searchParams.get('token')!, t.config.appSecret)?.extraRecipient,
    ).toBe(true);
    expect(copyLinks.some((href) => href.includes('/replies/'))).toBe(false);
    expect(mailTo(extra.unconfirmed)).toHaveLength(0);

    // The retry of the same job, the next cycle's sync and a second alert pass send nothing more.
    expect(await syncAt(owner, '2026-11-21T17:00:30Z', `job-${claims}`)).toMatchObject({
      outcome: 'synced',
      alerts: { alerted: [] },
    });
    expect(await syncAt(owner, '2026-11-21T17:30:00Z')).toMatchObject({ outcome: 'synced', alerts: { alerted: [] } });
    expect((await alertNewReviews(t.ctx, owner.connection, INTERVAL, clock())).alerted).toEqual([]);
    await settleMail();
    expect(alertMails(owner.email)).toHaveLength(1);
    expect(alertMails(extra.confirmed)).toHaveLength(1);
    expect(await alertRows(owner.connection.id)).toMatchObject([
      { reviewName: burnt, status: 'queued', recipients: 2 },
    ]);
  });

  test('a 5★ is not alerted; an escalated 4★ is', async () => {
    addReview(owner, 'lovely', 5, 'Lovely pastrami, friendly staff.', '2026-11-21T17:40:00Z');
    const allergic = addReview(
      owner,
      'allergy',
      4,
      'Great sandwich, but my son had an allergic reaction to the sesame nobody mentioned.',
      '2026-11-21T17:45:00Z',
    );
    const report = await syncAt(owner, '2026-11-21T18:00:00Z');
    expect(report).toMatchObject({ outcome: 'synced', alerts: { alerted: [{ reviewName: allergic }] } });
    await waitUntil(() => alertMails(owner.email).length === 2);
    const mail = alertMails(owner.email).find((received) => received.parsed.subject?.includes('4-star'))!;
    expect(mail.parsed.text).toContain('Before you post: this review describes');
    expect(mail.parsed.text).toContain('an allergic reaction');
  });

  test('found at 11:30 PM restaurant time: no alert, the morning email carries it; what a morning carried is not alerted', async () => {
    // 23:20 and 23:30 in New York on the 21st (EST, UTC-5).
    addReview(owner, 'late', 2, 'Rude host at the door and a 40 minute wait.', '2026-11-22T04:20:00Z');
    const night = await syncAt(owner, '2026-11-22T04:30:00Z');
    expect(night).toMatchObject({ outcome: 'synced', alerts: { blocked: 'quiet-hours', alerted: [] } });
    // Morning comes (07:10 New York): what was found in the night still waits for the morning email.
    const dawn = await syncAt(owner, '2026-11-22T12:10:00Z');
    expect(dawn).toMatchObject({ outcome: 'synced', alerts: { blocked: null, alerted: [] } });
    // 07:50: a 1★ the morning's own sync finds, ten minutes later.
    addReview(owner, 'dawn', 1, 'Stale bagel for breakfast.', '2026-11-22T12:50:00Z');
    setNow('2026-11-22T13:01:00Z');
    await runDueBlitzSends(t.ctx, clock(), { google: connections });
    await waitUntil(() => mailTo(owner.email).some((mail) => mail.parsed.subject?.startsWith('Day 2 of 7')));
    const morning = mailTo(owner.email).find((mail) => mail.parsed.subject?.startsWith('Day 2 of 7'))!;
    expect(morning.parsed.text).toContain('Rude host at the door');
    expect(morning.parsed.text).toContain('Stale bagel');
    // The morning email just told the owner about the 1★ it found: the next sync does not alert it again.
    expect(await syncAt(owner, '2026-11-22T13:10:00Z')).toMatchObject({ outcome: 'synced', alerts: { alerted: [] } });
    await settleMail();
    expect(alertMails(owner.email)).toHaveLength(2);
  });

  test('alerts off, Free Forever paused or the address unsubscribed: no alert', async () => {
    const quiet = await connectedOwner('alerts-off', '2026-11-20T15:00:00Z');
    await syncAt(quiet, '2026-11-23T16:00:00Z');
    const setEnrollment = (values: Partial<typeof blitzEnrollments.$inferInsert>) =>
      t.ctx.database.db.update(blitzEnrollments).set(values).where(eq(blitzEnrollments.id, quiet.enrollmentId));

    await setEnrollment({ alertsOffAt: new Date('2026-11-22T10:00:00Z') });
    addReview(quiet, 'off-1', 1, 'Dry bread.', '2026-11-23T16:20:00Z');
    expect(await syncAt(quiet, '2026-11-23T16:30:00Z')).toMatchObject({
      outcome: 'synced',
      alerts: { blocked: 'alerts-off', alerted: [] },
    });

    await setEnrollment({ alertsOffAt: null, freeForeverPausedAt: new Date('2026-11-22T10:00:00Z') });
    addReview(quiet, 'off-2', 1, 'Dry pickles.', '2026-11-23T16:50:00Z');
    expect(await syncAt(quiet, '2026-11-23T17:00:00Z')).toMatchObject({ alerts: { blocked: 'paused' } });

    await setEnrollment({ freeForeverPausedAt: null });
    await suppressAddress(t.ctx, quiet.email, 'unsubscribe-link');
    addReview(quiet, 'off-3', 1, 'Dry everything.', '2026-11-23T17:20:00Z');
    expect(await syncAt(quiet, '2026-11-23T17:30:00Z')).toMatchObject({ alerts: { blocked: 'suppressed' } });

    await settleMail();
    expect(alertMails(quiet.email)).toHaveLength(0);
    expect(await alertRows(quiet.connection.id)).toHaveLength(0);
  });

  test('a broken grant: one reconnect email, and no scheduled sync until the owner reconnects', async () => {
    const broken = await connectedOwner('broken', '2026-11-20T15:00:00Z');
    const [row] = await t.ctx.database.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.id, broken.connection.id));
    await t.ctx.googleBusiness!.revokeToken(openSecret(row!.refreshTokenSealed, secretKeyring(t.config), row!.id));
    await t.ctx.jobs.boss.createQueue(googleSyncQueue.name);
    expect(await syncAt(broken, '2026-11-25T15:00:00Z')).toEqual({ outcome: 'failed', failure: 'broken' });
    expect(await syncAt(broken, '2026-11-25T15:30:00Z')).toEqual({ outcome: 'not-due' });
    const queued = await queueDueSyncs(t.ctx, INTERVAL, new Date('2026-11-25T15:59:00Z'));
    expect(queued.map((target) => target.connectionId)).not.toContain(broken.connection.id);
    const reconnect = await t.ctx.database.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.recipient, broken.email), eq(emailMessages.kind, 'google-reconnect')));
    expect(reconnect).toHaveLength(1);
  });

  test('429 with Retry-After: the sync waits what Google asked, then the tick queues it again', async () => {
    const limited = await connectedOwner('limited', '2026-11-20T15:00:00Z');
    // The tick's queue exists, but no worker takes its jobs here: what is queued stays to be looked at.
    await t.ctx.jobs.boss.createQueue(googleSyncQueue.name);
    const slot = syncSlot(limited.connection.id, INTERVAL);
    const cycleStart = Date.parse('2026-11-24T15:00:00Z');
    const inSlot = new Date(cycleStart + slot * 60_000 + 10_000);
    const queuedAt = async (at: Date) =>
      (await queueDueSyncs(t.ctx, INTERVAL, at)).filter((target) => target.connectionId === limited.connection.id);
    // Spread: not before its minute of the interval, once in it, and only once however often the tick runs.
    if (slot > 0) expect(await queuedAt(new Date(cycleStart + (slot - 1) * 60_000))).toHaveLength(0);
    expect(await queuedAt(inSlot)).toHaveLength(1);
    expect(await queuedAt(new Date(inSlot.getTime() + 20_000))).toHaveLength(0);

    google.failNext('reviews.list', 429, { retryAfterSeconds: 600 });
    const listings = google.requestCount('reviews.list');
    const deferred = await syncAt(limited, inSlot.toISOString());
    expect(deferred).toEqual({ outcome: 'deferred', until: new Date(inSlot.getTime() + 600_000) });
    // Google was asked once: the client does not wait ten minutes in a job, and does not ask again.
    expect(google.requestCount('reviews.list')).toBe(listings + 1);
    const [row] = await t.ctx.database.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.id, limited.connection.id));
    expect(row!.syncNotBefore).toEqual(new Date(inSlot.getTime() + 600_000));

    // Five minutes later nothing is queued or run for it; after the ten minutes the tick queues it, and it syncs.
    expect(await queuedAt(new Date(inSlot.getTime() + 5 * 60_000))).toHaveLength(0);
    expect(await syncAt(limited, new Date(inSlot.getTime() + 5 * 60_000).toISOString())).toEqual({
      outcome: 'not-due',
    });
    expect(google.requestCount('reviews.list')).toBe(listings + 1);
    const after = new Date(inSlot.getTime() + 11 * 60_000);
    if (syncCycleAt(after, INTERVAL).cycle === syncCycleAt(inSlot, INTERVAL).cycle) {
      expect(await queuedAt(after)).toHaveLength(1);
    }
    expect(await syncAt(limited, after.toISOString())).toMatchObject({ outcome: 'synced' });
  });
});
