import type { Page } from '@playwright/test';
import { connectedOwnerServer, enrollFreeTrial } from './support/connected-owner-server.ts';
import { expect, expectNoAxeViolations, isMobile, test } from './support/fixtures.ts';
import { openSignInLink, outboxNamesIn, ownerSignInMail } from './support/owner-session.ts';

// The owner's results page in Chromium, phone (390 px) and desktop (1440 px): a connected restaurant's figures from
// the reviews seeded on the Google double (five of six answered, 2 to 10 hours after), its charts with their tables,
// the reviews behind a theme, the average ticket refused then estimated, the page with JavaScript off and without
// layout shift, and a restaurant that is not connected. Axe checks every state; each width leaves a screenshot.

const PRAISE = 'The pastrami was perfect and the staff were so friendly.';
const CRITICISM = 'We waited forty minutes for a table and the prices were too high.';

/** From the results page without a session: the sign-in page, the emailed link opened here, back at the page. */
async function signInThroughResults(page: Page, url: string, email: string, outbox: string): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finbox%2Fresults/);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const before = await outboxNamesIn(outbox);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const { link } = await ownerSignInMail(email, before, outbox);
  await openSignInLink(page, link);
  await expect(page).toHaveURL(/\/inbox\/results(?:\?place=[^&]+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: "Katz's Delicatessen" })).toBeVisible();
}

/** Nothing wider than the screen: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
}

/** The layout shift the page has had since it started loading (the browser's own measure). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('the results page', () => {
  const owner = connectedOwnerServer();
  let email = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    email = `results-${testInfo.project.name}-${Date.now()}@katz.example`;
    // Two to twelve days before the first morning (always in the past, always within the last 30 days).
    const answered = [2, 4, 6, 8, 10].map((replyHoursAfter, i) => ({
      starRating: (i === 0 ? 4 : 5) as 4 | 5,
      comment: PRAISE,
      reviewerName: `Guest ${i + 1}`,
      hoursBefore: 48 * (i + 1),
      replyHoursAfter,
    }));
    await owner.connectAndRunMorning(browser, {
      email,
      accountName: `Katz results ${testInfo.project.name}`,
      reviews: [...answered, { starRating: 2, comment: CRITICISM, reviewerName: 'Tom K.', hoursBefore: 288 }],
      dailySubject: /^Day 1 of 7/,
    });
  });

  test.afterAll(async () => {
    await owner.close();
  });

  test(
    'the figures of the seeded reviews, charts with tables, a theme’s reviews, the estimate',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      await signInThroughResults(page, `${owner.origin}/inbox/results`, email, owner.outbox);
      // Loaded as a document (not the sign-in page's navigation), then hydrated: nothing moved meanwhile.
      await page.goto(page.url());
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await expectNoSidewaysScroll(page);

      const last30 = page.getByTestId('results-period').filter({ hasText: 'Last 30 days' });
      await expect(last30.getByTestId('response-rate')).toHaveText('83% Response rate');
      await expect(last30).toContainText('5 of 6 reviews answered');
      await expect(last30.getByTestId('median-reply')).toHaveText('6 hours');
      await expect(last30.getByTestId('p90-reply')).toHaveText('9.2 hours');

      const chart = page.getByTestId('rating-chart');
      await expect(chart.locator('figcaption')).toContainText('Average stars of the reviews written each month');
      await chart.getByText('Show the figures as a table').click();
      await expect(chart.getByTestId('rating-table').locator('tbody tr')).toHaveCount(12);
      await expect(page.getByTestId('star-distribution')).toContainText('All 6 reviews of the last 12 months');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/results-${testInfo.project.name}.png`, fullPage: true });

      // The export: the reviews behind the figures, as a CSV file for this browser's session.
      const href = await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href');
      const csv = await page.request.get(`${owner.origin}${href}`);
      expect(csv.headers()['content-type']).toContain('text/csv');
      expect(await csv.text()).toContain('Tom K.');

      // The owner's header links here, marked as the current page.
      if (!isMobile(page)) {
        const nav = page.locator('header').getByRole('navigation', { name: 'Your Replybook' });
        await expect(nav.getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
      }

      // The inbox links here, beside its settings.
      await page.getByRole('main').getByRole('link', { name: 'Inbox' }).click();
      await expect(page).toHaveURL(/\/inbox\?place=/);
      await page.screenshot({ path: `/tmp/inbox-header-${testInfo.project.name}.png` });
      await page.getByRole('main').getByRole('link', { name: 'Results' }).click();
      await expect(page).toHaveURL(/\/inbox\/results\?place=/);

      // A criticised thing: its reviews on the same page, then back.
      const criticised = page.getByTestId('themes-criticism').getByTestId('theme').first();
      await criticised.getByRole('link').click();
      const behind = page.getByTestId('reviews-behind');
      await expect(behind.getByTestId('behind-review')).toContainText(CRITICISM);
      await expect(behind.getByTestId('behind-reply-state')).toHaveText('Not answered yet');
      await behind.screenshot({ path: `/tmp/results-behind-${testInfo.project.name}.png` });
      await expectNoAxeViolations(page);
      await behind.getByRole('link', { name: 'Back to all results' }).click();
      await expect(page.getByTestId('reviews-behind')).toHaveCount(0);

      // The average ticket: refused with its message and kept; then the estimate, labelled as one.
      const ticket = page.getByLabel('Your average ticket per guest (US dollars)');
      await ticket.fill('12abc');
      await page.getByRole('button', { name: 'Estimate' }).click();
      await expect(page).toHaveURL(/ticket=12abc#estimate$/);
      await expect(page.getByText('Enter your average ticket in whole dollars, from 1 to 100,000.')).toBeVisible();
      await expect(page.getByLabel('Your average ticket per guest (US dollars)')).toHaveValue('12abc');
      await expect(page.getByTestId('response-rate').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Your average ticket per guest (US dollars)').fill('40');
      await page.getByRole('button', { name: 'Estimate' }).click();
      // Every seeded review is from this month: the 12 months before hold none, so no figure is made up.
      await expect(page).toHaveURL(/ticket=40#estimate$/);
      await expect(page.getByTestId('estimate-figure')).toContainText('too few for an estimate to mean anything yet');
      await expect(page.getByTestId('estimate-assumptions').locator('li').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/results-estimate-${testInfo.project.name}.png`, fullPage: true });
    },
  );

  test('with JavaScript off: the same page, charts and tables, and the estimate form', async ({ browser }) => {
    const signedIn = await browser.newContext();
    const page = await signedIn.newPage();
    await signInThroughResults(page, `${owner.origin}/inbox/results`, email, owner.outbox);
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedIn.storageState(),
    });
    const bare = await noScript.newPage();
    await bare.goto(`${owner.origin}/inbox/results`);
    await expect(bare.getByTestId('results-period').first()).toBeVisible();
    await expect(bare.getByTestId('rating-chart').locator('svg rect').first()).toBeVisible();
    await bare.getByText('Show the figures as a table').click();
    await expect(bare.getByTestId('rating-table')).toBeVisible();
    await bare.getByLabel('Your average ticket per guest (US dollars)').fill('35');
    await bare.getByRole('button', { name: 'Estimate' }).click();
    // The form works without JavaScript: back on the section with the ticket, and (every seeded review being from this
    // month) the honest answer that there is too little to estimate from.
    await expect(bare).toHaveURL(/ticket=35#estimate$/);
    await expect(bare.getByTestId('estimate-figure')).toContainText('too few for an estimate to mean anything yet');
    await noScript.close();
    await signedIn.close();
  });

  test('not connected: what connecting unlocks, not zeros', { tag: '@layout' }, async ({ page }, testInfo) => {
    const other = `results-unconnected-${testInfo.project.name}-${Date.now()}@katz.example`;
    await enrollFreeTrial(owner.origin, other);
    await signInThroughResults(page, `${owner.origin}/inbox/results`, other, owner.outbox);
    const panel = page.getByTestId('results-unconnected');
    await expect(panel.getByRole('heading', { name: 'Connect Google to see your results' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Connect Google' })).toHaveAttribute(
      'href',
      /^\/connect\/google\?place=/,
    );
    await expect(page.getByTestId('results-period')).toHaveCount(0);
    await expect(page.getByTestId('rating-chart')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/results-unconnected-${testInfo.project.name}.png`, fullPage: true });
  });
});
