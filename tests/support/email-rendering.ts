import { expect } from 'vitest';
import type { EmailTemplate } from '#server/features/email/email-template.ts';
import { renderEmail, type RenderedEmail } from '#server/features/email/render-email.ts';

/** The brand facts the template tests render with. */
export const testBrand = {
  brandName: 'Replybook',
  postalAddress: '101 Hudson Street, Suite 2100, Jersey City, NJ 07302',
  supportEmail: 'support@replybook.example',
  publicUrl: 'https://replybook.example/',
};

export const testUnsubscribeUrl = 'https://replybook.example/unsubscribe?token=eyJlIjoibWFyaWFAZXhhbXBsZS5jb20ifQ.sig';

/** React separates adjacent text nodes with `<!-- -->`; drop them so assertions read the HTML as a client shows it. */
export async function renderForTest<P extends object>(template: EmailTemplate<P>, props: P): Promise<RenderedEmail> {
  const email = await renderEmail(template, props);
  return { ...email, html: email.html.replaceAll('<!-- -->', '') };
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** What every email keeps to: absolute links only, no images, postal address and support address in both parts. */
export function expectEveryEmailRule(email: RenderedEmail): void {
  expect(email.subject.length).toBeGreaterThan(10);
  expect(email.html).toMatch(/^<!DOCTYPE html/);
  expect(email.html).not.toMatch(/<img/i);
  expect(email.html).not.toMatch(/url\(/i);
  const links = hrefs(email.html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toMatch(/^(https:\/\/|mailto:)/);
  for (const part of [email.html, email.text]) {
    expect(part).toContain('101 Hudson Street, Suite 2100, Jersey City, NJ 07302');
    expect(part).toContain('support@replybook.example');
    expect(part).toContain('Replybook');
  }
  // 16 px body text and a phone-width column.
  expect(email.html).toContain('font-size:16px');
  expect(email.html).toContain('max-width:560px');
  expect(email.text).not.toMatch(/<[a-z]/i);
}

/** Marketing mail: a visible unsubscribe link, and why the person gets it (the blitz is the only marketing mail). */
export function expectMarketingFooter(email: RenderedEmail, restaurantName: string): void {
  expect(hrefs(email.html)).toContain(testUnsubscribeUrl);
  expect(email.html).toMatch(/>Unsubscribe<\/a>/);
  expect(email.text).toContain(testUnsubscribeUrl);
  const reason = `You’re receiving this because you started a free 7-day reply blitz for ${restaurantName} on replybook.example.`;
  expect(email.text).toContain(reason);
  expect(email.html).toContain(reason);
}

/** Transactional mail: no unsubscribe link. */
export function expectNoUnsubscribe(email: RenderedEmail): void {
  expect(email.html).not.toContain('/unsubscribe');
  expect(email.text).not.toMatch(/unsubscribe/i);
}
