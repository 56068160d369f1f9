import { describe, expect, test } from 'vitest';
import type { BrandProfile } from '#contracts/brand.ts';
import { TEMPLATE_PROFILE } from './template-profile.ts';
import { finalProfile } from './final-profile.ts';

const analysed: BrandProfile = {
  ...TEMPLATE_PROFILE,
  name: 'Corner Bistro',
  address: '331 W 4th St, New York, NY 10014',
  vibe: 'Cosy tavern in New York',
  ownerName: 'Maria',
  signOff: '— Maria, General Manager',
  toneOfVoice: ['Warm', 'Down-to-earth', 'Playful'],
  signatureItems: ['Bistro burger'],
  reviewCount: 12,
};
const visitor = { ownerName: 'Maria Lopez', contactEmail: 'maria@example.com', restaurantName: 'Corner Bistro' };

describe('the profile Generate writes from', () => {
  test('keeps the analysis and overlays what the visitor confirmed', () => {
    const profile = finalProfile(
      analysed,
      { ...visitor, vibe: 'The West Village’s burger institution' },
      'Corner Bistro',
    );
    expect(profile.vibe).toBe('The West Village’s burger institution');
    expect(profile.signatureItems).toEqual(['Bistro burger']);
    expect(profile.reviewCount).toBe(12);
    expect(profile.contactEmail).toBe('maria@example.com');
    // Same first name as the analysis found: its sign-off (with the role) stays.
    expect(profile.signOff).toBe('— Maria, General Manager');
  });

  test('a different owner signs with their own first name', () => {
    expect(finalProfile(analysed, { ...visitor, ownerName: 'Bill Smith' }, 'Corner Bistro').signOff).toBe('— Bill');
    expect(finalProfile(analysed, { ...visitor, signOff: '— The Bistro crew' }, 'Corner Bistro').signOff).toBe(
      '— The Bistro crew',
    );
  });

  test('without an analysis, sensible defaults that satisfy the brand profile schema', () => {
    const profile = finalProfile(null, { ...visitor, toneOfVoice: ['Wry'] }, 'Corner Bistro');
    expect(profile.toneOfVoice).toEqual(['Wry', 'Warm', 'Genuine']);
    expect(profile.reviewCount).toBe(0);
    expect(profile.reviewInsights).toEqual([]);
    expect(profile.engine).toBe('offline');
  });
});
