import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { connectedOwnerServer, hrefs } from './support/connected-owner-server.ts';

// "Review and post" from a blitz email, in Chromium: an owner connects Google through the double, the next
// morning's blitz (run with the built `mornings:run-due --now`, as an operator would) mails a link per new review, and the owner
// opens one, edits the reply, watches the byte count and posts it to "Google". The spec runs its own server on its
// own embedded database, because the morning send needs the server stopped (PGlite is one process's database).

const owner = connectedOwnerServer();
const repliesPosted = () => owner.repliesPosted();

let reviewLinks: string[] = [];

/**
 * Waits until React has hydrated the reply box (it keeps its props on the element from then on): text filled before
 * that reaches the box but not React, so the byte count would not follow it and hydration could put the draft back.
 */
async function hydrated(reply: Locator): Promise<void> {
  await expect
    .poll(() => reply.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'React hydrated the reply box',
    })
    .toBe(true);
}

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const daily = await owner.connectAndRunMorning(browser, {
    email: `replies-${testInfo.project.name}-${Date.now()}@katz.example`,
    accountName: `Katz ${testInfo.project.name}`,
    reviews: [
      {
        starRating: 5,
        comment: 'The pastrami on rye was perfect and the counterman gave us a taste first.',
        reviewerName: 'Rosa M.',
        hoursBefore: 3,
      },
      {
        starRating: 1,
        comment: 'My daughter had an allergic reaction to the soup even though we told the server about her allergy.',
        reviewerName: 'Dana P.',
        hoursBefore: 4,
      },
      { starRating: 3, comment: 'Good soup, long line.', reviewerName: 'Tom K.', hoursBefore: 5 },
    ],
    dailySubject: /^Day 1 of 7: 3 new reviews/,
  });
  reviewLinks = hrefs(daily.html).filter((href) => href.startsWith(`${owner.origin}/replies/`));
  expect(reviewLinks).toHaveLength(3);
});

test.afterAll(async () => {
  await owner.close();
});

test(
  'open a review from the email, edit the reply (the byte count follows), post it to Google',
  { tag: '@layout' },
  async ({ page }) => {
    const postedBefore = await repliesPosted();
    // The first link is the newest review (Rosa's).
    await page.goto(reviewLinks[0]!);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await expect(page.getByRole('heading', { level: 1, name: 'Reply to Rosa M.' })).toBeVisible();
    await expect(page.getByText('The pastrami on rye was perfect')).toBeVisible();
    await expect(page.getByText('5 out of 5 stars')).toBeAttached();
    const reply = page.getByRole('textbox', { name: 'Your reply' });
    await expect(reply).not.toHaveValue('');
    await hydrated(reply);
    await expectNoAxeViolations(page);
    // Opening the page posted nothing.
    expect(await repliesPosted()).toHaveLength(postedBefore.length);

    const text = 'Rosa, thank you! The counter tastes are a Katz’s tradition. ¡Gracias! 🥪 — Jake';
    await reply.fill(text);
    const bytes = new TextEncoder().encode(text).length;
    expect(bytes).toBeGreaterThan(text.length);
    await expect(page.getByTestId('byte-count')).toHaveText(`${bytes} of 4,096 bytes`);

    await page.getByRole('button', { name: 'Post to Google' }).click();
    await expect(page.getByRole('heading', { name: 'Posted to Google' })).toBeVisible();
    await expect(page.getByTestId('posted-text')).toHaveText(text);
    await expectNoAxeViolations(page);
    const posted = await repliesPosted();
    expect(posted.slice(postedBefore.length)).toEqual([expect.objectContaining({ comment: text })]);

    // The link again (a mail scanner, or the owner later): the result, and no second post.
    await page.goto(reviewLinks[0]!);
    await expect(page.getByRole('heading', { name: 'Posted to Google' })).toBeVisible();
    expect(await repliesPosted()).toHaveLength(posted.length);
  },
);

test('over 4,096 bytes: the count turns red, Google is not called, and the text stays', async ({
  page,
  pageErrors,
}) => {
  const postedBefore = await repliesPosted();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(reviewLinks[1]!);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const reply = page.getByRole('textbox', { name: 'Your reply' });
  // The counter follows typing only once React has hydrated the field, and a late hydration could put the draft back
  // under the long text: wait for it, then for the counter to follow a first keystroke.
  await hydrated(reply);
  await reply.fill('x');
  await expect(page.getByTestId('byte-count')).toHaveText('1 of 4,096 bytes');
  const long = 'é'.repeat(2100);
  await reply.fill(long);
  await expect(page.getByTestId('byte-count')).toHaveText('4,200 of 4,096 bytes: 104 too many for Google');
  await expect(reply).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Post to Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Google accepts at most 4,096');
  await expect(reply).toHaveValue(long);
  expect(await repliesPosted()).toHaveLength(postedBefore.length);
  // The refusal is a 400 from our own action, which Chromium logs as a failed load; nothing else failed.
  expect(refused).toEqual([expect.stringMatching(/^400 \/replies\/[0-9a-f-]+\.data$/)]);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('status of 400')));
});

test(
  'an escalated review is never one tap: the page says why and posting waits for the confirmation',
  { tag: '@layout' },
  async ({ page, pageErrors }) => {
    const postedBefore = await repliesPosted();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(reviewLinks[1]!);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await expect(page.getByRole('heading', { name: 'Read this reply carefully before posting' })).toBeVisible();
    await expect(page.getByText('This review describes an allergic reaction.')).toBeVisible();
    const confirm = page.getByRole('checkbox', { name: 'I have read this reply and I want to post it publicly.' });
    await expect(confirm).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Post to Google' }).click();
    await expect(page.getByRole('alert')).toContainText('Read the reply before it goes public');
    expect(await repliesPosted()).toHaveLength(postedBefore.length);
    await expectNoAxeViolations(page);

    await confirm.check();
    await page.getByRole('button', { name: 'Post to Google' }).click();
    await expect(page.getByRole('heading', { name: 'Posted to Google' })).toBeVisible();
    expect(await repliesPosted()).toHaveLength(postedBefore.length + 1);
    // The first press was refused by our own action (409), which Chromium logs as a failed load.
    expect(refused).toEqual([expect.stringMatching(/^409 \/replies\/[0-9a-f-]+\.data$/)]);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('status of 409')));
  },
);
