import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts/brand.ts';
import { formValuesFromProfile, profileFromForm } from './brand-form.ts';

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
