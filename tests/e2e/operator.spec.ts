import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { operatorAddress, outboxNames, requestSignInLink, signInAsOperator } from './support/operator-session.ts';

// The operator console in Chromium, as an operator uses it: sign in through the emailed link, look around, leave.

test.describe('operator console: sign-in', () => {
  test(
    'sign in through the emailed link, land where you were going, sign out',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      const address = operatorAddress(testInfo);
      await page.goto('/operator/audit');
      await expect(page).toHaveURL(/\/operator\/sign-in\?next=%2Foperator%2Faudit$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expectNoAxeViolations(page);

      const link = await requestSignInLink(page, address);
      await expectNoAxeViolations(page);
      expect(link).toContain('next=%2Foperator%2Faudit');

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/operator\/audit$/);
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      await expect(page.getByRole('main').getByText(address).filter({ visible: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The link worked once.
      await page.goto(link);
      await expect(page.getByText('This sign-in link has expired or was already used.')).toBeVisible();

      await page.goto('/operator');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/operator\/sign-in\?signed-out$/);
      await expect(page.getByText('You’re signed out.')).toBeVisible();
      await page.goto('/operator');
      await expect(page).toHaveURL(/\/operator\/sign-in/);
    },
  );

  test('a stranger’s address gets the same answer and no email', async ({ page }) => {
    const before = await outboxNames();
    await page.goto('/operator/sign-in');
    await page.getByLabel('Email address').fill('stranger@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect((await outboxNames()).filter((name) => !before.includes(name))).toEqual([]);
  });

  test('the dashboard’s figures link to their lists', { tag: '@layout' }, async ({ page }, testInfo) => {
    await signInAsOperator(page, testInfo);
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    // On a phone the row of sections scrolls sideways, so some links are off-screen: each is there once.
    for (const label of [
      'Dashboard',
      'Leads',
      'Playbooks',
      'Blitz',
      'Emails',
      'Webhooks',
      'Data requests',
      'Audit log',
    ])
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(1);
    const today = new Date().toISOString().slice(0, 10);
    await expect(page.getByRole('link', { name: /^Contact messages, today: \d+$/ })).toHaveAttribute(
      'href',
      `/operator/leads?source=contact&spam=exclude&from=${today}`,
    );
    await expect(page.getByRole('link', { name: /Webhook deliveries pending/ })).toHaveAttribute(
      'href',
      '/operator/webhooks?status=pending',
    );
    await expectNoAxeViolations(page);
  });
});
