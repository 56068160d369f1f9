import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { googleBusinessDoubleControl } from '../doubles/google-business-server.ts';
import { googleDoubleOrigin } from './support/google-double-env.ts';
import { outboxNamesIn, ownerSignInMail, signInFromConnectPage } from './support/owner-session.ts';

// Connecting Google Business Profile from /thank-you, through the local double of Google's consent page (started
// by the global setup; the server's GOOGLE_* variables point at it).

const PLACE = 'cat-grand-central-oyster-bar';

async function open(page: Page, pathname = '/') {
  await page.goto(pathname);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/**
 * Chromium logs every 4xx as a console error. Only the expected ones are let through: the double's missing favicon
 * (its consent page is not ours) and, where a test expects it, our own page's refusal; any other is a failure.
 */
function allowFailedLoads(page: Page, pageErrors: string[], expected: (url: URL, status: number) => boolean) {
  const unexpected: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const doubleFavicon = url.origin === googleDoubleOrigin() && url.pathname === '/favicon.ico';
    if (response.status() >= 400 && !doubleFavicon && !expected(url, response.status())) {
      unexpected.push(`${response.status()} ${response.url()}`);
    }
  });
  return () => {
    expect(unexpected, 'unexpected failed loads').toEqual([]);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !text.includes('Failed to load resource')));
  };
}

/** The owner's Google account in the double: one account, its location at the playbook's place. */
async function googleAccountFor(email: string, ...titles: string[]) {
  const google = googleBusinessDoubleControl(googleDoubleOrigin());
  await google.setConsentMode('page');
  await google.addUser(email, { displayName: 'Sandy Ingber', signIn: true });
  const account = await google.addAccount({ accountName: 'Oyster group', members: [email] });
  for (const title of titles) await google.addLocation(account.name, { title, placeId: PLACE });
}

/** Search → research → review with the blitz ticked → generate → /thank-you. */
async function generateWithBlitz(page: Page, email: string) {
  await open(page);
  await page.getByRole('combobox', { name: 'Find your restaurant' }).fill('grand central');
  await page.getByRole('option', { name: /Grand Central Oyster Bar/ }).click();
  const research = page.getByRole('button', { name: 'Research My Brand' });
  await expect(research).toBeEnabled();
  await research.click();
  const dialog = page.getByRole('dialog', { name: 'Review Your Brand Profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Owner or manager name/).fill('Sandy Ingber');
  await dialog.getByLabel(/Email to send your playbook to/).fill(email);
  await expect(dialog.getByRole('checkbox', { name: /Email me suggested replies/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Generate My Playbook' }).click();
  await page.waitForURL('**/thank-you?restaurant=grand-central-oyster-bar');
}

test.describe('connect Google Business Profile', () => {
  test(
    'from /thank-you through Google’s consent page to the connected page',
    { tag: '@layout' },
    async ({ page, pageErrors }, testInfo) => {
      const checkLoads = allowFailedLoads(page, pageErrors, () => false);
      const email = `connect-${testInfo.project.name}-${Date.now()}@example.com`;
      await googleAccountFor(email, 'Grand Central Oyster Bar');
      await generateWithBlitz(page, email);

      const connect = page.getByRole('link', { name: 'Connect Google Business Profile' });
      await expect(connect).toBeVisible();
      await expect(page.getByText('Get every new review, not just five')).toBeVisible();
      await expectNoAxeViolations(page);

      await connect.click();
      // Only the blitz's own address may connect: a sign-in step first, the emailed link opened in this browser.
      await expectNoAxeViolations(page);
      await signInFromConnectPage(page, email);
      // Google's page (the double): the owner allows access.
      await expect(page.getByRole('heading', { name: /wants access to your Google Account/ })).toBeVisible();
      await page.getByRole('button', { name: 'Allow' }).click();

      await page.waitForURL('**/connect/google/connected?t=*');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connected: Grand Central Oyster Bar');
      await expect(page.getByText(/Your inbox lists every review of Grand Central Oyster Bar/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open your inbox' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectNoAxeViolations(page);

      // Disconnect: the GET shows a confirmation, the button does it.
      await page.getByRole('link', { name: 'Disconnect Google Business Profile' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disconnect Google Business Profile?');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disconnected');
      await expectNoAxeViolations(page);
      checkLoads();
    },
  );

  test(
    'two locations at the place: the owner chooses one on our page',
    { tag: '@layout' },
    async ({ page, pageErrors }, testInfo) => {
      const checkLoads = allowFailedLoads(page, pageErrors, () => false);
      const email = `choose-${testInfo.project.name}-${Date.now()}@example.com`;
      await googleAccountFor(email, 'Grand Central Oyster Bar', 'Grand Central Oyster Bar (catering)');
      await generateWithBlitz(page, email);
      await page.getByRole('link', { name: 'Connect Google Business Profile' }).click();
      await signInFromConnectPage(page, email);
      await page.getByRole('button', { name: 'Allow' }).click();

      await page.waitForURL('**/connect/google/location?t=*');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which location is Grand Central Oyster Bar?');
      // Each option shows the title and the storefront address Google holds (the double's default address).
      await expect(page.getByText(/205 E Houston St/)).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.getByRole('radio', { name: /Grand Central Oyster Bar \(catering\)/ }).check();
      await page.getByRole('button', { name: 'Connect this location' }).click();

      await page.waitForURL('**/connect/google/connected?t=*');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Connected: Grand Central Oyster Bar (catering)',
      );
      checkLoads();
    },
  );

  test(
    'Cancel on Google’s page: nothing changed, and a way to try again',
    { tag: '@layout' },
    async ({ page, pageErrors }, testInfo) => {
      const checkLoads = allowFailedLoads(page, pageErrors, () => false);
      const email = `cancel-${testInfo.project.name}-${Date.now()}@example.com`;
      await googleAccountFor(email, 'Grand Central Oyster Bar');
      await generateWithBlitz(page, email);
      await page.getByRole('link', { name: 'Connect Google Business Profile' }).click();
      await signInFromConnectPage(page, email);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL('**/connect/google/callback?*');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You didn’t connect; nothing changed');
      await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /^\/connect\/google\?t=/);
      await expectNoAxeViolations(page);
      checkLoads();
    },
  );

  test(
    'the code typed in the browser that asked signs in and goes on to Google',
    { tag: '@layout' },
    async ({ page, pageErrors }, testInfo) => {
      const checkLoads = allowFailedLoads(page, pageErrors, () => false);
      const email = `code-${testInfo.project.name}-${Date.now()}@example.com`;
      await googleAccountFor(email, 'Grand Central Oyster Bar');
      await generateWithBlitz(page, email);
      await page.getByRole('link', { name: 'Connect Google Business Profile' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to connect Google');
      const before = await outboxNamesIn(path.join(process.env.E2E_DATA_DIR ?? '', 'outbox'));
      await page.getByRole('button', { name: /^Email a code to/ }).click();
      await expect(page.getByLabel('6-digit code')).toBeVisible();
      await expectNoAxeViolations(page);
      const { code } = await ownerSignInMail(email, before);

      // The code, typed in the browser that asked, signs in and goes on to Google.
      await page.getByLabel('6-digit code').fill(code);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: /wants access to your Google Account/ })).toBeVisible();
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL('**/connect/google/connected?t=*');

      // Signed in, the account page lists the restaurant as connected.
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 2, name: 'Grand Central Oyster Bar' })).toBeVisible();
      await expect(page.getByText('Google Business Profile: connected to Grand Central Oyster Bar')).toBeVisible();
      await expectNoAxeViolations(page);
      checkLoads();
    },
  );

  test(
    'a connect link that was tampered with gets a clear page, not Google',
    { tag: '@layout' },
    async ({ page, pageErrors }) => {
      const checkLoads = allowFailedLoads(
        page,
        pageErrors,
        (url, status) => url.pathname === '/connect/google' && status === 400,
      );
      const response = await page.goto('/connect/google?t=not-a-real-link');
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This connect link doesn’t work');
      await expectNoAxeViolations(page);
      checkLoads();
    },
  );

  test('/thank-you without a generate answer in this tab shows no connect button', async ({ page }) => {
    await open(page, '/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect Google Business Profile' })).toHaveCount(0);
  });
});
