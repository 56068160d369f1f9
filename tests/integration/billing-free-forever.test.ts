import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blitzDependencies } from '#server/app-features.ts';
import { blitzSends } from '#server/features/blitz/blitz-tables.ts';
import { runDueFreeForeverSends } from '#server/features/blitz/free-forever-run.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { startTrial } from '#server/features/billing/billing-actions.ts';
import { createGoogleConnections } from '#server/features/google-business/google-connections.ts';
import { syncReviews } from '#server/features/google-business/review-sync.ts';
import { runTrialMoments } from '#server/features/billing/trial-jobs.ts';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe-double.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  connectedOwner,
  google,
  mailTo,
  PLACE,
  services,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/**
 * Starter's promise in the morning email: during the trial every new Google review gets a draft (the Free Forever
 * morning carries them all), and once the trial ends unpaid the morning is back to the one review that needs it most.
 * Enrolled 2026-11-20 (New York): blitz 21–27 November, closing email on the 28th, mornings from the 29th.
 */
let stripe: StripeDouble;
beforeAll(async () => {
  stripe = await startStripeDouble();
});
withGoogleRepliesApp(() => stripe.env);
afterAll(async () => {
  await stripe?.close();
});

let owner: Awaited<ReturnType<typeof connectedOwner>>;

function add(id: string, stars: 1 | 2 | 3 | 4 | 5, comment: string, at: string): void {
  google.addReview(owner.locationPath, {
    reviewId: id,
    starRating: stars,
    comment,
    reviewerName: `Guest ${id}`,
    createTime: at,
  });
}

async function morning(at: string) {
  setNow(at);
  const now = new Date(at);
  const deps = blitzDependencies(t.ctx);
  await runDueBlitzSends(t.ctx, now, deps);
  const report = await runDueFreeForeverSends(t.ctx, now, deps);
  return report.sent.filter((sent) => sent.enrollmentId === owner.enrollmentId);
}

/** The owner's inbox as the page reads it: the plan it names and which reviews have a written draft. */
async function inbox() {
  const connection = await createGoogleConnections(t.ctx).forEnrollment(owner.enrollmentId);
  await syncReviews(t.ctx, createGoogleConnections(t.ctx), connection!);
  // The page's own POST writes the drafts its plan allows (its GET only reads them).
  const query = { placeId: PLACE, filter: null, page: null };
  await services().inbox.draft({ email: owner.email }, query);
  const page = await services().inbox.page({ email: owner.email }, query);
  return {
    plan: page!.plan,
    written: Object.fromEntries(page!.reviews.map((review) => [review.text, review.reply.written])),
  };
}

async function sendOn(localDay: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(blitzSends)
    .where(and(eq(blitzSends.enrollmentId, owner.enrollmentId), eq(blitzSends.localDay, localDay)));
  return row;
}

describe('billing: Starter in the morning email', () => {
  test('during the trial every new review gets a draft; after it, one a day again', async () => {
    owner = await connectedOwner('starter-mornings', '2026-11-20T15:00:00Z');
    setNow('2026-11-26T15:00:00Z');
    expect(await startTrial(t.ctx, { email: owner.email }, PLACE)).toEqual({ ok: true });
    for (const day of [21, 22, 23, 24, 25, 26, 27, 28]) expect(await morning(`2026-11-${day}T13:01:00Z`)).toEqual([]);
    // The closing email knows the restaurant is on Starter's trial: the mornings go on, no plan or card is pitched.
    const closingSubject = "Your 7-day reply blitz for Katz's Delicatessen is done: here’s the week";
    await waitUntil(() => mailTo(owner.email).some((mail) => mail.parsed.subject === closingSubject));
    const closing = String(mailTo(owner.email).find((mail) => mail.parsed.subject === closingSubject)!.parsed.text);
    expect(closing).toContain("Katz's Delicatessen is on Starter, its free trial running until Thursday, December 10");
    expect(closing).not.toMatch(/Free Forever plan|Compare the plans|\$199|Add a card/);
    expect(closing).toContain(`/inbox?place=${PLACE}`);

    add('starter-two', 2, 'Cold pastrami and a rude cashier.', '2026-11-29T03:00:00Z');
    add('starter-five', 5, 'Best pastrami in the city, pickles too.', '2026-11-29T05:00:00Z');
    add('starter-four', 4, 'Great corned beef, a bit loud inside.', '2026-11-29T06:00:00Z');
    expect(await morning('2026-11-29T13:01:00Z')).toEqual([expect.objectContaining({ othersWaiting: 0 })]);
    expect(await sendOn('2026-11-29')).toMatchObject({ status: 'queued', reviewCount: 3 });
    const subject = "3 suggested replies for Katz's Delicatessen: new reviews waiting";
    await waitUntil(() => mailTo(owner.email).some((mail) => mail.parsed.subject === subject));
    const mail = mailTo(owner.email).find((one) => one.parsed.subject === subject)!;
    const text = String(mail.parsed.text);
    for (const review of ['Cold pastrami', 'Best pastrami', 'Great corned beef']) expect(text).toContain(review);
    expect(text).toContain('Starter · a suggested reply for every new review');

    // The inbox drafts every review on Starter, one no email has carried yet included.
    add('starter-late', 3, 'Pickles were soggy today.', '2026-11-29T16:00:00Z');
    setNow('2026-11-29T17:00:00Z');
    expect(await inbox()).toMatchObject({ plan: 'starter', written: { 'Pickles were soggy today.': true } });

    // The trial ends on 10 December without a card: back to Free Forever's one review a day.
    setNow('2026-12-10T15:05:00Z');
    expect((await runTrialMoments(t.ctx, new Date('2026-12-10T15:05:00Z'))).ended).toHaveLength(1);
    add('after-three', 3, 'Slow service at lunch.', '2026-12-10T20:00:00Z');
    add('after-one', 1, 'Sandwich was missing the mustard I asked for.', '2026-12-10T21:00:00Z');
    // The inbox's late review was never emailed: it waits with the 3★ behind the 1★ this morning chooses.
    expect(await morning('2026-12-11T13:01:00Z')).toEqual([expect.objectContaining({ othersWaiting: 2 })]);
    expect(await sendOn('2026-12-11')).toMatchObject({ status: 'queued', reviewCount: 1 });
    // Back on Free Forever, the inbox writes no draft for the review the morning did not choose.
    expect(await inbox()).toMatchObject({ plan: 'free-forever', written: { 'Slow service at lunch.': false } });
  });
});
