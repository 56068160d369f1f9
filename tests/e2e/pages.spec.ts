import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// The pages around the playbook flow: /thank-you, /playbook-examples, /sop/grand-central-oyster-bar,
// /sop-template and /contact.

async function open(page: Page, pathname: string) {
  await page.goto(pathname);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

const toasts = (page: Page) => page.locator('[data-slot="toast-viewport"]');
const dropRefusedRequests = (errors: string[]) =>
  errors.splice(0, errors.length, ...errors.filter((text) => !text.includes('Failed to load resource')));

test.describe('/thank-you', () => {
  test('without an id shows the generic text', { tag: '@layout' }, async ({ page }) => {
    await open(page, '/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your playbook is on its way');
    await expect(page).toHaveTitle(/Your playbook is on its way/);
    await expectNoAxeViolations(page);
  });

  test('?restaurant= arrives personalised in the server-rendered page, with no swap and no client fetch', async ({
    page,
    request,
  }) => {
    const stored = await request.post('/api/store-restaurant-data', {
      data: { placeId: 'cat-katzs-delicatessen', name: "Katz's Delicatessen", address: '205 E Houston St, New York' },
    });
    expect((await stored.json()).id).toBe('katzs-delicatessen');
    const html = await (await request.get('/thank-you?restaurant=katzs-delicatessen')).text();
    expect(html).toContain('Delicatessen&#x27;s playbook is on its way');
    const clientFetches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/restaurant-data/')) clientFetches.push(r.url());
    });
    await open(page, '/thank-you?restaurant=katzs-delicatessen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Katz's Delicatessen's playbook is on its way");
    // Stored without step 2: no contact address yet, so the page says "by email" rather than "to ,".
    await expect(page.getByText('Your playbook, by email, within minutes.')).toBeVisible();
    await expect(page.getByText(/send it to you,/)).toBeVisible();
    expect(clientFetches).toEqual([]);
  });

  test('without ?restaurant= the id kept in local storage personalises the page', async ({ page, request }) => {
    await request.post('/api/store-restaurant-data', {
      data: { placeId: 'cat-katzs-delicatessen', name: "Katz's Delicatessen", address: '205 E Houston St, New York' },
    });
    await page.addInitScript(() => window.localStorage.setItem('currentRestaurantId', 'katzs-delicatessen'));
    await open(page, '/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Katz's Delicatessen's playbook is on its way");
  });

  test('an unknown restaurant leaves the generic view', async ({ page, pageErrors }) => {
    await open(page, '/thank-you?restaurant=no-such-place-anywhere');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your playbook is on its way');
    dropRefusedRequests(pageErrors);
  });
});

test.describe('/playbook-examples', () => {
  test('links the six legendary playbooks and lists recently generated ones', { tag: '@layout' }, async ({ page }) => {
    await open(page, '/playbook-examples');
    await expect(page).toHaveTitle(/NYC's Playbooks/);
    const legendary = page.getByRole('region', { name: 'Legendary New York restaurants' }).getByRole('link');
    await expect(legendary).toHaveCount(6);
    const hrefs = await legendary.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/sop/delmonicos',
      '/sop/le-bernardin',
      '/sop/keens-steakhouse',
      '/sop/tavern-on-the-green',
      '/sop/grand-central-oyster-bar',
      '/sop/katzs-delicatessen',
    ]);
    const recent = page.getByRole('region', { name: 'Recently Generated Playbooks' }).getByRole('link');
    await expect(recent.first()).toBeVisible();
    for (const href of await recent.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/sop\/[a-z0-9-]+$/);
    }
    await expectNoAxeViolations(page);
    await legendary.nth(1).click();
    await expect(page).toHaveURL(/\/sop\/le-bernardin$/);
  });

  test("says 'Failed to fetch saved SOPs' when the list fails", async ({ page, pageErrors }) => {
    await page.route('**/api/saved-sops', (route) => route.fulfill({ status: 500, body: 'down' }));
    await open(page, '/playbook-examples');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch saved SOPs');
    dropRefusedRequests(pageErrors);
  });
});

test.describe('/sop/grand-central-oyster-bar', () => {
  test(
    'is dark by default, persists the theme, and sets it before paint',
    { tag: '@layout' },
    async ({ page, request }) => {
      const html = await (await request.get('/sop/grand-central-oyster-bar')).text();
      // The boot script is inline, carries the CSP nonce, and comes before the playbook's content.
      expect(html).toMatch(/<script nonce="[^"]+">\(function\(\)\{var t='dark'/);
      expect(html.indexOf('replybook:playbookTheme')).toBeLessThan(html.indexOf('Brand voice'));

      await open(page, '/sop/grand-central-oyster-bar');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grand Central Oyster Bar');
      await expect(page.locator('html')).toHaveAttribute('data-playbook-theme', 'dark');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-playbook-theme', 'light');
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-playbook-theme', 'light');
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      expect(await page.evaluate(() => localStorage.getItem('replybook:playbookTheme'))).toBe('dark');
    },
  );

  test('the first click downloads a real PNG named Business-Playbook-Template.png, with no dialog', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Scripts requested after hydration (the lazily loaded image library) arrive a second late, so the click
    // lands while the library is still loading, as on a slow phone that never hovered.
    let hydrated = false;
    await page.route('**/*.js', async (route) => {
      if (hydrated) await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await open(page, '/sop/grand-central-oyster-bar');
    hydrated = true;
    const button = page.getByRole('button', { name: 'Download as PNG' });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), button.click()]);
    expect(download.suggestedFilename()).toBe('Business-Playbook-Template.png');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(dialogs).toEqual([]);
    await expect(button).toBeEnabled();
  });

  test('the example’s sample reviews are labelled samples, never "on Google"', async ({ page }) => {
    await open(page, '/sop/grand-central-oyster-bar');
    const samples = page.getByRole('region', { name: 'Sample replies' });
    await expect(samples.getByText('Dana R., sample review')).toBeVisible();
    await expect(samples.getByText(/not real reviews, and the names are invented/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('on Google');
  });
});

test.describe('/sop-template', () => {
  test('renders the template with downloads and the invitation', { tag: '@layout' }, async ({ page }) => {
    await open(page, '/sop-template');
    await expect(page).toHaveTitle(/Review Response Playbook Template/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Template');
    await expect(page.getByText('[Restaurant name]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get the personalised version, free' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download text' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Restaurant-Review-Response-SOP-Template.txt');
    await expectNoAxeViolations(page);
  });
});

test.describe('a playbook shown in a page', () => {
  test('/sop/delmonicos says it is built from sample reviews and is signed by the team, not a sample reply’s name', async ({
    page,
  }) => {
    await open(page, '/sop/delmonicos');
    const main = page.locator('main');
    await expect(
      main.getByText(/^Built from sample reviews written for our demo, not real reviews of Delmonico's/),
    ).toBeVisible();
    await expect(main.getByText('Built from sample reviews', { exact: true })).toBeVisible();
    await expect(main).toContainText("— The Delmonico's team");
    await expect(main).toContainText(/[A-Z][a-z]+ [A-Z]\., sample review/);
    await expect(main).not.toContainText(/Daniel|[A-Z]\. on Google/);
    await expect(main).toContainText('written by our own review analysis (no AI model)');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('replies to sample reviews written for our demo');
    expect(description).not.toMatch(/real reviews/);
  });

  test(
    'renders its later sections only near the viewport, and every contents link still lands on its section',
    { tag: '@layout' },
    async ({ page }) => {
      await open(page, '/sop/katzs-delicatessen');
      const sections = page.locator('.rb-playbook .rb-section');
      const contentVisibility = (index: number) =>
        sections.nth(index).evaluate((element) => getComputedStyle(element).contentVisibility);
      // The first section can be on screen at load and is always rendered; the rest wait until they come near.
      expect(await contentVisibility(0)).toBe('visible');
      expect(await contentVisibility(5)).toBe('auto');
      // A jump over sections that have never been rendered still puts the heading just below the sticky header.
      for (const id of ['rb-appendix', 'rb-escalation', 'rb-roles']) {
        await page.locator(`.rb-playbook a[href="#${id}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        const heading = page.locator(`#${id}-h`);
        await expect(heading).toBeInViewport();
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(64);
        expect(top).toBeLessThan(160);
      }
      // A printout gets every section whole.
      await page.emulateMedia({ media: 'print' });
      expect(await contentVisibility(5)).toBe('visible');
    },
  );

  test('the template page defers its later sections the same way', async ({ page }) => {
    await open(page, '/sop-template');
    const sections = page.locator('.rb-playbook .rb-section');
    await expect(sections.first()).toBeVisible();
    expect(await sections.last().evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
  });
});

test.describe('/contact', () => {
  test('missing fields, success, and failure messages', { tag: '@layout' }, async ({ page, pageErrors }) => {
    await open(page, '/contact');
    await expect(page).toHaveTitle(/Contact/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toasts(page).getByText('Missing Information')).toBeVisible();
    await expect(toasts(page).getByText('Please fill in all required fields.')).toBeVisible();

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent.push(request.postDataJSON());
    });
    await page.getByLabel('Your name', { exact: true }).fill('Jordan Rivera');
    await page.getByLabel('Email', { exact: true }).fill('jordan@example.com');
    await page.getByLabel('Restaurant or group (optional)').fill('Rivera Tacos');
    await page.getByLabel('Message', { exact: true }).fill('Do you handle three locations?');
    await page.waitForTimeout(3_200); // a minimum time between render and submit
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toasts(page).getByText('Message Sent!')).toBeVisible();
    await expect(toasts(page).getByText("We'll get back to you within 24 hours.")).toBeVisible();
    expect(sent[0]).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      restaurantName: 'Rivera Tacos',
      message: 'Do you handle three locations?',
      source: 'gmb-website-contact',
      website: '',
    });
    expect(sent[0]).toHaveProperty('renderedAt');

    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.getByLabel('Your name', { exact: true }).fill('Jordan Rivera');
    await page.getByLabel('Email', { exact: true }).fill('jordan@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Again');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toasts(page).getByText('Failed to send message. Please try again.')).toBeVisible();
    dropRefusedRequests(pageErrors);
  });
});
