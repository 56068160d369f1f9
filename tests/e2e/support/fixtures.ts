import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page test fails on a console error or a CSP violation, and can run an axe scan (WCAG 2.1 AA).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The toasts on screen and their state: a scan is trusted only when this did not change while it ran. */
function toastStates(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-slot="toast"]')].map((toast) => toast.getAttribute('data-state')).join(','),
  );
}

/**
 * Lets every running finite animation finish (a toast sliding or fading is half transparent for a moment). A paused
 * animation never finishes, and none is waited on for more than five seconds: the scan then goes ahead, and a scan
 * that saw a toast change state is repeated.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition started by the last action (a dialog's overlay fading in) is listed only from the next frames.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast from an earlier step can time out and fade while axe measures contrast, which then reads the
  // half-transparent text: such a scan is repeated on the settled page (up to three scans in all).
  let summary: string[] = [];
  for (let scan = 1; scan <= 3; scan += 1) {
    await settleAnimations(page);
    const before = await toastStates(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if ((await toastStates(page)) === before) break;
  }
  expect(summary, 'axe WCAG 2.1 AA violations').toEqual([]);
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}
