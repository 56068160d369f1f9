import { enrollmentRecipients } from '#server/features/owners/owner-tables.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { loader as inboxLoader } from '#app/routes/inbox.tsx';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
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
  runLoader,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/**
 * A connected owner's week, against the Google Business Profile double (the places provider is the sample
 * catalogue, as on a fresh install): the quiet mornings send the owner to the inbox, and the closing email lists what
 * still waits for a reply, worst first, without calling the owner's real Google reviews samples. A manager's copy
 * speaks of no page the manager does not have.
 */

withGoogleRepliesApp();

const deps = () => ({ google: connections });

async function morning(at: string, subject: string, address: string): Promise<ReceivedMail> {
  setNow(at);
  const report = await runDueBlitzSends(t.ctx, clock(), deps());
  expect(report.failed).toEqual([]);
  const find = () => mailTo(address).find((mail) => mail.parsed.subject?.startsWith(subject));
  await waitUntil(() => find() !== undefined);
  return find()!;
}

describe('the week after the blitz: every email about the owner’s reviews leads to the inbox', () => {
  test('quiet mornings link to the inbox; the closing lists what waits, worst first, and says “samples” of none', async () => {
    const owner = await connectedOwner('week', '2026-11-20T15:00:00Z');
    const manager = `week-manager-${randomUUID().slice(0, 8)}@katz.example`;
    await t.ctx.database.db.insert(enrollmentRecipients).values({
      id: randomUUID(),
      enrollmentId: owner.enrollmentId,
      email: manager,
      tokenHash: randomUUID(),
      requestedAt: clock(),
      confirmedAt: clock(),
    });
    const add = (id: string, stars: 1 | 2 | 3 | 4 | 5, comment: string, at: string) =>
      google.addReview(owner.locationPath, {
        reviewId: id,
        starRating: stars,
        comment,
        reviewerName: `Guest ${id}`,
        createTime: at,
      });
    // Before the blitz: an old review nobody answered. Every morning of the week is quiet.
    add('old-four', 4, 'Good pastrami, slow counter service.', '2026-11-10T17:00:00Z');

    const day1 = await morning('2026-11-21T13:01:00Z', 'Day 1 of 7', owner.email);
    expect(day1.parsed.subject).toMatch(/no new reviews/);
    expect(day1.parsed.text).toContain("1 older review of Katz's Delicatessen on Google is still unanswered.");
    const inboxUrl = `${t.config.publicUrl}/inbox?place=${PLACE}`;
    expect(hrefs(String(day1.parsed.html))).toContain(inboxUrl);
    // The link signs nobody in: a browser without the owner's session is asked to sign in, then comes back to it.
    const visitor = await runLoader(inboxLoader as never, inboxUrl);
    expect(visitor).toMatchObject({
      status: 302,
      location: `/sign-in?next=${encodeURIComponent(`/inbox?place=${PLACE}`)}`,
    });

    // The manager's copy: the same morning, but no inbox (it is the owner's) and nothing to press.
    await waitUntil(() => mailTo(manager).some((mail) => mail.parsed.subject?.startsWith('Day 1 of 7')));
    const copy = mailTo(manager).find((mail) => mail.parsed.subject?.startsWith('Day 1 of 7'))!;
    expect(hrefs(String(copy.parsed.html)).some((href) => href.includes('/inbox'))).toBe(false);
    expect(String(copy.parsed.text)).not.toMatch(/your inbox/i);

    for (const day of [2, 3, 4, 5, 6, 7])
      await morning(`2026-11-${20 + day}T13:01:00Z`, `Day ${day} of 7`, owner.email);
    // After the last blitz morning (the 27th, 08:00 New York): a 3★ in the evening and a 1★ overnight.
    add('evening-three', 3, 'Fine sandwich, sticky table.', '2026-11-27T23:00:00Z');
    add('overnight-one', 1, 'Found a hair in the matzo ball soup and the manager shrugged.', '2026-11-28T04:00:00Z');

    const closing = await morning('2026-11-28T13:01:00Z', 'Your 7-day reply blitz', owner.email);
    const text = String(closing.parsed.text);
    expect(text).toContain("3 reviews of Katz's Delicatessen on Google are waiting for a reply");
    const order = ['Found a hair in the matzo ball soup', 'Fine sandwich, sticky table.', 'Good pastrami, slow'];
    const positions = order.map((snippet) => text.indexOf(snippet));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Real Google reviews are never called samples.
    expect(text).not.toContain('samples written for the demo');
    expect(hrefs(String(closing.parsed.html))).toContain(inboxUrl);
  });
});
