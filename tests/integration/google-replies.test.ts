import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { syncReviews } from '#server/features/google-business/review-sync.ts';
import { googleReplyDrafts, googleReviews } from '#server/features/google-business/review-tables.ts';
import { reviewContentHash } from '#server/features/google-business/review-version.ts';
import { type ReceivedMail } from '../doubles/smtp-server.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  clock,
  connectedOwner,
  connections,
  getPage,
  google,
  hrefs,
  linkParts,
  mailTo,
  post,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/** A connected owner: the first sync, the morning email, the review page and posting a reply. */

withGoogleRepliesApp();

describe('connected owner: sync, morning email, review and post', () => {
  let owner: Awaited<ReturnType<typeof connectedOwner>>;
  let daily: ReceivedMail;
  let links: string[];
  const newReviews: { name: string; comment: string }[] = [];

  beforeAll(async () => {
    owner = await connectedOwner('connected', '2026-11-20T15:00:00Z');
    // 500 reviews over the years before, every third already answered by the owner.
    google.generateReviews(owner.locationPath, {
      count: 500,
      newest: new Date('2026-11-19T12:00:00Z'),
      spacingMinutes: 600,
      repliedEvery: 3,
      idPrefix: 'old',
    });
  });

  test('the first sync reads all 500 reviews in 10 pages of 50', async () => {
    const before = google.requestCount('reviews.list');
    const result = await syncReviews(t.ctx, connections, owner.connection, new Date('2026-11-20T15:00:00Z'));
    expect(result).toMatchObject({ stored: 500, pagesRead: 10, totalReviewCount: 500 });
    expect(google.requestCount('reviews.list') - before).toBe(10);
    const rows = await t.ctx.database.db
      .select()
      .from(googleReviews)
      .where(eq(googleReviews.connectionId, owner.connection.id));
    expect(rows).toHaveLength(500);
    expect(rows.filter((row) => row.replyComment !== null)).toHaveLength(Math.floor(500 / 3));
  });

  test('the morning email: every new unanswered review with a "Review and post" link, and the unanswered count; the second sync reads one page, the re-check one listing', async () => {
    // Overnight, before 08:00 New York on the 21st (13:00 UTC): four new reviews, one already answered.
    const add = (id: string, stars: 1 | 2 | 3 | 4 | 5, comment: string, at: string, reply = false) => {
      const review = google.addReview(owner.locationPath, {
        reviewId: id,
        starRating: stars,
        comment,
        reviewerName: `Guest ${id}`,
        createTime: at,
        ...(reply ? { reply: { comment: 'Thank you! — Jake', updateTime: at } } : {}),
      });
      if (!reply) newReviews.push({ name: review.name, comment });
    };
    add('new-a', 5, 'The pastrami on rye was the best I have had, and the pickles too.', '2026-11-20T23:10:00Z');
    add('new-b', 3, 'Good soup but we waited 40 minutes for a table.', '2026-11-21T01:00:00Z');
    add('new-c', 1, 'I got food poisoning after the brisket and was sick all night.', '2026-11-21T03:30:00Z');
    add('new-d', 4, 'Nice matzo ball soup.', '2026-11-21T04:00:00Z', true);

    const before = google.requestCount('reviews.list');
    setNow('2026-11-21T13:01:00Z');
    const report = await runDueBlitzSends(t.ctx, clock(), { google: connections });
    const sent = report.sent.find((s) => s.enrollmentId === owner.enrollmentId);
    expect(sent).toMatchObject({ kind: 'daily', day: 1, reviewCount: 3 });
    // The sync reads one page (from a day before the newest updateTime it had). Then the re-check of the 337
    // unanswered reviews it did not read: one complete listing (504 reviews, 11 pages) costs fewer requests than 337
    // reads of one review.
    expect(google.requestCount('reviews.list') - before).toBe(1 + 11);
    expect(google.requestCount('reviews.get')).toBe(0);

    await waitUntil(() => mailTo(owner.email).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    daily = mailTo(owner.email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    expect(daily.parsed.subject).toBe("Day 1 of 7: 3 new reviews for Katz's Delicatessen, replies ready");
    const html = String(daily.parsed.html);
    links = hrefs(html).filter((href) => href.startsWith(`${t.config.publicUrl}/replies/`));
    expect(links).toHaveLength(3);
    expect(new Set(links).size).toBe(3);
    const unanswered = google.reviewsOf(owner.locationPath).filter((review) => !review.reviewReply).length;
    expect(unanswered).toBe(500 - Math.floor(500 / 3) + 3);
    expect(daily.parsed.text).toContain(
      `${unanswered} reviews of Katz's Delicatessen on Google are still unanswered, these included.`,
    );
    for (const { comment } of newReviews) expect(daily.parsed.text).toContain(comment);
    expect(daily.parsed.text).not.toContain('Nice matzo ball soup.');
    expect(daily.parsed.text).toContain(
      'Before you post: this review describes a foodborne-illness claim, so pull the ticket of that visit',
    );
    // Connected: no public-coverage note, no sample label.
    expect(daily.parsed.text).not.toContain('shares up to five');
    expect(daily.parsed.text).not.toContain('samples written for the demo');
  });

  test('GET shows the review and our draft and posts nothing; POST posts once; a second POST shows the result', async () => {
    const drafts = await t.ctx.database.db
      .select()
      .from(googleReplyDrafts)
      .where(eq(googleReplyDrafts.connectionId, owner.connection.id));
    const pastrami = drafts.find((d) => d.reviewName.endsWith('/new-a'))!;
    const link = links.find((href) => linkParts(href).id === pastrami.id)!;
    const { id, token } = linkParts(link);

    const page = await getPage(id, token);
    if (typeof page === 'number') throw new Error(`page answered ${page}`);
    expect(page.review).toMatchObject({ rating: 5, reviewer: 'Guest new-a' });
    expect(page.review.text).toContain('pastrami on rye');
    expect(page.draft).toBe(pastrami.draft);
    expect(page.escalation).toEqual([]);
    expect(page.maxBytes).toBe(4096);
    expect(google.requestCount('reviews.updateReply')).toBe(0);
    expect(google.requestCount('reviews.get')).toBe(0);

    const text = `${page.draft}\n\nSee you soon — Jake`;
    const first = await post(id, token, { intent: 'post', text });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ outcome: 'posted', text, alreadyPosted: false });
    expect(google.replies.filter((r) => r.review.endsWith('/new-a'))).toEqual([
      expect.objectContaining({ comment: text }),
    ]);
    expect(google.review(newReviews[0]!.name)?.reviewReply?.comment).toBe(text);

    const second = await post(id, token, { intent: 'post', text: 'something else' });
    expect(second.result).toMatchObject({ outcome: 'posted', text, alreadyPosted: true });
    expect(google.replies.filter((r) => r.review.endsWith('/new-a'))).toHaveLength(1);
    const again = await getPage(id, token);
    expect(again).toMatchObject({ status: 'posted', postedText: text, existingReply: null });
  });

  test('two presses at once post once', async () => {
    const extra = google.addReview(owner.locationPath, {
      reviewId: 'race',
      starRating: 5,
      comment: 'Great pastrami.',
      createTime: '2026-11-21T14:00:00Z',
    });
    await syncReviews(
      t.ctx,
      connections,
      (await connections.byId(owner.connection.id))!,
      new Date('2026-11-21T15:00:00Z'),
    );
    const { ensureReplyDraft, replyLinkFor } = await import('#server/features/google-business/reply-drafts.ts');
    const draft = await ensureReplyDraft(t.ctx, {
      connectionId: owner.connection.id,
      reviewName: extra.name,
      draft: 'Thank you for the kind words about the pastrami! — Jake',
      escalation: [],
      basis: { reviewUpdateTime: new Date(extra.updateTime), reviewHash: reviewContentHash(5, 'Great pastrami.') },
      now: clock(),
    });
    const { id, token } = linkParts(replyLinkFor(t.ctx, draft.id, clock()));
    const answers = await Promise.all([1, 2, 3].map(() => post(id, token, { intent: 'post', text: draft.draft })));
    expect(answers.filter((a) => a.result?.outcome === 'posted' && !a.result.alreadyPosted)).toHaveLength(1);
    expect(google.replies.filter((r) => r.review === extra.name)).toHaveLength(1);
  });

  test('a reply posted elsewhere meanwhile is shown and replaced only after the owner confirms', async () => {
    const [draft] = await t.ctx.database.db
      .select()
      .from(googleReplyDrafts)
      .where(and(eq(googleReplyDrafts.connectionId, owner.connection.id)))
      .then((rows) => rows.filter((d) => d.reviewName.endsWith('/new-b')));
    const { id, token } = linkParts(links.find((href) => linkParts(href).id === draft!.id)!);
    google.setReplyElsewhere(draft!.reviewName, 'Sorry about the wait! — Jake (from the Google app)');
    const putsBefore = google.requestCount('reviews.updateReply');

    const refused = await post(id, token, { intent: 'post', text: draft!.draft });
    expect(refused.status).toBe(409);
    expect(refused.result).toMatchObject({
      outcome: 'replied-elsewhere',
      existingReply: { text: 'Sorry about the wait! — Jake (from the Google app)' },
    });
    expect(google.requestCount('reviews.updateReply')).toBe(putsBefore);
    // The page now shows the reply that is on Google.
    expect(await getPage(id, token)).toMatchObject({
      status: 'draft',
      existingReply: { text: 'Sorry about the wait! — Jake (from the Google app)' },
    });

    const confirmed = await post(id, token, { intent: 'post', text: draft!.draft, confirmOverwrite: 'yes' });
    expect(confirmed.result).toMatchObject({ outcome: 'posted', text: draft!.draft });
    expect(google.review(draft!.reviewName)?.reviewReply?.comment).toBe(draft!.draft);
    expect(google.requestCount('reviews.updateReply')).toBe(putsBefore + 1);
  });

  test('an escalated review is never one tap: the page says why and posting needs the confirmation', async () => {
    const [draft] = (
      await t.ctx.database.db
        .select()
        .from(googleReplyDrafts)
        .where(eq(googleReplyDrafts.connectionId, owner.connection.id))
    ).filter((d) => d.reviewName.endsWith('/new-c'));
    expect(draft!.escalation).toBe('illness');
    const { id, token } = linkParts(links.find((href) => linkParts(href).id === draft!.id)!);
    expect(await getPage(id, token)).toMatchObject({ escalation: ['a foodborne-illness claim'] });
    const putsBefore = google.requestCount('reviews.updateReply');

    const refused = await post(id, token, { intent: 'post', text: draft!.draft });
    expect(refused.status).toBe(409);
    expect(refused.result).toMatchObject({ outcome: 'confirm-escalation' });
    // Posting asks the owner to confirm they read the reply: Google gives no private channel to a reviewer, so it never
    // asks them to say they handled it privately.
    const message = (refused.result as { message: string }).message;
    expect(message).toMatch(/foodborne-illness claim.*Read the reply before it goes public.*confirm you have/);
    expect(message).not.toMatch(/privately/);
    expect(google.requestCount('reviews.updateReply')).toBe(putsBefore);

    const confirmed = await post(id, token, { intent: 'post', text: draft!.draft, confirmEscalation: 'yes' });
    expect(confirmed.result).toMatchObject({ outcome: 'posted' });
    expect(google.requestCount('reviews.updateReply')).toBe(putsBefore + 1);
  });

  test('a tampered link, or one made for another draft, opens and posts nothing', async () => {
    const [a, b] = links.map(linkParts);
    const tampered = a!.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const putsBefore = google.requestCount('reviews.updateReply');
    expect(await getPage(a!.id, tampered)).toBe(404);
    expect(await getPage(a!.id, b!.token)).toBe(404);
    expect(await getPage(a!.id, '')).toBe(404);
    expect(await getPage('not-a-uuid', a!.token)).toBe(404);
    expect((await post(a!.id, tampered, { intent: 'post', text: 'x' })).status).toBe(404);
    expect((await post(b!.id, a!.token, { intent: 'skip' })).status).toBe(404);
    expect(google.requestCount('reviews.updateReply')).toBe(putsBefore);
  });

  test('a POST from another site is refused before it reaches the page', async () => {
    const { id, token } = linkParts(links[0]!);
    const response = await t.app.inject({
      method: 'POST',
      url: `/replies/${id}?t=${encodeURIComponent(token)}`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=post&text=hello',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/must come from this site/);
  });
});
