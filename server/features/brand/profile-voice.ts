import type { BrandVoice } from '#contracts/brand.ts';
import type { PlaceKind, Review } from '#contracts/places.ts';
import { learnVoice, registerOf, type OwnerReplySample } from './owner-voice.ts';

/** The profile's voice: tone traits, the owner's name and sign-off, read from the place and the owner's replies. */

const ROLE_WORDS = String.raw`(?:General Manager|GM|Owner|Co-Owner|Co-owner|Chef|Executive Chef|Chef-Owner|Manager|Proprietor|Founder|Partner|Operating Partner|Director of Operations|Host)`;
const SIGNATURE_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`(?:^|\n|[.!]\s*)[—–-]{1,2}\s*([A-Z][a-z]{1,20})(?:\s+[A-Z][a-z]*\.?)?(?:\s*,\s*${ROLE_WORDS}\b.*)?\s*$`,
  ),
  new RegExp(
    String.raw`(?:Best|Cheers|Warmly|Thanks|Sincerely|Regards|Warm regards|Best regards|All the best|Gracias|Saludos),?\s*\n?\s*([A-Z][a-z]{1,20})(?:\s+[A-Z][a-z]*\.?)?(?:\s*,\s*${ROLE_WORDS}\b.*)?\s*$`,
  ),
];
const NOT_OWNER_NAMES = new Set(['The', 'Team', 'Management', 'Staff', 'Your', 'Our', 'All']);

/** The first name a reply or sign-off is signed with ("— Maria, General Manager" → "Maria"); '' when none. */
function signerName(text: string): string {
  for (const pattern of SIGNATURE_PATTERNS) {
    const name = pattern.exec(text.trim())?.[1];
    if (name !== undefined && !NOT_OWNER_NAMES.has(name)) return name;
  }
  return '';
}

/** Reads the owner's first name from signed owner replies ("— Maria, General Manager"); '' when unsigned. */
export function ownerNameFromReplies(reviews: Review[]): string {
  const counts = new Map<string, number>();
  for (const review of reviews) {
    const name = signerName(review.ownerReply?.text ?? '');
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return best?.[0] ?? '';
}

/** Tone traits from what the place is, refined by how guests describe the room: the fallback when no owner replies exist. */
export function placeTypeTone(
  input: { cuisine: string | null; kind: PlaceKind; priceLevel: number | null },
  ambience: string[],
): string[] {
  const cuisine = (input.cuisine ?? '').toLowerCase();
  const tier = input.priceLevel ?? 0;
  let traits: string[];
  if (/deli|delicatessen|diner|bagel|luncheonette/.test(cuisine))
    traits = ['Warm', 'Straight-talking', 'Proud of tradition'];
  else if (/fine dining|tasting|french|haute|michelin/.test(cuisine) || tier >= 4)
    traits = ['Gracious', 'Polished', 'Understated'];
  else if (/steak|chophouse/.test(cuisine)) traits = ['Confident', 'Classic', 'Hospitable'];
  else if (/oyster|seafood|fish/.test(cuisine)) traits = ['Welcoming', 'Knowledgeable', 'Unhurried'];
  else if (input.kind === 'bar' || /pub|tavern|dive|bar/.test(cuisine))
    traits = tier >= 3 ? ['Smooth', 'Witty', 'Welcoming'] : ['Playful', 'Down-to-earth', 'Quick-witted'];
  else if (input.kind === 'cafe' || /caf[eé]|coffee|bakery/.test(cuisine))
    traits = ['Friendly', 'Relaxed', 'Neighbourly'];
  else if (/pizza|burger|taco|bbq|barbecue|fast|street|food truck/.test(cuisine))
    traits = ['Upbeat', 'Down-to-earth', 'Generous'];
  else if (tier === 3) traits = ['Warm', 'Polished', 'Attentive'];
  else traits = ['Warm', 'Genuine', 'Welcoming'];
  const extra: Record<string, string> = {
    'old-school': 'Proud of tradition',
    historic: 'Proud of tradition',
    lively: 'Energetic',
    bustling: 'Energetic',
    romantic: 'Heartfelt',
    intimate: 'Heartfelt',
    cozy: 'Homely',
    'family-friendly': 'Family-minded',
    elegant: 'Refined',
  };
  for (const word of ambience) {
    const trait = extra[word];
    if (trait !== undefined && !traits.includes(trait) && traits.length < 5) traits.push(trait);
  }
  return traits;
}

const TRAITS_BY_FORMALITY: Record<BrandVoice['formality'], string[]> = {
  formal: ['Polished', 'Courteous'],
  warm: ['Warm', 'Sincere'],
  casual: ['Casual', 'Upbeat'],
};

/**
 * Tone traits that describe the learned habits. They read back to the same register in the reply writer, so the
 * visitor can still change the register by editing the traits in the brand-review dialog.
 */
export function toneFromVoice(voice: BrandVoice, fallback: readonly string[]): string[] {
  const traits = [...TRAITS_BY_FORMALITY[voice.formality]];
  if (voice.usesGuestName) traits.push('Personal');
  if (voice.sentencesPerReply > 0 && voice.sentencesPerReply <= 2) traits.push('Brief');
  else if (voice.sentencesPerReply >= 5) traits.push('Thorough');
  if (voice.emoji.length > 0 && voice.formality === 'casual') traits.push('Playful');
  // Pad from the place-type traits that do not pull the register another way.
  const padding = [...fallback, 'Genuine', 'Welcoming'].filter(
    (trait) => registerOf([trait]) === 'warm' && !traits.includes(trait),
  );
  while (traits.length < 3 && padding.length > 0) traits.push(padding.shift() ?? '');
  return traits.slice(0, 5);
}

function ownerReplySamples(reviews: readonly Review[]): OwnerReplySample[] {
  const seen = new Set<string>();
  const samples: OwnerReplySample[] = [];
  for (const review of reviews) {
    const text = review.ownerReply?.text.trim() ?? '';
    if (text === '' || seen.has(review.id)) continue;
    seen.add(review.id);
    samples.push({ text, guestName: review.authorName });
  }
  return samples;
}

/** Sign-offs that name a team or the place rather than a person. */
const TEAM_SIGN_OFF = /\b(?:team|equipo|management|staff|family|crew|kitchen|everyone|all of us)\b/iu;

/** Whether a sign-off names a person ("— Sal, Floor Manager") rather than the team or the place ("— La Güera"). */
function signOffNamesPerson(signOff: string, placeName: string): boolean {
  const who =
    signOff
      .replace(/^[\s—–-]+/u, '')
      .split(',')[0]
      ?.trim() ?? '';
  if (who === '' || TEAM_SIGN_OFF.test(who)) return false;
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (fold(placeName).includes(fold(who))) return false;
  return signerName(signOff) !== '' || /^\p{Lu}\p{Ll}+/u.test(who);
}

/**
 * The voice from the owner's replies. The catalogue's replies are samples signed with invented names
 * (docs/sample-reviews.md): their habits are learned, but a sign-off naming one of those people is not reused.
 */
export function voiceFromReplies(reviews: readonly Review[], placeName: string): BrandVoice {
  const voice = learnVoice(ownerReplySamples(reviews));
  if (voice.source !== 'owner-replies' || voice.signOff === '') return voice;
  const samples = reviews.every((review) => review.ownerReply === null || review.source === 'catalogue');
  return samples && signOffNamesPerson(voice.signOff, placeName) ? { ...voice, signOff: '' } : voice;
}
