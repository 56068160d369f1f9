import type { Aspect, BrandProfile, RatingDistribution, Theme } from '#contracts/brand.ts';
import type { PlaceKind, Review } from '#contracts/places.ts';
import { CONTAINER_HEADS } from './dishes.ts';
import { analyzeReviewText, type AspectHit, type ReviewAnalysis } from './review-analysis.ts';

/** What the analysis needs to know about a place (issue 5 §1). */
export interface RestaurantInput {
  name: string;
  address: string;
  city: string;
  cuisine: string | null;
  kind: PlaceKind;
  priceLevel: number | null;
  rating: number | null;
  reviews: Review[];
}

const EVIDENCE_MAX = 200;
const MAX_THEMES = 8;

const STRENGTH_LABELS: Record<Aspect, string> = {
  food: 'Food guests rave about',
  service: 'Warm, attentive service',
  ambience: 'An atmosphere guests love',
  value: 'Good value for the money',
  speed: 'Quick, efficient service',
  cleanliness: 'A clean, well-kept room',
  drinks: 'Well-made drinks',
  staff: 'Staff guests remember by name',
  signature: 'Signature dishes guests name',
};

const COMPLAINT_LABELS_BY_ASPECT: Record<Aspect, string> = {
  food: 'Inconsistent food quality',
  service: 'Inattentive or uneven service',
  ambience: 'Noise, crowding or an uncomfortable room',
  value: 'Prices that feel too high',
  speed: 'Long waits for a table or food',
  cleanliness: 'Cleanliness and hygiene',
  drinks: 'Disappointing drinks',
  staff: 'Staff conduct',
  signature: 'Signature dishes missing the mark',
};

/** Specific complaint patterns get their own label; they say more than the aspect alone. */
const COMPLAINT_LABELS_BY_TAG: Record<string, string> = {
  'long-wait': 'Long waits for a table or food',
  'cold-food': 'Dishes arriving cold',
  undercooked: 'Dishes cooked wrong (under or over)',
  'order-accuracy': 'Missing or wrong items in orders',
  'sent-back': 'Dishes sent back to the kitchen',
  'foreign-object': 'Foreign objects found in food',
  illness: 'Guests reporting illness after eating',
  dirty: 'Cleanliness and hygiene',
  billing: 'Billing mistakes and surprise charges',
  price: 'Prices that feel too high',
  inattentive: 'Hard to get a server’s attention',
  'rude-staff': 'Rude or dismissive staff',
  rushed: 'Guests feeling rushed',
  portions: 'Small portions for the price',
  bland: 'Bland or under-seasoned food',
  'too-much': 'Too loud, too salty or too crowded',
  overrated: 'Not living up to the hype',
};

/** Trims to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function trimAtWord(text: string, max = EVIDENCE_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = (lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.\-–—]+$/, '');
  return `${base}…`;
}

function priceTier(priceLevel: number | null): string {
  if (priceLevel === null || priceLevel < 1) return '';
  return '$'.repeat(Math.min(4, Math.round(priceLevel)));
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface ThemeAccumulator {
  aspect: Aspect;
  label: string;
  reviews: Set<number>;
  best: { weight: number; sentence: string; author: string } | null;
}

function themeKey(kind: 'strength' | 'complaint', aspect: Aspect, tag: string | undefined): string {
  if (kind === 'strength') return STRENGTH_LABELS[aspect];
  const byTag = tag === undefined ? undefined : COMPLAINT_LABELS_BY_TAG[tag];
  return byTag ?? COMPLAINT_LABELS_BY_ASPECT[aspect];
}

/**
 * Groups reviews into themes, one vote per review and theme. Complaints are grouped by the specific
 * pattern that fired ("Dishes arriving cold") when there is one, so the label, the count and the quote
 * agree; otherwise by aspect. The strongest quote wins, ties going to the earlier review (deterministic).
 */
function collectThemes(
  analyses: ReviewAnalysis[],
  reviews: Review[],
  kind: 'strength' | 'complaint',
): ThemeAccumulator[] {
  const sign = kind === 'strength' ? 1 : -1;
  const wanted = kind === 'strength' ? 'positive' : 'negative';
  const themes = new Map<string, ThemeAccumulator>();
  analyses.forEach((analysis, index) => {
    const review = reviews[index];
    if (review === undefined) return;
    for (const item of analysis.insight.aspects) {
      if (item.aspect === 'staff' || item.aspect === 'signature' || item.sentiment !== wanted) continue;
      const hits = analysis.hits.filter((hit) => hit.aspect === item.aspect && hit.weight * sign > 0);
      const tagged = hits.filter(
        (hit) =>
          hit.tag !== undefined && themeKey(kind, item.aspect, hit.tag) !== themeKey(kind, item.aspect, undefined),
      );
      const groups = new Map<string, AspectHit[]>();
      for (const hit of tagged.length > 0 ? tagged : hits) {
        const key = themeKey(kind, item.aspect, hit.tag);
        groups.set(key, [...(groups.get(key) ?? []), hit]);
      }
      for (const [label, groupHits] of groups) {
        const theme = themes.get(label) ?? { aspect: item.aspect, label, reviews: new Set<number>(), best: null };
        theme.reviews.add(index);
        for (const hit of groupHits) {
          // A quote about this theme alone beats a stronger one that lists five things.
          const spread = new Set(
            analysis.hits.filter((other) => other.sentence === hit.sentence).map((other) => other.aspect),
          ).size;
          const strength = (hit.weight * sign) / Math.sqrt(Math.max(1, spread));
          if (theme.best === null || strength > theme.best.weight)
            theme.best = { weight: strength, sentence: hit.sentence, author: review.authorName };
        }
        themes.set(label, theme);
      }
    }
  });
  return [...themes.values()];
}

function toThemes(themes: ThemeAccumulator[], analysed: number, minCount: number): Theme[] {
  const list = themes.filter((theme) => theme.best !== null && theme.reviews.size >= minCount);
  list.sort((a, b) => b.reviews.size - a.reviews.size || a.label.localeCompare(b.label));
  return list.slice(0, MAX_THEMES).map((theme) => ({
    aspect: theme.aspect,
    label: theme.label,
    share: analysed === 0 ? 0 : Math.round((theme.reviews.size / analysed) * 1000) / 1000,
    count: theme.reviews.size,
    evidence: trimAtWord(theme.best?.sentence ?? ''),
    evidenceAuthor: theme.best?.author ?? '',
  }));
}

/**
 * Ranks dish mentions by how many reviews name them, merging "pastrami sandwich" into "pastrami" (a
 * format word added to a dish is the same dish) and keeping the most common spelling.
 */
export function rankSignatureItems(mentionsPerReview: string[][], limit = 8): string[] {
  const counts = new Map<string, { reviews: Set<number>; forms: Map<string, number> }>();
  const keyOf = (phrase: string): string => {
    const words = phrase.split(' ').map((w) => w.replace(/(?<=[a-z]{3})(?:es|s)$/, ''));
    const specific = words.filter((w) => !CONTAINER_HEADS.has(w));
    return (specific.length > 0 ? specific : words).join(' ');
  };
  mentionsPerReview.forEach((mentions, index) => {
    for (const mention of mentions) {
      const key = keyOf(mention);
      const entry = counts.get(key) ?? { reviews: new Set<number>(), forms: new Map<string, number>() };
      entry.reviews.add(index);
      entry.forms.set(mention, (entry.forms.get(mention) ?? 0) + 1);
      counts.set(key, entry);
    }
  });
  // A single-word key also absorbs longer keys that end with it only when it is the specific word
  // ("pastrami" ← "pastrami on rye" keyed "pastrami"); distinct dishes sharing a word stay apart.
  const ranked = [...counts.entries()].map(([key, entry]) => {
    const forms = [...entry.forms.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]),
    );
    return { key, count: entry.reviews.size, name: sentenceCase(forms[0]?.[0] ?? key) };
  });
  ranked.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  // "killer egg cream" is the egg cream: a longer name whose tail is another multi-word item merges into it.
  for (const item of [...ranked].sort((a, b) => b.key.length - a.key.length)) {
    const target = ranked.find(
      (other) =>
        other !== item &&
        (other.key.includes(' ') || !GENERIC_DISH_WORDS.has(other.key)) &&
        item.key.endsWith(` ${other.key}`),
    );
    if (target === undefined) continue;
    target.count += item.count;
    item.count = 0;
  }
  const names: string[] = [];
  ranked.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  for (const item of ranked) {
    if (item.count === 0) continue;
    if (names.some((n) => n.toLowerCase() === item.name.toLowerCase())) continue;
    names.push(item.name.slice(0, 80));
    if (names.length >= limit) break;
  }
  return names;
}

/** Single words that name a category, not a dish: "matzo ball soup" must not fold into "soup". */
const GENERIC_DISH_WORDS = new Set([
  'soup',
  'salad',
  'sandwich',
  'chicken',
  'fish',
  'steak',
  'cake',
  'pie',
  'burger',
  'pizza',
  'pasta',
  'taco',
  'roll',
  'wine',
  'beer',
  'coffee',
  'tea',
  'cocktail',
  'bread',
  'rice',
  'noodle',
  'curry',
  'shake',
  'cream',
  'cheese',
  'toast',
  'egg',
  'fry',
  'wing',
  'rib',
  'pork',
  'lamb',
  'duck',
  'shrimp',
  'crab',
  'lobster',
  'oyster',
  'dog',
  'hash',
  'chop',
  'roast',
]);

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

/** Reads the owner's first name from signed owner replies ("— Maria, General Manager"); '' when unsigned. */
export function ownerNameFromReplies(reviews: Review[]): string {
  const counts = new Map<string, number>();
  for (const review of reviews) {
    const text = review.ownerReply?.text.trim();
    if (text === undefined || text.length === 0) continue;
    for (const pattern of SIGNATURE_PATTERNS) {
      const name = pattern.exec(text)?.[1];
      if (name !== undefined && !NOT_OWNER_NAMES.has(name)) {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        break;
      }
    }
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return best?.[0] ?? '';
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

/** Tone traits from what the place is (issue 5 §1), refined by how guests describe the room. */
function buildTone(input: RestaurantInput, ambience: string[]): string[] {
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

function ratingDistribution(reviews: Review[]): RatingDistribution {
  const distribution: RatingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) {
    const key = String(Math.min(5, Math.max(1, Math.round(review.rating)))) as keyof RatingDistribution;
    distribution[key] += 1;
  }
  return distribution;
}

/**
 * The offline brand profile (decisions §3) from a place and its reviews. Pure and deterministic:
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
  const ownerName = ownerNameFromReplies(input.reviews.filter((review) => review.source !== 'catalogue'));
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
    toneOfVoice: buildTone(input, ambience),
    signOff: `— ${ownerName || `The ${input.name.trim()} Team`}`.slice(0, 120),
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
  };
}
