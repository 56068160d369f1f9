import { blitzEnrollments, enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { action as settingsAction } from '#app/routes/inbox.settings.tsx';
import { loader as unsubscribeLoader } from '#app/routes/unsubscribe.tsx';
import { createSession } from '#server/features/accounts/sessions.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { verifyUnsubscribeToken } from '#server/features/blitz/unsubscribe-token.ts';
import { isSuppressed } from '#server/features/email/queue-email.ts';
import type { ReceivedMail } from '../doubles/smtp-server.ts';
import { rawHeader, waitUntil } from '../support/email-helpers.ts';
import {
  clock,
  connectedOwner,
  connections,
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
 * Each email's unsubscribe stops what it says. A review alert offers "Turn off these alerts" (its List-Unsubscribe
 * too: a mailbox's one-click stops the alerts, not the morning emails) beside "Unsubscribe from everything"; the
 * owner turns alerts back on in their settings. A manager's copy of an alert speaks of no page the manager does not
 * have, and its unsubscribe stops only that copy.
 */

withGoogleRepliesApp();

type Owner = Awaited<ReturnType<typeof connectedOwner>>;

function addReview(owner: Owner, id: string, stars: 1 | 2 | 3 | 4 | 5, comment: string, at: string): void {
  google.addReview(owner.locationPath, {
    reviewId: id,
    starRating: stars,
    comment,
    reviewerName: `Guest ${id}`,
    createTime: at,
  });
}

function alertsTo(address: string): ReceivedMail[] {
  return mailTo(address).filter((mail) => mail.parsed.subject?.startsWith('A new '));
}

function tokenOf(url: string) {
  return verifyUnsubscribeToken(new URL(url).searchParams.get('token')!, t.config.appSecret);
}

async function enrollmentOf(owner: Owner) {
  const [row] = await t.ctx.database.db
    .select()
    .from(blitzEnrollments)
    .where(eq(blitzEnrollments.id, owner.enrollmentId));
  return row!;
}

describe('turning off review alerts, from the alert itself', () => {
  let owner: Owner;
  let manager: string;

  beforeAll(async () => {
    owner = await connectedOwner('opt-out', '2026-11-20T15:00:00Z');
    manager = `opt-out-manager-${randomUUID().slice(0, 8)}@katz.example`;
    await t.ctx.database.db.insert(enrollmentRecipients).values({
      id: randomUUID(),
      enrollmentId: owner.enrollmentId,
      email: manager,
      tokenHash: randomBytes(16).toString('hex'),
      requestedAt: new Date('2026-11-20T16:00:00Z'),
      confirmedAt: new Date('2026-11-20T16:05:00Z'),
    });
    expect(await syncOwnerAt(owner, '2026-11-21T16:00:00Z')).toMatchObject({ outcome: 'synced' });
  });

  test('the alert offers "Turn off these alerts", which one press (or the mailbox’s one-click) stops, and nothing more', async () => {
    addReview(
      owner,
      'sick',
      1,
      'I got food poisoning after the brisket and was sick all night.',
      '2026-11-21T16:40:00Z',
    );
    expect(await syncOwnerAt(owner, '2026-11-21T17:00:00Z')).toMatchObject({
      alerts: { alerted: [{ recipients: 2 }] },
    });
    await waitUntil(() => alertsTo(owner.email).length === 1 && alertsTo(manager).length === 1);
    const alert = alertsTo(owner.email)[0]!;

    // Two links, each saying what it stops; the header's one-click is the narrower one.
    const alertsOff = linkNamed(alert, 'Turn off these alerts');
    const everything = linkNamed(alert, 'Unsubscribe from everything');
    expect(String(alert.parsed.text)).toContain('your morning emails go on');
    expect(String(alert.parsed.text)).toContain('no more morning emails, review alerts or other marketing email');
    expect(tokenOf(alertsOff)).toMatchObject({ email: owner.email, scope: 'alerts' });
    expect(tokenOf(everything)).toMatchObject({ email: owner.email });
    expect(tokenOf(everything)?.scope).toBeUndefined();
    expect(rawHeader(alert.parsed, 'list-unsubscribe')).toBe(`<${alertsOff}>`);
    expect(rawHeader(alert.parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // A mail scanner's GET shows the page with one button and changes nothing.
    const page = await unsubscribeLoader({
      request: new Request(alertsOff),
      context: { services: services() },
      params: {},
    } as never);
    expect(page).toMatchObject({
      valid: true,
      scope: 'alerts',
      restaurant: { name: "Katz's Delicatessen", placeId: PLACE },
    });
    expect((await enrollmentOf(owner)).alertsOffAt).toBeNull();

    // The one-click POST turns the alerts off, and only them.
    expect(await oneClickUnsubscribe(alertsOff)).toMatchObject({ status: 200, data: { unsubscribed: true } });
    expect((await enrollmentOf(owner)).alertsOffAt).not.toBeNull();
    expect((await enrollmentOf(owner)).status).toBe('active');
    expect(await isSuppressed(t.ctx, owner.email)).toBe(false);
    addReview(owner, 'cold', 2, 'Cold pastrami and a long wait.', '2026-11-21T17:20:00Z');
    expect(await syncOwnerAt(owner, '2026-11-21T17:30:00Z')).toMatchObject({
      alerts: { blocked: 'alerts-off', alerted: [] },
    });
    // The next morning email still comes, with the review the alert could not send.
    setNow('2026-11-22T13:01:00Z');
    await runDueBlitzSends(t.ctx, clock(), { google: connections });
    await waitUntil(() => mailTo(owner.email).some((mail) => mail.parsed.subject?.startsWith('Day 2 of 7')));
    expect(
      String(mailTo(owner.email).find((mail) => mail.parsed.subject?.startsWith('Day 2 of 7'))!.parsed.text),
    ).toContain('Cold pastrami and a long wait.');

    // Turned back on in the owner's settings: the next 1★ is alerted again.
    const { token } = await createSession(t.ctx, 'owner', owner.email, null);
    const on = await runRouteHandler(
      settingsAction as never,
      t,
      new Request(`${t.config.publicUrl}/inbox/settings?place=${PLACE}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `rb_owner=${token}` },
        body: new URLSearchParams({ intent: 'alerts', on: 'true' }).toString(),
      }),
    );
    expect(on).toMatchObject({ status: 200, data: { ok: true, message: 'Review alerts are on.' } });
    addReview(owner, 'rude', 1, 'The host was rude to my mother.', '2026-11-22T17:20:00Z');
    expect(await syncOwnerAt(owner, '2026-11-22T17:30:00Z')).toMatchObject({
      alerts: { blocked: null, alerted: [{}] },
    });
    await waitUntil(() => alertsTo(owner.email).length === 2);
  });

  test('the manager’s copy: no page they do not have, and its unsubscribe stops only that copy', async () => {
    const copy = alertsTo(manager)[0]!;
    const text = String(copy.parsed.text);
    const links = hrefs(String(copy.parsed.html));
    expect(links.some((href) => href.includes('/inbox') || href.includes('/replies/'))).toBe(false);
    expect(text).not.toMatch(/your inbox|Review and post|The page asks you/);
    expect(text).not.toContain('Turn off these alerts');
    expect(text).toContain('Before you post: this review describes');
    const unsubscribe = linkNamed(copy, 'Unsubscribe');
    expect(text).toContain(
      "Katz's Delicatessen’s emails stop coming to this address, starting now. The owner’s own emails go on.",
    );
    expect(rawHeader(copy.parsed, 'list-unsubscribe')).toBe(`<${unsubscribe}>`);
    const page = await unsubscribeLoader({
      request: new Request(unsubscribe),
      context: { services: services() },
      params: {},
    } as never);
    expect(page).toMatchObject({ valid: true, scope: 'copies' });

    expect(await oneClickUnsubscribe(unsubscribe)).toMatchObject({ status: 200, data: { unsubscribed: true } });
    expect(await isSuppressed(t.ctx, manager)).toBe(false);
    expect(await isSuppressed(t.ctx, owner.email)).toBe(false);
    addReview(owner, 'burnt', 1, 'Burnt knish.', '2026-11-23T17:20:00Z');
    expect(await syncOwnerAt(owner, '2026-11-23T17:30:00Z')).toMatchObject({
      alerts: { alerted: [{ recipients: 1 }] },
    });
    await waitUntil(() => alertsTo(owner.email).length === 3);
    expect(alertsTo(manager)).toHaveLength(2);
  });

  test('"Unsubscribe from everything" in an alert stops the owner’s mail', async () => {
    const everything = linkNamed(alertsTo(owner.email)[0]!, 'Unsubscribe from everything');
    expect(await oneClickUnsubscribe(everything)).toMatchObject({ status: 200, data: { unsubscribed: true } });
    expect(await isSuppressed(t.ctx, owner.email)).toBe(true);
    expect((await enrollmentOf(owner)).status).toBe('unsubscribed');
  });
});
