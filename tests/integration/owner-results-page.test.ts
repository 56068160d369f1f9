import { beforeAll, describe, expect, test } from 'vitest';
import { loader as resultsLoader } from '#app/routes/inbox.results.tsx';
import type { OwnerResults, ThemeReviews } from '#contracts/owner-results.ts';
import { createSession } from '#server/features/accounts/sessions.ts';
import { syncReviews } from '#server/features/google-business/review-sync.ts';
import { enrollInBlitz } from '../support/blitz-enrollment.ts';
import { buildSite } from '../support/built-site.ts';
import {
  connectedOwner,
  connections,
  google,
  PLACE,
  setNow,
  t,
  withGoogleRepliesApp,
} from '../support/google-replies-app.ts';
import { runInboxHandler } from '../support/inbox-page.ts';

/**
 * The results page (/inbox/results) through its route loader, against the Google Business Profile double: the
 * guard (sign-in for a visitor, 404 for a place that is not the owner's), the figures the page is given for a
 * connected restaurant, the unconnected state, the average ticket (kept with its error when refused, never losing
 * the figures), and the page over HTTP from the production build (private, noindex, the charts in its HTML).
 * How each figure is computed is tested with the results feature itself.
 */

withGoogleRepliesApp();

const NOW = '2026-11-21T14:00:00Z';
const HOUR = 3_600_000;

interface PageData {
  results: OwnerResults;
  behind: ThemeReviews | null;
  ticket: { value: string; error: string | null };
  places: { placeId: string }[];
}

async function signedIn(email: string): Promise<string> {
  const { token } = await createSession(t.ctx, 'owner', email, null);
  return `rb_owner=${token}`;
}

const load = async (query: string, cookie?: string) => {
  const request = new Request(`${t.config.publicUrl}/inbox/results${query}`, cookie ? { headers: { cookie } } : {});
  const answer = await runInboxHandler(t, resultsLoader, request);
  return { ...answer, page: answer.data as unknown as PageData };
};

/** Six reviews in the last 30 days, five answered 2, 4, 6, 8 and 10 hours after; one a year and a half before. */
function addReviews(locationPath: string): void {
  const now = new Date(NOW).getTime();
  [2, 4, 6, 8, 10].forEach((replyHours, i) => {
    const created = new Date(now - (i + 1) * 3 * 24 * HOUR);
    google.addReview(locationPath, {
      reviewId: `results-answered-${i}`,
      starRating: i === 0 ? 3 : 5,
      comment: 'The pastrami was generous and the staff were friendly.',
      reviewerName: `Guest ${i}`,
      createTime: created,
      reply: { comment: 'Thank you for coming in!', updateTime: new Date(created.getTime() + replyHours * HOUR) },
    });
  });
  google.addReview(locationPath, {
    reviewId: 'results-unanswered',
    starRating: 2,
    comment: 'We waited forty minutes for a table.',
    reviewerName: 'Tom K.',
    createTime: new Date(now - 20 * 24 * HOUR),
  });
  google.addReview(locationPath, {
    reviewId: 'results-old',
    starRating: 4,
    comment: 'Good sandwiches.',
    reviewerName: 'Old Guest',
    createTime: '2025-05-10T18:00:00Z',
  });
}

describe('the results page', () => {
  let cookie = '';
  let unconnectedCookie = '';

  beforeAll(async () => {
    const owner = await connectedOwner('results', '2026-10-01T15:00:00Z');
    addReviews(owner.locationPath);
    setNow(NOW);
    await syncReviews(t.ctx, connections, owner.connection, new Date(NOW));
    cookie = await signedIn(owner.email);
    const email = 'results-unconnected@copper.example';
    await enrollInBlitz(t, email, 'cat-the-copper-still', 'Ann');
    unconnectedCookie = await signedIn(email);
  });

  test('without a session: the sign-in page, coming back to the same query', async () => {
    const answer = await load(`?place=${PLACE}&ticket=40`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/sign-in?next=${encodeURIComponent(`/inbox/results?place=${PLACE}&ticket=40`)}`);
  });

  test('a place that is not the owner’s is a 404, and so is a theme list of it', async () => {
    expect((await load('?place=cat-the-copper-still', cookie)).status).toBe(404);
    expect((await load(`?place=${PLACE}`, unconnectedCookie)).status).toBe(404);
    expect((await load('?place=cat-the-copper-still&kind=praise&key=food', cookie)).status).toBe(404);
  });

  test('a connected restaurant: the figures of its own reviews, private', async () => {
    const answer = await load(`?place=${PLACE}`, cookie);
    expect(answer.status).toBe(200);
    const { results, ticket, behind } = answer.page;
    expect(results).toMatchObject({ placeId: PLACE, connected: true, restaurantName: "Katz's Delicatessen" });
    expect(results.periods.last30Days).toMatchObject({
      reviews: 6,
      answered: 5,
      meaningful: true,
      medianReplyHours: 6,
    });
    expect(results.periods.last30Days.responseRate).toBeCloseTo(5 / 6, 5);
    expect(results.periods.last30Days.p90ReplyHours).toBeCloseTo(9.2, 5);
    expect(results.months).toHaveLength(12);
    expect(ticket).toEqual({ value: '', error: null });
    expect(behind).toBeNull();
    expect(results.estimate.estimatedMonthlyRevenueLift).toBeNull();
  });

  test('the average ticket: estimated when valid; refused with its message, kept, the figures all there', async () => {
    const valid = await load(`?place=${PLACE}&ticket=40`, cookie);
    expect(valid.page.ticket).toEqual({ value: '40', error: null });
    expect(valid.page.results.estimate.averageTicket).toBe(40);
    // The seeded reviews are all from the last 30 days: too few in the 12 months before for a figure.
    expect(valid.page.results.estimate).toMatchObject({ meaningful: false, estimatedMonthlyRevenueLift: null });

    for (const bad of ['12abc', '0', '-5', '12.50', '100001']) {
      const refused = await load(`?place=${PLACE}&ticket=${encodeURIComponent(bad)}`, cookie);
      expect(refused.status).toBe(200);
      expect(refused.page.ticket).toEqual({
        value: bad,
        error: 'Enter your average ticket in whole dollars, from 1 to 100,000.',
      });
      expect(refused.page.results.estimate.estimatedMonthlyRevenueLift).toBeNull();
      expect(refused.page.results.periods.last30Days.reviews).toBe(6);
    }
  });

  test('an unconnected restaurant: the page says so (no figures shown), not a 404', async () => {
    const answer = await load('', unconnectedCookie);
    expect(answer.status).toBe(200);
    expect(answer.page.results).toMatchObject({ placeId: 'cat-the-copper-still', connected: false });
  });

  test('over HTTP (the production build): private, noindex, charts with their tables; the unconnected state', async () => {
    const site = await buildSite(t);
    try {
      const page = await site.inject({ method: 'GET', url: `/inbox/results?place=${PLACE}`, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).toContain('noindex');
      expect(page.body).toContain('data-testid="rating-chart"');
      expect(page.body).toContain('data-testid="rating-table"');
      expect(page.body).toContain('5 of 6 reviews answered');
      expect(page.body).toContain(`href="/inbox/results/export?place=${PLACE}"`);
      const refused = await site.inject({
        method: 'GET',
        url: `/inbox/results?place=${PLACE}&ticket=12abc`,
        headers: { cookie },
      });
      expect(refused.statusCode).toBe(200);
      const field = /<input[^>]*id="results-ticket"[^>]*>/.exec(refused.body)?.[0] ?? '';
      expect(field).toContain('aria-invalid="true"');
      expect(field).toContain('value="12abc"');
      expect(refused.body).toContain('Enter your average ticket in whole dollars, from 1 to 100,000.');
      const unconnected = await site.inject({
        method: 'GET',
        url: '/inbox/results',
        headers: { cookie: unconnectedCookie },
      });
      expect(unconnected.body).toContain('Connect Google to see your results');
      expect(unconnected.body).toContain('href="/connect/google?place=cat-the-copper-still"');
      expect(unconnected.body).not.toContain('data-testid="rating-chart"');
    } finally {
      await site.close();
    }
  });
});
