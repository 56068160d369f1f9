import type { BrandProfile, RatingDistribution } from '#contracts/brand.ts';
import type { PlaceKind, Review } from '#contracts/places.ts';
import { collectThemes, toThemes } from './profile-themes.ts';
import { ownerNameFromReplies, placeTypeTone, toneFromVoice, voiceFromReplies } from './profile-voice.ts';
import { analyzeReviewText } from './review-analysis.ts';
import { rankSignatureItems } from './signature-items.ts';

/** What the analysis needs to know about a place. */
export interface RestaurantInput {
  name: string;
  address: string;
  city: string;
  cuisine: string | null;
  kind: PlaceKind;
  priceLevel: number | null;
  rating: number | null;
  reviews: Review[];
  /**
   * Reviews the owner has already answered, read only to learn how the owner replies (a connected Google Business
   * Profile's answered reviews). Their replies join those on `reviews`; nothing else about them is counted.
   */
  voiceSamples?: Review[];
}

function priceTier(priceLevel: number | null): string {
  if (priceLevel === null || priceLevel < 1) return '';
  return '$'.repeat(Math.min(4, Math.round(priceLevel)));
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KIND_NOUN: Record<PlaceKind, string> = { restaurant: 'restaurant', bar: 'bar', cafe: 'café' };

function describeCuisine(cuisine: string | null, kind: PlaceKind): string {
  const base = (cuisine ?? '').trim();
  if (base.length === 0) return KIND_NOUN[kind];
  const lower = base.toLowerCase();
  if (
    /(restaurant|bar|caf[eé]|deli|delicatessen|diner|steakhouse|house|pub|tavern|bistro|brasserie|trattoria|pizzeria|grill|joint|shop|counter|hall|room)$/.test(
      lower,
    )
  )
    return lower;
  return `${lower} ${KIND_NOUN[kind]}`;
}

const PRICE_PHRASE: Record<string, string> = {
  '': '',
  $: 'with easy-going prices',
  $$: 'at everyday prices',
  $$$: 'for a proper night out',
  $$$$: 'for special occasions',
};

function buildVibe(input: RestaurantInput, ambience: string[], signature: string[]): string {
  const words = ambience.slice(0, 2).map((w) => w.replace('-', '‑'));
  const lead =
    words.length > 0
      ? `${sentenceCase(words.join(', '))} ${describeCuisine(input.cuisine, input.kind)}`
      : sentenceCase(describeCuisine(input.cuisine, input.kind));
  const price = PRICE_PHRASE[priceTier(input.priceLevel)] ?? '';
  const known =
    signature.length > 0
      ? `, known for its ${signature
          .slice(0, 2)
          .map((s) => s.toLowerCase())
          .join(' and ')}`
      : '';
  const where = input.city.trim().length > 0 ? ` in ${input.city.trim()}` : '';
  return `${lead}${where}${price.length > 0 ? ` ${price}` : ''}${known}`.replace(/‑/g, '-').slice(0, 300);
}
function ratingDistribution(reviews: Review[]): RatingDistribution {
  const distribution: RatingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) {
    const key = String(Math.min(5, Math.max(1, Math.round(review.rating)))) as keyof RatingDistribution;
    distribution[key] += 1;
  }
  return distribution;
}

/**
 * The offline brand profile from a place and its reviews. Pure and deterministic:
 * `now` is accepted for symmetry with the model path and future recency weighting, and never read
 * from the clock.
 */
export function analyzeRestaurant(input: RestaurantInput, now: Date = new Date(0)): BrandProfile {
  void now;
  const analyses = input.reviews.map((review) => analyzeReviewText(review.text, review.language));
  const withText = input.reviews.filter((review) => review.text.trim().length > 0).length;
  const analysed = withText;

  // With ten or more reviews a single mention is an anecdote, not a recurring theme.
  const minCount = analysed >= 10 ? 2 : 1;
  const strengths = toThemes(collectThemes(analyses, input.reviews, 'strength'), analysed, minCount);
  const complaints = toThemes(collectThemes(analyses, input.reviews, 'complaint'), analysed, minCount);

  // Dishes named in a clause that complains are not what the place is known for.
  const mentions = analyses.map((analysis) =>
    analysis.hits
      .filter((hit) => hit.aspect === 'signature' && hit.subject !== undefined && hit.weight > -0.75)
      .map((hit) => hit.subject ?? ''),
  );
  const signatureItems = rankSignatureItems(mentions);

  const staffCounts = new Map<string, number>();
  analyses.forEach((analysis) => {
    for (const name of analysis.staffNames) staffCounts.set(name, (staffCounts.get(name) ?? 0) + 1);
  });
  const staffMentioned = [...staffCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 12)
    .map(([name]) => name);

  const ambienceCounts = new Map<string, number>();
  for (const analysis of analyses)
    for (const word of analysis.ambienceWords) ambienceCounts.set(word, (ambienceCounts.get(word) ?? 0) + 1);
  const ambience = [...ambienceCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);

  // The catalogue's owner replies are samples signed with invented names: nobody's name to sign with
  // (docs/sample-reviews.md).
  const withVoice = [...input.reviews, ...(input.voiceSamples ?? [])];
  const ownerName = ownerNameFromReplies(withVoice.filter((review) => review.source !== 'catalogue'));
  const voice = voiceFromReplies(withVoice, input.name);
  const learned = voice.source === 'owner-replies';
  const tableTone = placeTypeTone(input, ambience);
  const count = input.reviews.length;
  const sum = input.reviews.reduce((total, review) => total + review.rating, 0);
  const replied = input.reviews.filter(
    (review) => review.ownerReply !== null && review.ownerReply.text.trim().length > 0,
  ).length;
  // Google Places (New) sends reviews without their owner replies: a missing reply there means nothing.
  const repliesShared = !input.reviews.some((review) => review.source === 'google');

  return {
    name: input.name.trim().slice(0, 200) || 'Restaurant',
    address: input.address.slice(0, 300),
    vibe: buildVibe(input, ambience, signatureItems),
    ownerName,
    contactEmail: '',
    cuisine: (input.cuisine ?? KIND_NOUN[input.kind]).slice(0, 80),
    priceTier: priceTier(input.priceLevel),
    toneOfVoice: learned ? toneFromVoice(voice, tableTone) : tableTone,
    signOff: (learned && voice.signOff !== ''
      ? voice.signOff
      : `— ${ownerName || `The ${input.name.trim()} Team`}`
    ).slice(0, 120),
    signatureItems,
    strengths,
    complaints,
    staffMentioned,
    ratingDistribution: ratingDistribution(input.reviews),
    // The average of the reviews analysed, so it agrees with the distribution beside it; the place's
    // published rating stands in when there are no reviews to count.
    averageRating: count > 0 ? Math.round((sum / count) * 100) / 100 : input.rating,
    reviewCount: count,
    replyRate: count > 0 && repliesShared ? Math.round((replied / count) * 1000) / 1000 : null,
    replyRateUnknownReason: count === 0 ? 'no-reviews' : repliesShared ? null : 'owner-replies-not-shared',
    reviewInsights: analyses.map((analysis) => analysis.insight),
    engine: 'offline',
    voice,
  };
}
