import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '#server/features/accounts/sessions.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { emailMessages } from '#server/features/email/email-tables.ts';
import { inboxPublicReplies } from '#server/features/inbox/inbox-tables.ts';
import { settingsPage } from '#server/features/owner-settings/owner-settings.ts';
import { confirmPlaybookSignOff, enrollInBlitz } from '../support/blitz-enrollment.ts';
import { loadInboxAsShown } from '../support/inbox-page.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * One rule signs an owner's suggested replies wherever they are written (docs/inbox.md, "Who signs the drafts"): the
 * signature from the settings, else the sign-off confirmed for the playbook, else the first name given. The blitz's
 * morning email and the inbox's drafts of one enrollment end alike, and the settings page says what an empty signature
 * signs with. Enrolled on 2026-11-20 (New York): the first blitz morning is 21 November, 8:00 AM New York (13:00 UTC).
 */

const PLACE = 'cat-katzs-delicatessen';
let fakeNow = new Date('2026-11-20T15:00:00Z');
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => fakeNow, startJobs: false });
});
afterAll(async () => {
  await t?.close();
});

/** A new owner of Katz's who gave the name Jake Dell, enrolled on 20 November; with `signOff`, a confirmed playbook. */
async function owner(label: string, signOff: string | null) {
  seq += 1;
  const email = `${label}-${seq}@katz.example`;
  fakeNow = new Date('2026-11-20T15:00:00Z');
  const enrollmentId = await enrollInBlitz(t, email, PLACE, 'Jake Dell');
  if (signOff) await confirmPlaybookSignOff(t, email, signOff, fakeNow);
  const { token } = await createSession(t.ctx, 'owner', email, null);
  return { email, enrollmentId, cookie: `rb_owner=${token}` };
}

/** The suggested replies of the first blitz morning's email, as stored in the queue. */
async function blitzEmailText(email: string): Promise<string> {
  fakeNow = new Date('2026-11-21T13:01:00Z');
  await runDueBlitzSends(t.ctx, fakeNow);
  const rows = await t.ctx.database.db.select().from(emailMessages).where(eq(emailMessages.recipient, email));
  const daily = rows.find((row) => row.kind === 'blitz-daily');
  expect(daily).toBeDefined();
  return (daily!.payload as { text: string }).text;
}

/** The inbox's drafts for the owner's reviews that need a reply (written by the page's POST on its first view). */
async function inboxDrafts(cookie: string): Promise<string[]> {
  const page = (await loadInboxAsShown(t, '?filter=needs-reply', cookie)).page!;
  const drafts = page.reviews.filter((review) => review.reply.written).map((review) => review.reply.text.trimEnd());
  expect(drafts.length).toBeGreaterThan(0);
  return drafts;
}

const signedOff = (text: string, signOff: string) => text.split(signOff).length - 1;

describe('who signs a reply', () => {
  test('no signature, a confirmed playbook sign-off: the blitz email and the inbox are signed with it', async () => {
    const me = await owner('playbook', '— Jake & the deli crew');
    const text = await blitzEmailText(me.email);
    expect(signedOff(text, '— Jake & the deli crew')).toBeGreaterThan(0);
    expect(text).not.toMatch(/— Jake\s*$/m);
    for (const draft of await inboxDrafts(me.cookie)) expect(draft).toMatch(/— Jake & the deli crew$/);

    const page = await settingsPage(t.ctx, { email: me.email } as never, PLACE, async () => null as never);
    expect(page?.signature).toEqual({
      value: null,
      whenEmpty: { signOff: '— Jake & the deli crew', source: 'playbook' },
    });
  });

  test('no signature, no playbook: the first name given signs both', async () => {
    const me = await owner('name', null);
    const text = await blitzEmailText(me.email);
    expect(text).toMatch(/— Jake\s*$/m);
    for (const draft of await inboxDrafts(me.cookie)) expect(draft).toMatch(/— Jake$/);
    const page = await settingsPage(t.ctx, { email: me.email } as never, PLACE, async () => null as never);
    expect(page?.signature.whenEmpty).toEqual({ signOff: '— Jake', source: 'name' });
  });

  test('a signature wins over the playbook’s sign-off, in the blitz email and the inbox', async () => {
    const me = await owner('signature', '— Jake & the deli crew');
    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ replySignature: 'Sam from the counter' })
      .where(eq(blitzEnrollments.id, me.enrollmentId));
    const text = await blitzEmailText(me.email);
    expect(signedOff(text, '— Sam from the counter')).toBeGreaterThan(0);
    expect(text).not.toContain('deli crew');
    await t.ctx.database.db.delete(inboxPublicReplies).where(eq(inboxPublicReplies.ownerEmail, me.email));
    for (const draft of await inboxDrafts(me.cookie)) expect(draft).toMatch(/— Sam from the counter$/);
    // The hint still says what an empty signature would sign with.
    const page = await settingsPage(t.ctx, { email: me.email } as never, PLACE, async () => null as never);
    expect(page?.signature).toEqual({
      value: 'Sam from the counter',
      whenEmpty: { signOff: '— Jake & the deli crew', source: 'playbook' },
    });
  });
});
