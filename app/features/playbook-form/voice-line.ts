import type { BrandProfile } from '#contracts/brand.ts';
import { voiceInPlainWords } from '#contracts/brand-voice-constants.ts';

/**
 * Where the tone came from, under the tone field: the owner's replies (how many, and their habits) or the place type.
 * Kept out of brand-form.ts, which the first screen loads: only the brand dialog, loaded after a pick, shows it.
 */
export function voiceLine(profile: Pick<BrandProfile, 'voice' | 'cuisine'>, samples: boolean): string {
  const words = voiceInPlainWords(profile.voice, { samples, kind: profile.cuisine.toLowerCase() });
  return profile.voice?.source === 'owner-replies' ? `${words} Suggested replies follow these habits.` : words;
}
