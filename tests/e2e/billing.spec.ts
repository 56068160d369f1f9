import { startStripeDouble, type StripeDouble } from '../doubles/stripe-double.ts';
import { connectedOwnerServer } from './support/connected-owner-server.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { requestSignInLink } from './support/operator-session.ts';
import { openSignInLink, outboxNamesIn, ownerSignInMail } from './support/owner-session.ts';

// The Starter journey in Chromium, phone and desktop, on a server of its own with billing on (the Stripe double's
// secrets; the shared e2e server runs without billing): a connected owner presses the pricing card's Starter button,
// starts the trial on /account, finds every review drafted in the inbox, adds a card on the double's hosted Checkout
// page (whose signed events reach the server's webhook), and is back on /account on the paid plan; an operator then
// finds the restaurant in the console's subscriptions; the owner deletes their data, which cancels the subscription
// at Stripe. Axe checks /inbox and /account in that state.

const RESTAURANT = "Katz's Delicatessen";

test.describe('Starter: from the pricing card to a paid plan', () => {
  let stripe: StripeDouble;
  let owner: ReturnType<typeof connectedOwnerServer>;
  let email = '';
  let operator = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    // Each project runs on its own server and database: its own restaurant row, trial and address.
    email = `starter-${testInfo.project.name}-${Date.now()}@katz.example`;
    operator = `operator-billing-${testInfo.project.name}@example.com`;
    stripe = await startStripeDouble();
    owner = connectedOwnerServer({ env: { ...stripe.env, OPERATOR_EMAILS: operator } });
    await owner.connectAndRunMorning(browser, {
      email,
      accountName: `Katz billing ${testInfo.project.name}`,
      reviews: [
        {
          starRating: 5,
          comment: 'Best pastrami in the city, and the staff joked with us.',
          reviewerName: 'Ana P.',
          hoursBefore: 2,
        },
        {
          starRating: 3,
          comment: 'Great sandwich, but the line was long and loud.',
          reviewerName: 'Ben W.',
          hoursBefore: 6,
        },
      ],
      dailySubject: /^Day 1 of 7: 2 new reviews/,
    });
    stripe.setWebhookUrl(`${owner.origin}/webhooks/stripe`);
  });

  test.afterAll(async () => {
    await owner?.close();
    await stripe?.close();
  });

  test('trial, every review drafted, a card added, the operator sees it', { tag: '@layout' }, async ({ page }) => {
    const origin = owner.origin;

    // Signed in (the emailed link, in this browser), the owner presses Starter's button on the pricing card.
    await page.goto(`${origin}/account`);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    const before = await outboxNamesIn(owner.outbox);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await openSignInLink(page, (await ownerSignInMail(email, before, owner.outbox)).link);
    await expect(page).toHaveURL(/\/account$/);
    // Before the trial the inbox names the blitz (every review is drafted while it runs), not Starter.
    await page.goto(`${origin}/inbox`);
    await expect(page.getByText('Reply blitz: every review gets a draft.')).toBeVisible();

    await page.goto(`${origin}/`);
    const starterCard = page
      .locator('#pricing li')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Starter', exact: true }) });
    await starterCard.getByRole('link', { name: /^Start / }).click();
    await expect(page).toHaveURL(/\/account\?plan=starter$/);
    await expect(page.getByText(/^Pick the restaurant for your 14-day Starter trial/)).toBeVisible();
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await page.getByRole('button', { name: 'Start 14-day Starter trial' }).click();
    await expect(page.getByText('Your Starter trial has started.')).toBeVisible();
    await expect(page.getByText(/^Plan: Starter trial, until /)).toBeVisible();

    // The inbox names the plan and every review has its draft.
    await page.getByRole('link', { name: `Inbox of ${RESTAURANT}` }).click();
    await expect(page).toHaveURL(/\/inbox/);
    await expect(page.getByText('Starter: every review gets a draft.')).toBeVisible();
    const reviews = page.getByTestId('inbox-review');
    await expect(reviews).toHaveCount(2);
    for (const review of await reviews.all()) {
      await expect(review.locator('summary')).toContainText('Drafted');
      await review.locator('summary').click();
      await expect(review.getByRole('textbox', { name: 'Your reply' })).not.toHaveValue('');
    }
    await expectNoAxeViolations(page);

    // A card on the double's hosted Checkout page; its events reach the webhook before the browser is sent back.
    await page.goto(`${origin}/account`);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await page.getByRole('button', { name: 'Add a card' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    await expect(page.getByRole('heading', { name: 'Subscribe to Starter' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(`${origin}/account?billing=checkout-done`);
    await expect(page.getByText(/^Thanks! Stripe is confirming your card/)).toBeVisible();
    // The webhook stored Stripe's events and answered at once; a job reads the subscription, usually before the
    // browser is back, else by the next reload.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^Plan: Starter, card added; the first invoice is on /)).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();
    expect(stripe.delivered.map(({ event, status }) => [event.type, status])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
    ]);
    await expectNoAxeViolations(page);

    // The operator's console lists it.
    await page.goto(`${origin}/operator/subscriptions`);
    await expect(page).toHaveURL(/\/operator\/sign-in\?next=/);
    await page.goto(await requestSignInLink(page, operator, owner.outbox));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/operator\/subscriptions$/);
    // A table on a wide screen, a list on a phone.
    const row = page.getByRole('main').locator('tr, li').filter({ hasText: email, visible: true });
    await expect(row).toContainText(RESTAURANT);
    await expect(row).toContainText('Starter');

    // "Delete my data" says it cancels the paid plan, then does: Stripe cancels it now and the page says so.
    await page.goto(`${origin}/account`);
    await page.getByRole('link', { name: /^Settings: / }).click();
    const deletion = page.getByRole('region', { name: 'Delete my data' });
    await expect(
      deletion.getByText(`It also cancels your Starter subscription for ${RESTAURANT} at Stripe straight away`, {
        exact: false,
      }),
    ).toBeVisible();
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await deletion.getByLabel('Type DELETE to confirm').fill('DELETE');
    await deletion.getByRole('button', { name: 'Delete my data' }).click();
    await expect(page).toHaveURL(/\/inbox\/settings\/deleted\?/);
    await expect(page.getByText('1 Stripe subscription: cancelled, nothing more will be charged')).toBeVisible();
    expect([...stripe.subscriptions.values()].map((subscription) => subscription['status'])).toEqual(['canceled']);
  });
});
