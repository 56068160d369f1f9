import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { enrollFreeTrial } from './support/connected-owner-server.ts';
import { firstMailTo, outboxNamesIn, ownerSignInMail } from './support/owner-session.ts';

// Signing in from the phone's mail app: the owner asks on the site in one browser, then taps the emailed link in the
// mail app, which opens it in a browser of its own (a fresh context here, with no cookie of the first). That browser
// gets a page with one button and no code box (the code works only where it was asked), and one press signs it in
// on the page that sent the owner to sign in.

test(
  'the emailed link, opened in the mail app’s own browser, signs that browser in after one press',
  { tag: '@layout' },
  async ({ page, browser, baseURL, pageErrors }, testInfo) => {
    const email = `mail-app-${testInfo.project.name}-${Date.now()}@katz.example`;
    await enrollFreeTrial(baseURL!, email);
    await firstMailTo(email);

    // The asking browser: the account page sends it to sign in, and it asks for a link and a code.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    const before = await outboxNamesIn(`${process.env.E2E_DATA_DIR ?? ''}/outbox`);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    const { link } = await ownerSignInMail(email, before);

    // The mail app's browser: same screen size, none of the first browser's cookies.
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const mailApp = await browser.newContext({
      baseURL,
      ...(viewport ? { viewport } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
      isMobile: Boolean(isMobile),
      hasTouch: Boolean(hasTouch),
    });
    const tapped = await mailApp.newPage();
    tapped.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`mail app: ${message.text()}`);
    });
    tapped.on('pageerror', (error) => pageErrors.push(`mail app: ${error.message}`));
    const opened = await tapped.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(tapped.getByRole('heading', { level: 1, name: 'Finish signing in' })).toBeVisible();
    await expect(tapped.getByText(/sign in as m•••@katz\.example on this device/)).toBeVisible();
    // Opening it signed nobody in, and there is no code box that could not work here.
    expect((await mailApp.cookies()).some((cookie) => cookie.name === 'rb_owner')).toBe(false);
    await expect(tapped.getByLabel('6-digit code')).toHaveCount(0);
    await tapped.waitForFunction(() => '__reactRouterDataRouter' in window);
    await expectNoAxeViolations(tapped);
    await tapped.screenshot({ path: testInfo.outputPath('link-page.png'), fullPage: true });

    await tapped.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(tapped).toHaveURL(/\/account$/);
    await expect(tapped.getByRole('heading', { level: 2, name: "Katz's Delicatessen" })).toBeVisible();
    expect((await mailApp.cookies()).some((cookie) => cookie.name === 'rb_owner')).toBe(true);
    await mailApp.close();
  },
);
