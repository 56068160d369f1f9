import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures.ts';

/**
 * Signing in to the operator console as a person does: ask for a link, open it from the e2e server's outbox, press
 * "Sign in". Each project has its own address (playwright.config.ts OPERATOR_EMAILS), so the per-address limit on
 * sign-in links is never what a test runs into; a signed-in session is reused by later tests of the same project.
 */

export function operatorAddress(testInfo: TestInfo): string {
  return `operator-${testInfo.project.name}@example.com`;
}

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

export async function outboxNames(dir = outboxDir()): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
}

/** The sign-in link of a message to `address` that arrived after `before` (the outbox's names then), polled for 30 s. */
export async function newSignInLink(address: string, before: string[], dir = outboxDir()): Promise<string> {
  const seen = new Set(before);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const name of (await outboxNames(dir)).filter((n) => !seen.has(n))) {
      const parsed = await simpleParser(await readFile(path.join(dir, name)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      if (!to.some((entry) => entry.value.some((v) => v.address === address))) continue;
      const link = /https?:\/\/\S+\/operator\/sign-in\?token=[A-Za-z0-9_-]+(?:&next=[^\s"<>]+)?/.exec(
        parsed.text ?? '',
      );
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No sign-in link for ${address} arrived in the outbox`);
}

/** From the sign-in page: ask for a link and return it (from `dir`, another server's outbox, when given). */
export async function requestSignInLink(page: Page, address: string, dir = outboxDir()): Promise<string> {
  const before = await outboxNames(dir);
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  return newSignInLink(address, before, dir);
}

const sessions = new Map<string, { name: string; value: string }>();

/** Opens `path` signed in: through the emailed link the first time in a project, with the same session afterwards. */
export async function signInAsOperator(page: Page, testInfo: TestInfo, target = '/operator'): Promise<void> {
  const known = sessions.get(testInfo.project.name);
  if (known) {
    await page.context().addCookies([{ ...known, url: new URL('/', testInfo.project.use.baseURL).toString() }]);
    const response = await page.goto(target);
    if (response && new URL(response.url()).pathname !== '/operator/sign-in') return;
    sessions.delete(testInfo.project.name);
  }
  await page.goto(target);
  await expect(page).toHaveURL(/\/operator\/sign-in\?next=/);
  const link = await requestSignInLink(page, operatorAddress(testInfo));
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'rb_operator');
  if (cookie) sessions.set(testInfo.project.name, { name: cookie.name, value: cookie.value });
}
