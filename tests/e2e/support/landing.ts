import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

// Helpers of the landing page's end-to-end tests (landing*.spec.ts).

/** Loads a page and waits until React Router has hydrated it, so client-side behaviour is live. */
export async function open(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/**
 * Brings a section below the hero into view and waits until it is hydrated: those sections load their code when
 * they near the viewport (app/lib/hydrate-on-visible.tsx), as they would for a visitor scrolling to them.
 */
export async function seeSection(page: Page, name: string) {
  const wrapper = page.locator(`[data-deferred-section="${name}"]`);
  await wrapper.locator('> section').scrollIntoViewIfNeeded();
  await expect(wrapper).toHaveAttribute('data-hydrated', '');
}

/** Records the requests a test makes to one of our endpoints. */
export function recordRequests(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.push(request);
  });
  return seen;
}

/**
 * The lead endpoints refuse a submission less than 3 seconds after the page was rendered; a person
 * never types that fast, a test does, so it waits out the window before submitting.
 */
export async function waitOutTimeToSubmit(page: Page) {
  await page.waitForTimeout(3_200);
}

// Located by the viewport rather than by role: while a modal dialog is open the rest of the page is aria-hidden.
export const toasts = (page: Page) => page.locator('[data-slot="toast-viewport"]');
