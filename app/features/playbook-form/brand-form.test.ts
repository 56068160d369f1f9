import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts/brand.ts';
import { formValuesFromProfile, profileFromForm } from './brand-form.ts';
import { voiceLine } from './voice-line.ts';

const profile: BrandProfile = {
  name: 'Grand Central Oyster Bar',
  address: '89 E 42nd St, New York, NY 10017',
  vibe: 'Vaulted, bustling, old New York',
  ownerName: '',
  contactEmail: '',
  cuisine: 'Seafood',
  priceTier: '$$$',
  toneOfVoice: ['Warm', 'Confident', 'Witty'],
  signOff: '— The Oyster Bar Team',
  signatureItems: ['Oyster pan roast'],
  strengths: [
    {
      aspect: 'food',
      label: 'Fresh oysters',
      share: 0.4,
      count: 8,
      evidence: 'Best oysters',
      evidenceAuthor: 'Jane D.',
    },
  ],
  complaints: [],
  staffMentioned: [],
  ratingDistribution: { '1': 1, '2': 1, '3': 2, '4': 5, '5': 11 },
  averageRating: 4.2,
  reviewCount: 20,
  replyRate: 0.1,
  reviewInsights: [],
  engine: 'offline',
};

describe('brand form', () => {
  it('round-trips an untouched profile', () => {
    expect(profileFromForm(profile, formValuesFromProfile(profile))).toEqual(profile);
  });

  it('applies edits, keeps known strengths and adds new ones', () => {
    const values = {
      ...formValuesFromProfile(profile),
      ownerName: ' Sandy Ingber ',
      contactEmail: 'sandy@example.com',
      toneOfVoice: 'Warm, Proud',
      strengths: 'Fresh oysters\nThe Guastavino vaults',
    };
    const result = profileFromForm(profile, values);
    expect(result.ownerName).toBe('Sandy Ingber');
    expect(result.toneOfVoice).toEqual(['Warm', 'Proud']);
    expect(result.strengths[0]).toEqual(profile.strengths[0]);
    expect(result.strengths[1]).toMatchObject({ label: 'The Guastavino vaults', share: 0, count: 0 });
  });
});

describe('voiceLine', () => {
  const voice = {
    source: 'owner-replies' as const,
    replyCount: 3,
    greeting: 'salutation' as const,
    salutation: 'Hi',
    usesGuestName: true,
    signOff: '— Maria',
    sentencesPerReply: 2,
    wordsPerReply: 12,
    formality: 'warm' as const,
    exclamations: false,
    emoji: [],
    phrases: ['thank you'],
  };

  it('says the tone came from the owner’s replies, how many, and what they do', () => {
    expect(voiceLine({ cuisine: 'Deli', voice }, false)).toBe(
      'Learned from three owner replies, which greet guests with “Hi” and their first name, sign “— Maria”, write about two sentences (around 12 words), sound warm and plain-spoken, avoid exclamation marks and often say “thank you”. Suggested replies follow these habits.',
    );
    expect(voiceLine({ cuisine: 'Deli', voice }, true)).toMatch(/^Learned from three sample owner replies, which /);
  });

  it('says the tone came from the type of place when there are no replies to learn from', () => {
    expect(voiceLine({ cuisine: 'Deli', voice: { ...voice, source: 'place-type', replyCount: 0 } }, false)).toBe(
      'No owner replies to learn from, so this tone is suggested from the type of place (deli) and how guests describe it.',
    );
    expect(voiceLine({ cuisine: 'Deli' }, false)).toMatch(/^No owner replies to learn from/);
  });
});
