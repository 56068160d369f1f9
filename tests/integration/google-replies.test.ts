import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loader as connectLoader } from '#app/routes/connect-google.tsx';
import { loader as callbackLoader } from '#app/routes/connect-google-callback.tsx';
import { action as replyAction, loader as replyLoader } from '#app/routes/review-and-post.tsx';
import type { ReplyActionResult, ReplyPageData } from '#contracts/google-replies.ts';
import { createAppServices } from '#server/app-features.ts';
import { countSentences, splitReply } from '#server/features/brand/owner-voice.ts';
import { blitzEnrollments } from '#server/features/blitz/blitz-tables.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { secretKeyring } from '#server/config.ts';
import { openSecret } from '#server/crypto/sealed-secret.ts';
import { createBlitzGoogle } from '#server/features/google-business/blitz-google.ts';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import type { GoogleConnections } from '#server/features/google-business/google-connection-types.ts';
import { createGoogleConnections, deleteConnections } from '#server/features/google-business/google-connections.ts';
import { syncReviews } from '#server/features/google-business/review-sync.ts';
import { googleReplyDrafts, googleReviews } from '#server/features/google-business/review-tables.ts';
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from '../doubles/google-business-server.ts';
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from '../doubles/smtp-server.ts';
import { waitUntil } from '../support/email-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A connected owner's reviews and replies against the local double of Google's Business Profile API: sync, the
 * morning email with a "Review and post" link per new unanswered review, the page, posting once, a reply posted
 * elsewhere, escalated reviews, bad links, cross-site posts, and failed syncs that still send the email.
 */

const PLACE = 'cat-katzs-delicatessen';
let smtp: SmtpDouble;
let google: GoogleBusinessDouble;
let t: TestApp;
let fakeNow = new Date('2026-11-20T12:00:00Z');
const clock = () => fakeNow;
let seq = 0;

let connections: GoogleConnections;

/** Runs a route loader as React Router does: a thrown Response is a redirect. */
async function runLoader(handler: (args: never) => unknown, url: string, cookie?: string) {
  const request = new Request(url, cookie ? { headers: { cookie } } : {});
  try {
    await handler({ request, context: { services: createAppServices(t.ctx) }, params: {} } as never);
    return { status: 200, location: null as string | null, setCookie: null as string | null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      status: thrown.status,
      location: thrown.headers.get('location'),
      setCookie: thrown.headers.get('set-cookie'),
    };
  }
}

beforeAll(async () => {
  smtp = await startSmtpDouble();
  google = await startGoogleBusinessDouble({ consent: 'auto' });
  t = await createTestApp({ env: { SMTP_URL: smtp.url, ...google.env }, runWorkers: true, now: clock });
  connections = createGoogleConnections(t.ctx);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await smtp?.close();
});

function mailTo(address: string): ReceivedMail[] {
  return smtp.messages.filter((m) => m.envelope.rcptTo.includes(address));
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

async function enroll(email: string, at: string): Promise<string> {
  fakeNow = new Date(at);
  await t.ctx.events.emit('blitz.opt-in', {
    email,
    placeId: PLACE,
    restaurantId: 'katzs-delicatessen',
    restaurantName: "Katz's Delicatessen",
    ownerName: 'Jake Dell',
    source: 'playbook',
  });
  const [row] = await t.ctx.database.db.select().from(blitzEnrollments).where(eq(blitzEnrollments.email, email));
  if (!row) throw new Error('not enrolled');
  return row.id;
}

/** An owner with one location on the double, connected to a fresh enrollment through the real connect flow. */
async function connectedOwner(label: string, enrolledAt: string, options: { verified?: boolean } = {}) {
  seq += 1;
  const email = `${label}-${seq}@katz.example`;
  const enrollmentId = await enroll(email, enrolledAt);
  google.addUser(email, 'Jake Dell');
  google.signInAs(email);
  const account = google.addAccount({ accountName: `Katz ${seq}`, members: [email] });
  const location = google.addLocation(account.name, {
    title: "Katz's Delicatessen",
    placeId: PLACE,
    verified: options.verified ?? true,
  });
  const connectUrl = connections.connectUrl({ id: enrollmentId, email, placeId: PLACE })!;
  const started = await runLoader(connectLoader as never, connectUrl);
  expect(started.status).toBe(302);
  const consent = await fetch(started.location!, { redirect: 'manual' });
  const done = await runLoader(
    callbackLoader as never,
    consent.headers.get('location')!,
    started.setCookie!.split(';')[0],
  );
  expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
  const connection = await connections.forEnrollment(enrollmentId);
  if (!connection) throw new Error('not connected');
  return { email, enrollmentId, connection, locationPath: `${account.name}/${location.name}` };
}

function services() {
  return createAppServices(t.ctx);
}

function linkParts(url: string): { id: string; token: string } {
  const parsed = new URL(url);
  const id = decodeURIComponent(parsed.pathname.replace(/^\/replies\//, ''));
  return { id, token: parsed.searchParams.get('t') ?? '' };
}

async function getPage(id: string, token: string): Promise<ReplyPageData | number> {
  try {
    const result = await replyLoader({
      request: new Request(`${t.config.publicUrl}/replies/${id}?t=${encodeURIComponent(token)}`),
      params: { id },
      context: { services: services(), cspNonce: '', publicUrl: t.config.publicUrl },
    } as never);
    return (result as { page: ReplyPageData }).page;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

async function post(
  id: string,
  token: string,
  fields: Record<string, string>,
): Promise<{ status: number; result: ReplyActionResult | null }> {
  try {
    const answer = (await replyAction({
      request: new Request(`${t.config.publicUrl}/replies/${id}?t=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      params: { id },
      context: { services: services(), cspNonce: '', publicUrl: t.config.publicUrl },
    } as never)) as unknown as { data: ReplyActionResult; init: { status: number } };
    return { status: answer.init.status, result: answer.data };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? -1, result: null };
  }
}

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

  test('the morning email: every new unanswered review with a "Review and post" link, and the unanswered count; the second sync reads one page', async () => {
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
    fakeNow = new Date('2026-11-21T13:01:00Z');
    const report = await runDueBlitzSends(t.ctx, fakeNow, { google: createBlitzGoogle(t.ctx, connections) });
    const sent = report.sent.find((s) => s.enrollmentId === owner.enrollmentId);
    expect(sent).toMatchObject({ kind: 'daily', day: 1, reviewCount: 3 });
    expect(google.requestCount('reviews.list') - before).toBe(1);

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
      'Handle this one privately first: this review describes a foodborne-illness claim.',
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
      now: fakeNow,
    });
    const { id, token } = linkParts(replyLinkFor(t.ctx, draft.id, fakeNow));
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
    expect((refused.result as { message: string }).message).toMatch(/foodborne-illness claim.*privately first/);
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
    fakeNow = new Date('2026-12-02T13:01:00Z');
    await runDueBlitzSends(t.ctx, fakeNow, { google: createBlitzGoogle(t.ctx, connections) });
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
    fakeNow = new Date(sendAt);
    const report = await runDueBlitzSends(t.ctx, fakeNow, { google: createBlitzGoogle(t.ctx, connections) });
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
    seq += 1;
    const email = `unconnected-${seq}@katz.example`;
    await enroll(email, '2027-02-01T15:00:00Z');
    fakeNow = new Date('2027-02-02T13:01:00Z');
    await runDueBlitzSends(t.ctx, fakeNow, { google: createBlitzGoogle(t.ctx, connections) });
    await waitUntil(() => mailTo(email).some((m) => m.parsed.subject?.startsWith('Day 1 of 7')));
    const mail = mailTo(email).find((m) => m.parsed.subject?.startsWith('Day 1 of 7'))!;
    // The catalogue here: samples, and the way to get the real reviews.
    expect(mail.parsed.text).toContain('samples written for the demo');
    expect(mail.parsed.text).toContain('connect your Google Business Profile');
    expect(hrefs(String(mail.parsed.html)).some((href) => href.includes('/connect/google?t='))).toBe(true);

    // The next morning has nothing new (the catalogue's reviews were all sent): it says so, and how to connect.
    fakeNow = new Date('2027-02-03T13:01:00Z');
    await runDueBlitzSends(t.ctx, fakeNow, { google: createBlitzGoogle(t.ctx, connections) });
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
    fakeNow = new Date('2027-03-02T13:01:00Z');
    await runDueBlitzSends(t.ctx, fakeNow, { google: createBlitzGoogle(t.ctx, connections) });
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
  test('an owner who signs "— Maria" and writes two sentences gets drafts signed "— Maria" in two sentences', async () => {
    const owner = await connectedOwner('maria', '2027-04-01T15:00:00Z');
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
    fakeNow = new Date('2027-04-02T13:01:00Z');
    const report = await runDueBlitzSends(t.ctx, fakeNow, { google: createBlitzGoogle(t.ctx, connections) });
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
