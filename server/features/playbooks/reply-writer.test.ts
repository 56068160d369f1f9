import { replyLanguageOf } from '#server/features/playbooks/reply-language.ts';
import { guestFirstName, ownerFirstName } from '#server/features/playbooks/guest-names.ts';
import { describe, expect, it } from 'vitest';
import type { BrandProfile, ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import {
  steakhouseProfile,
  steakhouseReviews,
  taqueriaProfile,
  taqueriaReviews,
} from '../../../tests/support/playbook-fixtures.ts';
import {
  GOOGLE_REPLY_LIMIT_BYTES,
  assembleReply,
  emptyReplyMemory,
  guestAspectsOf,
  REPLY_STYLES,
  registerOf,
  suggestComplaintReply,
  suggestReply,
  utf8Bytes,
} from './reply-writer.ts';
import { checkReply, closingOf, openingOf } from './reply-checks.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';

function review(overrides: Partial<Review>): Review {
  return {
    id: 'r1',
    rating: 5,
    text: 'Lovely evening.',
    authorName: 'Jane Doe',
    relativeTime: '2 days ago',
    publishTime: '2026-11-18T12:00:00.000Z',
    language: 'en',
    ownerReply: null,
    source: 'catalogue',
    ...overrides,
  };
}

const positive: ReviewInsight = { sentiment: 'positive', score: 0.8, aspects: [] };
const INCENTIVE =
  /discount|coupon|voucher|on the house|on us|free (?:meal|dessert|drink)|% off|next (?:meal|visit) is/i;

describe('suggestReply', () => {
  const profile = steakhouseProfile();
  const reviews = steakhouseReviews();

  it('greets by first name, names the dishes and staff the guest mentioned, and signs off', () => {
    const reply = suggestReply({
      review: reviews[0] as Review,
      insight: profile.reviewInsights[0] as ReviewInsight,
      profile,
      variant: 0,
    });
    expect(reply).toMatch(/^(Dear|Hello) Jane,/);
    expect(reply).toContain('dry-aged porterhouse');
    expect(reply).toContain('creamed spinach');
    expect(reply).toContain('Marco');
    expect(reply.trim().endsWith('— Eleanor, Owner')).toBe(true);
  });

  it('never names a dish the guest did not mention', () => {
    const reply = suggestReply({
      review: review({ text: 'Great service and a lovely room.' }),
      insight: { sentiment: 'positive', score: 0.7, aspects: [{ aspect: 'service', sentiment: 'positive' }] },
      profile,
      variant: 3,
    });
    for (const dish of profile.signatureItems) expect(reply.toLowerCase()).not.toContain(dish.toLowerCase());
    expect(reply).toContain('service');
  });

  it('owns a negative review specifically, moves it offline, and offers nothing', () => {
    const priya = reviews[2] as Review;
    const reply = suggestReply({
      review: priya,
      insight: profile.reviewInsights[2] as ReviewInsight,
      profile,
      variant: 0,
    });
    expect(reply).toContain('Priya');
    // Owned in the guest's words: the steaks came out cold, and what the server did (never by name).
    expect(reply).toMatch(/steaks came out cold/);
    expect(reply).toMatch(/our server was dismissive when you mentioned it/);
    expect(reply).toMatch(/directly|get in touch|contact/);
    expect(reply).not.toMatch(INCENTIVE);
    expect(reply).not.toMatch(/but we were busy|you must have|feedback\./i);
  });

  it('reads the wait time the guest gave', () => {
    const tom = reviews[1] as Review;
    const reply = suggestReply({
      review: tom,
      insight: profile.reviewInsights[1] as ReviewInsight,
      profile,
      variant: 1,
    });
    expect(reply).toContain('45-minute wait');
    // The guest said what went wrong: no stock question about it.
    expect(reply).not.toMatch(/something was missing|what would have made/i);
  });

  it('writes a short holding reply to an illness claim without repeating the claim', () => {
    const kevin = reviews[7] as Review;
    const reply = suggestReply({
      review: kevin,
      insight: profile.reviewInsights[7] as ReviewInsight,
      profile,
      variant: 0,
    });
    expect(reply).toMatch(/very seriously/);
    expect(reply).toMatch(/contact us directly/);
    expect(reply).not.toMatch(/oysters|poisoning/i);
  });

  it('replies in Spanish to a Spanish review, with correct articles', () => {
    const t = taqueriaProfile();
    const carlos = taqueriaReviews()[0] as Review;
    const reply = suggestReply({
      review: carlos,
      insight: t.reviewInsights[0] as ReviewInsight,
      profile: t,
      variant: 0,
    });
    expect(reply).toMatch(/Carlos/);
    expect(reply).toMatch(/los tacos al pastor/);
    expect(reply).toMatch(/la horchata/);
    expect(reply).toMatch(/gracias|agradecemos/i);
    const body = reply.split('\n\n').slice(0, -1).join('\n\n');
    expect(body).not.toMatch(/\b(thank|the|we)\b/i);
    expect(reply.endsWith('— Rafa & the Casa Lupita crew')).toBe(true);
  });

  it('replies in Spanish to a negative Spanish review and uses usted for a formal brand', () => {
    const formal = { ...steakhouseProfile() };
    const reply = suggestReply({
      review: review({
        rating: 1,
        language: 'es',
        authorName: 'Lucía Gómez',
        text: 'Esperamos 40 minutos y la comida llegó fría.',
      }),
      insight: {
        sentiment: 'negative',
        score: -0.7,
        aspects: [
          { aspect: 'speed', sentiment: 'negative' },
          { aspect: 'food', sentiment: 'negative' },
        ],
      },
      profile: formal,
      variant: 0,
    });
    expect(reply).toMatch(/Lucía/);
    expect(reply).toMatch(/40 minutos/);
    expect(reply).toMatch(/pregunte por|preguntara por|se ponga en contacto|contacte/);
  });

  it('detects Spanish from the text when the language tag is missing', () => {
    expect(replyLanguageOf({ language: '', text: 'La comida estaba muy rica y el servicio fue excelente.' })).toBe(
      'es',
    );
    expect(replyLanguageOf({ language: '', text: 'The food was great and the service was quick.' })).toBe('en');
    expect(replyLanguageOf({ language: 'fr', text: 'Très bon repas.' })).toBe('en');
  });

  it('answers other languages in natural English with no note about the language', () => {
    const reply = suggestReply({
      review: review({ language: 'fr', authorName: 'Amélie Martin', text: 'Très bon repas.' }),
      insight: positive,
      profile,
      variant: 0,
    });
    expect(reply).toMatch(/Amélie/);
    expect(reply).not.toMatch(/translat|language|French/i);
  });

  it('varies the wording across ten similar five-star reviews', () => {
    const replies = Array.from({ length: 10 }, (_, i) =>
      suggestReply({
        review: review({ id: `r${i}`, authorName: 'Sam Lee', text: 'Amazing dry-aged porterhouse, will be back!' }),
        insight: {
          sentiment: 'positive',
          score: 0.9,
          aspects: [{ aspect: 'signature', sentiment: 'positive', subject: 'dry-aged porterhouse' }],
        },
        profile,
        variant: i,
      }),
    );
    expect(new Set(replies).size).toBeGreaterThanOrEqual(8);
    const openings = new Set(replies.map((r) => r.split('\n\n')[1]?.split('. ')[0]));
    expect(openings.size).toBeGreaterThanOrEqual(3);
  });

  it('stays within 4,096 UTF-8 bytes for a giant review with giant subjects and sign-off', () => {
    const giant = 'Él comió 🍣 y dijo que el pulpo estaba increíble. '.repeat(500);
    const insight: ReviewInsight = {
      sentiment: 'mixed',
      score: 0,
      aspects: [
        ...Array.from({ length: 30 }, (_, i) => ({
          aspect: 'signature' as const,
          sentiment: 'positive' as const,
          subject: `plato ${i} ${'🍣'.repeat(300)}`,
        })),
        { aspect: 'speed', sentiment: 'negative' },
      ],
    };
    const huge: BrandProfile = { ...steakhouseProfile(), signOff: `— ${'Ñ'.repeat(5000)}`, name: 'R'.repeat(5000) };
    for (const [language, rating] of [
      ['es', 3],
      ['en', 5],
      ['en', 1],
    ] as const) {
      const reply = suggestReply({
        review: review({ text: giant, language, rating }),
        insight,
        profile: huge,
        variant: 2,
      });
      expect(reply.trim().length).toBeGreaterThan(0);
      expect(utf8Bytes(reply)).toBeLessThanOrEqual(GOOGLE_REPLY_LIMIT_BYTES);
    }
  });

  it('drops whole sentences, least important first, to fit the limit', () => {
    const body = [
      { text: 'Keep me.', dropRank: 0 },
      { text: `${'x'.repeat(3000)}.`, dropRank: 3 },
      { text: `${'y'.repeat(1500)}.`, dropRank: 2 },
    ];
    const reply = assembleReply('Hi Jo,', body, '— Ann');
    expect(utf8Bytes(reply)).toBeLessThanOrEqual(GOOGLE_REPLY_LIMIT_BYTES);
    expect(reply).toContain('Keep me.');
    expect(reply).toContain('y'.repeat(1500));
    expect(reply).not.toContain('xxxx');
    expect(reply.endsWith('— Ann')).toBe(true);
  });

  it('does not greet handles or placeholders by name', () => {
    expect(guestFirstName('gordon_eats')).toBeNull();
    expect(guestFirstName('A Google User')).toBeNull();
    expect(guestFirstName('J.')).toBeNull();
    expect(guestFirstName('maria lópez')).toBe('Maria');
    // Handles that start with a place or end in a foodie word are not greeted as "Hi Colorado".
    expect(guestFirstName('Colorado Mike')).toBeNull();
    expect(guestFirstName('Tar Heel Eats')).toBeNull();
    expect(guestFirstName('jinnyeats')).toBeNull();
    expect(guestFirstName('Georgia P.')).toBe('Georgia');
    const reply = suggestReply({ review: review({ authorName: 'foodie92' }), insight: positive, profile, variant: 0 });
    expect(reply).not.toContain('foodie92');
  });

  it('finds the owner’s first name from the owner field or the sign-off', () => {
    expect(ownerFirstName({ ownerName: 'Eleanor Marlowe', signOff: '' })).toBe('Eleanor');
    expect(ownerFirstName({ ownerName: '', signOff: '— Maria, General Manager' })).toBe('Maria');
    expect(ownerFirstName({ ownerName: '', signOff: '— The team at Keens' })).toBeNull();
  });

  it('matches the register to the tone of voice', () => {
    expect(registerOf(['Refined', 'Gracious', 'Warm'])).toBe('formal');
    expect(registerOf(['Playful', 'Warm', 'Down-to-earth'])).toBe('casual');
    expect(registerOf(['Warm', 'Honest', 'Welcoming'])).toBe('warm');
  });

  it('does not apologise to a five-star guest when the analysis misfiles an aspect as negative', () => {
    const reply = suggestReply({
      review: review({ rating: 5, text: 'Came alone at the bar. Staff treated me like a regular.' }),
      insight: {
        sentiment: 'positive',
        score: 0.7,
        aspects: [
          { aspect: 'drinks', sentiment: 'negative' },
          { aspect: 'service', sentiment: 'positive' },
        ],
      },
      profile,
      variant: 0,
    });
    expect(reply).not.toMatch(/sorry|falling short/i);
    // The guest's praise of the staff is passed on to the team.
    expect(reply).toMatch(/team|staff/);
  });

  it('reads restaurant complaint patterns the analysis missed', () => {
    const reply = suggestReply({
      review: review({
        rating: 1,
        text: 'We were seated next to the service station all night and I felt like an inconvenience.',
      }),
      insight: { sentiment: 'negative', score: -0.6, aspects: [] },
      profile,
      variant: 1,
    });
    expect(reply).toContain('the table you were given');
    expect(reply).toContain('how you were made to feel');
  });

  it('never names a staff member in a reply to a complaint about staff', () => {
    const reply = suggestReply({
      review: review({ rating: 1, text: 'Marco was rude to us all night.' }),
      insight: {
        sentiment: 'negative',
        score: -0.8,
        aspects: [{ aspect: 'staff', sentiment: 'negative', subject: 'Marco' }],
      },
      profile,
      variant: 0,
    });
    expect(reply).not.toContain('Marco');
    expect(reply).toMatch(/how our team treated you/);
  });
});

describe('suggestComplaintReply', () => {
  it('writes a prepared reply per complaint theme that names the problem and stays generic about the guest', () => {
    const profile = taqueriaProfile();
    const replies = profile.complaints.map((theme, i) => suggestComplaintReply(theme, profile, i));
    expect(replies[0]).toMatch(/arriving cold/);
    expect(replies[1]).toMatch(/restrooms/);
    expect(replies[2]).toMatch(/wait/);
    for (const reply of replies) {
      expect(reply).toContain('[first name]');
      expect(reply).toContain('— Rafa & the Casa Lupita crew');
      expect(reply).not.toMatch(INCENTIVE);
      expect(utf8Bytes(reply)).toBeLessThanOrEqual(GOOGLE_REPLY_LIMIT_BYTES);
    }
    expect(new Set(replies).size).toBe(replies.length);
  });
});

describe('suggestReply in a batch', () => {
  it('gives ten similar five-star reviews ten different openings and closings', () => {
    const profile = steakhouseProfile();
    const memory = emptyReplyMemory();
    const replies = Array.from({ length: 10 }, (_, i) =>
      suggestReply({
        review: review({ id: `b${i}`, rating: 5, text: 'Great steak and lovely service.', authorName: 'Alex Kim' }),
        insight: positive,
        profile,
        variant: i,
        memory,
      }),
    );
    expect(new Set(replies.map((r) => openingOf(r, profile.signOff))).size).toBe(10);
    expect(new Set(replies.map((r) => closingOf(r, profile.signOff))).size).toBe(10);
  });

  it('reads a mixed review per thing: thanks for the sandwich, owns the loud room, never praises the room', () => {
    const profile = steakhouseProfile();
    const text = 'Good sandwich, loud room.';
    for (let variant = 0; variant < 6; variant += 1) {
      const reply = suggestReply({
        review: review({ rating: 3, text }),
        insight: analyzeReview(text),
        profile,
        variant,
      });
      expect(reply).toMatch(/sandwich/);
      expect(reply).toMatch(/loud|room|noise/);
      expect(reply).not.toMatch(/atmosphere came through|glad the (?:room|atmosphere)/i);
      const aspects = guestAspectsOf({ text, language: 'en' });
      expect(checkReply({ reply, review: review({ rating: 3, text }), aspects, profile })).toEqual([]);
    }
  });
});

describe('a reply written differently', () => {
  const profile = steakhouseProfile();
  const texts: readonly [1 | 2 | 3 | 4 | 5, string][] = [
    [2, 'The ribs were dry and we waited 45 minutes for a table even with a reservation.'],
    [3, 'The ribeye was excellent but the room was so loud we could barely hear each other.'],
    [1, 'Our server was rude and the steak came out cold. Not worth $180.'],
    [5, 'The creamed spinach was perfect and Marco was so attentive.'],
  ];

  it('shorter, warmer or more formal adds no fact, cause or promise the first draft did not have', () => {
    for (const [rating, text] of texts) {
      const r = review({ rating, text });
      const first = suggestReply({ review: r, insight: analyzeReview(text), profile, variant: 0 });
      const firstWords = new Set(first.toLowerCase().match(/[a-z]+/g) ?? []);
      for (const style of REPLY_STYLES) {
        const styled = suggestReply({ review: r, insight: analyzeReview(text), profile, variant: 0, style });
        // Nothing invented (dishes, names, numbers), no remedy, no offer: the checks every draft passes.
        expect(checkReply({ reply: styled, review: r, aspects: guestAspectsOf(r), profile })).toEqual([]);
        // What it names of the visit (the dishes, the wait, the room) is what the first draft named.
        for (const word of [
          'ribs',
          'wait',
          'reservation',
          'ribeye',
          'room',
          'noise',
          'steak',
          'spinach',
          'marco',
          'server',
        ])
          if (styled.toLowerCase().includes(word) && !text.toLowerCase().includes(word))
            expect(firstWords.has(word)).toBe(true);
      }
    }
  });
});
