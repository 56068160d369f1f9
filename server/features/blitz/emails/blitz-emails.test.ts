import { describe, expect, it } from 'vitest';
import type { EmailTemplate } from '#server/features/email/email-template.ts';
import {
  expectEveryEmailRule,
  expectMarketingFooter,
  hrefs,
  renderForTest,
  testBrand as brand,
  testUnsubscribeUrl as unsubscribeUrl,
} from '../../../../tests/support/email-rendering.ts';
import {
  blitzClosingTemplate,
  blitzConfirmationTemplate,
  blitzDailyTemplate,
  blitzNoReviewsTemplate,
  freeForeverTemplate,
} from './blitz-emails.ts';
import { escalationSentence } from '#server/features/playbooks/escalation.ts';
import { BLITZ_TIPS, blitzTipForDay } from './blitz-tips.ts';

const templates = {
  'blitz-confirmation': blitzConfirmationTemplate,
  'blitz-daily': blitzDailyTemplate,
  'blitz-no-reviews': blitzNoReviewsTemplate,
  'blitz-closing': blitzClosingTemplate,
  'blitz-free-forever': freeForeverTemplate,
};
type BlitzKind = keyof typeof templates;
type PropsOf<K extends BlitzKind> = (typeof templates)[K] extends EmailTemplate<infer P> ? P : never;
const blitzKinds = Object.keys(templates) as BlitzKind[];

const blitzBase = {
  brand,
  ownerName: 'Maria Lopez',
  restaurantName: 'Café Mogador',
  unsubscribeUrl,
  reviewSource: 'catalogue' as const,
  inboxUrl: 'https://replybook.example/inbox?place=cafe-mogador',
  sendClock: { minute: 8 * 60, timeZone: 'America/New_York' },
};

const fixtures: { [K in BlitzKind]: PropsOf<K> } = {
  'blitz-confirmation': {
    ...blitzBase,
    firstSendAt: new Date('2026-11-23T13:00:00Z'),
    lastSendAt: new Date('2026-11-29T13:00:00Z'),
  },
  'blitz-daily': {
    ...blitzBase,
    day: 3,
    placeUrl: 'https://maps.example/cafe-mogador',
    items: [
      {
        review: {
          rating: 5,
          text: 'The shakshuka was perfect and our server Dana kept the coffee coming. '.repeat(12),
          authorName: 'Jane D.',
          publishTime: '2026-11-24T22:41:00Z',
          source: 'catalogue',
        },
        suggestedReply: 'Jane, thank you for the kind words about the shakshuka!\nWe will tell Dana.\n— Maria',
      },
      {
        review: {
          rating: 2,
          text: 'Waited 40 minutes for a table.',
          authorName: 'Tom R.',
          publishTime: '2026-11-25T01:10:00Z',
          source: 'catalogue',
        },
        suggestedReply: 'Tom, a 40-minute wait is too long, and I am sorry. — Maria',
      },
    ],
  },
  'blitz-no-reviews': { ...blitzBase, day: 4 },
  'blitz-closing': { ...blitzBase, summary: { daysSent: 7, reviewsCovered: 12 } },
  'blitz-free-forever': {
    ...blitzBase,
    placeUrl: 'https://maps.example/cafe-mogador',
    item: {
      review: {
        rating: 2,
        text: 'Waited 40 minutes for a table.',
        authorName: 'Tom R.',
        publishTime: '2026-12-02T01:10:00Z',
        source: 'catalogue',
      },
      suggestedReply: 'Tom, a 40-minute wait is too long, and I am sorry. — Maria',
    },
    othersWaiting: 2,
  },
};

async function renderFixture<K extends BlitzKind>(kind: K, overrides: Partial<PropsOf<K>> = {}) {
  return renderForTest(templates[kind] as EmailTemplate<PropsOf<K>>, { ...fixtures[kind], ...overrides });
}

describe('every blitz email', () => {
  it.each(blitzKinds)(
    '%s: absolute links only, no images, postal address and support address in both parts',
    async (kind) => {
      expectEveryEmailRule(await renderFixture(kind));
    },
  );

  it.each(blitzKinds)('%s (marketing): visible unsubscribe link and why the person gets it', async (kind) => {
    expectMarketingFooter(await renderFixture(kind), 'Café Mogador');
  });

  it('is marketing mail', () => {
    expect(Object.values(templates).every((template) => template.marketing)).toBe(true);
  });

  it('escapes what visitors typed', async () => {
    const email = await renderFixture('blitz-no-reviews', { restaurantName: '<script>alert(1)</script> & Co' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(email.subject).toContain('<script>alert(1)</script> & Co');
  });
});

describe('every blitz email states the owner’s own clock', () => {
  const london = { minute: 7 * 60 + 30, timeZone: 'Europe/London' };

  it('the default clock is said as 8:00 AM New York time', async () => {
    expect((await renderFixture('blitz-daily')).text).toContain('Tomorrow’s email arrives at 8:00 AM New York time.');
  });

  it.each(['blitz-daily', 'blitz-no-reviews', 'blitz-closing', 'blitz-free-forever'] as const)(
    '%s: an owner on London 7:30 is told 7:30 AM London time, never New York',
    async (kind) => {
      const email = await renderFixture(kind, { sendClock: london } as Partial<PropsOf<typeof kind>>);
      expect(email.text).toContain('7:30 AM London time');
      expect(email.text).not.toMatch(/New York|8:00 AM/);
    },
  );

  it('the closing email to a Starter owner says their time too', async () => {
    const email = await renderFixture('blitz-closing', {
      sendClock: london,
      plan: { id: 'starter', trialEndsAt: null },
    });
    expect(email.text).toContain('from tomorrow, at 7:30 AM London time, on a morning when new reviews');
  });

  it('the confirmation names the days and the time on the clock it has (a new enrollment: New York)', async () => {
    const email = await renderFixture('blitz-confirmation', {
      firstSendAt: new Date('2026-11-21T21:30:00Z'),
      lastSendAt: new Date('2026-11-27T21:30:00Z'),
      sendClock: { minute: 6 * 60 + 30, timeZone: 'Asia/Tokyo' },
    });
    expect(email.text).toContain('Starting Sunday, November 22 and running through Saturday, November 28');
    expect(email.text).toContain('6:30 AM Tokyo time');
  });
});

describe('blitz-confirmation', () => {
  it('gives the first and last send days at 8:00 AM New York time', async () => {
    const email = await renderFixture('blitz-confirmation');
    expect(email.subject).toContain('Café Mogador');
    expect(email.text).toContain('Starting Monday, November 23 and running through Sunday, November 29');
    expect(email.text).toContain('8:00 AM New York time');
    expect(email.text).not.toContain('shares up to five reviews publicly');
  });

  it('warns about Google’s 5-review limit when the place comes from Google', async () => {
    const email = await renderFixture('blitz-confirmation', { reviewSource: 'google' });
    expect(email.text).toContain('Google shares up to five reviews publicly');
    expect(email.text).not.toContain('samples written for the demo');
  });

  it('says the catalogue’s reviews are samples, and offers the connect link when there is one', async () => {
    const connectUrl = 'https://replybook.example/connect/google?t=abc.def';
    const email = await renderFixture('blitz-confirmation', { connectUrl });
    expect(email.text).toContain('samples written for the demo, not real reviews of Café Mogador');
    expect(hrefs(email.html)).toContain(connectUrl);
  });
});

describe('blitz-daily', () => {
  it('shows each review with stars, author, an excerpt and its suggested reply in a copyable block', async () => {
    const email = await renderFixture('blitz-daily');
    expect(email.subject).toBe('Day 3 of 7: 2 new reviews for Café Mogador, replies ready');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Day 3 of 7');
      expect(part).toContain('★★★★★');
      expect(part).toContain('★★☆☆☆');
      expect(part).toContain('Jane D.');
      expect(part).toContain('Tom R.');
      expect(part).toContain('Waited 40 minutes for a table.');
      expect(part).toContain('Tom, a 40-minute wait is too long, and I am sorry. — Maria');
    }
    // The long review is cut to an excerpt, the reply keeps its line breaks in the text part.
    expect(email.text).toMatch(/The shakshuka was perfect[^”]*…”/);
    expect(email.text).toContain(
      'Jane, thank you for the kind words about the shakshuka!\nWe will tell Dana.\n— Maria',
    );
    expect(email.html).toContain('user-select:all');
    expect(email.text).toContain('Tue, Nov 24, 5:41 PM ET');
    expect(hrefs(email.html)).toContain('https://maps.example/cafe-mogador');
    expect(hrefs(email.html)).toContain(blitzBase.inboxUrl);
    expect(email.text).not.toContain('shares up to five reviews publicly');
  });

  it('attributes Google reviews and notes the 5-review limit', async () => {
    const google = fixtures['blitz-daily'].items.map((item) => ({
      ...item,
      review: { ...item.review, source: 'google' as const },
    }));
    const email = await renderFixture('blitz-daily', { reviewSource: 'google', items: google, day: 7 });
    expect(email.text).toContain('Jane D. on Google');
    expect(email.text).toContain(
      'Google shares up to five reviews publicly, chosen by relevance, so a review from the last 24 hours can be missing',
    );
    expect(email.text).toContain('This was the last day of your blitz');
  });

  it('without a connection but with OAuth configured: says what the owner is missing and links to connect', async () => {
    const connectUrl = 'https://replybook.example/connect/google?t=abc.def';
    const email = await renderFixture('blitz-daily', { reviewSource: 'google', connectUrl });
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Google shares up to five reviews publicly; connect your profile to get every new one.');
    }
    expect(hrefs(email.html)).toContain(connectUrl);
  });

  it('built from the catalogue: says, in both parts, that the reviews are samples written for the demo', async () => {
    const email = await renderFixture('blitz-daily');
    for (const part of [email.html, email.text]) {
      expect(part).toContain(
        'The reviews in these emails are samples written for the demo, not real reviews of Café Mogador.',
      );
    }
  });

  it('connected: a "Review and post" button per review, the unanswered count, and no copy-and-paste listing link', async () => {
    const items = fixtures['blitz-daily'].items.map((item, index) => ({
      ...item,
      review: { ...item.review, source: 'google' as const },
      reviewAndPostUrl: `https://replybook.example/replies/draft-${index}?t=tok${index}`,
    }));
    const email = await renderFixture('blitz-daily', {
      reviewSource: 'google-business',
      items,
      unansweredCount: 14,
      disconnectUrl: 'https://replybook.example/connect/google/disconnect?t=x',
    });
    expect(hrefs(email.html).filter((href) => href.includes('/replies/'))).toEqual([
      'https://replybook.example/replies/draft-0?t=tok0',
      'https://replybook.example/replies/draft-1?t=tok1',
    ]);
    expect(email.text.match(/Review and post/g)).toHaveLength(3);
    expect(email.text).toContain('14 reviews of Café Mogador on Google are still unanswered, these included.');
    expect(email.text).not.toContain('samples written for the demo');
    expect(email.text).not.toContain('shares up to five');
    expect(hrefs(email.html)).not.toContain('https://maps.example/cafe-mogador');
  });

  it('a review flagged for escalation says what to check before posting, and promises no private channel', async () => {
    const [first] = fixtures['blitz-daily'].items;
    const escalation = escalationSentence(['allergen']);
    const email = await renderFixture('blitz-daily', { items: [{ ...first!, escalation }] });
    expect(email.text).toContain(
      'Before you post: this review describes an allergic reaction, so find the dish and its allergen records, and talk to the server and the cook who were on shift. The suggested reply takes it seriously, admits no fault and invites the guest to get in touch with you.',
    );
    expect(email.text).not.toMatch(/privately/i);
  });

  it('a review the guest edited since an earlier email is marked as edited', async () => {
    const [first, second] = fixtures['blitz-daily'].items;
    const email = await renderFixture('blitz-daily', { items: [{ ...first!, edited: true }, second!] });
    expect(email.text.match(/Edited: the guest changed this review since our last email/g)).toHaveLength(1);
  });

  it('a failed sync says why and that public reviews were used, with the reconnect link when one is needed', async () => {
    const connectUrl = 'https://replybook.example/connect/google?t=abc.def';
    const email = await renderFixture('blitz-daily', {
      reviewSource: 'google',
      connectUrl,
      syncProblem:
        'Google says this account can’t manage that location, so this email uses the reviews Google shows publicly instead.',
    });
    expect(email.text).toContain('Google says this account can’t manage that location');
    expect(email.text).toContain('Connect your Google Business Profile again');
    expect(hrefs(email.html)).toContain(connectUrl);
  });

  it('uses the singular for one review', async () => {
    const [first] = fixtures['blitz-daily'].items;
    const email = await renderFixture('blitz-daily', { items: first ? [first] : [] });
    expect(email.subject).toBe('Day 3 of 7: 1 new review for Café Mogador, replies ready');
  });
});

describe('blitz-no-reviews', () => {
  it('says there was nothing new and gives the tip for that day', async () => {
    const day4 = await renderFixture('blitz-no-reviews');
    const day1 = await renderFixture('blitz-no-reviews', { day: 1 });
    expect(day4.subject).toBe('Day 4 of 7: no new reviews for Café Mogador, plus one tip');
    expect(day4.text).toContain('No new reviews in the last 24 hours');
    expect(day4.text).toContain(`Tip: ${blitzTipForDay(4).title}`);
    expect(day4.text).toContain(blitzTipForDay(4).body);
    expect(day1.text).toContain(`Tip: ${blitzTipForDay(1).title}`);
    expect(day1.text).not.toContain(blitzTipForDay(4).title);
  });

  it('when the window held only reviews already sent: says nothing is new instead of repeating them', async () => {
    const email = await renderFixture('blitz-no-reviews', { alreadySent: 3 });
    expect(email.text).toContain('Nothing new since your last email');
    expect(email.text).toContain('we never send you the same review twice');
    expect(email.text).toContain('samples written for the demo');
  });

  it('connected, with older reviews unanswered: says how many and links to the inbox', async () => {
    const email = await renderFixture('blitz-no-reviews', { reviewSource: 'google-business', unansweredCount: 8 });
    expect(email.text).toContain('8 older reviews of Café Mogador on Google are still unanswered.');
    expect(hrefs(email.html)).toContain(blitzBase.inboxUrl);
  });

  it('has a distinct tip for each of the 7 days', () => {
    const titles = [1, 2, 3, 4, 5, 6, 7].map((day) => blitzTipForDay(day).title);
    expect(new Set(titles).size).toBe(7);
    expect(BLITZ_TIPS).toHaveLength(7);
    expect(blitzTipForDay(8)).toEqual(blitzTipForDay(1));
    expect(blitzTipForDay(0)).toEqual(blitzTipForDay(7));
  });
});

describe('blitz-closing', () => {
  it('sums up the week and offers both paid plans with the pricing link', async () => {
    const email = await renderFixture('blitz-closing');
    expect(hrefs(email.html)).toContain('https://replybook.example/#pricing');
    expect(hrefs(email.html)).toContain(blitzBase.inboxUrl);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('suggested replies to 12 new reviews of Café Mogador');
      expect(part).toContain('Starter: $199/month');
      expect(part).toContain('14-day free trial');
      expect(part).toContain('Pro Coverage: $499/month');
    }
  });

  it('says what Free Forever does from tomorrow, and how to stop it', async () => {
    const email = await renderFixture('blitz-closing');
    expect(email.text).toContain('From tomorrow you’re on the Free Forever plan');
    expect(email.text).toContain('No email on a day with nothing new; the unsubscribe link below stops it.');
  });

  it('an owner already on Starter (its trial): the mornings go on, no plan or card is pitched, the inbox is linked', async () => {
    const email = await renderFixture('blitz-closing', {
      plan: { id: 'starter', trialEndsAt: '2026-12-10T15:00:00Z' },
    });
    expect(hrefs(email.html)).toContain(blitzBase.inboxUrl);
    expect(hrefs(email.html)).not.toContain('https://replybook.example/#pricing');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Café Mogador is on Starter, its free trial running until Thursday, December 10');
      expect(part).toContain('we email a suggested reply for every one of them');
      expect(part).toContain('Three days before the trial ends we email you what happens next.');
      expect(part).not.toMatch(/Free Forever|Compare the plans|\$199|Add a card|14-day free trial|Pro Coverage/);
    }
    expect(email.html).toContain('Your Starter mornings go on.');
  });

  it('an owner on Starter with a card: no trial is named; a copy to an extra address has no inbox button', async () => {
    const paid = await renderFixture('blitz-closing', { plan: { id: 'starter', trialEndsAt: null } });
    expect(paid.text).toContain('Café Mogador is on Starter, so the mornings go on');
    expect(paid.text).not.toMatch(/trial|Compare the plans/);
    const copy = await renderFixture('blitz-closing', {
      plan: { id: 'starter', trialEndsAt: '2026-12-10T15:00:00Z' },
      extraRecipient: true,
      inboxUrl: null,
    });
    expect(hrefs(copy.html).some((href) => href.includes('/inbox'))).toBe(false);
    expect(copy.text).not.toContain('Three days before the trial ends');
  });

  it('words a week without reviews honestly', async () => {
    const email = await renderFixture('blitz-closing', { summary: { daysSent: 6, reviewsCovered: 0 } });
    expect(email.text).toContain('Over 6 mornings no new reviews of Café Mogador came in');
  });

  const waitingOne = {
    rating: 1,
    authorName: 'Guest Night',
    publishTime: '2026-11-28T04:10:00Z',
    text: 'Cold soup and nobody came back to the table.',
    source: 'google' as const,
    escalation: null,
  };
  const waitingTwo = { ...waitingOne, rating: 4, authorName: 'Guest Day', text: 'Good bagels, slow line.' };

  it('connected: lists what waits for a reply in the order given (worst first), never calls the reviews samples', async () => {
    const email = await renderFixture('blitz-closing', {
      reviewSource: 'google-business',
      waiting: { total: 7, items: [waitingOne, waitingTwo] },
    });
    for (const part of [email.html, email.text]) {
      expect(part).toContain('7 reviews of Café Mogador on Google are waiting for a reply, the one that needs it most');
      expect(part).toContain('Cold soup and nobody came back to the table.');
      expect(part).toContain('Guest Night on Google');
      expect(part).toContain('…and 5 more.');
      expect(part).not.toContain('samples written for the demo');
    }
    expect(email.text.indexOf('Cold soup')).toBeLessThan(email.text.indexOf('Good bagels'));
    expect(hrefs(email.html)).toContain(blitzBase.inboxUrl);
  });

  it('an escalated waiting review says what to check before posting and what the reply should do', async () => {
    const email = await renderFixture('blitz-closing', {
      reviewSource: 'google-business',
      waiting: { total: 1, items: [{ ...waitingOne, escalation: escalationSentence(['illness', 'legal']) }] },
    });
    expect(email.text).toContain(
      'Before you post: this review describes a foodborne-illness claim and a legal threat, so pull the ticket of that visit and check the temperature and prep logs of that service; and speak to your lawyer or insurer. Your public reply should take it seriously, admit no fault and invite the guest to get in touch with you.',
    );
    expect(email.text).not.toMatch(/privately/i);
  });

  it('says the reviews were samples only when the week carried samples', async () => {
    const samples = await renderFixture('blitz-closing', { sampleReviews: true });
    expect(samples.text).toContain('samples written for the demo, not real reviews of Café Mogador');
    const none = await renderFixture('blitz-closing', { sampleReviews: false });
    expect(none.text).not.toContain('samples written for the demo');
  });

  it('a copy to an extra address has no inbox link: the inbox is the owner’s', async () => {
    const email = await renderFixture('blitz-closing', { extraRecipient: true, inboxUrl: null, ownerName: '' });
    expect(hrefs(email.html).some((href) => href.includes('/inbox'))).toBe(false);
    expect(email.text).not.toContain('your inbox');
  });
});

describe('blitz-free-forever', () => {
  it('carries one review and its reply, how many others wait, and the inbox link to see them', async () => {
    const email = await renderFixture('blitz-free-forever');
    expect(email.subject).toBe('A suggested reply for Café Mogador: a 2-star review');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Waited 40 minutes for a table.');
      expect(part).toContain('Tom, a 40-minute wait is too long, and I am sorry.');
      expect(part).toContain('2 other new reviews are waiting for a reply');
      expect(part).toContain('samples written for the demo, not real reviews of Café Mogador');
    }
    expect(hrefs(email.html)).toContain(blitzBase.inboxUrl);
    expect(hrefs(email.html)).toContain('https://maps.example/cafe-mogador');
    expect(email.text).toContain('none on a morning when no new review is waiting');
  });

  it('a connected owner gets “Review and post”, and an escalated review says why it needs a person', async () => {
    const reviewAndPostUrl = 'https://replybook.example/replies/abc?t=xyz';
    const email = await renderFixture('blitz-free-forever', {
      reviewSource: 'google-business',
      othersWaiting: 0,
      item: {
        ...fixtures['blitz-free-forever'].item,
        reviewAndPostUrl,
        escalation: escalationSentence(['injury']),
      },
    });
    expect(hrefs(email.html)).toContain(reviewAndPostUrl);
    expect(hrefs(email.html)).not.toContain('https://maps.example/cafe-mogador');
    expect(email.text).toContain(
      'Before you post: this review describes an injury, so write down what happened and who was on shift, and call your insurer.',
    );
    expect(email.text).toContain('No other new review is waiting for a reply.');
    expect(email.text).not.toContain('samples written for the demo');
  });
});

describe('Google Business Profile links', () => {
  const connectUrl = 'https://replybook.example/connect/google?t=eyJlIjoibWFyaWEifQ.c0nnect';
  const disconnectUrl = 'https://replybook.example/connect/google/disconnect?t=eyJlIjoibWFyaWEifQ.d1sconnect';

  it.each(blitzKinds)('%s: the footer links to connect, or to disconnect, as the props say', async (kind) => {
    const connect = await renderFixture(kind, { connectUrl });
    expect(hrefs(connect.html)).toContain(connectUrl);
    expect(connect.html).toContain('Connect Google Business Profile');
    expect(connect.text).toContain(connectUrl);
    expect(hrefs(connect.html)).not.toContain(disconnectUrl);

    const disconnect = await renderFixture(kind, { disconnectUrl });
    expect(hrefs(disconnect.html)).toContain(disconnectUrl);
    expect(disconnect.text).toContain(disconnectUrl);
    expect(disconnect.html).not.toContain('Connect Google Business Profile');
  });

  it.each(blitzKinds)('%s: no Google link at all without the props (OAuth not configured)', async (kind) => {
    const email = await renderFixture(kind, { connectUrl: null, disconnectUrl: null });
    expect(email.html).not.toContain('Google Business Profile');
    expect(hrefs(email.html).some((link) => link.includes('/connect/google'))).toBe(false);
  });
});
