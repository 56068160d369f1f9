import { describe, expect, it } from 'vitest';
import type { BrandProfile, BrandVoice, ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { countSentences, splitReply } from '#server/features/brand/owner-voice.ts';
import { analyzeRestaurant } from '#server/features/brand/restaurant-profile.ts';
import { buildPlaybook } from './document/build-playbook.ts';
import { FIXTURE_NOW, taqueriaProfile, taqueriaReviews } from '../../../tests/support/playbook-fixtures.ts';
import { suggestReply } from './reply-writer.ts';

/** Replies the owner published: "Hi <name>," then two sentences, signed "— Maria". */
const MARIA_REPLIES = [
  'Hi {name},\n\nThank you for coming in. We hope to see you again soon.\n\n— Maria',
  'Hi {name},\n\nI am sorry about the wait. Please ask for me next time.\n\n— Maria',
  'Hi {name},\n\nThank you for the kind words. The kitchen will love this.\n\n— Maria',
];

/** The taquería's reviews as a connected owner's Business Profile holds them, every other one answered by Maria. */
function mariasReviews(): Review[] {
  return taqueriaReviews().map((review, index) => ({
    ...review,
    source: 'google',
    ownerReply:
      index % 2 === 0
        ? {
            text: (MARIA_REPLIES[index % 3] ?? '').replace('{name}', review.authorName.split(' ')[0] ?? ''),
            publishTime: review.publishTime,
          }
        : null,
  }));
}

function allReplies(profile: BrandProfile, reviews: Review[]): { section: string; reply: string }[] {
  const document = buildPlaybook({ profile, reviews, generatedAt: FIXTURE_NOW });
  return document.sections
    .filter((s) => ['frameworks', 'complaint-replies', 'ready-replies'].includes(s.id))
    .flatMap((s) =>
      s.blocks.flatMap((block) =>
        block.kind === 'replies' ? block.items.map((item) => ({ section: s.id, reply: item.reply })) : [],
      ),
    );
}

describe('replies in a voice learned from the owner’s replies', () => {
  const reviews = mariasReviews();
  const input = {
    name: 'Casa Lupita Taquería',
    address: '1187 Wyckoff Avenue, Ridgewood, NY 11385',
    city: 'New York',
    cuisine: 'Mexican',
    kind: 'restaurant' as const,
    priceLevel: 1,
    rating: 4.4,
    reviews,
  };

  it('an owner who signs "— Maria" in two sentences gets example replies signed "— Maria" in two sentences', () => {
    const profile = analyzeRestaurant(input, FIXTURE_NOW);
    expect(profile.voice).toMatchObject({ source: 'owner-replies', signOff: '— Maria', sentencesPerReply: 2 });
    expect(profile.signOff).toBe('— Maria');
    const replies = allReplies(profile, reviews);
    expect(new Set(replies.map((r) => r.section))).toEqual(
      new Set(['frameworks', 'complaint-replies', 'ready-replies']),
    );
    for (const { reply } of replies) {
      expect(reply.endsWith('\n\n— Maria')).toBe(true);
      const parts = splitReply(reply);
      expect(parts.greeting).toMatch(/^(?:Hi \S.*,|Hola, .+:)$/u);
      expect(countSentences(parts.body)).toBe(2);
    }
  });

  it('keeps the place-type tone and the writer’s usual length when the owner has no replies', () => {
    const unanswered = reviews.map((review) => ({ ...review, ownerReply: null }));
    const profile = analyzeRestaurant({ ...input, reviews: unanswered }, FIXTURE_NOW);
    expect(profile.voice).toMatchObject({ source: 'place-type', replyCount: 0 });
    const lengths = allReplies(profile, unanswered).map(({ reply }) => countSentences(splitReply(reply).body));
    expect(Math.max(...lengths)).toBeGreaterThan(2);
  });

  it('a voice learned from replies to other reviews (a connected profile’s answered ones) counts too', () => {
    const unanswered = reviews.map((review) => ({ ...review, ownerReply: null }));
    const answered = reviews.filter((review) => review.ownerReply !== null);
    const profile = analyzeRestaurant({ ...input, reviews: unanswered, voiceSamples: answered }, FIXTURE_NOW);
    expect(profile.voice).toMatchObject({ source: 'owner-replies', replyCount: answered.length });
    expect(profile.reviewCount).toBe(unanswered.length);
    expect(profile.reviewInsights).toHaveLength(unanswered.length);
  });
});

describe('reply writer habits', () => {
  const base = taqueriaProfile();
  const review = taqueriaReviews().find((r) => r.language === 'en' && r.rating === 5) as Review;
  const insight: ReviewInsight = { sentiment: 'positive', score: 0.8, aspects: [] };
  const voice = (overrides: Partial<BrandVoice>): BrandProfile => ({
    ...base,
    signOff: '— Rafa',
    voice: {
      source: 'owner-replies',
      replyCount: 4,
      greeting: 'salutation',
      salutation: 'Hi',
      usesGuestName: true,
      signOff: '— Rafa',
      sentencesPerReply: 2,
      wordsPerReply: 20,
      formality: 'casual',
      exclamations: true,
      emoji: [],
      phrases: [],
      ...overrides,
    },
  });
  const first = review.authorName.split(' ')[0] ?? '';

  it('opens with the guest’s name when the owner does, with no greeting line', () => {
    const reply = suggestReply({ review, insight, profile: voice({ greeting: 'name' }), variant: 0 });
    expect(reply.startsWith(`${first}, `)).toBe(true);
    expect(reply.split('\n\n')).toHaveLength(2);
  });

  it('leaves out exclamation marks for an owner who never uses them, and adds the owner’s emoji to happy replies', () => {
    const calm = suggestReply({ review, insight, profile: voice({ exclamations: false }), variant: 1 });
    expect(calm).not.toContain('!');
    const happy = suggestReply({ review, insight, profile: voice({ emoji: ['🌮'] }), variant: 1 });
    expect(happy).toMatch(/🌮\n\n— Rafa$/u);
  });

  it('goes straight in without a name for an owner who greets nobody', () => {
    const reply = suggestReply({
      review,
      insight,
      profile: voice({ greeting: 'none', usesGuestName: false, sentencesPerReply: 1 }),
      variant: 0,
    });
    expect(reply).not.toContain(first);
    const [body, sign] = reply.split('\n\n');
    expect(sign).toBe('— Rafa');
    expect(countSentences(body ?? '')).toBe(1);
  });
});
