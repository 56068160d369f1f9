import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../server/features/blitz/unsubscribe-token.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { openSignInLink, outboxNamesIn, ownerSignInMail } from './support/owner-session.ts';

// A signed-in owner changes the time of their morning email on the settings page, and sees it saved; an owner turns
// review alerts off from an alert's link and back on in their settings.

const PLACE = 'cat-katzs-delicatessen';
const SETTINGS = `/inbox/settings?place=${PLACE}`;
const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Waits for the blitz confirmation to reach the outbox: the address is then an owner's. */
async function waitForEnrollment(address: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const name of await outboxNamesIn(outbox())) {
      const parsed = await simpleParser(await readFile(path.join(outbox(), name)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      if (to.some((entry) => entry.value.some((v) => v.address === address))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${address} was not enrolled (no email in ${(await readdir(outbox())).length} outbox files)`);
}

test(
  'a signed-in owner changes the send time and sees it saved',
  { tag: '@layout' },
  async ({ page, baseURL }, testInfo) => {
    const email = `settings-${testInfo.project.name}-${Date.now()}@katz.example`;
    const lead = await fetch(`${baseURL}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'free-trial',
        email,
        name: 'Jake Dell',
        restaurantName: "Katz's Delicatessen",
        placeId: PLACE,
      }),
    });
    expect(lead.status).toBeLessThan(300);
    await waitForEnrollment(email);

    // Not signed in: the settings link leads to sign-in, and back here after it.
    await page.goto(SETTINGS);
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    const before = await outboxNamesIn(outbox());
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    const { link } = await ownerSignInMail(email, before);
    await openSignInLink(page, link);
    await expect(page).toHaveURL(new RegExp(`${SETTINGS.replace('?', '\\?')}$`));
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('settings.png') });

    const clock = page.getByRole('region', { name: 'Morning email' });
    await clock.getByLabel('Time', { exact: true }).selectOption('07:00');
    await clock.getByLabel('Time zone').selectOption('Europe/London');
    await clock.getByRole('button', { name: 'Save time' }).click();
    await expect(clock.getByText(/^Saved\. Your next morning email: .+ at 7:00 AM\.$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Still so after a reload: it was stored, not only shown.
    await page.reload();
    await expect(page.getByLabel('Time', { exact: true })).toHaveValue('07:00');
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/London');
    await expect(page.getByText(/Next morning email: .+ at 7:00 AM\./)).toBeVisible();
    // An address added waits for its confirmation, and can be sent the link again.
    const addresses = page.getByRole('region', { name: 'More addresses' });
    await addresses.getByLabel('Email address').fill(`manager-${email}`);
    await addresses.getByRole('button', { name: 'Add address' }).click();
    await expect(addresses.getByText(/^We emailed manager-.+ a link to confirm\./)).toBeVisible();
    await expect(addresses.getByText('Waiting for confirmation')).toBeVisible();
    await expect(addresses.getByLabel('Email address')).toHaveValue('');
    await expect(addresses.getByRole('button', { name: /^Send the link again to manager-/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await addresses.screenshot({ path: testInfo.outputPath('addresses.png') });
    await page.getByRole('region', { name: 'Delete my data' }).screenshot({ path: testInfo.outputPath('delete.png') });
  },
);

/** The confirmation email the blitz sent `address` (its unsubscribe link names the enrollment). */
async function confirmationTo(address: string) {
  await waitForEnrollment(address);
  for (const name of await outboxNamesIn(outbox())) {
    const parsed = await simpleParser(await readFile(path.join(outbox(), name)));
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
    if (to.some((entry) => entry.value.some((v) => v.address === address))) return parsed;
  }
  throw new Error(`no confirmation email to ${address}`);
}

/**
 * A narrower opt-out link of the owner's emails, as the server signs it (with the secret it generated in its data
 * folder): "Turn off these alerts" of a review alert, "Stop monthly reports" of a monthly report. Both emails need a
 * connected profile and a sync, which have their own tests, so the journey starts from the link.
 */
async function optOutLinkFor(address: string, scope: 'alerts' | 'reports'): Promise<string> {
  const confirmation = await confirmationTo(address);
  const unsubscribe = /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(confirmation.text ?? '')?.[0];
  if (!unsubscribe) throw new Error('the confirmation email has no unsubscribe link');
  const token = decodeURIComponent(new URL(unsubscribe).searchParams.get('token') ?? '');
  const payload = verifyUnsubscribeToken(token, await appSecret());
  if (!payload) throw new Error('the confirmation email’s unsubscribe token does not verify');
  const narrower = signUnsubscribeToken({ ...payload, scope }, await appSecret());
  return `${new URL(unsubscribe).origin}/unsubscribe?token=${encodeURIComponent(narrower)}`;
}

async function appSecret(): Promise<string> {
  return (await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'app-secret'), 'utf8')).trim();
}

/** What each narrower link's pages and the settings section say. */
const OPT_OUTS = [
  {
    scope: 'alerts',
    title: 'an owner turns review alerts off from an alert’s link, with one press, and back on in their settings',
    ask: "Turn off review alerts for Katz's Delicatessen?",
    goesOn: 'Your morning emails go on',
    button: 'Turn off alerts',
    done: 'Review alerts are off',
    backOn: 'Turn alerts back on in your settings',
    section: 'Review alerts',
    off: 'Off: no alerts. Your morning emails go on.',
    turnOn: 'Turn alerts on',
    on: 'Review alerts are on.',
    turnOff: 'Turn alerts off',
  },
  {
    scope: 'reports',
    title:
      'an owner stops monthly reports from a report’s link, with one press, and turns them back on in their settings',
    ask: "Stop monthly reports for Katz's Delicatessen?",
    goesOn: 'Your morning emails and review alerts go on',
    button: 'Stop monthly reports',
    done: 'Monthly reports are off',
    backOn: 'Turn monthly reports back on in your settings',
    section: 'Monthly report',
    off: 'Off: no monthly report. Your morning emails and alerts go on.',
    turnOn: 'Turn monthly reports on',
    on: 'Monthly reports are on: the first morning of each month, with your Google profile connected.',
    turnOff: 'Stop monthly reports',
  },
] as const;

for (const optOut of OPT_OUTS) {
  test(optOut.title, { tag: '@layout' }, async ({ page, baseURL }, testInfo) => {
    const email = `${optOut.scope}-${testInfo.project.name}-${Date.now()}@katz.example`;
    const lead = await fetch(`${baseURL}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'free-trial',
        email,
        name: 'Jake Dell',
        restaurantName: "Katz's Delicatessen",
        placeId: PLACE,
      }),
    });
    expect(lead.status).toBeLessThan(300);
    const link = await optOutLinkFor(email, optOut.scope);

    // The link's page says what it stops, and waits for the one press.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: optOut.ask })).toBeVisible();
    await expect(page.getByText(optOut.goesOn)).toBeVisible();
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${optOut.scope}-off-ask.png`), fullPage: true });
    await page.getByRole('button', { name: optOut.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: optOut.done })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${optOut.scope}-off-done.png`), fullPage: true });

    // Back on: the settings (the owner signs in first), where it is off until turned on.
    await page.getByRole('link', { name: optOut.backOn }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    const before = await outboxNamesIn(outbox());
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await openSignInLink(page, (await ownerSignInMail(email, before)).link);
    await expect(page).toHaveURL(new RegExp(`${SETTINGS.replace('?', '\\?')}$`));
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    const section = page.getByRole('region', { name: optOut.section });
    await expect(section.getByText(optOut.off)).toBeVisible();
    await section.getByRole('button', { name: optOut.turnOn }).click();
    await expect(section.getByText(optOut.on)).toBeVisible();
    await expect(section.getByRole('button', { name: optOut.turnOff })).toBeVisible();
  });
}
