import { describe, expect, it } from 'vitest';
import { brandProfileSchema } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { trimAtWord } from './profile-themes.ts';
import { ownerNameFromReplies } from './profile-voice.ts';
import { analyzeRestaurant, type RestaurantInput } from './restaurant-profile.ts';
import { rankSignatureItems } from './signature-items.ts';

let nextId = 0;
function review(rating: number, text: string, authorName: string, extra: Partial<Review> = {}): Review {
  nextId += 1;
  return {
    id: `r${nextId}`,
    rating,
    text,
    authorName,
    relativeTime: 'a week ago',
    publishTime: '2026-10-01T12:00:00.000Z',
    language: 'en',
    ownerReply: null,
    source: 'catalogue',
    ...extra,
  };
}

function deli(reviews: Review[]): RestaurantInput {
  return {
    name: 'Sal’s Deli',
    address: '1 Main St',
    city: 'New York',
    cuisine: 'Deli',
    kind: 'restaurant',
    priceLevel: 2,
    rating: 4.5,
    reviews,
  };
}

const NOW = new Date('2026-11-01T00:00:00Z');

describe('analyzeRestaurant', () => {
  const reviews = [
    review(5, 'The pastrami sandwich is to die for. Our server Luis was a delight.', 'Ana P.', {
      ownerReply: {
        text: 'Thank you, Ana! See you soon.\n— Maria, General Manager',
        publishTime: '2026-10-02T00:00:00Z',
      },
    }),
    review(2, 'We waited 45 minutes for a table and the soup came out cold.', 'Ben K.'),
    review(4, 'Great pastrami but we waited 30 minutes in line. Cozy, old-school room.', 'Cy L.', {
      ownerReply: { text: 'Thanks for your patience! — Maria', publishTime: '2026-10-03T00:00:00Z' },
    }),
    review(5, 'Best pastrami in town. Ask for Luis!', 'Dee M.'),
    review(1, '', 'Eve N.'),
  ];
  const profile = analyzeRestaurant(deli(reviews), NOW);

  it('produces a profile that satisfies the contract', () => {
    expect(brandProfileSchema.parse(profile)).toEqual(profile);
    expect(profile.engine).toBe('offline');
    expect(profile.contactEmail).toBe('');
  });

  it('counts the statistics from the reviews', () => {
    expect(profile.reviewCount).toBe(5);
    expect(profile.ratingDistribution).toEqual({ '1': 1, '2': 1, '3': 0, '4': 1, '5': 2 });
    expect(profile.averageRating).toBe(3.4);
    expect(profile.replyRate).toBe(0.4);
    expect(profile.priceTier).toBe('$$');
  });

  it('knows no reply rate for Google reviews (Places sends no owner replies): null with the reason, never 0', () => {
    const google = analyzeRestaurant(deli(reviews.map((r) => ({ ...r, source: 'google', ownerReply: null }))), NOW);
    expect(google.replyRate).toBeNull();
    expect(google.replyRateUnknownReason).toBe('owner-replies-not-shared');
    expect(profile.replyRateUnknownReason).toBeNull();
    expect(analyzeRestaurant(deli([]), NOW).replyRateUnknownReason).toBe('no-reviews');
  });

  it('keeps one insight per review in input order, empty text included', () => {
    expect(profile.reviewInsights).toHaveLength(5);
    expect(profile.reviewInsights[0]?.sentiment).toBe('positive');
    expect(profile.reviewInsights[1]?.sentiment).toBe('negative');
    expect(profile.reviewInsights[4]).toEqual({ sentiment: 'neutral', score: 0, aspects: [] });
  });

  it('finds the recurring wait complaint with its share, count and a quote', () => {
    const wait = profile.complaints.find((theme) => theme.aspect === 'speed');
    expect(wait).toBeDefined();
    expect(wait?.count).toBe(2);
    // Four reviews have text; the empty one is not analysed.
    expect(wait?.share).toBe(0.5);
    expect([
      'We waited 45 minutes for a table and the soup came out cold.',
      'Great pastrami but we waited 30 minutes in line.',
    ]).toContain(wait?.evidence);
    expect(['Ben K.', 'Cy L.']).toContain(wait?.evidenceAuthor);
  });

  it('ranks the dishes guests name, merging "pastrami sandwich" into "pastrami"', () => {
    expect(profile.signatureItems[0]).toBe('Pastrami');
    expect(profile.signatureItems.filter((item) => item.toLowerCase().includes('pastrami'))).toHaveLength(1);
  });

  it('lists staff by mentions and reads the owner name from signed replies', () => {
    expect(profile.staffMentioned).toEqual(['Luis']);
    const fromGoogle = analyzeRestaurant(
      deli(reviews.map((review) => ({ ...review, source: 'google' as const }))),
      NOW,
    );
    expect(fromGoogle.ownerName).toBe('Maria');
    expect(fromGoogle.signOff).toBe('— Maria');
  });

  it('takes no name from the catalogue’s sample owner replies: their signatures are invented', () => {
    expect(profile.ownerName).toBe('');
    expect(profile.signOff).toBe(`— The ${deli([]).name} Team`);
  });

  it('describes the vibe from cuisine, price and the words guests use', () => {
    expect(profile.vibe).toMatch(/deli/i);
    expect(profile.vibe).toMatch(/cozy|old-school/i);
    const unanswered = analyzeRestaurant(deli(reviews.map((r) => ({ ...r, ownerReply: null }))), NOW);
    expect(unanswered.voice).toMatchObject({ source: 'place-type', replyCount: 0 });
    expect(unanswered.toneOfVoice).toEqual(expect.arrayContaining(['Warm', 'Straight-talking', 'Proud of tradition']));
  });

  it('takes the tone from the owner’s replies when there are some, saying how many', () => {
    expect(profile.voice).toMatchObject({ source: 'owner-replies', replyCount: 2, exclamations: true });
    expect(profile.toneOfVoice).not.toContain('Straight-talking');
  });

  it('counts towards a theme only the reviews that mention it, and quotes one of them', () => {
    const place = analyzeRestaurant(
      deli([
        review(2, 'We waited 45 minutes for a table.', 'Al A.'),
        review(1, 'The line was out the door and it was slow.', 'Bo B.'),
        review(2, 'Delivery order was missing the soup and the sandwich arrived soggy after an hour.', 'Cy C.'),
        review(5, 'Great pastrami.', 'Di D.'),
      ]),
      NOW,
    );
    const wait = place.complaints.find((theme) => theme.topic === 'long-wait');
    const billed = analyzeRestaurant(
      deli([
        review(2, 'Overcharged for a bottle of wine we did not order.', 'Al A.'),
        review(2, 'They charged us twice for the wine and nobody apologised.', 'Bo B.'),
      ]),
      NOW,
    );
    // A billing mistake about a bottle of wine is a billing theme, not a drinks one.
    expect(billed.complaints.map((theme) => theme.topic)).toEqual(['billing']);
    expect(wait).toMatchObject({ label: 'Long waits for a table or food', count: 2, share: 0.5 });
    expect(wait?.evidence).not.toContain('Delivery');
    expect(['Al A.', 'Bo B.']).toContain(wait?.evidenceAuthor);
  });

  it('is deterministic', () => {
    expect(analyzeRestaurant(deli(reviews), NOW)).toEqual(profile);
    expect(JSON.stringify(analyzeRestaurant(deli(reviews), new Date('2030-01-01')))).toBe(JSON.stringify(profile));
  });

  it('signs as the team, with neutral statistics, when there are no reviews', () => {
    const empty = analyzeRestaurant(
      { ...deli([]), name: 'Blue Door', cuisine: null, kind: 'bar', priceLevel: null, rating: 4.2 },
      NOW,
    );
    expect(brandProfileSchema.safeParse(empty).success).toBe(true);
    expect(empty.signOff).toBe('— The Blue Door Team');
    expect(empty.ownerName).toBe('');
    expect(empty.averageRating).toBe(4.2);
    expect(empty.replyRate).toBeNull();
    expect(empty.strengths).toEqual([]);
    expect(empty.toneOfVoice).toEqual(['Playful', 'Down-to-earth', 'Quick-witted']);
  });

  it('picks a tone that fits fine dining', () => {
    const fine = analyzeRestaurant({ ...deli([]), cuisine: 'French fine dining', priceLevel: 4 }, NOW);
    expect(fine.toneOfVoice.slice(0, 3)).toEqual(['Gracious', 'Polished', 'Understated']);
    expect(fine.priceTier).toBe('$$$$');
  });

  it('only reports themes that recur once there are ten or more reviews', () => {
    const many = [
      ...Array.from({ length: 9 }, (_, i) => review(5, 'Delicious food and friendly staff.', `Guest ${i}`)),
      review(1, 'The bathroom was filthy.', 'Solo Complainer'),
    ];
    const result = analyzeRestaurant(deli(many), NOW);
    expect(result.complaints.find((theme) => theme.aspect === 'cleanliness')).toBeUndefined();
    const food = result.strengths.find((theme) => theme.aspect === 'food');
    expect(food?.count).toBe(9);
    expect(food?.share).toBe(0.9);
  });
});

describe('trimAtWord', () => {
  it('keeps short quotes and trims long ones at a word with an ellipsis', () => {
    expect(trimAtWord('Short and sweet.')).toBe('Short and sweet.');
    const long = `${'word '.repeat(60)}end`;
    const trimmed = trimAtWord(long);
    expect(trimmed.length).toBeLessThanOrEqual(200);
    expect(trimmed.endsWith('word…')).toBe(true);
  });
});

describe('rankSignatureItems', () => {
  it('ranks by reviews mentioning, merges formats and normalises case', () => {
    expect(
      rankSignatureItems([
        ['pastrami sandwich', 'egg cream'],
        ['pastrami'],
        ['pastrami', 'killer egg cream'],
        ['matzo ball soup'],
      ]),
    ).toEqual(['Pastrami', 'Egg cream', 'Matzo ball soup']);
  });
});

describe('ownerNameFromReplies', () => {
  it('reads dash and closing-word signatures, and ignores team signatures', () => {
    const reply = (text: string): Review =>
      review(5, 'Great!', 'X', { ownerReply: { text, publishTime: '2026-10-01T00:00:00Z' } });
    expect(ownerNameFromReplies([reply('Thanks so much!\n— Maria, General Manager')])).toBe('Maria');
    expect(ownerNameFromReplies([reply('Thank you for visiting.\nCheers,\nTony')])).toBe('Tony');
    expect(ownerNameFromReplies([reply('Thanks! — The Management')])).toBe('');
    expect(ownerNameFromReplies([reply('We appreciate your feedback.')])).toBe('');
  });
});
