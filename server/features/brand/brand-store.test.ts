import { describe, expect, it } from 'vitest';
import { brandProfileSchema, type BrandProfile } from '#contracts/brand.ts';
import { analyzeRestaurant } from './restaurant-profile.ts';
import { storableBrandData } from './brand-store.ts';

const profile: BrandProfile = analyzeRestaurant(
  {
    name: 'Sal’s Deli',
    address: '1 Main St',
    city: 'New York',
    cuisine: 'Deli',
    kind: 'restaurant',
    priceLevel: 2,
    rating: 4.5,
    reviews: [
      {
        id: 'g1',
        rating: 5,
        text: 'The pastrami sandwich is to die for and the pickles are perfect.',
        authorName: 'Ana Pérez',
        relativeTime: 'a week ago',
        publishTime: '2026-10-01T12:00:00.000Z',
        language: 'en',
        ownerReply: null,
        source: 'google',
      },
    ],
  },
  new Date('2026-11-01T00:00:00Z'),
);

describe('storableBrandData', () => {
  it('keeps a catalogue place’s profile as given', () => {
    expect(storableBrandData(profile, false)).toBe(profile);
  });

  it('drops a Google place’s quoted evidence and its authors, and keeps our analysis', () => {
    expect(JSON.stringify(profile)).toContain('pastrami sandwich is to die for');
    const stored = storableBrandData(profile, true);
    expect(JSON.stringify(stored)).not.toContain('to die for');
    expect(JSON.stringify(stored)).not.toContain('Ana');
    const parsed = brandProfileSchema.parse(stored);
    expect(parsed.strengths.map((t) => t.label)).toEqual(profile.strengths.map((t) => t.label));
    expect(parsed.signatureItems).toEqual(profile.signatureItems);
  });

  it('keeps a Google place’s voice habits but no phrases, which a client could fill with review text', () => {
    const sent: BrandProfile = {
      ...profile,
      voice: {
        source: 'owner-replies',
        replyCount: 2,
        greeting: 'name',
        salutation: '',
        usesGuestName: true,
        signOff: '— Ana',
        sentencesPerReply: 2,
        wordsPerReply: 18,
        formality: 'warm',
        exclamations: false,
        emoji: [],
        phrases: ['pastrami sandwich is to die'],
      },
    };
    const stored = brandProfileSchema.parse(storableBrandData(sent, true));
    expect(stored.voice).toEqual({ ...sent.voice, phrases: [] });
    expect(JSON.stringify(stored)).not.toContain('to die');
  });

  it('keeps nothing of an object that is not a brand profile (it could carry reviews)', () => {
    expect(storableBrandData({ allReviews: [{ text: 'Google content' }] }, true)).toEqual({});
    expect(storableBrandData(null, true)).toBeNull();
  });
});
