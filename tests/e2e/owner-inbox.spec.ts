import type { Page } from '@playwright/test';
import { connectedOwnerServer, enrollFreeTrial, hrefs } from './support/connected-owner-server.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { openSignInLink, outboxNamesIn, ownerSignInMail } from './support/owner-session.ts';

// The owner's inbox in Chromium, phone and desktop: from the morning email's inbox link, signed in by the emailed
// link, filtered to "Needs a reply", a reply edited and posted to the Google double; and, for a restaurant that is
// not connected, a reply copied. Axe checks the page closed and with a review open.

/** From an inbox link without a session: the sign-in page, the emailed link opened here, back at the inbox. */
async function signInThroughInbox(page: Page, inboxUrl: string, email: string, outbox: string): Promise<void> {
  await page.goto(inboxUrl);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finbox/);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const before = await outboxNamesIn(outbox);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const { link } = await ownerSignInMail(email, before, outbox);
  await openSignInLink(page, link);
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: "Katz's Delicatessen" })).toBeVisible();
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

test.describe('an owner connected to Google, and one who is not', () => {
  const owner = connectedOwnerServer();
  let inboxUrl = '';
  let email = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    email = `inbox-${testInfo.project.name}-${Date.now()}@katz.example`;
    const daily = await owner.connectAndRunMorning(browser, {
      email,
      accountName: `Katz inbox ${testInfo.project.name}`,
      reviews: [
        {
          starRating: 5,
          comment: 'The pastrami on rye was perfect and the pickles were crisp.',
          reviewerName: 'Rosa M.',
          hoursBefore: 3,
        },
        { starRating: 2, comment: 'We waited forty minutes for a table.', reviewerName: 'Tom K.', hoursBefore: 5 },
      ],
      dailySubject: /^Day 1 of 7: 2 new reviews/,
    });
    inboxUrl = hrefs(daily.html).find((href) => href === `${owner.origin}/inbox`) ?? '';
    expect(inboxUrl, 'the morning email links to the inbox').not.toBe('');
  });

  test.afterAll(async () => {
    await owner.close();
  });

  test(
    'from the email: sign in, filter to "Needs a reply", edit and post to Google',
    { tag: '@layout' },
    async ({ page }) => {
      await signInThroughInbox(page, inboxUrl, email, owner.outbox);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: /^Needs a reply/ }).click();
      await expect(page).toHaveURL(/filter=needs-reply/);
      await expect(page.getByRole('link', { name: /^Needs a reply/ })).toHaveAttribute('aria-current', 'page');

      const review = page.getByTestId('inbox-review').filter({ hasText: 'Rosa M.' });
      await review.locator('summary').focus();
      await page.keyboard.press('Enter');
      const reply = review.getByRole('textbox', { name: 'Your reply' });
      await expect(reply).not.toHaveValue('');
      await expectNoAxeViolations(page);

      const postedBefore = (await owner.repliesPosted()).length;
      const text = 'Rosa, thank you! Our pickles are made here every morning. 🥒 — Jake';
      await reply.fill(text);
      await expect(review.getByTestId('byte-count')).toHaveText(
        `${new TextEncoder().encode(text).length} of 4,096 bytes`,
      );
      await review.getByRole('button', { name: 'Post to Google' }).click();
      // It leaves "Needs a reply" at once; the toast says it was posted.
      await expect(
        page.locator('[data-slot="toast-viewport"]').getByText('Your reply to Rosa M. is live under the review.'),
      ).toBeVisible();
      await expect(page.getByTestId('inbox-review').filter({ hasText: 'Rosa M.' })).toHaveCount(0);
      const posted = await owner.repliesPosted();
      expect(posted.slice(postedBefore)).toEqual([expect.objectContaining({ comment: text })]);

      // Answered now, with the reply as posted.
      await page.getByRole('link', { name: /^Answered/ }).click();
      const answered = page.getByTestId('inbox-review').filter({ hasText: 'Rosa M.' });
      await expect(answered).toContainText('Posted by you');
      await answered.locator('summary').click();
      await expect(answered.getByTestId('reply-on-google')).toHaveText(text);
      await expectNoAxeViolations(page);
    },
  );

  // On the same server (its own database and rate limits): another owner, not connected.
  test(
    'not connected: sample reviews labelled, a reply copied',
    { tag: '@layout' },
    async ({ page, context }, testInfo) => {
      const email = `inbox-copy-${testInfo.project.name}-${Date.now()}@katz.example`;
      await enrollFreeTrial(owner.origin, email);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: owner.origin });
      await signInThroughInbox(page, `${owner.origin}/inbox`, email, owner.outbox);
      await expect(page.getByText('These are sample reviews written for the demo')).toBeVisible();

      const review = page.getByTestId('inbox-review').first();
      await expect(review).toContainText('Sample review');
      await review.locator('summary').click();
      const reply = review.getByRole('textbox', { name: 'Your reply' });
      await expect(reply).not.toHaveValue('');
      await review.getByRole('button', { name: 'Copy reply' }).click();
      await expect(review.getByText('Copied. Paste it under the review on Google.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await reply.inputValue());
      await expectNoAxeViolations(page);
    },
  );
});
