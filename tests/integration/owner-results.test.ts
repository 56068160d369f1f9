import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { loader as exportLoader } from '#app/routes/inbox.results.export.tsx';
import type { OwnerResults, PeriodFigures } from '#contracts/owner-results.ts';
import { createAppServices, googleSyncHooks } from '#server/app-features.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { deleteConnections, findConnectionRow } from '#server/features/google-business/google-connections.ts';
import { recheckUnanswered, syncReviews } from '#server/features/google-business/review-sync.ts';
import { runDataRetention } from '#server/features/maintenance/maintenance-jobs.ts';
import { eraseDataSubject } from '#server/features/operator/operator-data-rights.ts';
import { replyValueEstimate } from '#server/features/roi/index.ts';
import { monthSummary, resultsCsv, resultsFor, reviewsBehind } from '#server/features/results/index.ts';
import { resultsReviewReadings, resultsReviewThemes } from '#server/features/results/results-tables.ts';
import {
  connectedOwner,
  connections,
  enroll,
  google,
  PLACE,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';

/**
 * The owner's results (docs/results.md) computed from a fixed set of Google reviews that reach the database the way
 * the sync stores them: replies written by hand on Google, a review edited after its reply, a deleted review, and
 * reviews at 23:30 New York time on the last day of a month (the next month in UTC). Every figure below is worked out
 * by hand from that set. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

withGoogleRepliesApp();

const NOW = new Date('2026-11-20T15:00:00Z');
const hoursAfter = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3_600_000);

type Owner = Awaited<ReturnType<typeof connectedOwner>>;

/** The fixed set, keyed by a short name: createTime (UTC), stars, text, a reply by hand on Google after `reply` hours. */
const REVIEWS = {
  // 23:30 on 31 October in New York (EDT): October, though UTC says 1 November.
  octLastNight: { at: '2026-11-01T03:30:00Z', stars: 5, text: 'The oysters were amazing.', reply: 2 },
  pastramiWait: {
    at: '2026-11-10T15:00:00Z',
    stars: 4,
    text: 'The pastrami was great but the wait was long.',
    reply: 10,
  },
  rude: { at: '2026-11-15T12:00:00Z', stars: 2, text: 'Rude bartender and cold fries.', reply: null },
  // Deleted on Google before the figures are read: never counts.
  deleted: { at: '2026-11-18T12:00:00Z', stars: 1, text: 'Overpriced.', reply: null },
  // Edited after its reply (3★ → 5★, new text): counts once, by createTime, replied in 24 h.
  edited: { at: '2026-11-05T12:00:00Z', stars: 3, text: 'Good food, nothing special.', reply: 24 },
  starsOnly: { at: '2026-10-20T12:00:00Z', stars: 5, text: null, reply: 48 },
  service: { at: '2026-10-25T12:00:00Z', stars: 4, text: 'Lovely service.', reply: null },
  dryPastrami: { at: '2026-08-15T12:00:00Z', stars: 3, text: 'The pastrami was dry.', reply: null },
  july: { at: '2026-07-10T12:00:00Z', stars: 5, text: 'The pastrami was great.', reply: 100 },
  // Outside the 12 months before this one; the oldest review: where "before Replybook" starts.
  yearOld: { at: '2025-10-15T12:00:00Z', stars: 4, text: null, reply: null, reviewer: '=HYPERLINK("x")' },
  staff: { at: '2026-11-12T12:00:00Z', stars: 4, text: 'Great pastrami, friendly staff.', reply: 24 },
  // 23:30 on 30 September in New York: September.
  septLastNight: { at: '2026-10-01T03:30:00Z', stars: 2, text: 'The wait was long.', reply: null },
} satisfies Record<
  string,
  { at: string; stars: 1 | 2 | 3 | 4 | 5; text: string | null; reply: number | null; reviewer?: string }
>;

type Key = keyof typeof REVIEWS;

let owner: Owner;
const names = {} as Record<Key, string>;

function addReviews(target: Owner) {
  for (const [key, review] of Object.entries(REVIEWS) as [Key, (typeof REVIEWS)[Key]][]) {
    const added = google.addReview(target.locationPath, {
      starRating: review.stars,
      comment: review.text,
      reviewerName: 'reviewer' in review ? review.reviewer : `Guest ${key}`,
      createTime: review.at,
      reply:
        review.reply === null
          ? null
          : { comment: `Thanks for coming, ${key}!`, updateTime: hoursAfter(review.at, review.reply) },
    });
    names[key] = added.name;
  }
}

const figures = (period: PeriodFigures) => ({
  reviews: period.reviews,
  answered: period.answered,
  responseRate: period.responseRate,
  medianReplyHours: period.medianReplyHours,
  p90ReplyHours: period.p90ReplyHours,
  meaningful: period.meaningful,
});

const results = (averageTicket: number | null = null, who: Owner = owner) =>
  resultsFor(t.ctx, { ownerEmail: who.email, placeId: PLACE, now: NOW, averageTicket });

const themeTotals = (themes: OwnerResults['praise']) => themes.map((theme) => [theme.key, theme.total]);

async function rollupRows(connectionId: string) {
  const readings = await t.ctx.database.db
    .select()
    .from(resultsReviewReadings)
    .where(eq(resultsReviewReadings.connectionId, connectionId));
  const themes = await t.ctx.database.db
    .select()
    .from(resultsReviewThemes)
    .where(eq(resultsReviewThemes.connectionId, connectionId));
  return readings.length + themes.length;
}

beforeAll(async () => {
  // The owner started with Replybook on 1 September (their first enrollment), in New York's zone (the default clock).
  owner = await connectedOwner('results', '2026-09-01T12:00:00Z');
  addReviews(owner);
  setNow(NOW);
  // Stored by the sync alone, with no rollup hook: an owner who connected before the results existed.
  await syncReviews(t.ctx, connections, owner.connection, NOW);
});

describe('the themes rollup', () => {
  test('the page reads the reviews nothing read yet; the sync hook reads edited ones; deleted ones drop out', async () => {
    expect(await rollupRows(owner.connection.id)).toBe(0);
    const before = (await results())!;
    expect(themeTotals(before.praise)).toEqual([
      ['dish:pastrami', 3],
      ['dish:oysters', 1],
      ['food', 1],
      ['service', 1],
      ['staff', 1],
    ]);
    expect(themeTotals(before.criticism)).toEqual([
      ['wait', 2],
      ['dish:fries', 1],
      ['dish:pastrami', 1],
      ['price', 1],
      ['staff:bartender', 1],
    ]);

    // The guest edits a review after its reply; another review is deleted on Google. The next sync reads both.
    google.editReview(names.edited, {
      starRating: 5,
      comment: 'The oysters were amazing.',
      updateTime: '2026-11-19T10:00:00Z',
    });
    google.deleteReview(names.deleted);
    const sync = await syncReviews(t.ctx, connections, owner.connection, NOW);
    await recheckUnanswered(t.ctx, connections, owner.connection, sync, NOW);
    await googleSyncHooks(t.ctx).readNewReviews!(owner.connection.id);
  });
});

describe('every figure of the fixed set', () => {
  test('response rate and time to reply, by period', async () => {
    const found = (await results())!;
    expect(found.connected).toBe(true);
    expect(found.timeZone).toBe('America/New_York');
    expect(found.startedAt).toBe('2026-09-01T12:00:00.000Z');
    const { periods } = found;
    // 21 Oct 15:00 UTC → now: octLastNight, pastramiWait, rude, edited, service, staff.
    expect(figures(periods.last30Days)).toEqual({
      reviews: 6,
      answered: 4,
      responseRate: 4 / 6,
      medianReplyHours: 17,
      p90ReplyHours: 24,
      meaningful: true,
    });
    // November in New York (from 04:00 UTC on the 1st): pastramiWait, rude, edited, staff. Not octLastNight.
    expect(periods.thisMonth.from).toBe('2026-11-01T04:00:00.000Z');
    expect(figures(periods.thisMonth)).toEqual({
      reviews: 4,
      answered: 3,
      responseRate: 0.75,
      medianReplyHours: 24,
      p90ReplyHours: 24,
      meaningful: false,
    });
    // November 2025 – October 2026: octLastNight, starsOnly, service, dryPastrami, july, septLastNight.
    expect([periods.previous12Months.from, periods.previous12Months.to]).toEqual([
      '2025-11-01T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
    ]);
    expect(figures(periods.previous12Months)).toEqual({
      reviews: 6,
      answered: 3,
      responseRate: 0.5,
      medianReplyHours: 48,
      p90ReplyHours: 89.6,
      meaningful: true,
    });
    // From the oldest review to 1 September: yearOld, july, dryPastrami.
    expect(periods.beforeReplybook.from).toBe('2025-10-15T12:00:00.000Z');
    expect(figures(periods.beforeReplybook)).toEqual({
      reviews: 3,
      answered: 1,
      responseRate: 1 / 3,
      medianReplyHours: 100,
      p90ReplyHours: 100,
      meaningful: false,
    });
    expect(figures(periods.sinceReplybook)).toEqual({
      reviews: 8,
      answered: 5,
      responseRate: 0.625,
      medianReplyHours: 24,
      p90ReplyHours: 38.4,
      meaningful: true,
    });
  });

  test('stars by calendar month in the restaurant zone, the last 12 months with the empty ones', async () => {
    const { months } = (await results())!;
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const byMonth = Object.fromEntries(months.map((m) => [m.month, [m.reviews, m.average, m.stars]]));
    expect(byMonth['2026-01']).toEqual([0, null, [0, 0, 0, 0, 0]]);
    expect(byMonth['2026-07']).toEqual([1, 5, [0, 0, 0, 0, 1]]);
    expect(byMonth['2026-08']).toEqual([1, 3, [0, 0, 1, 0, 0]]);
    expect(byMonth['2026-09']).toEqual([1, 2, [0, 1, 0, 0, 0]]);
    expect(byMonth['2026-10']).toEqual([3, 4.67, [0, 0, 0, 1, 2]]);
    // The edited review counts with its new stars; the deleted one not at all.
    expect(byMonth['2026-11']).toEqual([4, 3.75, [0, 1, 0, 2, 1]]);
  });

  test('praise and criticism by month, from the current version of live reviews only', async () => {
    const { praise, criticism } = (await results())!;
    // The edit replaced "Good food" by the oysters; the deleted review's prices are gone.
    expect(themeTotals(praise)).toEqual([
      ['dish:pastrami', 3],
      ['dish:oysters', 2],
      ['service', 1],
      ['staff', 1],
    ]);
    expect(themeTotals(criticism)).toEqual([
      ['wait', 2],
      ['dish:fries', 1],
      ['dish:pastrami', 1],
      ['staff:bartender', 1],
    ]);
    const oysters = praise.find((theme) => theme.key === 'dish:oysters')!;
    expect(oysters.label).toBe('the oysters');
    expect(oysters.byMonth.filter((m) => m.count > 0)).toEqual([
      { month: '2026-10', count: 1 },
      { month: '2026-11', count: 1 },
    ]);
    const wait = criticism.find((theme) => theme.key === 'wait')!;
    expect(wait.byMonth.filter((m) => m.count > 0)).toEqual([
      { month: '2026-09', count: 1 },
      { month: '2026-11', count: 1 },
    ]);
  });

  test('the estimate: the calculator model with their monthly reviews, response rate and the ticket they gave', async () => {
    const without = (await results(null))!.estimate;
    expect(without).toMatchObject({
      monthlyReviews: 0.5,
      responseRate: 0.625,
      averageTicket: null,
      meaningful: true,
      estimatedMonthlyRevenueLift: null,
    });
    expect(without.assumptions.join(' ')).toContain('estimate');
    const withTicket = (await results(1000))!.estimate;
    expect(withTicket.averageTicket).toBe(1000);
    // 6 reviews ÷ 12 = 0.5 a month × 62.5% × 5% = 0.015625 guests a month; × $1,000 × 6 visits ÷ 12 = $7.81 → $8.
    expect(withTicket.estimatedMonthlyRevenueLift).toBe(8);
    expect(withTicket.estimatedMonthlyRevenueLift).toBe(
      replyValueEstimate({ monthlyReviews: 0.5, responseRate: 0.625, ticket: 1000 }).monthlyRevenue,
    );
    expect((await results(-5))!.estimate.averageTicket).toBeNull();
  });

  test('one month, as the monthly report shows it', async () => {
    const october = await monthSummary(t.ctx, {
      enrollmentId: owner.enrollmentId,
      month: '2026-10',
      timeZone: 'America/New_York',
    });
    expect(figures(october.figures)).toEqual({
      reviews: 3,
      answered: 2,
      responseRate: 2 / 3,
      medianReplyHours: 25,
      p90ReplyHours: 43.4,
      meaningful: false,
    });
    expect([october.figures.from, october.figures.to]).toEqual([
      '2026-10-01T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
    ]);
    expect([october.rating.reviews, october.rating.average, october.rating.stars]).toEqual([3, 4.67, [0, 0, 0, 1, 2]]);
    expect(themeTotals(october.topPraise)).toEqual([
      ['dish:oysters', 1],
      ['service', 1],
    ]);
    expect(october.topCriticism).toEqual([]);
    // The same instants in UTC's calendar would put octLastNight in November.
    const utcOctober = await monthSummary(t.ctx, {
      enrollmentId: owner.enrollmentId,
      month: '2026-10',
      timeZone: 'UTC',
    });
    expect(utcOctober.figures.reviews).toBe(3);
    expect(utcOctober.rating.stars).toEqual([0, 1, 0, 1, 1]);
    await expect(
      monthSummary(t.ctx, { enrollmentId: owner.enrollmentId, month: '2026-13', timeZone: 'UTC' }),
    ).rejects.toThrow(RangeError);
  });

  test('the reviews behind a theme, newest first, by month or over the 12 months', async () => {
    const ask = (month: string | null, key = 'dish:pastrami') =>
      reviewsBehind(t.ctx, { ownerEmail: owner.email, placeId: PLACE, kind: 'praise', key, month, now: NOW });
    const all = (await ask(null))!;
    expect(all.label).toBe('the pastrami');
    expect(all.total).toBe(3);
    expect(all.reviews.map((review) => review.createdAt)).toEqual(
      [REVIEWS.staff.at, REVIEWS.pastramiWait.at, REVIEWS.july.at].map((at) => new Date(at).toISOString()),
    );
    expect(all.reviews[0]!.reply).toEqual({
      text: 'Thanks for coming, staff!',
      at: hoursAfter(REVIEWS.staff.at, 24).toISOString(),
    });
    const november = (await ask('2026-11'))!;
    expect(november.total).toBe(2);
    expect((await ask('2026-11', 'food'))!.total).toBe(0);
    expect(await ask('November')).toBeNull();
  });
});

describe('the CSV export', () => {
  test('every live review with its reply, in the console quoting rules', async () => {
    const csv = (await resultsCsv(t.ctx, { ownerEmail: owner.email, placeId: PLACE, now: NOW }))!;
    expect(csv.startsWith('\uFEFFReview created (UTC),Month (restaurant time),Rating,')).toBe(true);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + Object.keys(REVIEWS).length - 1);
    expect(csv).not.toContain('Overpriced');
    expect(lines).toContain(
      '2026-11-01T03:30:00.000Z,2026-10,5,Guest octLastNight,The oysters were amazing.,2026-11-01T03:30:00.000Z,true,' +
        '"Thanks for coming, octLastNight!",2026-11-01T05:30:00.000Z,2',
    );
    // A formula is neutralised and quoted, as the console's export does.
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  test('the route: a file for the owner, the sign-in page without a session, 404 for a place not theirs', async () => {
    const { token } = await createSession(t.ctx, 'owner', owner.email, null);
    const run = async (place: string, cookie?: string) => {
      const request = new Request(`${t.config.publicUrl}/inbox/results/export?place=${place}`, {
        headers: cookie ? { cookie } : {},
      });
      try {
        return (await exportLoader({
          request,
          context: { services: createAppServices(t.ctx) },
          params: {},
        } as never)) as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        return new Response(null, { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 });
      }
    };
    const file = await run(PLACE, `rb_owner=${token}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="replybook-results-2026-11-20\.csv"$/,
    );
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await file.text()).toContain('Guest octLastNight');
    const anonymous = await run(PLACE);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(
      `/sign-in?next=${encodeURIComponent(`/inbox/results?place=${PLACE}`)}`,
    );
    expect((await run('cat-not-theirs', `rb_owner=${token}`)).status).toBe(404);
  });
});

describe('whose results', () => {
  test("another owner's place is null; another owner of the same place sees only their own connection", async () => {
    expect(
      await resultsFor(t.ctx, { ownerEmail: 'nobody@katz.example', placeId: PLACE, now: NOW, averageTicket: null }),
    ).toBeNull();
    expect(
      await resultsFor(t.ctx, { ownerEmail: owner.email, placeId: 'cat-not-theirs', now: NOW, averageTicket: null }),
    ).toBeNull();
    expect(
      await reviewsBehind(t.ctx, {
        ownerEmail: 'nobody@katz.example',
        placeId: PLACE,
        kind: 'praise',
        key: 'dish:pastrami',
        month: null,
        now: NOW,
      }),
    ).toBeNull();
    expect(await resultsCsv(t.ctx, { ownerEmail: 'nobody@katz.example', placeId: PLACE, now: NOW })).toBeNull();
    const services = createAppServices(t.ctx).results;
    expect(
      await services.reviewsBehind({ email: owner.email }, { placeId: PLACE, kind: 'other', key: 'x', month: null }),
    ).toBeNull();
    const other = await connectedOwner('results-other', '2026-10-01T12:00:00Z');
    setNow(NOW);
    const theirs = (await results(null, other))!;
    expect(theirs.periods.sinceReplybook.reviews).toBe(0);
    expect(theirs.praise).toEqual([]);
  });

  test('an unconnected restaurant: not connected, no figures, no rows in the export', async () => {
    const email = 'results-unconnected@katz.example';
    await enroll(email, '2026-10-01T12:00:00Z');
    setNow(NOW);
    const found = (await resultsFor(t.ctx, { ownerEmail: email, placeId: PLACE, now: NOW, averageTicket: 50 }))!;
    expect(found.connected).toBe(false);
    expect(Object.values(found.periods).map((period) => [period.reviews, period.responseRate])).toEqual(
      Array.from({ length: 5 }, () => [0, null]),
    );
    expect(found.months.every((month) => month.reviews === 0 && month.average === null)).toBe(true);
    expect([found.praise, found.criticism]).toEqual([[], []]);
    const csv = (await resultsCsv(t.ctx, { ownerEmail: email, placeId: PLACE, now: NOW }))!;
    expect(csv.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

/** A connected owner of PLACE with one review, synced and read into the rollup (two rows: a reading, a theme). */
async function ownerWithOneReadReview(label: string) {
  const target = await connectedOwner(label, '2026-10-01T12:00:00Z');
  google.addReview(target.locationPath, {
    starRating: 5,
    comment: 'The oysters were amazing.',
    createTime: '2026-11-02T12:00:00Z',
  });
  setNow(NOW);
  await syncReviews(t.ctx, connections, target.connection, NOW);
  await googleSyncHooks(t.ctx).readNewReviews!(target.connection.id);
  expect(await rollupRows(target.connection.id)).toBe(2);
  return target;
}

describe('the rollup goes with the reviews', () => {
  test("the owner's disconnect deletes it at once", async () => {
    const leaving = await ownerWithOneReadReview('results-leaving');
    const link = connections.disconnectUrl({ id: leaving.enrollmentId, email: leaving.email, placeId: PLACE })!;
    const token = new URL(link).searchParams.get('t')!;
    expect(await createAppServices(t.ctx).googleConnect.disconnect(token)).toMatchObject({ ok: true, disconnected: 1 });
    expect(await rollupRows(leaving.connection.id)).toBe(0);
  });

  test('an erasure deletes it at once, nobody else loses theirs; any other left behind goes with the data retention', async () => {
    const erased = await ownerWithOneReadReview('results-erased');
    const kept = await rollupRows(owner.connection.id);
    expect(kept).toBeGreaterThan(0);

    await eraseDataSubject(t.ctx, erased.email);
    expect(await rollupRows(erased.connection.id)).toBe(0);
    expect(await rollupRows(owner.connection.id)).toBe(kept);

    await deleteConnections(t.ctx, [(await findConnectionRow(t.ctx, owner.connection.id))!]);
    await runDataRetention(t.ctx);
    expect(await rollupRows(owner.connection.id)).toBe(0);
  });
});
