import { expect, expectNoAxeViolations, isMobile, test } from './support/fixtures.ts';
import { open, recordRequests, toasts, waitOutTimeToSubmit } from './support/landing.ts';

// The landing page's lead forms: pricing and the quote dialog, the closing call to action, contact. Runs in both
// projects of playwright.config.ts (desktop 1440×900, mobile 390×844).

test.describe('pricing and the quote dialog', () => {
  test(
    'four plans; only Complete Automation opens the dialog, the others are playbook calls to action',
    { tag: '@layout' },
    async ({ page }) => {
      await open(page);
      const pricing = page.locator('#pricing');
      for (const name of ['Free Forever', 'Starter', 'Pro Coverage', 'Complete Automation']) {
        await expect(pricing.getByRole('heading', { name, exact: true })).toBeVisible();
      }
      await expect(pricing.getByText('Most popular')).toBeVisible();
      await pricing.getByRole('button', { name: 'Start 14-day free trial' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const target = isMobile(page) ? '#playbook-form' : '#hero-section';
      await expect(page.locator(target)).toBeInViewport();
    },
  );

  test(
    'refuses an incomplete request with Missing Information and sends nothing',
    { tag: '@layout' },
    async ({ page }) => {
      await open(page);
      const sent = recordRequests(page, '/api/quote-requests');
      await page.locator('#pricing').getByRole('button', { name: 'Request a quote' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a Complete Automation quote' });
      await expect(dialog).toBeVisible();
      // Ten labelled fields, with browser types for email and phone.
      await expect(dialog.getByLabel('Work email')).toHaveAttribute('type', 'email');
      await expect(dialog.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      for (const label of [
        'Your name',
        'Restaurant or group name',
        'Number of locations',
        'Where guests review you today',
        'New reviews per month (all locations)',
        'What should we solve for you?',
        'Monthly budget',
        'When do you want to start?',
      ]) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveCount(1);
      }
      await expectNoAxeViolations(page);

      await dialog.getByLabel('Your name').fill('Jordan Rivera');
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(toasts(page).getByText('Missing Information')).toBeVisible();
      await expect(toasts(page).getByText('Please fill in all required fields.')).toBeVisible();
      await expect(dialog).toBeVisible();
      expect(sent).toHaveLength(0);

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('#pricing').getByRole('button', { name: 'Request a quote' })).toBeFocused();
    },
  );

  test('sends a complete request, confirms, resets and closes', async ({ page }) => {
    await open(page);
    const sent = recordRequests(page, '/api/quote-requests');
    const opener = page.locator('#pricing').getByRole('button', { name: 'Request a quote' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Request a Complete Automation quote' });
    await dialog.getByLabel('Your name').fill('Jordan Rivera');
    await dialog.getByLabel('Work email').fill('jordan@harborvine.example');
    await dialog.getByLabel('Phone').fill('(212) 555-0123');
    await dialog.getByLabel('Restaurant or group name').fill('Harbor & Vine Hospitality');
    await dialog.getByLabel('Where guests review you today').fill('Google, Yelp, DoorDash');
    await dialog.getByLabel('What should we solve for you?').fill('One voice across 8 locations.');
    for (const [label, option] of [
      ['Number of locations', '6–10 locations'],
      ['New reviews per month (all locations)', '200–500'],
      ['Monthly budget', '$1,000–$2,500/month'],
      ['When do you want to start?', 'Within 30 days'],
    ] as const) {
      await dialog.getByLabel(label, { exact: true }).click();
      await page.getByRole('option', { name: option }).click();
    }
    await waitOutTimeToSubmit(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/quote-requests'));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    expect((await answered).status()).toBe(200);
    await expect(toasts(page).getByText('Quote Request Sent!')).toBeVisible();
    await expect(toasts(page).getByText("We'll get back to you within 24 hours with a custom proposal.")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(sent).toHaveLength(1);
    const body = sent[0]?.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ numberOfLocations: '6-10', budget: '1000-2500', website: '' });
    expect(typeof body.renderedAt).toBe('number');

    await opener.click();
    await expect(dialog.getByLabel('Your name')).toHaveValue('');
    await expect(dialog.getByLabel('Number of locations', { exact: true })).toContainText('Choose one');
  });
});

test.describe('closing call to action', () => {
  test('the free-trial form posts a free-trial lead and confirms', async ({ page }) => {
    await open(page);
    const sent = recordRequests(page, '/api/leads');
    const form = page.getByRole('form', { name: 'Ready for every review, every day?' });
    await form.getByRole('button', { name: 'Start 14-day free trial' }).click();
    expect(sent).toHaveLength(0);
    await form.getByLabel('Work email').fill('gm@ostraverde.example');
    await form.getByLabel('Restaurant name').fill('Ostra Verde');
    await waitOutTimeToSubmit(page);
    await form.getByRole('button', { name: 'Start 14-day free trial' }).click();
    await expect(toasts(page).getByText("We'll be in touch shortly to set up your free trial.")).toBeVisible();
    expect(sent[0]?.postDataJSON()).toMatchObject({
      type: 'free-trial',
      email: 'gm@ostraverde.example',
      restaurantName: 'Ostra Verde',
    });
    await expect(form.getByLabel('Work email')).toHaveValue('');
  });
});

test.describe('contact form', () => {
  test('does nothing while a required field is empty', async ({ page }) => {
    await open(page);
    const sent = recordRequests(page, '/api/contact');
    const form = page.locator('#contact form');
    await form.getByLabel('Your name').fill('Jordan');
    await form.getByLabel('How can we help?').fill('Do you cover Tripadvisor?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Email')).toBeFocused();
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
    await expect(toasts(page).locator('li')).toHaveCount(0);
  });

  test('sends a message, confirms and resets', async ({ page }) => {
    await open(page);
    const sent = recordRequests(page, '/api/contact');
    const form = page.locator('#contact form');
    await form.getByLabel('Your name').fill('Jordan Rivera');
    await form.getByLabel('Email').fill('jordan@harborvine.example');
    await form.getByLabel('How can we help?').fill('We have three locations. Can we approve replies per site?');
    await waitOutTimeToSubmit(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(toasts(page).getByText('Message Received!')).toBeVisible();
    expect(sent[0]?.postDataJSON()).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan@harborvine.example',
      source: 'gmb-website',
      website: '',
    });
    await expect(form.getByLabel('Your name')).toHaveValue('');
    await expect(form.getByLabel('How can we help?')).toHaveValue('');
  });
});
