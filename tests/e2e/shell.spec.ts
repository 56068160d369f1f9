import { test as plainTest, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// The site shell (header, footer, legal pages, route table). Runs in both projects of
// playwright.config.ts (desktop 1440×900, mobile 390×844); layout-specific groups skip the other one.
// Toasts are exercised by the feature tests that raise them.

/** Loads a page and waits until React Router has hydrated it, so client-side behaviour is live. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.waitForLoadState('networkidle');
  return response;
}

const header = (page: Page) => page.getByRole('banner');

test.describe('header on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop header');

  test('links are real links to the right places', async ({ page }) => {
    await open(page, '/privacy-policy');
    const banner = header(page);
    await expect(banner.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    await expect(banner.getByRole('link', { name: 'ROI Calculator' })).toHaveAttribute('href', '/#calculator');
    await expect(banner.getByRole('link', { name: /NYC.s Playbooks/ })).toHaveAttribute('href', '/playbook-examples');
    await expect(banner.getByRole('button', { name: 'AI Playbook (FREE)' })).toBeVisible();
    // The mobile wording and toggle are not shown on desktop.
    await expect(banner.getByRole('link', { name: 'Playbook Examples' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('is sticky from md up and 64 px tall', async ({ page }) => {
    await open(page, '/');
    const box = await header(page).boundingBox();
    expect(box?.height).toBe(64);
    expect(await header(page).evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });

  test('Pricing and ROI Calculator scroll smoothly on / without leaving the page', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('#pricing')).not.toBeInViewport();
    await header(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(page).toHaveURL(/\/#pricing$/);

    await header(page).getByRole('link', { name: 'ROI Calculator' }).click();
    await expect(page.locator('#calculator')).toBeInViewport();
    // Once the smooth scroll settles, the section starts below the 64 px header, not under it.
    await expect
      .poll(() => page.locator('#calculator').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(64);
  });

  test('from another page, Pricing goes to /#pricing and lands on the section', async ({ page }) => {
    await open(page, '/privacy-policy');
    await header(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('a direct visit to /#calculator lands on the section', async ({ page }) => {
    await open(page, '/#calculator');
    await expect(page.locator('#calculator')).toBeInViewport();
  });

  test('AI Playbook (FREE) goes home from another page and brings the hero into view', async ({ page }) => {
    await open(page, '/privacy-policy');
    await header(page).getByRole('button', { name: 'AI Playbook (FREE)' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#hero-section')).toBeInViewport();
  });

  test('AI Playbook (FREE) on / scrolls back to the hero', async ({ page }) => {
    await open(page, '/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(page.locator('#hero-section')).not.toBeInViewport();
    await header(page).getByRole('button', { name: 'AI Playbook (FREE)' }).click();
    await expect(page.locator('#hero-section')).toBeInViewport();
  });

  test('NYC’s Playbooks goes to /playbook-examples', async ({ page }) => {
    await open(page, '/');
    await header(page)
      .getByRole('link', { name: /NYC.s Playbooks/ })
      .click();
    await expect(page).toHaveURL(/\/playbook-examples$/);
  });
});

test.describe('header on mobile', { tag: '@layout' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile header and menu');

  test('is fixed, 64 px tall, and the page starts below it', async ({ page }) => {
    await open(page, '/privacy-policy');
    expect(await header(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect((await header(page).boundingBox())?.height).toBe(64);
    const h1Top = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().top);
    expect(h1Top).toBeGreaterThan(64);
  });

  test('the menu opens, shows Playbook Examples, and closes after a choice', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Playbook Examples' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: /NYC.s Playbooks/ })).toBeHidden();

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('the menu closes on Escape and returns focus to the toggle', async ({ page }) => {
    await open(page, '/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Playbook Examples' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Playbook Examples in the menu navigates and closes the menu', async ({ page }) => {
    await open(page, '/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Playbook Examples' }).click();
    await expect(page).toHaveURL(/\/playbook-examples$/);
    await expect(menu).toBeHidden();
  });

  test('AI Playbook (FREE) scrolls to the playbook form, 140 px below the top', async ({ page }) => {
    await open(page, '/');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'AI Playbook (FREE)' })
      .click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(async () => {
      const top = await page.locator('#playbook-form').evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(top - 140)).toBeLessThanOrEqual(2);
    }).toPass();
  });

  test('AI Playbook (FREE) from another page goes home and lands on the form', async ({ page }) => {
    await open(page, '/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'AI Playbook (FREE)' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(async () => {
      const top = await page.locator('#playbook-form').evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(top - 140)).toBeLessThanOrEqual(2);
    }).toPass();
  });
});

test.describe('footer', () => {
  const routeLinks: [string, string][] = [
    ['Contact', '/contact'],
    ['Playbook Examples', '/playbook-examples'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Disclaimer', '/disclaimer'],
    ['Accessibility', '/accessibility'],
  ];

  test('links to every page and section the spec lists', async ({ page }) => {
    await open(page, '/privacy-policy');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of routeLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const section of ['features', 'pricing', 'calculator', 'testimonials']) {
      await expect(footer.locator(`a[href="/#${section}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText('New Jersey');
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test('product links scroll on / and go to /#section elsewhere', { tag: '@layout' }, async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page.locator('#testimonials')).toBeInViewport();

    await open(page, '/terms-of-service');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
  });
});

// React Router moves the address first and renders the new page in a transition, so for a moment (longer on a
// slow phone) the header and footer of the page being left are still on screen. A click in that moment must act
// on the address the browser is at: the CI run that failed had the home link think it was still on / and only
// scroll to the top. The click here comes in a microtask right after the router's pushState, before React renders.
const clicksWhileTheNextPageRenders = [
  { link: 'header a[href="/"]', name: 'the home link', expected: /\/$/, section: 'hero-section' },
  { link: 'footer a[href="/#pricing"]', name: 'a section link', expected: /\/#pricing$/, section: 'pricing' },
];
for (const { link, name, expected, section } of clicksWhileTheNextPageRenders) {
  test(`${name} works while the next page is still rendering`, { tag: '@layout' }, async ({ page }) => {
    await open(page, '/');
    await page.evaluate((selector) => {
      const target = document.querySelector<HTMLAnchorElement>(selector);
      if (!target) throw new Error(`no ${selector}`);
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        push(...args);
        history.pushState = push;
        queueMicrotask(() => target.click());
      };
      document.querySelector<HTMLAnchorElement>('footer a[href="/playbook-examples"]')?.click();
    }, link);
    await expect(page).toHaveURL(expected);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/playbook examples/i);
    await expect(page.locator(`[id="${section}"]`)).toBeInViewport();
  });
}

test('skip link moves focus to the main content', async ({ page }) => {
  await open(page, '/privacy-policy');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to/i });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

const legalPages = [
  { path: '/privacy-policy', title: 'Privacy Policy', sections: 9 },
  { path: '/terms-of-service', title: 'Terms of Service', sections: 11 },
  { path: '/disclaimer', title: 'Disclaimer', sections: 10 },
  { path: '/accessibility', title: 'Accessibility Statement', sections: 7 },
];

for (const legal of legalPages) {
  test(`legal page ${legal.path}`, { tag: '@layout' }, async ({ page }) => {
    const response = await open(page, legal.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${legal.title} | Replybook`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    const main = page.locator('#main-content');
    await expect(main).toContainText('Effective date: June 14, 2025');
    await expect(main).toContainText('Last updated: June 14, 2025');
    // The operator, a New Jersey LLC, is named on every legal page.
    await expect(main).toContainText(/\bLLC\b/);
    await expect(page.locator('body')).toContainText('New Jersey limited liability company');
    // Numbered sections per the spec's lists, each reachable from the table of contents.
    const sections = main.locator('section[id]');
    await expect(sections).toHaveCount(legal.sections);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(legal.sections);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the home page carries every anchor the shell links to', async ({ page }) => {
  await open(page, '/');
  for (const id of ['hero-section', 'playbook-form', 'features', 'calculator', 'pricing', 'testimonials', 'contact']) {
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
});

// The browser logs the 404 document response as a console error, so these use the plain test (no console guard).
plainTest('unknown paths get the 404 page with status 404', { tag: '@layout' }, async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('#main-content').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

plainTest('deeper unknown paths are 404s too', async ({ page }) => {
  const response = await page.goto('/nope/deeper/still');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});
