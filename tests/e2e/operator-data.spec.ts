import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { signInAsOperator } from './support/operator-session.ts';

// The console's data as an operator uses it: find a lead just sent from the landing page, export the list as CSV,
// answer a data-rights request by erasing a person, and see their playbook's personal fields gone.

/** Rows are a table on a desktop and cards on a phone, both in the page: the one the viewport shows. */
const visible = (locator: Locator) => locator.filter({ visible: true }).first();

async function sendContactMessage(page: Page, name: string, email: string, message: string): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How can we help?').fill(message);
  // The form refuses submissions in the first 3 seconds after it was rendered.
  await page.waitForTimeout(3_200);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('[data-slot="toast-viewport"]').getByText('Message Received!')).toBeVisible();
}

test.describe('operator console: the data', () => {
  test(
    'a lead sent from the landing page is in the list, and the CSV export carries it',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      const stamp = `${testInfo.project.name}-${Date.now()}`;
      const name = `Lena Lookup ${stamp}`;
      const email = `lena-${stamp}@example.com`;
      await sendContactMessage(page, name, email, '=1+1 do you answer Yelp too?');

      await signInAsOperator(page, testInfo, '/operator/leads');
      await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
      await page.getByLabel('Search').fill(stamp);
      await page.getByLabel('Source').selectOption('contact');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`/operator/leads\\?q=${stamp}&source=contact`));
      await expect(visible(page.getByText(name))).toBeVisible();
      await expect(page.getByText('1–1 of 1')).toBeVisible();
      await visible(page.getByText('Every field submitted')).click();
      await expect(visible(page.getByText('=1+1 do you answer Yelp too?'))).toBeVisible();
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFcreated_at,source,email,name')).toBe(true);
      const records = csv.split('\r\n').filter(Boolean);
      expect(records).toHaveLength(2);
      expect(records[1]).toContain(email);
      expect(records[1]).toContain(",'=1+1 do you answer Yelp too?,");
    },
  );

  test(
    'erasing a person removes their playbook’s personal fields and keeps the row',
    { tag: '@layout' },
    async ({ page, request, baseURL }, testInfo) => {
      const stamp = `${testInfo.project.name}-${Date.now()}`;
      const owner = `Olive Owner ${stamp}`;
      const email = `olive-${stamp}@example.com`;
      const generated = await request.post('/api/generate-sop', {
        headers: { origin: baseURL! },
        data: {
          // A restaurant of its own: other specs read Katz's thank-you page and its contact.
          restaurantName: 'Erasure Test Bistro',
          restaurantId: `erasure-test-bistro-${testInfo.project.name}`,
          ownerName: owner,
          contactEmail: email,
          blitzOptIn: false,
        },
      });
      expect(generated.status()).toBe(200);
      const { sopId: playbookId } = (await generated.json()) as { sopId: string };

      await signInAsOperator(page, testInfo, `/operator/playbooks?q=${encodeURIComponent(email)}`);
      await expect(visible(page.getByText(owner))).toBeVisible();
      await expectNoAxeViolations(page);

      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Data requests' })
        .click();
      await expect(page.getByRole('heading', { name: 'Data requests', level: 1 })).toBeVisible();
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByRole('heading', { name: `Stored about ${email}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Playbooks/ })).toBeVisible();
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download JSON' }).click(),
      ]);
      const report = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        playbooks: { id: string }[];
      };
      expect(report.playbooks.map((playbook) => playbook.id)).toContain(playbookId);

      await page.getByRole('link', { name: 'Erase…' }).click();
      await expect(page.getByRole('heading', { name: `Erase everything about ${email}?` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel(`Type ${email} to confirm`).fill(email);
      await page.getByRole('button', { name: 'Erase permanently' }).click();
      await expect(page.getByText('Erased.', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Nothing stored about ${email}` })).toBeVisible();

      // The playbook's row is still counted, without its owner, and its public page is gone.
      await page.goto(`/operator/playbooks?q=${encodeURIComponent(playbookId)}`);
      await expect(page.getByText(owner)).toHaveCount(0);
      await expect(page.getByText(email)).toHaveCount(0);
      await expect(visible(page.getByText('(erased)', { exact: true }))).toBeVisible();
      await expect(page.getByText('1–1 of 1')).toBeVisible();
      await expectNoAxeViolations(page);
      const publicPage = await request.get(`/sop/${playbookId}`);
      expect(publicPage.status()).toBe(404);
    },
  );

  test('every list opens, filters by URL and passes axe', { tag: '@layout' }, async ({ page }, testInfo) => {
    await signInAsOperator(page, testInfo, '/operator/webhooks?status=pending');
    for (const [path, heading] of [
      ['/operator/leads?spam=exclude', 'Leads'],
      ['/operator/playbooks?status=ready', 'Playbooks'],
      ['/operator/blitz?status=active', 'Blitz enrollments'],
      ['/operator/emails?status=sent', 'Email deliveries'],
      ['/operator/webhooks?status=pending', 'Webhook outbox'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
