import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blitzDependencies } from '#server/app-features.ts';
import { blitzSends } from '#server/features/blitz/blitz-tables.ts';
import { runDueFreeForeverSends } from '#server/features/blitz/free-forever-run.ts';
import { runDueBlitzSends } from '#server/features/blitz/run-due.ts';
import { startTrial } from '#server/features/billing/billing-actions.ts';
import { runTrialMoments } from '#server/features/billing/trial-jobs.ts';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe-double.ts';
import { waitUntil } from '../support/email-helpers.ts';
import {
  connectedOwner,
  google,
  mailTo,
  PLACE,
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

async function sendOn(nyDay: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(blitzSends)
    .where(and(eq(blitzSends.enrollmentId, owner.enrollmentId), eq(blitzSends.nyDay, nyDay)));
  return row;
}

describe('billing: Starter in the morning email', () => {
  test('during the trial every new review gets a draft; after it, one a day again', async () => {
    owner = await connectedOwner('starter-mornings', '2026-11-20T15:00:00Z');
    setNow('2026-11-26T15:00:00Z');
    expect(await startTrial(t.ctx, { email: owner.email }, PLACE)).toEqual({ ok: true });
    for (const day of [21, 22, 23, 24, 25, 26, 27, 28]) expect(await morning(`2026-11-${day}T13:01:00Z`)).toEqual([]);

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

    // The trial ends on 10 December without a card: back to Free Forever's one review a day.
    setNow('2026-12-10T15:05:00Z');
    expect((await runTrialMoments(t.ctx, new Date('2026-12-10T15:05:00Z'))).ended).toHaveLength(1);
    add('after-three', 3, 'Slow service at lunch.', '2026-12-10T20:00:00Z');
    add('after-one', 1, 'Sandwich was missing the mustard I asked for.', '2026-12-10T21:00:00Z');
    expect(await morning('2026-12-11T13:01:00Z')).toEqual([expect.objectContaining({ othersWaiting: 1 })]);
    expect(await sendOn('2026-12-11')).toMatchObject({ status: 'queued', reviewCount: 1 });
  });
});
