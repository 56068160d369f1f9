import { blitzEnrollments } from '#server/features/owners/owner-tables.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { countSentences, splitReply } from '#server/features/brand/owner-voice.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { secretKeyring } from '#server/config.ts';
import { openSecret } from '#server/crypto/sealed-secret.ts';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import { deleteConnections } from '#server/features/google-business/google-connections.ts';
import { googleReplyDrafts, googleReviews } from '#server/features/google-business/review-tables.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  clock,
  connectedOwner,
  connections,
  enroll,
  getPage,
  google,
  hrefs,
  linkParts,
  mailTo,
  nextSeq,
  post,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/** Replies beyond the happy path: limits and Google errors, failed syncs, no connection, disconnecting, the owner's voice. */

withGoogleRepliesApp();

describe('posting: limits, Google errors, skip', () => {
  let owner: Awaited<ReturnType<typeof connectedOwner>>;
  let draftLink: { id: string; token: string };

  beforeAll(async () => {
    owner = await connectedOwner('limits', '2026-12-01T15:00:00Z');
    google.addReview(owner.locationPath, {
      reviewId: 'only',
      starRating: 4,
      comment: 'Lovely rye bread and friendly counter staff.',
      reviewerName: 'Ana P.',
      createTime: '2026-12-02T02:00:00Z',
    });
    setNow('2026-12-02T13:01:00Z');
    await runDueBlitzSends(t.ctx, clock(), { google: connections });
    await waitUntil(() => mailTo(owner.email).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    const mail = mailTo(owner.email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    const [link] = hrefs(String(mail.parsed.html)).filter((href) => href.includes('/replies/'));
    draftLink = linkParts(link!);
  });

  test('over 4,096 bytes (counted in UTF-8, not characters): a clear error, nothing posted, the text kept', async () => {
    const text = 'é'.repeat(2049); // 2,049 characters, 4,098 bytes
    const answer = await post(draftLink.id, draftLink.token, { intent: 'post', text });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({ outcome: 'invalid', text });
    expect((answer.result as { message: string }).message).toMatch(/4,098 bytes.*at most 4,096/);
    expect(google.replies.filter((r) => r.review.endsWith('/only'))).toHaveLength(0);
  });

  test('a form that is neither post nor skip: 400 with its sentence, nothing posted or skipped', async () => {
    const answer = await post(draftLink.id, draftLink.token, { intent: 'publish', text: 'Thanks!' });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({ outcome: 'invalid', message: 'Choose “Post to Google” or “Skip”.' });
    expect(await getPage(draftLink.id, draftLink.token)).toMatchObject({ status: 'draft' });
  });

  test('Google refuses (403): a clear sentence, the text kept, and the draft can be posted later', async () => {
    google.failNext('reviews.updateReply', 403);
    const answer = await post(draftLink.id, draftLink.token, { intent: 'post', text: 'Thank you, Ana! — Jake' });
    expect(answer.status).toBe(502);
    expect(answer.result).toMatchObject({ outcome: 'google-error', text: 'Thank you, Ana! — Jake' });
    expect((answer.result as { message: string }).message).toMatch(/can’t manage that location.*Nothing was posted/);
    expect(await getPage(draftLink.id, draftLink.token)).toMatchObject({ status: 'draft' });
  });

  test('skip marks the draft skipped; it can still be posted afterwards', async () => {
    const skipped = await post(draftLink.id, draftLink.token, { intent: 'skip' });
    expect(skipped.result).toEqual({ outcome: 'skipped' });
    expect(await getPage(draftLink.id, draftLink.token)).toMatchObject({ status: 'skipped' });
    const posted = await post(draftLink.id, draftLink.token, { intent: 'post', text: 'Thank you, Ana! — Jake' });
    expect(posted.result).toMatchObject({ outcome: 'posted' });
    expect(google.replies.filter((r) => r.review.endsWith('/only'))).toHaveLength(1);
  });
});

describe('a failed sync never stops the morning email', () => {
  async function morningAfter(owner: Awaited<ReturnType<typeof connectedOwner>>, sendAt: string) {
    setNow(sendAt);
    const report = await runDueBlitzSends(t.ctx, clock(), { google: connections });
    expect(report.failed.filter((f) => f.enrollmentId === owner.enrollmentId)).toEqual([]);
    await waitUntil(() => mailTo(owner.email).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    return mailTo(owner.email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
  }

  test('403 (the account cannot manage the location): public reviews, and the email says why', async () => {
    const owner = await connectedOwner('forbidden', '2027-01-10T15:00:00Z', { verified: false });
    const mail = await morningAfter(owner, '2027-01-11T13:01:00Z');
    expect(mail.parsed.subject).toMatch(/^Day 1 of 7: \d+ new reviews? for Katz's Delicatessen, replies ready$/);
    expect(mail.parsed.text).toContain('Google says this account can’t manage that location');
    // The fallback is the places provider: here the catalogue, whose reviews are labelled as samples.
    expect(mail.parsed.text).toContain('samples written for the demo');
    expect(hrefs(String(mail.parsed.html)).filter((href) => href.includes('/replies/'))).toEqual([]);
  });

  test('503 after the client’s retries: public reviews, and the email says Google did not answer', async () => {
    const owner = await connectedOwner('unavailable', '2027-01-12T15:00:00Z');
    // The client tries four times with backoff; every one of them answers 503. Other owners' sends run too, so the
    // failures aim at this owner's location only.
    const reviewsPath = new RegExp(`${owner.locationPath}/reviews`);
    google.failNext(reviewsPath, 503, { count: 4 });
    const mail = await morningAfter(owner, '2027-01-13T13:01:00Z');
    expect(mail.parsed.text).toContain('Google’s Business Profile service did not answer after several tries');
    const attempts = google.requests.filter((r) => reviewsPath.test(r.path));
    expect(attempts.map((r) => r.status)).toEqual([503, 503, 503, 503]);
  });

  test('a broken connection (refresh refused): public reviews, the reason, and a link to connect again', async () => {
    const owner = await connectedOwner('broken', '2027-01-14T15:00:00Z');
    const [row] = await t.ctx.database.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.id, owner.connection.id));
    await t.ctx.googleBusiness!.revokeToken(openSecret(row!.refreshTokenSealed, secretKeyring(t.config), row!.id));
    google.expireAccessTokens(owner.email);
    const mail = await morningAfter(owner, '2027-01-15T13:01:00Z');
    expect(mail.parsed.text).toContain('Your Google connection stopped working');
    expect(mail.parsed.text).toContain('Connect your Google Business Profile again');
    expect(
      hrefs(String(mail.parsed.html)).some((href) => href.startsWith(`${t.config.publicUrl}/connect/google?t=`)),
    ).toBe(true);
    expect((await connections.byId(owner.connection.id))?.status).toBe('broken');
  });
});

describe('without a connection', () => {
  test('the email says what the owner is missing and links to connect when OAuth is configured', async () => {
    const email = `unconnected-${nextSeq()}@katz.example`;
    await enroll(email, '2027-02-01T15:00:00Z');
    setNow('2027-02-02T13:01:00Z');
    await runDueBlitzSends(t.ctx, clock(), { google: connections });
    await waitUntil(() => mailTo(email).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    const mail = mailTo(email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    // The catalogue here: samples, and the way to get the real reviews.
    expect(mail.parsed.text).toContain('samples written for the demo');
    expect(mail.parsed.text).toContain('connect your Google Business Profile');
    expect(hrefs(String(mail.parsed.html)).some((href) => href.includes('/connect/google?t='))).toBe(true);

    // The next morning has nothing new (the catalogue's reviews were all sent): it says so, and how to connect.
    setNow('2027-02-03T13:01:00Z');
    await runDueBlitzSends(t.ctx, clock(), { google: connections });
    await waitUntil(() => mailTo(email).some((m) => m.parsed.subject?.startsWith('Day 2 of 7')));
    const quiet = mailTo(email).find((m) => m.parsed.subject?.startsWith('Day 2 of 7'))!;
    expect(quiet.parsed.subject).toBe("Day 2 of 7: no new reviews for Katz's Delicatessen, plus one tip");
    expect(quiet.parsed.text).toContain('Nothing new since your last email');
    expect(quiet.parsed.text).toContain('To get your real reviews instead, connect your Google Business Profile');
    expect(hrefs(String(quiet.parsed.html)).some((href) => href.includes('/connect/google?t='))).toBe(true);
  });
});

describe('disconnecting', () => {
  test('deletes the stored reviews and reply drafts with the connection', async () => {
    const owner = await connectedOwner('forget', '2027-03-01T15:00:00Z');
    google.addReview(owner.locationPath, {
      starRating: 5,
      comment: 'Perfect pastrami.',
      createTime: '2027-03-02T01:00:00Z',
    });
    setNow('2027-03-02T13:01:00Z');
    await runDueBlitzSends(t.ctx, clock(), { google: connections });
    const stored = () =>
      Promise.all([
        t.ctx.database.db.select().from(googleReviews).where(eq(googleReviews.connectionId, owner.connection.id)),
        t.ctx.database.db
          .select()
          .from(googleReplyDrafts)
          .where(eq(googleReplyDrafts.connectionId, owner.connection.id)),
      ]);
    const [reviews, drafts] = await stored();
    expect(reviews).toHaveLength(1);
    expect(drafts).toHaveLength(1);
    const rows = await t.ctx.database.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.id, owner.connection.id));
    await deleteConnections(t.ctx, rows);
    expect(await stored()).toEqual([[], []]);
  });
});

describe('suggested replies in the owner’s own voice', () => {
  test('an owner who signs "— Maria" and writes two sentences, and gave no name, gets drafts signed "— Maria" in two sentences', async () => {
    const owner = await connectedOwner('maria', '2027-04-01T15:00:00Z');
    // A lead that gave no name: a name given, a confirmed playbook or a signature would sign instead, as they sign the
    // inbox's drafts (tests/integration/reply-sign-off.test.ts); the sign-off learned from the replies comes last.
    await t.ctx.database.db
      .update(blitzEnrollments)
      .set({ ownerName: 'Restaurant Owner' })
      .where(eq(blitzEnrollments.id, owner.enrollmentId));
    const past: [string, 1 | 3 | 5, string, string][] = [
      ['Sam K.', 5, 'Great pastrami.', 'Hi Sam,\n\nThank you for coming in. We hope to see you again soon.\n\n— Maria'],
      ['Priya R.', 3, 'Long wait.', 'Hi Priya,\n\nI am sorry about the wait. Please ask for me next time.\n\n— Maria'],
      ['Tom B.', 5, 'Lovely.', 'Hi Tom,\n\nThank you for the kind words. The kitchen will love this.\n\n— Maria'],
      [
        'Ana L.',
        1,
        'Cold soup.',
        'Hi Ana,\n\nI am sorry the soup was cold. I have spoken with the kitchen.\n\n— Maria',
      ],
    ];
    past.forEach(([reviewerName, starRating, comment, reply], i) =>
      google.addReview(owner.locationPath, {
        reviewId: `maria-old-${i}`,
        starRating,
        comment,
        reviewerName,
        createTime: `2027-03-2${i}T12:00:00Z`,
        reply: { comment: reply, updateTime: `2027-03-2${i}T18:00:00Z` },
      }),
    );
    const fresh: [string, 1 | 3 | 5, string][] = [
      ['Dana', 5, 'The pastrami on rye was perfect and Luis was a star.'],
      ['Eli', 3, 'Good soup but we waited 40 minutes for a table.'],
      ['Fay', 1, 'Rude staff at the register and a cold sandwich.'],
    ];
    fresh.forEach(([reviewerName, starRating, comment], i) =>
      google.addReview(owner.locationPath, {
        reviewId: `maria-new-${i}`,
        starRating,
        comment,
        reviewerName: `${reviewerName} Q.`,
        createTime: `2027-04-02T0${i + 1}:00:00Z`,
      }),
    );
    setNow('2027-04-02T13:01:00Z');
    const report = await runDueBlitzSends(t.ctx, clock(), { google: connections });
    expect(report.sent.find((s) => s.enrollmentId === owner.enrollmentId)).toMatchObject({ reviewCount: 3 });

    const drafts = await t.ctx.database.db
      .select()
      .from(googleReplyDrafts)
      .where(eq(googleReplyDrafts.connectionId, owner.connection.id));
    expect(drafts).toHaveLength(3);
    for (const { draft, reviewName } of drafts) {
      const guest = fresh[Number(reviewName.slice(-1))]?.[0] ?? '';
      expect(draft.endsWith('\n\n— Maria')).toBe(true);
      const parts = splitReply(draft);
      expect(parts.greeting).toBe(`Hi ${guest},`);
      expect(countSentences(parts.body)).toBe(2);
    }
    await waitUntil(() => mailTo(owner.email).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    const daily = mailTo(owner.email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    for (const { draft } of drafts) expect(daily.parsed.text).toContain(draft.split('\n\n')[1]);
  });
});
