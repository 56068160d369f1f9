import { expect, expectNoAxeViolations, isMobile, test } from './support/fixtures.ts';
import { open, recordRequests, seeSection, toasts, waitOutTimeToSubmit } from './support/landing.ts';

// The landing page's deferred sections, navigation helpers and video facade. Runs in both projects of
// playwright.config.ts (desktop 1440×900, mobile 390×844); layout-specific tests skip the other one.

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

  test(
    'a far section is not rendered until it comes near, and a jump to it lands on it',
    { tag: '@layout' },
    async ({ page }) => {
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
    },
  );

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
  test('back to top appears after 300 px of scroll and returns to the top', { tag: '@layout' }, async ({ page }) => {
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

  test(
    'calls to action scroll to the form under 768 px and to the hero on wider screens',
    { tag: '@layout' },
    async ({ page }) => {
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
    },
  );
});

test.describe('How It Works', () => {
  test(
    'the video facade loads nothing from the video host until play is pressed',
    { tag: '@layout' },
    async ({ page }) => {
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
    },
  );
});
