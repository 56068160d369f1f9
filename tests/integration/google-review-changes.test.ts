import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { countUnansweredReviews } from '#server/features/google-business/review-sync.ts';
import { googleReplyDrafts, googleReviews } from '#server/features/google-business/review-tables.ts';
import { type ReceivedMail } from '../doubles/smtp-server.ts';
import { buildSite, hasProductionBuild } from '../support/built-site.ts';
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

/**
 * Reviews that change after we read them: edited (a fresh draft, the escalation gate, offered again), deleted (out of
 * the count), published late (still reaches the morning email), answered on Google directly (out of the count).
 */

withGoogleRepliesApp();

const ILLNESS = 'I got food poisoning after the pastrami and was sick all night.';

async function morning(at: string) {
  setNow(at);
  return runDueBlitzSends(t.ctx, clock(), { google: connections });
}

async function dailyEmail(email: string, day: number): Promise<ReceivedMail> {
  const subject = `Day ${day} of 7`;
  await waitUntil(() => mailTo(email).some((m) => m.parsed.subject?.startsWith(subject)));
  return mailTo(email).find((m) => m.parsed.subject?.startsWith(subject))!;
}

function replyLinks(mail: ReceivedMail): string[] {
  return hrefs(String(mail.parsed.html)).filter((href) => href.startsWith(`${t.config.publicUrl}/replies/`));
}

async function storedReview(connectionId: string, reviewName: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(googleReviews)
    .where(and(eq(googleReviews.connectionId, connectionId), eq(googleReviews.reviewName, reviewName)));
  return row!;
}

async function draftFor(connectionId: string, reviewName: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(googleReplyDrafts)
    .where(and(eq(googleReplyDrafts.connectionId, connectionId), eq(googleReplyDrafts.reviewName, reviewName)));
  return row!;
}

describe('reviews that change after the sync', () => {
  let owner: Awaited<ReturnType<typeof connectedOwner>>;
  /** A second owner with many old unanswered reviews: the re-check reads one complete listing instead. */
  let busy: Awaited<ReturnType<typeof connectedOwner>>;
  const names: Record<string, string> = {};
  const busyOld: string[] = [];
  let day1Links: string[] = [];
  let day2: ReceivedMail;

  beforeAll(async () => {
    owner = await connectedOwner('changes', '2026-11-20T15:00:00Z');
    // Years of reviews, every one answered, and two old ones still without a reply.
    google.generateReviews(owner.locationPath, {
      count: 60,
      newest: new Date('2026-11-18T12:00:00Z'),
      spacingMinutes: 600,
      repliedEvery: 1,
      idPrefix: 'hist',
    });
    const add = (id: string, stars: 1 | 2 | 3 | 4 | 5, comment: string, at: string) => {
      names[id] = google.addReview(owner.locationPath, {
        reviewId: id,
        starRating: stars,
        comment,
        reviewerName: `Guest ${id}`,
        createTime: at,
      }).name;
    };
    add('old-x', 4, 'Solid rugelach, a bit pricey.', '2026-11-15T12:00:00Z');
    add('old-y', 2, 'Too loud for a quiet lunch.', '2026-11-16T12:00:00Z');
    // Overnight before the first morning (08:00 New York on the 21st is 13:00 UTC). 02:30 UTC is 9:30 PM on the
    // 20th in New York.
    add('pastrami', 5, 'The pastrami on rye was the best I have had.', '2026-11-21T02:30:00Z');
    add('soup', 3, 'Good soup but we waited 40 minutes for a table.', '2026-11-21T04:00:00Z');

    busy = await connectedOwner('busy', '2026-11-20T15:00:00Z');
    for (let index = 0; index < 6; index += 1) {
      busyOld.push(
        google.addReview(busy.locationPath, {
          reviewId: `busy-old-${index}`,
          starRating: 4,
          comment: `Old unanswered review number ${index}.`,
          createTime: `2026-11-0${index + 1}T12:00:00Z`,
        }).name,
      );
    }
    google.addReview(busy.locationPath, {
      reviewId: 'busy-new',
      starRating: 5,
      comment: 'Great knish.',
      createTime: '2026-11-21T03:00:00Z',
    });
  });

  test('day 1: the new reviews, each with a link, and the unanswered count', async () => {
    const report = await morning('2026-11-21T13:01:00Z');
    expect(report.sent.find((s) => s.enrollmentId === owner.enrollmentId)).toMatchObject({ day: 1, reviewCount: 2 });
    const mail = await dailyEmail(owner.email, 1);
    day1Links = replyLinks(mail);
    expect(day1Links).toHaveLength(2);
    expect(mail.parsed.text).toContain("4 reviews of Katz's Delicatessen on Google are still unanswered");
    // Dated in New York, where it was 9:30 PM on the 20th (02:30 UTC on the 21st).
    expect(mail.parsed.text).toContain('Fri, Nov 20, 9:30 PM ET');
    expect(await countUnansweredReviews(t.ctx.database, busy.connection.id)).toBe(7);
  });

  test('the reply page dates the review in the restaurant’s time zone (New York), not UTC', async () => {
    const draft = await draftFor(owner.connection.id, names['pastrami']!);
    const { id, token } = linkParts(day1Links.find((href) => linkParts(href).id === draft.id)!);
    const page = await getPage(id, token);
    if (typeof page === 'number') throw new Error(`page answered ${page}`);
    expect(page.timeZone).toBe('America/New_York');
    expect(page.review.createdAt).toBe('2026-11-21T02:30:00.000Z');
    if (!hasProductionBuild()) throw new Error('No production build in build/: run `npm run build` first.');
    const site: FastifyInstance = await buildSite(t);
    try {
      const html = (await site.inject({ url: `/replies/${id}?t=${encodeURIComponent(token)}` })).body;
      expect(html).toMatch(/Guest pastrami(?:<!-- -->)? · (?:<!-- -->)?November 20, 2026/);
      expect(html).not.toContain('November 21, 2026');
      expect(html).toContain(`name="reviewVersion" value="${page.reviewVersion}"`);
    } finally {
      await site.close();
    }
  });

  test('edited 5★ → 1★ illness while the page is open: posting shows the new text and asks again; nothing posted', async () => {
    const draft = await draftFor(owner.connection.id, names['pastrami']!);
    const { id, token } = linkParts(day1Links.find((href) => linkParts(href).id === draft.id)!);
    const opened = await getPage(id, token);
    if (typeof opened === 'number') throw new Error(`page answered ${opened}`);
    expect(opened).toMatchObject({ escalation: [], reviewEdited: false });

    setNow('2026-11-21T20:00:00Z');
    google.editReview(names['pastrami']!, { starRating: 1, comment: ILLNESS, updateTime: '2026-11-21T19:30:00Z' });
    const putsBefore = google.requestCount('reviews.updateReply');
    const changed = await post(id, token, { intent: 'post', text: opened.draft, reviewVersion: opened.reviewVersion });
    expect(changed.status).toBe(409);
    expect(changed.result).toMatchObject({ outcome: 'review-changed', text: opened.draft });
    expect(google.requestCount('reviews.updateReply')).toBe(putsBefore);

    // The page, reloaded, shows the review as it is now, and the escalation gate found afresh.
    const again = await getPage(id, token);
    if (typeof again === 'number') throw new Error(`page answered ${again}`);
    expect(again.review).toMatchObject({ rating: 1, text: ILLNESS });
    expect(again).toMatchObject({ reviewEdited: true, escalation: ['a foodborne-illness claim'] });
    expect(again.reviewVersion).not.toBe(opened.reviewVersion);
    const gated = await post(id, token, { intent: 'post', text: opened.draft, reviewVersion: again.reviewVersion });
    expect(gated.result).toMatchObject({ outcome: 'confirm-escalation' });
    expect(google.requestCount('reviews.updateReply')).toBe(putsBefore);
  });

  test('day 2: the edited review again (fresh draft, marked edited, escalated), the late one, and a count without the review answered on Google or deleted', async () => {
    const pastramiDraft = await draftFor(owner.connection.id, names['pastrami']!);
    // Published after the first morning's sync, with a time from before it (held for moderation).
    names['late'] = google.addReview(owner.locationPath, {
      reviewId: 'late',
      starRating: 4,
      comment: 'Lovely knish, the staff were kind.',
      reviewerName: 'Guest late',
      createTime: '2026-11-21T12:30:00Z',
    }).name;
    google.setReplyElsewhere(names['old-x']!, 'Thanks for coming by! — Jake (in the Google app)');
    google.deleteReview(names['old-y']!);
    google.setReplyElsewhere(busyOld[0]!, 'Thank you! — from the Google app');
    google.deleteReview(busyOld[1]!);

    const gets = google.requestCount('reviews.get');
    const report = await morning('2026-11-22T13:01:00Z');
    expect(report.sent.find((s) => s.enrollmentId === owner.enrollmentId)).toMatchObject({ day: 2, reviewCount: 2 });
    // Two old unanswered reviews to look at again: two reads of one review each (a listing would take two pages).
    expect(google.requestCount('reviews.get') - gets).toBe(2);
    day2 = await dailyEmail(owner.email, 2);
    const text = String(day2.parsed.text);
    expect(text).toContain(ILLNESS);
    expect(text).toContain('Edited: the guest changed this review since our last email');
    expect(text).toContain(
      'Before you post: this review describes a foodborne-illness claim, so pull the ticket of that visit',
    );
    expect(text).toContain('Lovely knish, the staff were kind.');
    expect(text).not.toContain('Good soup');
    // pastrami, soup and late: old-x was answered on Google and old-y deleted.
    expect(text).toContain("3 reviews of Katz's Delicatessen on Google are still unanswered");
    expect((await storedReview(owner.connection.id, names['old-y']!)).deletedAt).not.toBeNull();
    expect((await storedReview(owner.connection.id, names['old-x']!)).replyComment).toContain('Google app');

    // The same draft row, written again: every link already sent opens the fresh draft.
    const redrafted = await draftFor(owner.connection.id, names['pastrami']!);
    expect(redrafted.id).toBe(pastramiDraft.id);
    expect(redrafted.draft).not.toBe(pastramiDraft.draft);
    expect(redrafted.escalation).toBe('illness');
    expect(redrafted.redraftedAt).not.toBeNull();
    const { id, token } = linkParts(day1Links.find((href) => linkParts(href).id === pastramiDraft.id)!);
    expect(replyLinks(day2).map((href) => linkParts(href).id)).toContain(pastramiDraft.id);
    expect(await getPage(id, token)).toMatchObject({
      draft: redrafted.draft,
      reviewEdited: false,
      escalation: ['a foodborne-illness claim'],
    });

    // Many old unanswered reviews: one complete listing; the deleted one leaves the count, the answered one too.
    expect(await countUnansweredReviews(t.ctx.database, busy.connection.id)).toBe(5);
    expect((await storedReview(busy.connection.id, busyOld[1]!)).deletedAt).not.toBeNull();
  });

  test('a third morning offers nothing twice; posting to a review the guest deleted marks it deleted', async () => {
    const report = await morning('2026-11-23T13:01:00Z');
    expect(report.sent.find((s) => s.enrollmentId === owner.enrollmentId)).toMatchObject({ day: 3, reviewCount: 0 });

    const late = await draftFor(owner.connection.id, names['late']!);
    const link = replyLinks(day2).find((href) => linkParts(href).id === late.id)!;
    const { id, token } = linkParts(link);
    google.deleteReview(names['late']!);
    const before = await countUnansweredReviews(t.ctx.database, owner.connection.id);
    const answer = await post(id, token, { intent: 'post', text: late.draft });
    expect(answer.result).toMatchObject({ outcome: 'google-error' });
    expect((answer.result as { message: string }).message).toMatch(/can’t find this review any more/);
    expect((await storedReview(owner.connection.id, names['late']!)).deletedAt).not.toBeNull();
    expect(await countUnansweredReviews(t.ctx.database, owner.connection.id)).toBe(before - 1);
  });
});

afterAll(() => {
  setNow('2026-11-20T12:00:00Z');
});
