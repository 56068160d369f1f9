import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures.ts';

/**
 * Owner sign-in as a person does it: from a page that asks for it (the sign-in page, or the connect page's sign-in
 * step), the emailed link is opened (in this browser or any other) and its page's one button pressed, or the 6-digit
 * code typed in the browser that asked. Mail is read from the server's outbox (DATA_DIR/outbox).
 */

const defaultOutbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function names(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
}

/** The link and code of the first owner sign-in mail to `address` not in `before`, polled for 30 s. */
export async function ownerSignInMail(
  address: string,
  before: string[],
  dir = defaultOutbox(),
): Promise<{ link: string; code: string }> {
  const seen = new Set(before);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const name of (await names(dir)).filter((n) => !seen.has(n))) {
      const parsed = await simpleParser(await readFile(path.join(dir, name)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      if (!to.some((entry) => entry.value.some((v) => v.address === address))) continue;
      const text = parsed.text ?? '';
      const link = /https?:\/\/\S+\/sign-in\?token=[A-Za-z0-9_-]+(?:&next=[^\s"<>\]]+)?/.exec(text)?.[0];
      const code = /\b(\d{3} \d{3})\b/.exec(text)?.[1];
      if (link && code) return { link, code };
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No owner sign-in mail for ${address} arrived in the outbox`);
}

/** Opens the emailed link in `page` (any browser) and presses the one button on the page it opens. */
export async function openSignInLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Finish signing in' })).toBeVisible();
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** On the connect page's sign-in step: press "Email a code", then open the emailed link in this browser. */
export async function signInFromConnectPage(page: Page, address: string, dir = defaultOutbox()): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to connect Google');
  const before = await names(dir);
  await page.getByRole('button', { name: /^Email a code to/ }).click();
  await expect(page.getByText(/We sent a sign-in link and a 6-digit code/)).toBeVisible();
  const { link } = await ownerSignInMail(address, before, dir);
  await openSignInLink(page, link);
}

/** Waits (30 s at most) for any mail to `address`: after a free-trial lead, the blitz's first email means it is an owner's. */
export async function firstMailTo(address: string, dir = defaultOutbox()): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const name of await names(dir)) {
      const parsed = await simpleParser(await readFile(path.join(dir, name)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      if (to.some((entry) => entry.value.some((v) => v.address === address))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No mail to ${address} arrived in the outbox`);
}

export { names as outboxNamesIn };
