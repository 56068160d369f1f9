import type { Page } from '@playwright/test';
import { connectedOwnerServer, enrollFreeTrial, hrefs, PLACE } from './support/connected-owner-server.ts';
import { expect, expectNoAxeViolations, isMobile, test } from './support/fixtures.ts';
import { googleDoubleOrigin } from './support/google-double-env.ts';
import { openSignInLink, outboxNamesIn, ownerSignInMail } from './support/owner-session.ts';

// The owner's inbox in Chromium, phone and desktop: from the morning email's inbox link, signed in by the emailed
// link, filtered to "Needs a reply", a reply edited and posted to the Google double; for a restaurant that is not
// connected, a reply copied; and after the blitz, the owner's header and Google connected from the inbox itself.
// Axe checks every page.

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
  await expect(page).toHaveURL(/\/inbox(?:\?place=[^&]+)?$/);
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
    // The email names its restaurant: the inbox opens on it, whichever the owner last used.
    inboxUrl = hrefs(daily.html).find((href) => href.startsWith(`${owner.origin}/inbox?place=`)) ?? '';
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

  // Last on this server: it ends every blitz here.
  test(
    'after the blitz: the owner’s header, Connect Google from the inbox, then the inbox connected; sign out',
    { tag: '@layout' },
    async ({ page, pageErrors }, testInfo) => {
      const email = `after-${testInfo.project.name}-${Date.now()}@katz.example`;
      await enrollFreeTrial(owner.origin, email);
      await owner.endTheBlitz();
      // The owner's Google account in the double: their location at the restaurant's place.
      await owner.google.setConsentMode('page');
      await owner.google.addUser(email, { displayName: 'Jake Dell', signIn: true });
      const account = await owner.google.addAccount({
        accountName: `Katz after ${testInfo.project.name}`,
        members: [email],
      });
      await owner.google.addLocation(account.name, { title: "Katz's Delicatessen", placeId: PLACE });
      const failedLoads = onlyTheDoublesFavicon(page);

      await signInThroughInbox(page, `${owner.origin}/inbox`, email, owner.outbox);
      await expectOwnerHeader(page, email);
      const status = page.getByTestId('inbox-status');
      await expect(status).toContainText('Free Forever');
      await expect(status).toContainText('Not connected to Google');
      await expectNoAxeViolations(page);

      await status.getByRole('link', { name: 'Connect Google' }).click();
      // Signed in already: straight to Google's page (the double), no emailed link, no sign-in step.
      await expect(page.getByRole('heading', { name: /wants access to your Google Account/ })).toBeVisible();
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL('**/connect/google/connected?t=*');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Connected: Katz's Delicatessen");
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Open your inbox' }).click();
      await expect(page).toHaveURL(new RegExp(`/inbox\\?place=${PLACE}$`));
      await expect(page.getByTestId('inbox-status')).toContainText(
        'Connected to Google: replies are posted from here.',
      );
      await expect(page.getByTestId('inbox-status').getByRole('link', { name: 'Connect Google' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Sign out from the header: a visitor's header again.
      if (isMobile(page)) await openPhoneMenu(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in\?signed-out$/);
      await expect(page.getByRole('navigation', { name: 'Your Replybook' })).toHaveCount(0);
      failedLoads(pageErrors);
    },
  );
});

/** The signed-in header: the owner's places (current page marked) and sign-out; the marketing links after them. */
async function expectOwnerHeader(page: Page, email: string): Promise<void> {
  const header = page.locator('header');
  if (isMobile(page)) {
    const menu = await openPhoneMenu(page);
    await expect(menu.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Your restaurants' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expectNoAxeViolations(page);
    await header.getByRole('button', { name: 'Close menu' }).click();
  } else {
    const nav = header.getByRole('navigation', { name: 'Your Replybook' });
    await expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Your restaurants' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'AI Playbook (FREE)' })).toHaveCount(0);
  }
}

/**
 * Opens the phone menu once the owner's header is interactive: it is its own chunk, hydrated when that arrives, and a
 * tap before then does nothing (the page is server-rendered; its links work meanwhile).
 */
async function openPhoneMenu(page: Page) {
  const toggle = page.locator('header').getByRole('button', { name: /^(Open|Close) menu$/ });
  const menu = page.locator('header').getByRole('navigation', { name: 'Main menu' });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(menu).toBeVisible({ timeout: 500 });
  }).toPass();
  return menu;
}

/**
 * Chromium logs every 4xx as a console error; Google's page here is the double's, whose favicon is missing. Returns
 * the check: no other failed load, and the favicon's console line let through.
 */
function onlyTheDoublesFavicon(page: Page): (pageErrors: string[]) => void {
  const unexpected: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const favicon = url.origin === googleDoubleOrigin() && url.pathname === '/favicon.ico';
    if (response.status() >= 400 && !favicon) unexpected.push(`${response.status()} ${response.url()}`);
  });
  return (pageErrors) => {
    expect(unexpected, 'unexpected failed loads').toEqual([]);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('Failed to load resource')));
  };
}
