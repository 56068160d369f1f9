import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isMobile, test } from './support/fixtures.ts';
import { open, recordRequests, seeSection } from './support/landing.ts';

// The landing page: first render, ROI calculator, restaurants, features, showcase and FAQ. Runs in both projects of
// playwright.config.ts (desktop 1440×900, mobile 390×844); layout-specific tests skip the other one.

test.describe('landing page', () => {
  test('is server-rendered with the preset ROI results, meta tags and every section anchor', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The preset (50 reviews, $115, 0%) computed on the server: the worked example.
    expect(html).toContain('$11,213');
    expect(html).toContain('$31,913');
    expect(html).toContain('558%');
    await open(page);
    await expect(page).toHaveTitle(/Replybook/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    for (const id of [
      'hero-section',
      'playbook-form',
      'calculator',
      'features',
      'pricing',
      'testimonials',
      'contact',
    ]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#testimonials')).toContainText('Illustrative examples');
  });

  test('has no axe violations', { tag: '@layout' }, async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
  });

  test('requests nothing from another host while loading and scrolling', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) foreign.push(r.url());
    });
    await open(page);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});

test.describe('ROI calculator', () => {
  test('recalculates when an input changes and toggles the 24-month table', async ({ page }) => {
    await open(page);
    const calls = recordRequests(page, '/api/calculate-roi');
    const firstYear = page.getByTestId('roi-first-year');
    await expect(firstYear).toHaveText('$11,213');

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/calculate-roi') && r.ok());
    await page.getByLabel('New reviews per month').fill('80');
    await answered;
    // 80 reviews × 5% = 4 guests a month × $115 × 6/12 = $230/month; × 78 = $17,940.
    await expect(firstYear).toHaveText('$17,940');
    expect(calls.at(-1)?.postDataJSON()).toEqual({ reviews: 80, ticket: 115, currentRate: 0 });

    const rateAnswered = page.waitForResponse((r) => r.url().endsWith('/api/calculate-roi') && r.ok());
    await page.getByRole('radio', { name: '50–90%' }).check();
    await rateAnswered;
    // 80 × 5% − 60 × 1% = 3.4 guests a month → $195.5/month → $15,249 in year 1.
    await expect(firstYear).toHaveText('$15,249');

    const toggle = page.getByRole('button', { name: 'Show the month-by-month calculation' });
    await toggle.click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(24);
    await page.getByRole('button', { name: 'Hide the month-by-month calculation' }).click();
    await expect(table).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show the month-by-month calculation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('sends one request for a burst of typing', async ({ page }) => {
    await open(page);
    const calls = recordRequests(page, '/api/calculate-roi');
    const input = page.getByLabel('Average spend per guest');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/calculate-roi') && r.ok());
    await input.click();
    await input.press('End');
    await input.pressSequentially('0', { delay: 20 }); // 115 → 1150
    await input.press('Backspace'); // back to 115: same as the preset, nothing to ask
    await input.pressSequentially('9', { delay: 20 }); // 1159
    await answered;
    await expect(page.getByTestId('roi-first-year')).toHaveText('$113,003');
    expect(calls).toHaveLength(1);
  });
});

test.describe('NYC restaurants', () => {
  test('links the six legendary restaurants and at most 6 live playbooks to /sop/{id}', async ({ page }) => {
    await open(page);
    for (const id of [
      'delmonicos',
      'le-bernardin',
      'keens-steakhouse',
      'tavern-on-the-green',
      'grand-central-oyster-bar',
      'katzs-delicatessen',
    ]) {
      await expect(page.locator(`a[href="/sop/${id}"]`).first()).toBeAttached();
    }
    const live = page.locator('div:has(> h3:text-is("Recently generated playbooks"))');
    await live.scrollIntoViewIfNeeded();
    await expect(live.getByRole('list').first()).not.toHaveAttribute('aria-label', /loading/i);
    const cards = live.getByRole('link');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/sop\/[a-z0-9-]+$/);
    }
    // Descriptions are clamped to 3 lines.
    expect(
      await cards
        .first()
        .locator('.line-clamp-3')
        .evaluate((el) => getComputedStyle(el).webkitLineClamp),
    ).toBe('3');
  });
});

test.describe('features and results', () => {
  test('dot buttons choose the customer slide', { tag: '@layout' }, async ({ page }) => {
    await open(page);
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Customer results"]');
    await expect(carousel.locator('[aria-label="Customer 1 of 3"]')).toBeVisible();
    const dot = carousel.getByRole('button', { name: "Show Calloway's Tap Room" });
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('[aria-label="Customer 2 of 3"]')).toBeVisible();
    await expect(carousel.locator('[aria-label="Customer 1 of 3"]')).toBeHidden();
    await carousel.getByRole('button', { name: 'Show Halfmoon Oyster Co.' }).click();
    await expect(carousel.locator('[aria-label="Customer 3 of 3"]')).toBeVisible();
  });
});

test.describe('before/after showcase', () => {
  const slide = (page: Page, n: number) =>
    page.locator(`[aria-roledescription="slide"][aria-label="Example ${n} of 3"]`);

  test('is not shown on phones', { tag: '@layout' }, async ({ page }) => {
    test.skip(!isMobile(page), 'mobile layout');
    await open(page);
    await expect(page.getByRole('heading', { name: 'The same review, two very different replies' })).toBeHidden();
  });

  test('rotates every 4 seconds and the pause button stops it', async ({ page }) => {
    test.skip(isMobile(page), 'desktop only: the before/after showcase is not shown on phones');
    await open(page);
    await seeSection(page, 'showcase');
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Review reply examples"]');
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 2)).toBeVisible({ timeout: 6_000 });
    await expect(slide(page, 1)).toBeHidden();

    await carousel.getByRole('button', { name: 'Pause rotation' }).click();
    await page.mouse.move(0, 0); // hovering also holds the slide; take the pointer away to test the button alone
    await expect(carousel.getByRole('button', { name: 'Resume rotation' })).toBeVisible();
    await page.waitForTimeout(5_000);
    await expect(slide(page, 2)).toBeVisible();

    await carousel.getByRole('button', { name: 'Resume rotation' }).click();
    await page.mouse.move(0, 0);
    await expect(slide(page, 3)).toBeVisible({ timeout: 6_000 });
  });

  test('does not rotate for visitors who prefer reduced motion', async ({ page }) => {
    test.skip(isMobile(page), 'desktop only');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await seeSection(page, 'showcase');
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Review reply examples"]');
    await expect(carousel.getByRole('button', { name: 'Resume rotation' })).toBeVisible();
    await page.waitForTimeout(5_000);
    await expect(slide(page, 1)).toBeVisible();
    await carousel.getByRole('button', { name: "Calloway's Tap Room" }).click();
    await expect(slide(page, 3)).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('opens one answer at a time and closes the open one on click', async ({ page }) => {
    await open(page);
    const cost = page.getByRole('button', { name: 'What does Replybook cost?' });
    const made = page.getByRole('button', { name: 'How is my playbook made?' });
    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Paid plans start at $199/month')).toBeVisible();
    await made.click();
    await expect(made).toHaveAttribute('aria-expanded', 'true');
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await made.click();
    await expect(made).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('$97')).toHaveCount(0);
  });
});
