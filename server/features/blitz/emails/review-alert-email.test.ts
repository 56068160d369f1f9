import { describe, expect, it } from 'vitest';
import {
  expectEveryEmailRule,
  hrefs,
  renderForTest,
  testBrand as brand,
} from '../../../../tests/support/email-rendering.ts';
import { escalationSentence } from '#server/features/playbooks/escalation.ts';
import { reviewAlertTemplate } from './blitz-emails.ts';

const props = {
  brand,
  ownerName: 'Maria Lopez',
  restaurantName: 'Café Mogador',
  review: {
    rating: 1,
    text: 'My son had an allergic reaction to the tahini nobody mentioned.',
    authorName: 'Tom R.',
    // 9:10 PM in Paris, 3:10 PM in New York.
    updatedAt: new Date('2026-11-25T20:10:00Z'),
  },
  timeZone: 'Europe/Paris',
  suggestedReply: 'Tom, I am so sorry about your son.\nPlease write to me directly. Maria',
  reviewAndPostUrl: 'https://replybook.example/replies/6f1c2a8e-1d5b-4c1e-9a8b-2f3e4d5c6b7a?t=eyJkIjoiNmYxYyJ9.sig',
  escalation: escalationSentence(['allergen']),
  reviewsUrl: 'https://replybook.example/inbox?place=cafe-mogador',
  alertsOffUrl: 'https://replybook.example/unsubscribe?token=eyJlIjoibSIsInMiOiJhIn0.sig',
  unsubscribeUrl: 'https://replybook.example/unsubscribe?token=eyJlIjoibSJ9.sig',
};

describe('google-review-alert', () => {
  it('absolute links only, no images, postal address and support address in both parts', async () => {
    expectEveryEmailRule(await renderForTest(reviewAlertTemplate, props));
  });

  it('is marketing mail: it carries the recipient’s unsubscribe link', async () => {
    expect(reviewAlertTemplate.marketing).toBe(true);
    expect(hrefs((await renderForTest(reviewAlertTemplate, props)).html)).toContain(props.unsubscribeUrl);
  });

  it('names the restaurant and the stars, shows the review, the reply, the escalation and both links', async () => {
    const email = await renderForTest(reviewAlertTemplate, props);
    expect(email.subject).toBe('A new 1-star review of Café Mogador');
    expect(hrefs(email.html)).toContain(props.reviewAndPostUrl);
    expect(hrefs(email.html)).toContain(props.reviewsUrl);
    for (const part of [email.text, email.html]) {
      expect(part).toContain('allergic reaction to the tahini');
      expect(part).toContain('Please write to me directly');
      expect(part).toContain('Before you post: this review describes an allergic reaction, so find the dish');
      expect(part).toContain('The suggested reply takes it seriously, admits no fault and invites the guest');
      expect(part).toContain('The page asks you to confirm before anything is posted.');
      expect(part).not.toMatch(/privately/i);
    }
    // The review's time in the restaurant's zone.
    expect(email.text).toMatch(/Wed,? 9:10\s?PM GMT\+1/);
  });

  it('a stars-only review without escalation says so and has no escalation line', async () => {
    const email = await renderForTest(reviewAlertTemplate, {
      ...props,
      review: { ...props.review, rating: 2, text: '' },
      escalation: null,
    });
    expect(email.subject).toBe('A new 2-star review of Café Mogador');
    expect(email.text).toContain('No written review, stars only.');
    expect(email.text).not.toContain('Before you post');
  });

  it('offers "Turn off these alerts" beside "Unsubscribe from everything", each saying what it stops', async () => {
    const email = await renderForTest(reviewAlertTemplate, props);
    expect(email.html).toContain(`href="${props.alertsOffUrl}"`);
    expect(email.html).toMatch(
      />Turn off these alerts<\/a>: no more same-day alerts about Café Mogador’s reviews; your morning emails go on\./,
    );
    expect(email.html).toMatch(
      />Unsubscribe from everything<\/a>: no more morning emails, review alerts or other marketing email/,
    );
    expect(email.text).toContain('Turn off these alerts');
    expect(email.text).toContain(props.alertsOffUrl);
  });

  it('an extra address’s copy: no inbox, no button, no page to confirm on; its unsubscribe stops only its copies', async () => {
    const email = await renderForTest(reviewAlertTemplate, {
      ...props,
      ownerName: '',
      reviewAndPostUrl: null,
      reviewsUrl: null,
      alertsOffUrl: null,
      extraRecipient: true,
    });
    expect(hrefs(email.html).filter((href) => !href.startsWith('mailto:'))).toEqual([
      'https://replybook.example/',
      props.unsubscribeUrl,
    ]);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Before you post: this review describes an allergic reaction');
      expect(part).not.toMatch(/your inbox|The page asks|Turn off these alerts|Review and post/);
      expect(part).toContain('the owner of Café Mogador checks it and posts the reply');
      expect(part).toContain(
        'Café Mogador’s emails stop coming to this address, starting now. The owner’s own emails go on.',
      );
    }
  });
});
