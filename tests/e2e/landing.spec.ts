import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, isMobile, test } from './support/fixtures.ts';

// The landing page. Runs in both projects of
// playwright.config.ts (desktop 1440×900, mobile 390×844); layout-specific tests skip the other one.

/** Loads a page and waits until React Router has hydrated it, so client-side behaviour is live. */
async function open(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/**
 * Brings a section below the hero into view and waits until it is hydrated: those sections load their code when
 * they near the viewport (app/lib/hydrate-on-visible.tsx), as they would for a visitor scrolling to them.
 */
async function seeSection(page: Page, name: string) {
  const wrapper = page.locator(`[data-deferred-section="${name}"]`);
  await wrapper.locator('> section').scrollIntoViewIfNeeded();
  await expect(wrapper).toHaveAttribute('data-hydrated', '');
}

/** Records the requests a test makes to one of our endpoints. */
function recordRequests(page: Page, pathname: string): Request[] {
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
async function waitOutTimeToSubmit(page: Page) {
  await page.waitForTimeout(3_200);
}

// Located by the viewport rather than by role: while a modal dialog is open the rest of the page is aria-hidden.
const toasts = (page: Page) => page.locator('[data-slot="toast-viewport"]');

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

  test('has no axe violations', async ({ page }) => {
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
  test('dot buttons choose the customer slide', async ({ page }) => {
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

  test('is not shown on phones', async ({ page }) => {
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

test.describe('pricing and the quote dialog', () => {
  test('four plans; only Complete Automation opens the dialog, the others are playbook calls to action', async ({
    page,
  }) => {
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
  });

  test('refuses an incomplete request with Missing Information and sends nothing', async ({ page }) => {
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
  });

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

test.describe('sections below the hero load when they near the viewport', () => {
  test('a far section is server HTML until scrolled to, then live', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page);
    const contact = page.locator('[data-deferred-section="contact"]');
    // Readable and laid out from the first paint, without its code.
    await expect(contact.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(contact).not.toHaveAttribute('data-hydrated');
    expect(scripts.filter((path) => path.includes('contact-section'))).toEqual([]);

    await seeSection(page, 'contact');
    expect(scripts.filter((path) => path.includes('contact-section'))).toHaveLength(1);
  });

  test('a far section is not rendered until it comes near, and a jump to it lands on it', async ({ page }) => {
    await open(page);
    const contentVisibility = (selector: string) =>
      page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility);
    // The browser skips style and layout of the sections below the first screen.
    expect(await contentVisibility('#pricing')).toBe('auto');
    expect(await contentVisibility('#hero-section')).toBe('visible');
    // A scripted jump renders the page whole first, so the smooth scroll aims at the section's real place.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    await expect(page.locator('#features')).toBeInViewport();
    expect(await contentVisibility('#pricing')).toBe('visible');
  });

  test('coming back to / from another page renders every section whole, live at once', async ({ page }) => {
    await open(page);
    await seeSection(page, 'nyc');
    await page
      .locator('[data-deferred-section="nyc"]')
      .getByRole('link', { name: 'See all playbook examples' })
      .click();
    await page.waitForURL('**/playbook-examples');
    await page.getByRole('link', { name: 'Replybook home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Sections that were still waiting to be seen on the first visit (the contact form) render whole and live.
    const contact = page.locator('[data-deferred-section="contact"]');
    await expect(contact).toHaveAttribute('data-hydrated', '');
    await expect(contact.getByRole('button', { name: 'Send message' })).toBeAttached();
  });

  test('a click made before the section is live is not lost', async ({ page }) => {
    await open(page);
    const faq = page.locator('[data-deferred-section="faq"]');
    await expect(faq).not.toHaveAttribute('data-hydrated');
    // A click from script, so the page does not scroll first: the section is still server HTML when it arrives.
    await page
      .getByRole('button', { name: 'What does Replybook cost?' })
      .evaluate((button: HTMLElement) => button.click());
    await expect(faq).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('button', { name: 'What does Replybook cost?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('text typed before the section is live is what gets sent', async ({ page }) => {
    await open(page);
    const sent = recordRequests(page, '/api/contact');
    const contact = page.locator('[data-deferred-section="contact"]');
    await expect(contact).not.toHaveAttribute('data-hydrated');
    // Typed in one go, before the section's code can have arrived.
    await contact.evaluate((wrapper) => {
      const type = (id: string, value: string) => {
        const field = wrapper.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`);
        if (!field) throw new Error(`no field #${id}`);
        field.focus();
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      };
      type('contact-name', 'Avery Chen');
      type('contact-email', 'avery@northpier.example');
      type('contact-message', 'Typed before the page was ready.');
    });
    await expect(contact).toHaveAttribute('data-hydrated', '');
    await waitOutTimeToSubmit(page);
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(toasts(page).getByText('Message Received!')).toBeVisible();
    expect(sent[0]?.postDataJSON()).toMatchObject({
      name: 'Avery Chen',
      email: 'avery@northpier.example',
      message: 'Typed before the page was ready.',
    });
  });
});

test.describe('navigation helpers', () => {
  test('back to top appears after 300 px of scroll and returns to the top', async ({ page }) => {
    await open(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('calls to action scroll to the form under 768 px and to the hero on wider screens', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Stop losing guests: get my free playbook' }).click();
    if (isMobile(page)) {
      // #playbook-form, 140 px below the top of the viewport.
      await expect
        .poll(() => page.locator('#playbook-form').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          timeout: 5_000,
        })
        .toBe(140);
    } else {
      await expect(page.locator('#hero-section')).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeLessThan(10);
    }
  });
});

test.describe('How It Works', () => {
  test('the video facade loads nothing from the video host until play is pressed', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) videoRequests.push(r.url());
    });
    // The sandbox has no internet: answer for the video host so the iframe loads quietly once it is allowed to.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    await open(page);
    await page.getByRole('button', { name: 'See how it works' }).click();
    const dialog = page.getByRole('dialog', { name: 'How It Works' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    await dialog.getByRole('button', { name: /Play video/ }).click();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/rP1yb0kHwXs\?/);
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'See how it works' })).toBeFocused();
  });
});
