import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { action as inboxAction, loader as inboxLoader } from '#app/routes/inbox.tsx';
import type { InboxActionResult, InboxPageData } from '#contracts/owner-inbox.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { blitzSentReviews } from '#server/features/blitz/blitz-tables.ts';
import { runScheduledSync } from '#server/features/blitz/review-alerts.ts';
import { syncReviews } from '#server/features/google-business/review-sync.ts';
import { syncCycleAt } from '#server/features/google-business/sync-schedule.ts';
import { googleSyncHooks } from '#server/app-features.ts';
import { googleReplyDrafts } from '#server/features/google-business/review-tables.ts';
import { purgeOrphanInboxRows } from '#server/features/inbox/inbox-retention.ts';
import { inboxPublicReplies, inboxReviewMarks } from '#server/features/inbox/inbox-tables.ts';
import { eraseDataSubject } from '#server/features/operator/operator-data-rights.ts';
import { confirmPlaybookSignOff, enrollInBlitz } from '../support/blitz-enrollment.ts';
import { buildSite } from '../support/built-site.ts';
import { connectedOwner, connections, google, setNow, t, withGoogleRepliesApp } from '../support/google-replies-app.ts';
import { loadInboxAsShown, runInboxHandler } from '../support/inbox-page.ts';

/**
 * The owner's inbox (docs/inbox.md) through its route loader and action, against the Google Business Profile double:
 * the session, another owner's places and reviews, filters, counts and pages, skip, edit, post once, escalations,
 * "write it differently", the Free Forever plan rule and a restaurant that is not connected.
 */

withGoogleRepliesApp();

const NOW = '2026-11-21T14:00:00Z';
type Owner = Awaited<ReturnType<typeof connectedOwner>> & { cookie: string };

async function signedIn(email: string): Promise<string> {
  const { token } = await createSession(t.ctx, 'owner', email, null);
  return `rb_owner=${token}`;
}

async function connectedWithReviews(label: string, count: number): Promise<Owner> {
  const owner = await connectedOwner(label, '2026-11-20T15:00:00Z');
  google.generateReviews(owner.locationPath, {
    count,
    newest: new Date('2026-11-20T12:00:00Z'),
    spacingMinutes: 600,
    repliedEvery: 3,
    idPrefix: label,
  });
  google.addReview(owner.locationPath, {
    reviewId: `${label}-ill`,
    starRating: 1,
    comment: 'I got food poisoning after the brisket and was sick all night.',
    reviewerName: 'Guest Ill',
    createTime: '2026-11-21T03:30:00Z',
  });
  setNow(NOW);
  await syncReviews(t.ctx, connections, owner.connection, new Date(NOW));
  return { ...owner, cookie: await signedIn(owner.email) };
}

const run = (handler: unknown, request: Request) => runInboxHandler(t, handler, request);

/** The page as the owner's browser shows it: its GET only reads drafts, its POST writes the missing ones. */
const load = (query: string, cookie?: string) => loadInboxAsShown(t, query, cookie);

async function act(cookie: string | null, placeId: string, fields: Record<string, string>) {
  const result = await run(
    inboxAction,
    new Request(`${t.config.publicUrl}/inbox?place=${encodeURIComponent(placeId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ placeId, ...fields }).toString(),
    }),
  );
  return { status: result.status, result: result.data as unknown as InboxActionResult };
}

describe('the owner inbox, connected to Google', () => {
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    owner = await connectedWithReviews('inbox', 45);
    other = await connectedWithReviews('stranger', 3);
  });

  test('without a session: the sign-in page, coming back to the same inbox query', async () => {
    const answer = await load(`?place=${owner.connection.placeId}&filter=negative`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/sign-in?next=${encodeURIComponent(`/inbox?place=${owner.connection.placeId}&filter=negative`)}`,
    );
    const posted = await act(null, owner.connection.placeId, { review: 'gbp:x', intent: 'post', text: 'Hi' });
    expect(posted.status).toBe(401);
  });

  test('over HTTP (the production build): the page for the owner, private; a cross-site POST refused', async () => {
    const site = await buildSite(t);
    try {
      const page = await site.inject({ method: 'GET', url: '/inbox', headers: { cookie: owner.cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).toContain('noindex');
      expect(page.body).toContain('data-testid="inbox-review"');
      const review = (await load('?filter=needs-reply', owner.cookie)).page!.reviews[0]!;
      const body = new URLSearchParams({ placeId: owner.connection.placeId, review: review.key, intent: 'skip' });
      const headers = { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' };
      const crossSite = await site.inject({
        method: 'POST',
        url: '/inbox',
        headers: { ...headers, origin: 'https://evil.example' },
        payload: body.toString(),
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await load('?filter=skipped', owner.cookie)).page!.counts.skipped).toBe(0);
      const own = await site.inject({
        method: 'POST',
        url: '/inbox',
        // As a browser on the site sends it (React Router compares the action's Origin with its Host).
        headers: { ...headers, origin: t.config.publicUrl, host: new URL(t.config.publicUrl).host },
        payload: body.toString(),
      });
      expect(own.statusCode).toBe(200);
      expect((await load('?filter=skipped', owner.cookie)).page!.counts.skipped).toBe(1);
      await act(owner.cookie, owner.connection.placeId, { review: review.key, intent: 'unskip' });
    } finally {
      await site.close();
    }
  });

  test('another owner’s place is a 404, and another owner’s review cannot be acted on', async () => {
    const stranger = await enrollInBlitz(t, 'someone-else@katz.example', 'cat-the-copper-still', 'Ann');
    expect(stranger).toBeTruthy();
    expect((await load('?place=cat-the-copper-still', owner.cookie)).status).toBe(404);
    const theirs = (await load('', other.cookie)).page!.reviews[0]!;
    const before = google.requestCount('reviews.updateReply');
    for (const intent of ['post', 'skip', 'save', 'rewrite']) {
      const answer = await act(owner.cookie, owner.connection.placeId, {
        review: theirs.key,
        intent,
        text: 'Not yours',
        style: 'shorter',
      });
      expect(answer.status).toBe(404);
    }
    expect(google.requestCount('reviews.updateReply')).toBe(before);
  });

  test('counts per filter in one place, newest first, 20 a page, every unanswered review drafted during the blitz', async () => {
    const { page } = await load('', owner.cookie);
    expect(page!.connected).toBe(true);
    expect(page!.plan).toBe('blitz');
    expect(page!.counts.all).toBe(46);
    expect(page!.counts.answered).toBe(15);
    expect(page!.counts['needs-reply']).toBe(31);
    expect(page!.counts.escalated).toBeGreaterThanOrEqual(1);
    expect(page!.reviews).toHaveLength(20);
    expect(page!.pageCount).toBe(3);
    const times = page!.reviews.map((review) => Date.parse(review.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page!.reviews[0]!.reviewer).toBe('Guest Ill');
    for (const review of page!.reviews.filter((r) => r.state === 'needs-reply')) {
      expect(review.reply.written).toBe(true);
      expect(review.reply.text.length).toBeGreaterThan(20);
    }
    const last = await load('?page=3', owner.cookie);
    expect(last.page!.reviews).toHaveLength(6);
    expect(last.page!.page).toBe(3);
    for (const filter of ['needs-reply', 'negative', 'escalated', 'answered'] as const) {
      const filtered = (await load(`?filter=${filter}&page=9`, owner.cookie)).page!;
      const listed = filtered.pageCount > 1 ? null : filtered.reviews.length;
      if (listed !== null) expect(listed).toBe(page!.counts[filter]);
    }
    const answered = (await load('?filter=answered', owner.cookie)).page!;
    expect(answered.reviews.every((r) => r.state === 'replied-on-google' && r.existingReply)).toBe(true);
  });

  test('skip and un-skip move a review between "needs a reply" and "skipped"', async () => {
    const review = (await load('?filter=needs-reply', owner.cookie)).page!.reviews[2]!;
    expect((await act(owner.cookie, owner.connection.placeId, { review: review.key, intent: 'skip' })).status).toBe(
      200,
    );
    let page = (await load('?filter=skipped', owner.cookie)).page!;
    expect(page.counts.skipped).toBe(1);
    expect(page.reviews.map((r) => r.key)).toEqual([review.key]);
    expect(page.reviews[0]!.state).toBe('skipped');
    await act(owner.cookie, owner.connection.placeId, { review: review.key, intent: 'unskip' });
    page = (await load('', owner.cookie)).page!;
    expect(page.counts.skipped).toBe(0);
    expect(page.counts['needs-reply']).toBe(31);
  });

  test('"write it differently" answers beside the owner’s edit, which is kept', async () => {
    const review = (await load('?filter=needs-reply', owner.cookie)).page!.reviews[3]!;
    const mine = 'Thank you, my own words here. — Jake';
    await act(owner.cookie, owner.connection.placeId, { review: review.key, intent: 'save', text: mine });
    const answer = await act(owner.cookie, owner.connection.placeId, {
      review: review.key,
      style: 'shorter',
      text: mine,
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ outcome: 'rewritten', text: mine, style: 'shorter' });
    expect((answer.result as { version: string }).version).not.toBe(mine);
    const again = (await load('?filter=needs-reply', owner.cookie)).page!.reviews.find((r) => r.key === review.key);
    expect(again!.reply.text).toBe(mine);
    const bad = await act(owner.cookie, owner.connection.placeId, {
      review: review.key,
      intent: 'rewrite',
      style: 'louder',
    });
    expect(bad.status).toBe(400);
  });

  test('edit and post to Google once: the second press posts nothing more', async () => {
    const review = (await load('?filter=needs-reply', owner.cookie)).page!.reviews.find(
      (r) => r.escalation.length === 0,
    )!;
    const text = `${review.reply.text}\n\nSee you soon.`;
    const before = google.requestCount('reviews.updateReply');
    const fields = { review: review.key, intent: 'post', text, reviewVersion: review.reviewVersion ?? '' };
    const first = await act(owner.cookie, owner.connection.placeId, fields);
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ outcome: 'posted', alreadyPosted: false });
    const second = await act(owner.cookie, owner.connection.placeId, fields);
    expect(second.result).toMatchObject({ outcome: 'posted', alreadyPosted: true });
    expect(google.requestCount('reviews.updateReply') - before).toBe(1);
    const page = (await load('?filter=answered', owner.cookie)).page!;
    const posted = page.reviews.find((r) => r.key === review.key)!;
    expect(posted.state).toBe('posted');
    expect(posted.posted?.text).toBe(text.trim());
  });

  test('an escalated review needs the owner’s confirmation before anything is posted', async () => {
    const review = (await load('?filter=escalated', owner.cookie)).page!.reviews[0]!;
    expect(review.escalation.length).toBeGreaterThan(0);
    const before = google.requestCount('reviews.updateReply');
    const fields = {
      review: review.key,
      intent: 'post',
      text: review.reply.text,
      reviewVersion: review.reviewVersion!,
    };
    const refused = await act(owner.cookie, owner.connection.placeId, fields);
    expect(refused.status).toBe(409);
    expect(refused.result.outcome).toBe('confirm-escalation');
    expect((refused.result as { message: string }).message).toMatch(/Read the reply before it goes public/);
    expect((refused.result as { message: string }).message).not.toMatch(/privately/);
    expect(google.requestCount('reviews.updateReply')).toBe(before);
    const confirmed = await act(owner.cookie, owner.connection.placeId, { ...fields, confirmEscalation: 'yes' });
    expect(confirmed.result.outcome).toBe('posted');
  });
});

describe('the plan rule and public reviews', () => {
  test('Free Forever: only the review an email suggested has a written draft; the others are the owner’s to write', async () => {
    const owner = await connectedWithReviews('free', 6);
    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ status: 'completed', completedAt: new Date(NOW) })
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    const first = (await load('', owner.cookie)).page!;
    const suggested = first.reviews.find((r) => r.state === 'needs-reply')!;
    // Skipped before any email suggested it: a draft row with no text, which a later suggestion fills.
    await act(owner.cookie, owner.connection.placeId, { review: suggested.key, intent: 'skip' });
    // Nothing suggested yet: no draft is written, and none is stored.
    expect(first.reviews.filter((r) => r.state === 'needs-reply').every((r) => !r.reply.written)).toBe(true);
    const stored = await t.ctx.database.db
      .select()
      .from(googleReplyDrafts)
      .where(eq(googleReplyDrafts.connectionId, owner.connection.id));
    expect(stored.map((row) => row.draft)).toEqual(['']);
    await t.ctx.database.db.insert(blitzSentReviews).values({
      enrollmentId: owner.enrollmentId,
      reviewKey: suggested.key,
      sendId: owner.enrollmentId,
      sentAt: new Date(NOW),
    });
    const page = (await load('', owner.cookie)).page!;
    expect(page.plan).toBe('free-forever');
    for (const review of page.reviews.filter((r) => r.state === 'needs-reply'))
      expect(review.reply.written).toBe(false);
    const filled = page.reviews.find((r) => r.key === suggested.key)!;
    expect(filled.state).toBe('skipped');
    expect(filled.reply.written).toBe(true);
    expect(filled.reply.text.length).toBeGreaterThan(20);
    // The owner can still write and post their own reply to an unsuggested review.
    const own = page.reviews.find((r) => r.state === 'needs-reply' && r.key !== suggested.key && !r.escalation.length)!;
    const posted = await act(owner.cookie, owner.connection.placeId, {
      review: own.key,
      intent: 'post',
      text: 'Thank you for coming in. — Jake',
      reviewVersion: own.reviewVersion!,
    });
    expect(posted.result.outcome).toBe('posted');
  });

  test('Free Forever: one rule on every button; "Write it differently" only for the suggested review, refused by the server for the others', async () => {
    const owner = await connectedWithReviews('ffrule', 4);
    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ status: 'completed', completedAt: new Date(NOW) })
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    const open = (await load('?filter=needs-reply', owner.cookie)).page!.reviews;
    const [suggested, other] = open.filter((r) => r.escalation.length === 0);
    await t.ctx.database.db.insert(blitzSentReviews).values({
      enrollmentId: owner.enrollmentId,
      reviewKey: suggested!.key,
      sendId: owner.enrollmentId,
      sentAt: new Date(NOW),
    });
    const page = (await load('?filter=needs-reply', owner.cookie)).page!;
    const shown = (key: string) => page.reviews.find((r) => r.key === key)!;
    expect(shown(suggested!.key)).toMatchObject({ drafting: true, reply: { written: true } });
    expect(shown(other!.key)).toMatchObject({ drafting: false, reply: { text: '', written: false } });

    const mine = 'Thanks for coming in! — Jake';
    const refused = await act(owner.cookie, owner.connection.placeId, {
      review: other!.key,
      style: 'warmer',
      text: mine,
    });
    expect(refused.status).toBe(403);
    expect(refused.result).toMatchObject({ outcome: 'not-on-plan', text: mine });
    expect((refused.result as { message: string }).message).toMatch(/one suggested reply a day/);
    // Nothing written for it: no draft row, and the page still shows the owner's empty box.
    const rows = await t.ctx.database.db
      .select()
      .from(googleReplyDrafts)
      .where(eq(googleReplyDrafts.connectionId, owner.connection.id));
    expect(rows.some((row) => row.reviewName === other!.key.slice('gbp:'.length))).toBe(false);

    const rewritten = await act(owner.cookie, owner.connection.placeId, {
      review: suggested!.key,
      style: 'warmer',
      text: shown(suggested!.key).reply.text,
    });
    expect(rewritten.status).toBe(200);
    expect(rewritten.result.outcome).toBe('rewritten');
  });

  test('Free Forever without a connection: the same rule for the public reviews', async () => {
    const email = `ffpublic-${Date.now()}@example.com`;
    const enrollmentId = await enrollInBlitz(t, email, 'cat-katzs-delicatessen', 'Jake Dell');
    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ status: 'completed', completedAt: new Date(NOW) })
      .where(eq(blitzEnrollments.id, enrollmentId));
    const cookie = await signedIn(email);
    const page = (await load('?filter=needs-reply', cookie)).page!;
    expect(page.plan).toBe('free-forever');
    const review = page.reviews[0]!;
    expect(review).toMatchObject({ drafting: false, reply: { written: false } });
    const refused = await act(cookie, page.placeId, { review: review.key, style: 'shorter', text: '' });
    expect(refused.status).toBe(403);
    expect(refused.result.outcome).toBe('not-on-plan');
  });

  test('a restaurant that is not connected shows its public reviews, samples labelled; replies are copied, not posted', async () => {
    const email = `public-${Date.now()}@example.com`;
    await enrollInBlitz(t, email, 'cat-katzs-delicatessen', 'Jake Dell');
    const cookie = await signedIn(email);
    const page = (await load('', cookie)).page!;
    expect(page.connected).toBe(false);
    expect(page.samples).toBe(true);
    expect(page.reviews.length).toBeGreaterThan(0);
    expect(page.reviews.every((r) => r.sample && r.key.startsWith('catalogue:'))).toBe(true);
    const open = page.reviews.find((r) => r.state === 'needs-reply')!;
    expect(open.reply.written).toBe(true);
    const refused = await act(cookie, page.placeId, { review: open.key, intent: 'post', text: 'Hi' });
    expect(refused.status).toBe(400);
    await act(cookie, page.placeId, { review: open.key, intent: 'save', text: 'Thanks a lot! — Jake' });
    await act(cookie, page.placeId, { review: open.key, intent: 'skip' });
    const after = (await load('?filter=skipped', cookie)).page!;
    expect(after.counts.skipped).toBe(1);
    expect(after.reviews[0]).toMatchObject({
      key: open.key,
      state: 'skipped',
      reply: { text: 'Thanks a lot! — Jake' },
    });
    expect((await act(cookie, page.placeId, { review: 'catalogue:nope', intent: 'skip' })).status).toBe(404);

    // A data-subject erasure takes the owner's inbox rows with it.
    const kept = () =>
      t.ctx.database.db.select().from(inboxPublicReplies).where(eq(inboxPublicReplies.ownerEmail, email));
    expect((await kept()).length).toBeGreaterThan(0);
    await eraseDataSubject(t.ctx, email);
    expect(await kept()).toEqual([]);
  });

  test('a suggested reply is signed as the owner was told: the playbook’s sign-off, else their name, until they set a signature', async () => {
    // The name given for the playbook, no stored profile: signed with the first name.
    const email = `signed-${Date.now()}@example.com`;
    const enrollmentId = await enrollInBlitz(t, email, 'cat-katzs-delicatessen', 'Jake Dell');
    const cookie = await signedIn(email);
    const drafts = async (who: string) => {
      const page = (await load('?filter=needs-reply', who)).page!;
      return page.reviews.filter((r) => r.reply.written).map((r) => r.reply.text);
    };
    const first = await drafts(cookie);
    expect(first.length).toBeGreaterThan(0);
    for (const text of first) expect(text.trimEnd()).toMatch(/— Jake$/);

    // The sign-off the owner confirmed for the playbook (step 2 of the form) wins over the bare first name.
    const other = `signed-off-${Date.now()}@example.com`;
    await enrollInBlitz(t, other, 'cat-katzs-delicatessen', 'Jake Dell');
    await confirmPlaybookSignOff(t, other, '— Jake & the deli crew', new Date(NOW));
    for (const text of await drafts(await signedIn(other))) expect(text.trimEnd()).toMatch(/— Jake & the deli crew$/);

    // A signature set in the settings signs the next drafts instead.
    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ replySignature: 'Sam from the counter' })
      .where(eq(blitzEnrollments.id, enrollmentId));
    await t.ctx.database.db.delete(inboxPublicReplies).where(eq(inboxPublicReplies.ownerEmail, email));
    for (const text of await drafts(cookie)) expect(text.trimEnd()).toMatch(/— Sam from the counter$/);
  });

  test('the page’s GET writes no draft: the page’s POST (or the review sync) writes them', async () => {
    const fresh = await connectedWithReviews('get-only', 4);
    const email = `get-only-${Date.now()}@example.com`;
    await enrollInBlitz(t, email, 'cat-katzs-delicatessen', 'Jake Dell');
    const publicCookie = await signedIn(email);
    const draftRows = () =>
      t.ctx.database.db.select().from(googleReplyDrafts).where(eq(googleReplyDrafts.connectionId, fresh.connection.id));
    const publicRows = () =>
      t.ctx.database.db.select().from(inboxPublicReplies).where(eq(inboxPublicReplies.ownerEmail, email));
    for (const [cookie, query] of [
      [fresh.cookie, `?place=${fresh.connection.placeId}`],
      [publicCookie, ''],
    ] as const) {
      const shown = await run(inboxLoader, new Request(`${t.config.publicUrl}/inbox${query}`, { headers: { cookie } }));
      const page = (shown.data as { page: InboxPageData }).page;
      expect(shown.status).toBe(200);
      // Waiting for its draft: the plan drafts it, none is written yet.
      expect(page.reviews.some((r) => r.state === 'needs-reply' && r.drafting && !r.reply.written)).toBe(true);
    }
    expect(await draftRows()).toEqual([]);
    expect(await publicRows()).toEqual([]);
    const drafted = (await load(`?place=${fresh.connection.placeId}`, fresh.cookie)).page!;
    expect(drafted.reviews.filter((r) => r.state === 'needs-reply').every((r) => r.reply.written)).toBe(true);
    expect((await draftRows()).length).toBeGreaterThan(0);
  });

  test('the scheduled review sync drafts the reviews it stored, through the hook the app wires', async () => {
    const synced = await connectedOwner('sync-drafts', '2026-11-20T15:00:00Z');
    google.generateReviews(synced.locationPath, {
      count: 6,
      newest: new Date('2026-11-21T12:00:00Z'),
      spacingMinutes: 60,
      repliedEvery: 3,
      idPrefix: 'sync-drafts',
    });
    setNow(NOW);
    const { cycle } = syncCycleAt(new Date(NOW), 30);
    const target = { connectionId: synced.connection.id, cycle };
    const outcome = await runScheduledSync(
      t.ctx,
      connections,
      30,
      target,
      'job-sync-drafts',
      new Date(NOW),
      googleSyncHooks(t.ctx),
    );
    expect(outcome.outcome).toBe('synced');
    const cookie = await signedIn(synced.email);
    const shown = await run(
      inboxLoader,
      new Request(`${t.config.publicUrl}/inbox?place=${synced.connection.placeId}&filter=needs-reply`, {
        headers: { cookie },
      }),
    );
    const open = (shown.data as { page: InboxPageData }).page.reviews;
    expect(open.length).toBe(4);
    for (const review of open) expect(review.reply).toMatchObject({ written: true });
  });

  test('retention removes marks of deleted reviews and replies of blitzes that are gone', async () => {
    const now = new Date(NOW);
    await t.ctx.database.db.insert(inboxPublicReplies).values({
      ownerEmail: 'gone@example.com',
      placeId: 'cat-katzs-delicatessen',
      reviewKey: 'catalogue:r1',
      replyText: 'Thanks',
      edited: true,
      updatedAt: now,
    });
    await t.ctx.database.db.insert(inboxReviewMarks).values({
      connectionId: randomUUID(),
      reviewName: 'accounts/1/locations/1/reviews/gone',
      updateTime: now,
      negative: false,
      escalation: null,
    });
    const purged = await purgeOrphanInboxRows(t.ctx);
    expect(purged.replies).toBeGreaterThanOrEqual(1);
    expect(purged.marks).toBeGreaterThanOrEqual(1);
    expect(await purgeOrphanInboxRows(t.ctx)).toEqual({ replies: 0, marks: 0 });
  });
});
