import { describe, expect, it } from 'vitest';
import { playbookReadyTemplate } from '../email-kinds.ts';
import { renderEmail } from '../render-email.ts';
import type { PlaybookReadyEmailProps } from './playbook-ready-email.tsx';

const base: PlaybookReadyEmailProps = {
  brand: {
    brandName: 'Replybook',
    postalAddress: '101 Hudson Street, Suite 2100, Jersey City, NJ 07302',
    supportEmail: 'support@replybook.example',
    publicUrl: 'https://replybook.example/',
  },
  ownerName: 'Maria Lopez',
  restaurantName: 'Café Mogador',
  sopId: 'cafe-mogador',
  attachment: { filename: 'Caf-Mogador-Review-Response-SOP.html', format: 'html' },
  blitzFirstSendAt: null,
  reviewCount: 38,
};

/** Both parts, with React's text-node separators dropped and whitespace folded, as a reader sees them. */
async function parts(props: Partial<PlaybookReadyEmailProps>): Promise<string[]> {
  const email = await renderEmail(playbookReadyTemplate, { ...base, ...props });
  return [email.html.replaceAll('<!-- -->', ''), email.text].map((part) => part.replace(/\s+/g, ' '));
}

describe('the playbook-ready email says what the playbook was built from and by what', () => {
  it('built from the catalogue by the offline engine: sample reviews, our analysis, never AI or real reviews', async () => {
    for (const part of await parts({ reviewSource: 'catalogue', engine: 'offline' })) {
      expect(part).toContain('built from sample reviews written for our demo, not from real reviews of Café Mogador');
      expect(part).toContain('Ready replies to three of the sample reviews');
      expect(part).toContain('Our own review analysis wrote it; no AI model was involved.');
      expect(part).not.toMatch(/\bAI\b(?! model was involved)/);
      expect(part).not.toMatch(/public reviews|your actual reviews|what your guests actually say|on Google/);
    }
  });

  it('built from Google’s reviews by a model: public reviews, and AI named as the drafter', async () => {
    for (const part of await parts({ reviewSource: 'google', engine: 'anthropic' })) {
      expect(part).toContain('We read 38 of Café Mogador’s public reviews');
      expect(part).toContain('an AI model drafted the summary and the replies');
      expect(part).toContain('Ready-to-post replies to three of your actual reviews');
      expect(part).not.toMatch(/sample review/);
    }
  });

  it('claims neither AI nor samples when it does not know', async () => {
    for (const part of await parts({})) {
      expect(part).not.toMatch(/\bAI\b|sample review/);
    }
  });
});

describe('the playbook-ready email’s blitz note says when the first morning comes', () => {
  it('a new sign-up: 8:00 AM New York time, the day in New York', async () => {
    for (const part of await parts({ blitzFirstSendAt: new Date('2026-11-21T13:00:00Z') })) {
      expect(part).toContain('Starting tomorrow, Saturday, November 21, at 8:00 AM New York time');
    }
  });

  it('an owner who chose another clock: their time, and the day in their zone', async () => {
    const props = {
      blitzFirstSendAt: new Date('2026-11-21T21:30:00Z'),
      blitzSendClock: { minute: 6 * 60 + 30, timeZone: 'Asia/Tokyo' },
    };
    for (const part of await parts(props)) {
      expect(part).toContain('Starting tomorrow, Sunday, November 22, at 6:30 AM Tokyo time');
      expect(part).not.toContain('New York');
    }
  });
});
