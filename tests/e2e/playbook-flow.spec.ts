import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isMobile, test } from './support/fixtures.ts';

// The playbook form card against the production build with the embedded defaults (catalogue places, offline
// engine, .eml outbox).

async function open(page: Page, pathname = '/') {
  await page.goto(pathname);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

// While a modal dialog is open the rest of the page is aria-hidden, so toasts are found by their viewport.
const toasts = (page: Page) => page.locator('[data-slot="toast-viewport"]');
const card = (page: Page) => page.locator('#playbook-form');
const search = (page: Page) => page.getByRole('combobox', { name: 'Find your restaurant' });
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review Your Brand Profile' });

async function pickGrandCentral(page: Page) {
  await search(page).fill('grand central');
  const option = page.getByRole('option', { name: /Grand Central Oyster Bar/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(card(page).getByText(/sample reviews ready to analyse/)).toBeVisible();
}

/** The .eml file of the e2e server's outbox that mentions every needle, polled for up to 30 s. */
async function findOutboxMessage(...needles: string[]): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const text = await readFile(path.join(dir, name), 'utf8');
      if (needles.every((needle) => text.includes(needle))) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No outbox message mentions ${needles.join(' and ')}`);
}

test.describe('playbook form card', () => {
  test(
    'search → research → review → generate → personalised thank-you, and the playbook is emailed',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      const email = `owner-${testInfo.project.name}@example.com`;
      await open(page);
      const box = search(page);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('button', { name: 'Research My Brand' })).toBeDisabled();

      // Step 1: the combobox, with the listbox open, passes axe.
      await box.fill('grand central');
      await expect(page.getByRole('option', { name: /Grand Central Oyster Bar/ })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await page.getByRole('option', { name: /Grand Central Oyster Bar/ }).click();
      await expect(card(page).getByText(/30 sample reviews ready to analyse/)).toBeVisible();
      // Stored once the restaurant record is saved (just after the details arrive).
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('currentRestaurantId')))
        .toBe('grand-central-oyster-bar');

      const research = page.getByRole('button', { name: 'Research My Brand' });
      await expect(research).toBeEnabled();
      await research.click();
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expect(toasts(page).getByText('Brand Analysis Complete!')).toBeVisible();

      // Step 2: the full-screen dialog, the review count, the grouped reviews with their analysis. The catalogue's
      // reviews are samples and the offline engine analysed them: the copy says so, and never "AI" or "on Google".
      const dialog = reviewDialog(page);
      await expect(dialog).toBeVisible();
      const description = dialog.getByText(/^Our analysis read 30 sample reviews written for our demo/);
      await expect(description).toHaveText(/not real reviews of Grand Central Oyster Bar/);
      await expect(dialog.getByRole('heading', { name: 'The sample reviews we analysed (30)' })).toBeVisible();
      await expect(dialog.getByText(/They are not real reviews of this restaurant/)).toBeVisible();
      await expect(dialog).not.toContainText(/\bAI\b|on Google/);
      await expect(dialog.getByText(/Best reviews \(4–5 stars\)/)).toBeVisible();
      await expect(dialog.getByText(/Critical reviews \(1–2 stars\)/)).toBeVisible();
      await expect(dialog.getByRole('img', { name: /out of 5 stars/ }).first()).toBeVisible();
      await expect(dialog.getByText('Positive').first()).toBeVisible();
      // These sample reviews carry no owner replies: the tone comes from the type of place, and the dialog says so.
      await expect(dialog.getByLabel(/Tone of voice/)).toHaveAccessibleDescription(
        'No owner replies to learn from, so this tone is suggested from the type of place (seafood) and how guests describe it.',
      );
      const blitz = dialog.getByRole('checkbox', {
        name: /Email me suggested replies to new reviews every morning at 8:00 AM ET for 7 days/,
      });
      await expect(blitz).toBeChecked();
      await expectNoAxeViolations(page);

      // The owner fields are validated before Generate.
      const owner = dialog.getByLabel(/Owner or manager name/);
      const contact = dialog.getByLabel(/Email to send your playbook to/);
      await dialog.getByRole('button', { name: 'Generate My Playbook' }).click();
      await expect(toasts(page).getByText('Please complete all required fields')).toBeVisible();
      await expect(
        toasts(page).getByText('Owner name and email address are required to generate your SOP.'),
      ).toBeVisible();
      await expect(owner).toHaveAttribute('aria-invalid', 'true');
      await expect(owner).toHaveAccessibleDescription('This field is required');
      await expect(contact).toHaveAccessibleDescription('This field is required');
      await expectNoAxeViolations(page);
      await owner.fill('Sandy Ingber');
      await contact.fill('sandy.example.com');
      await dialog.getByRole('button', { name: 'Generate My Playbook' }).click();
      await expect(contact).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(owner).not.toHaveAttribute('aria-invalid', 'true');
      await contact.fill(email);

      // Step 3, then /thank-you?restaurant={id} after 2.5 s.
      await dialog.getByRole('button', { name: 'Generate My Playbook' }).click();
      await expect(card(page).getByText('Creating Your Playbook')).toBeVisible();
      await page.waitForURL('**/thank-you?restaurant=grand-central-oyster-bar');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Grand Central Oyster Bar's playbook is on its way",
      );
      await expect(page.getByText('Thank you, Sandy!')).toBeVisible();
      await expect(page.getByText(/From tomorrow at 8:00 AM ET, for 7 days/)).toBeVisible();
      await expect(page.getByText(email)).toHaveCount(0); // the address is masked on a public page
      await expectNoAxeViolations(page);

      // The playbook email: to the owner, the playbook attached; the blitz welcome is a separate message.
      const message = await findOutboxMessage(
        email,
        'Subject: Your review-response playbook for Grand Central Oyster Bar',
      );
      expect(message).toContain('filename=Grand-Central-Oyster-Bar-Review-Response-SOP.html');
    },
  );

  test(
    'Try Different Format from /thank-you → text → preview, download and email',
    { tag: '@layout' },
    async ({ page, pageErrors }, testInfo) => {
      await open(page);
      await pickGrandCentral(page);
      await page.getByRole('button', { name: 'Research My Brand' }).click();
      const dialog = reviewDialog(page);
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(/Owner or manager name/).fill('Maria Lopez');
      await dialog.getByLabel(/Email to send your playbook to/).fill(`format-${testInfo.project.name}@example.com`);
      await dialog.getByRole('checkbox', { name: /Email me suggested replies/ }).uncheck();
      await dialog.getByRole('button', { name: 'Generate My Playbook' }).click();
      await page.waitForURL('**/thank-you?restaurant=grand-central-oyster-bar');
      await expect(page.getByText('Thank you, Maria!')).toBeVisible();
      // Without consent, no blitz promise.
      await expect(page.getByText(/From tomorrow at 8:00 AM ET/)).toHaveCount(0);

      await page.getByRole('link', { name: 'Try a different format' }).click();
      await expect(page.getByRole('heading', { name: 'Choose your playbook format' })).toBeVisible();
      await expect(card(page).getByText('Grand Central Oyster Bar')).toBeVisible();
      await page.getByRole('radio', { name: /Plain text/ }).check();
      await page.getByRole('button', { name: 'Create this format' }).click();
      await expect(toasts(page).getByText('SOP Generated!')).toBeVisible();
      await expect(toasts(page).getByText('Your text-format SOP is ready for download.')).toBeVisible();
      // A text playbook is previewed as text: markup in it would be shown, never run.
      const preview = page.getByRole('region', { name: /^Preview of/ });
      await expect(preview).toContainText('GRAND CENTRAL OYSTER BAR');
      await expect(page.locator('iframe[title^="Preview of"]')).toHaveCount(0);
      // Its longest line wraps inside the box: the page never scrolls sideways, on a phone either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Grand-Central-Oyster-Bar-Review-Response-SOP.txt');

      await page.getByRole('button', { name: 'Send SOP by Email' }).click();
      const emailDialog = page.getByRole('dialog', { name: 'Send SOP by Email' });
      const address = emailDialog.getByLabel('Email address');
      const send = emailDialog.getByRole('button', { name: 'Send' });
      await address.fill('');
      await expect(send).toBeDisabled();
      await expectNoAxeViolations(page);
      await address.fill('no-at-sign');
      await send.click();
      await expect(toasts(page).getByText('Invalid Email')).toBeVisible();
      await expect(toasts(page).getByText('Please enter a valid email address')).toBeVisible();
      const recipient = `colleague-${testInfo.project.name}@example.com`;
      await address.fill(recipient);
      // The server's refusal message is shown as it is.
      await page.route('**/api/send-sop-email', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: '{"message":"Too many emails from this address."}',
        }),
      );
      await send.click();
      await expect(toasts(page).getByText('Email Failed')).toBeVisible();
      await expect(toasts(page).getByText('Too many emails from this address.')).toBeVisible();
      await page.unroute('**/api/send-sop-email');
      pageErrors.splice(
        0,
        pageErrors.length,
        ...pageErrors.filter((text) => !text.includes('Failed to load resource')),
      );
      await send.click();
      await expect(toasts(page).getByText('Email Sent Successfully')).toBeVisible();
      await expect(toasts(page).getByText(`Your SOP has been sent to ${recipient}.`)).toBeVisible();
      await findOutboxMessage(recipient, 'filename=Grand-Central-Oyster-Bar-Review-Response-SOP.');
    },
  );

  test('a failed analysis says so and resets the progress', async ({ page, pageErrors }) => {
    await open(page);
    await pickGrandCentral(page);
    await page.route('**/api/research-brand', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' }),
    );
    await page.getByRole('button', { name: 'Research My Brand' }).click();
    await expect(toasts(page).getByText('Analysis Failed')).toBeVisible();
    await expect(toasts(page).getByText('There was an error analyzing your brand. Please try again.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Research My Brand' })).toBeEnabled();
    // The browser reports the refused request itself; that is the point of this test, not a page error.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('Failed to load resource')));
  });

  test('generation that fails returns to step 2 and says it runs in the background', async ({
    page,
    pageErrors,
  }, testInfo) => {
    await open(page);
    await pickGrandCentral(page);
    await page.getByRole('button', { name: 'Research My Brand' }).click();
    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    await page.route('**/api/generate-sop', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await dialog.getByLabel(/Owner or manager name/).fill('Ana');
    await dialog.getByLabel(/Email to send your playbook to/).fill(`fail-${testInfo.project.name}@example.com`);
    await dialog.getByRole('button', { name: 'Generate My Playbook' }).click();
    await expect(toasts(page).getByText('Generation Started')).toBeVisible();
    await expect(
      toasts(page).getByText('Your playbook is being generated in the background. Check your email for delivery.'),
    ).toBeVisible();
    await expect(reviewDialog(page)).toBeVisible();
    expect(page.url()).not.toContain('thank-you');
    // Close returns to step 1.
    await reviewDialog(page).getByRole('button', { name: 'Back to search' }).click();
    await expect(reviewDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Research My Brand' })).toBeVisible();
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('Failed to load resource')));
  });

  test('keyboard only: search, choose, research, fill the profile, generate', async ({ page }, testInfo) => {
    await open(page);
    await search(page).focus();
    await page.keyboard.type('grand central', { delay: 30 });
    await expect(page.getByRole('option', { name: /Grand Central Oyster Bar/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(search(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
    await expect(page.getByRole('option', { name: /Grand Central Oyster Bar/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(search(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(card(page).getByText(/sample reviews ready to analyse/)).toBeVisible();

    // Tab from the search to Research My Brand.
    const research = page.getByRole('button', { name: 'Research My Brand' });
    for (let i = 0; i < 6 && !(await research.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(research).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Owner or manager name/)).toBeFocused();
    await page.keyboard.type('Kim Park');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/Email to send your playbook to/)).toBeFocused();
    await page.keyboard.type(`keys-${testInfo.project.name}@example.com`);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/thank-you?restaurant=grand-central-oyster-bar');
    await expect(page.getByText('Thank you, Kim!')).toBeVisible();
  });

  test('How It Works is reachable from the card', { tag: '@layout' }, async ({ page }) => {
    await open(page);
    await card(page)
      .getByRole('button', { name: /how it works/i })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    if (isMobile(page)) await page.keyboard.press('Escape');
  });
});
