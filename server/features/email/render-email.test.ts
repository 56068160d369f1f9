import { describe, expect, it } from 'vitest';
import {
  expectEveryEmailRule,
  expectNoUnsubscribe,
  hrefs,
  renderForTest,
  testBrand as brand,
} from '../../../tests/support/email-rendering.ts';
import { operatorNotificationTemplate, operatorSignInTemplate, playbookReadyTemplate } from './email-kinds.ts';
import type { EmailTemplate } from './email-template.ts';

const templates = {
  'playbook-ready': playbookReadyTemplate,
  'operator-notification': operatorNotificationTemplate,
  'operator-sign-in': operatorSignInTemplate,
};
type Kind = keyof typeof templates;
type PropsOf<K extends Kind> = (typeof templates)[K] extends EmailTemplate<infer P> ? P : never;
const kinds = Object.keys(templates) as Kind[];

const fixtures: { [K in Kind]: PropsOf<K> } = {
  'playbook-ready': {
    brand,
    ownerName: 'Maria Lopez',
    restaurantName: 'Café Mogador',
    sopId: 'cafe-mogador',
    attachment: { filename: 'Caf-Mogador-Review-Response-SOP.html', format: 'html' },
    blitzFirstSendAt: new Date('2026-11-23T13:00:00Z'),
    reviewCount: 38,
  },
  'operator-notification': {
    brand,
    kind: 'quote-request',
    summary: 'Maria Lopez, Café Mogador',
    submittedAt: new Date('2026-11-22T13:05:00Z'),
    fields: [
      { label: 'Name', value: 'Maria Lopez' },
      { label: 'Email', value: 'maria@example.com' },
      { label: 'Number of locations', value: '2' },
      { label: 'Budget', value: '' },
    ],
  },
  'operator-sign-in': {
    brand,
    signInUrl: 'https://replybook.example/operator/sign-in?token=AbC123_-xyz',
    validMinutes: 15,
  },
};

async function renderFixture<K extends Kind>(kind: K, overrides: Partial<PropsOf<K>> = {}) {
  return renderForTest(templates[kind] as EmailTemplate<PropsOf<K>>, { ...fixtures[kind], ...overrides });
}

describe('every email this feature holds the template of', () => {
  it.each(kinds)(
    '%s: absolute links only, no images, postal address and support address in both parts',
    async (kind) => {
      expectEveryEmailRule(await renderFixture(kind));
    },
  );

  it.each(kinds)('%s (transactional): no unsubscribe link', async (kind) => {
    expect(templates[kind].marketing).toBe(false);
    expectNoUnsubscribe(await renderFixture(kind));
  });
});

describe('playbook-ready', () => {
  it('greets the first name, links the playbook absolutely, names the attachment and the blitz start', async () => {
    const email = await renderFixture('playbook-ready');
    expect(email.subject).toBe('Your review-response playbook for Café Mogador');
    expect(hrefs(email.html)).toContain('https://replybook.example/sop/cafe-mogador');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hi Maria,');
      expect(part).toContain('https://replybook.example/sop/cafe-mogador');
      expect(part).toContain('Caf-Mogador-Review-Response-SOP.html');
      expect(part).toContain('38 of Café Mogador’s public reviews');
      expect(part).toContain('Monday, November 23, at 8:00 AM New York time');
      expect(part).toContain('Your free 7-day reply blitz starts tomorrow');
    }
  });

  it('says nothing about the blitz when not enrolled, and describes a .txt attachment', async () => {
    const email = await renderFixture('playbook-ready', {
      blitzFirstSendAt: null,
      attachment: { filename: 'Caf-Mogador-Review-Response-SOP.txt', format: 'txt' },
      ownerName: '',
    });
    expect(email.text).not.toMatch(/blitz/i);
    expect(email.text).toContain('Hi there,');
    expect(email.text).toContain('Caf-Mogador-Review-Response-SOP.txt, a plain-text file');
  });
});

describe('operator-sign-in', () => {
  it('carries the one-time link in both parts and says how long it works', async () => {
    const email = await renderFixture('operator-sign-in');
    const url = 'https://replybook.example/operator/sign-in?token=AbC123_-xyz';
    expect(hrefs(email.html).filter((href) => href === url)).toHaveLength(2);
    expect(email.text).toContain(url);
    expect(email.text).toContain('works once, for 15 minutes');
    // The host names the deployment, so a staging link is never mistaken for production's.
    expect(email.subject).toBe('Your sign-in link for the replybook.example operator console');
  });
});

describe('operator-notification', () => {
  it('lists the submission as a table', async () => {
    const email = await renderFixture('operator-notification');
    expect(email.subject).toBe('New quote request: Maria Lopez, Café Mogador');
    expect(email.html).toMatch(/<th[^>]*>Number of locations<\/th><td[^>]*>2<\/td>/);
    expect(email.text).toMatch(/Email\s+maria@example\.com/);
    expect(email.text).toMatch(/Budget\s+—/);
    expect(email.text).toContain('Nov 22, 2026, 8:05 AM ET');
  });
});

describe('Google Business Profile links', () => {
  const connectUrl = 'https://replybook.example/connect/google?t=eyJlIjoibWFyaWEifQ.c0nnect';

  it('playbook email: a small connect block only when given a link', async () => {
    const withLink = await renderFixture('playbook-ready', { connectUrl });
    expect(hrefs(withLink.html)).toContain(connectUrl);
    expect(withLink.text).toContain('Connect Google Business Profile');
    const without = await renderFixture('playbook-ready');
    expect(without.html).not.toContain('/connect/google');
  });
});
