import type { BrandProfile, ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';

/**
 * Hand-made restaurants for the playbook tests and benchmark, written by hand so they do not depend on the
 * analysis engine: a formal steakhouse and a casual, bilingual taquería.
 */

export const FIXTURE_NOW = new Date('2026-11-20T15:00:00.000Z');

function hoursAgo(hours: number): string {
  return new Date(FIXTURE_NOW.getTime() - hours * 3_600_000).toISOString();
}

interface ReviewSeed {
  rating: number;
  author: string;
  text: string;
  days: number;
  language?: string;
  replyAfterHours?: number;
  insight: ReviewInsight;
}

function relative(days: number): string {
  const unit = (n: number, word: string) => (n === 1 ? `a ${word} ago` : `${n} ${word}s ago`);
  if (days < 7) return unit(Math.max(1, Math.round(days)), 'day');
  if (days < 30) return unit(Math.round(days / 7), 'week');
  return unit(Math.round(days / 30), 'month');
}

function toReviews(seeds: ReviewSeed[], prefix: string): Review[] {
  return seeds.map((seed, index) => ({
    id: `${prefix}-${index + 1}`,
    rating: seed.rating,
    text: seed.text,
    authorName: seed.author,
    relativeTime: relative(seed.days),
    publishTime: hoursAgo(seed.days * 24),
    language: seed.language ?? 'en',
    ownerReply:
      seed.replyAfterHours === undefined
        ? null
        : { text: 'Thank you for coming in.', publishTime: hoursAgo(seed.days * 24 - seed.replyAfterHours) },
    source: 'catalogue',
  }));
}

const STEAKHOUSE_SEEDS: ReviewSeed[] = [
  {
    rating: 5,
    author: 'Jane Doherty',
    days: 2,
    text: 'The dry-aged porterhouse was the best steak I have had in years, and Marco walked us through the wine list like an old friend. Creamed spinach was perfect.',
    insight: {
      sentiment: 'positive',
      score: 0.9,
      aspects: [
        { aspect: 'signature', sentiment: 'positive', subject: 'dry-aged porterhouse' },
        { aspect: 'staff', sentiment: 'positive', subject: 'Marco' },
        { aspect: 'signature', sentiment: 'positive', subject: 'creamed spinach' },
      ],
    },
  },
  {
    rating: 3,
    author: 'Tom K.',
    days: 5,
    text: 'Great food but we waited 45 minutes past our reservation and nobody explained why. The Old Fashioned helped.',
    insight: {
      sentiment: 'mixed',
      score: 0.05,
      aspects: [
        { aspect: 'food', sentiment: 'positive' },
        { aspect: 'speed', sentiment: 'negative' },
        { aspect: 'signature', sentiment: 'positive', subject: 'Old Fashioned' },
      ],
    },
    replyAfterHours: 30,
  },
  {
    rating: 1,
    author: 'Priya S.',
    days: 9,
    text: 'Our steaks came out cold and the server was dismissive when we mentioned it. Not worth $180 for two.',
    insight: {
      sentiment: 'negative',
      score: -0.8,
      aspects: [
        { aspect: 'food', sentiment: 'negative' },
        { aspect: 'service', sentiment: 'negative' },
        { aspect: 'value', sentiment: 'negative' },
      ],
    },
  },
  {
    rating: 5,
    author: 'Robert Allen',
    days: 14,
    text: 'Classic room, wood panels, quiet enough to talk. The porterhouse for two is a must.',
    insight: {
      sentiment: 'positive',
      score: 0.8,
      aspects: [
        { aspect: 'ambience', sentiment: 'positive' },
        { aspect: 'signature', sentiment: 'positive', subject: 'dry-aged porterhouse' },
      ],
    },
    replyAfterHours: 20,
  },
  {
    rating: 4,
    author: 'Linda M.',
    days: 21,
    text: 'Excellent service and a very good Old Fashioned. Pricey, but it is a special-occasion place.',
    insight: {
      sentiment: 'positive',
      score: 0.6,
      aspects: [
        { aspect: 'service', sentiment: 'positive' },
        { aspect: 'signature', sentiment: 'positive', subject: 'Old Fashioned' },
        { aspect: 'value', sentiment: 'neutral' },
      ],
    },
  },
  {
    rating: 2,
    author: 'gordon_eats',
    days: 33,
    text: 'Waited over an hour for a table even with a booking. The steak was fine but the evening was ruined.',
    insight: {
      sentiment: 'negative',
      score: -0.5,
      aspects: [
        { aspect: 'speed', sentiment: 'negative' },
        { aspect: 'food', sentiment: 'neutral' },
      ],
    },
  },
  {
    rating: 5,
    author: 'Maria Fernández',
    days: 40,
    language: 'es',
    text: 'El chuletón madurado estaba espectacular y el servicio de Marco impecable. Volveremos sin duda.',
    insight: {
      sentiment: 'positive',
      score: 0.9,
      aspects: [
        { aspect: 'signature', sentiment: 'positive', subject: 'chuletón madurado' },
        { aspect: 'staff', sentiment: 'positive', subject: 'Marco' },
      ],
    },
    replyAfterHours: 72,
  },
  {
    rating: 1,
    author: 'Kevin B.',
    days: 50,
    text: 'Two of us got food poisoning after the oysters. Called and nobody got back to us.',
    insight: { sentiment: 'negative', score: -0.9, aspects: [{ aspect: 'food', sentiment: 'negative' }] },
  },
];

const TAQUERIA_SEEDS: ReviewSeed[] = [
  {
    rating: 5,
    author: 'Carlos Romero',
    days: 1,
    language: 'es',
    text: 'Los tacos al pastor son los mejores del barrio y Lupe siempre nos atiende con una sonrisa. ¡La horchata, riquísima!',
    insight: {
      sentiment: 'positive',
      score: 0.95,
      aspects: [
        { aspect: 'signature', sentiment: 'positive', subject: 'tacos al pastor' },
        { aspect: 'staff', sentiment: 'positive', subject: 'Lupe' },
        { aspect: 'signature', sentiment: 'positive', subject: 'horchata' },
      ],
    },
  },
  {
    rating: 5,
    author: 'Amy Chen',
    days: 3,
    text: 'Mole poblano like my friend’s abuela makes. Fun music, fast service, and the horchata is dangerous.',
    insight: {
      sentiment: 'positive',
      score: 0.85,
      aspects: [
        { aspect: 'signature', sentiment: 'positive', subject: 'mole poblano' },
        { aspect: 'ambience', sentiment: 'positive' },
        { aspect: 'speed', sentiment: 'positive' },
        { aspect: 'signature', sentiment: 'positive', subject: 'horchata' },
      ],
    },
  },
  {
    rating: 3,
    author: 'Derek Wallace',
    days: 6,
    text: 'Tacos were tasty but my delivery order was missing the guac and the food arrived lukewarm.',
    insight: {
      sentiment: 'mixed',
      score: -0.1,
      aspects: [
        { aspect: 'food', sentiment: 'positive' },
        { aspect: 'food', sentiment: 'negative' },
      ],
    },
  },
  {
    rating: 2,
    author: 'Lucía Gómez',
    days: 8,
    language: 'es',
    text: 'La comida llegó fría y tardaron 50 minutos en traer el pedido. Una pena, antes era mejor.',
    insight: {
      sentiment: 'negative',
      score: -0.7,
      aspects: [
        { aspect: 'food', sentiment: 'negative' },
        { aspect: 'speed', sentiment: 'negative' },
      ],
    },
  },
  {
    rating: 1,
    author: 'Sam P.',
    days: 12,
    text: 'Restroom was filthy and the tables were sticky. Food was ok but I will not be back.',
    insight: {
      sentiment: 'negative',
      score: -0.75,
      aspects: [
        { aspect: 'cleanliness', sentiment: 'negative' },
        { aspect: 'food', sentiment: 'neutral' },
      ],
    },
    replyAfterHours: 10,
  },
  {
    rating: 4,
    author: 'Nina Patel',
    days: 18,
    text: 'Cheap, cheerful and the al pastor is the real deal. Gets loud on Fridays.',
    insight: {
      sentiment: 'positive',
      score: 0.5,
      aspects: [
        { aspect: 'value', sentiment: 'positive' },
        { aspect: 'signature', sentiment: 'positive', subject: 'tacos al pastor' },
        { aspect: 'ambience', sentiment: 'neutral' },
      ],
    },
    replyAfterHours: 6,
  },
  {
    rating: 5,
    author: 'A Google User',
    days: 25,
    text: '',
    insight: { sentiment: 'neutral', score: 0, aspects: [] },
  },
];

function distribution(reviews: Review[]): BrandProfile['ratingDistribution'] {
  const out = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of reviews) out[String(r.rating) as keyof typeof out] += 1;
  return out;
}

function average(reviews: Review[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}

export function steakhouseReviews(): Review[] {
  return toReviews(STEAKHOUSE_SEEDS, 'marlowe');
}

export function steakhouseProfile(): BrandProfile {
  const reviews = steakhouseReviews();
  return {
    name: "Marlowe's Chophouse",
    address: '212 West 44th Street, New York, NY 10036',
    vibe: 'Old-school chophouse with wood-panelled rooms, white tablecloths and a serious wine list',
    ownerName: 'Eleanor Marlowe',
    contactEmail: 'eleanor@marlowes.example',
    cuisine: 'Steakhouse',
    priceTier: '$$$$',
    toneOfVoice: ['Refined', 'Gracious', 'Confident', 'Warm'],
    signOff: '— Eleanor, Owner',
    signatureItems: ['dry-aged porterhouse', 'creamed spinach', 'Old Fashioned'],
    strengths: [
      {
        aspect: 'signature',
        label: 'Dry-aged porterhouse',
        share: 0.38,
        count: 3,
        evidence: 'The dry-aged porterhouse was the best steak I have had in years',
        evidenceAuthor: 'Jane D.',
      },
      {
        aspect: 'staff',
        label: 'Knowledgeable, attentive servers',
        share: 0.38,
        count: 3,
        evidence: 'Marco walked us through the wine list like an old friend',
        evidenceAuthor: 'Jane D.',
      },
      {
        aspect: 'ambience',
        label: 'Classic wood-panelled room',
        share: 0.13,
        count: 1,
        evidence: 'Classic room, wood panels, quiet enough to talk',
        evidenceAuthor: 'Robert A.',
      },
    ],
    complaints: [
      {
        aspect: 'speed',
        label: 'Long waits past the reservation time',
        share: 0.25,
        count: 2,
        evidence: 'we waited 45 minutes past our reservation',
        evidenceAuthor: 'Tom K.',
      },
      {
        aspect: 'value',
        label: 'Prices feel steep when something goes wrong',
        share: 0.25,
        count: 2,
        evidence: 'Not worth $180 for two',
        evidenceAuthor: 'Priya S.',
      },
    ],
    staffMentioned: ['Marco'],
    ratingDistribution: distribution(reviews),
    averageRating: average(reviews),
    reviewCount: reviews.length,
    replyRate: 0.375,
    reviewInsights: STEAKHOUSE_SEEDS.map((s) => s.insight),
    engine: 'offline',
  };
}

export function taqueriaReviews(): Review[] {
  return toReviews(TAQUERIA_SEEDS, 'lupita');
}

export function taqueriaProfile(): BrandProfile {
  const reviews = taqueriaReviews();
  return {
    name: 'Casa Lupita Taquería',
    address: '1187 Wyckoff Avenue, Ridgewood, NY 11385',
    vibe: 'Loud, colourful neighbourhood taquería with a busy delivery counter',
    ownerName: 'Rafael Ortiz',
    contactEmail: 'rafa@casalupita.example',
    cuisine: 'Mexican',
    priceTier: '$',
    toneOfVoice: ['Playful', 'Warm', 'Down-to-earth'],
    signOff: '— Rafa & the Casa Lupita crew',
    signatureItems: ['tacos al pastor', 'mole poblano', 'horchata'],
    strengths: [
      {
        aspect: 'signature',
        label: 'Tacos al pastor',
        share: 0.29,
        count: 2,
        evidence: 'the al pastor is the real deal',
        evidenceAuthor: 'Nina P.',
      },
      {
        aspect: 'value',
        label: 'Great value for the neighbourhood',
        share: 0.14,
        count: 1,
        evidence: 'Cheap, cheerful',
        evidenceAuthor: 'Nina P.',
      },
      {
        aspect: 'staff',
        label: 'Friendly counter staff',
        share: 0.14,
        count: 1,
        evidence: 'Lupe siempre nos atiende con una sonrisa',
        evidenceAuthor: 'Carlos R.',
      },
    ],
    complaints: [
      {
        aspect: 'food',
        label: 'Delivery orders arriving cold',
        share: 0.29,
        count: 2,
        evidence: 'the food arrived lukewarm',
        evidenceAuthor: 'Derek W.',
      },
      {
        aspect: 'cleanliness',
        label: 'Restrooms and tables not clean',
        share: 0.14,
        count: 1,
        evidence: 'Restroom was filthy and the tables were sticky',
        evidenceAuthor: 'Sam P.',
      },
      {
        aspect: 'speed',
        label: 'Slow delivery at peak times',
        share: 0.14,
        count: 1,
        evidence: 'tardaron 50 minutos en traer el pedido',
        evidenceAuthor: 'Lucía G.',
      },
    ],
    staffMentioned: ['Lupe'],
    ratingDistribution: distribution(reviews),
    averageRating: average(reviews),
    reviewCount: reviews.length,
    replyRate: 2 / 7,
    reviewInsights: TAQUERIA_SEEDS.map((s) => s.insight),
    engine: 'offline',
  };
}

/** A 40-review restaurant (the benchmark's size), built by cycling both fixtures' reviews. */
export function fortyReviewFixture(): { profile: BrandProfile; reviews: Review[] } {
  const seeds = [...STEAKHOUSE_SEEDS, ...TAQUERIA_SEEDS];
  const cycled: ReviewSeed[] = Array.from({ length: 40 }, (_, i) => {
    const seed = seeds[i % seeds.length] as ReviewSeed;
    return {
      ...seed,
      author: `${seed.author.split(' ')[0] ?? 'Guest'} ${String.fromCharCode(65 + (i % 26))}.`,
      days: seed.days + Math.floor(i / seeds.length) * 45,
    };
  });
  const reviews = toReviews(cycled, 'forty');
  const base = steakhouseProfile();
  return {
    reviews,
    profile: {
      ...base,
      reviewCount: reviews.length,
      ratingDistribution: distribution(reviews),
      averageRating: average(reviews),
      reviewInsights: cycled.map((s) => s.insight),
      signatureItems: [...base.signatureItems, 'tacos al pastor', 'horchata'],
      complaints: [...base.complaints, ...taqueriaProfile().complaints],
    },
  };
}

/** One English review as a guest posts it, for the reply tests: the stars and the words. */
export function englishReview(rating: Review['rating'], text: string, id = text.slice(0, 24)): Review {
  return {
    id,
    rating,
    text,
    authorName: 'Dana Ruiz',
    relativeTime: 'a day ago',
    publishTime: '2026-11-18T12:00:00.000Z',
    language: 'en',
    ownerReply: null,
    source: 'catalogue',
  };
}
