import type { Aspect, BrandProfile, BrandVoice, RatingDistribution, Theme } from '#contracts/brand.ts';
import type { PlaceKind, Review } from '#contracts/places.ts';
import { CONTAINER_HEADS } from './dishes.ts';
import { learnVoice, registerOf, type OwnerReplySample } from './owner-voice.ts';
import { analyzeReviewText, type ReviewAnalysis } from './review-analysis.ts';
import { complaintTopic, cueIndex, isBroadTopic, mentionsTheme, strengthTopic, themeDefinition } from './theme-cues.ts';

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
  /**
   * Reviews the owner has already answered, read only to learn how the owner replies (a connected Google Business
   * Profile's answered reviews). Their replies join those on `reviews`; nothing else about them is counted.
   */
  voiceSamples?: Review[];
}

const EVIDENCE_MAX = 200;
const MAX_THEMES = 8;

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
  topic: string;
  aspect: Aspect;
  label: string;
  reviews: Set<number>;
  best: { weight: number; evidence: string; author: string } | null;
}

/**
 * The quote for a theme from one sentence: the sentence itself when it fits, else the clause where the theme's cue
 * is, so a long sentence never loses the words that make it evidence. null when the sentence does not mention it.
 */
export function evidenceFor(topic: string, sentence: string, max = EVIDENCE_MAX): string | null {
  const clean = sentence.replace(/\s+/g, ' ').trim();
  const at = cueIndex(topic, clean);
  if (at < 0) return null;
  const whole = trimAtWord(clean, max);
  if (mentionsTheme(topic, whole)) return whole;
  // Start at the clause boundary before the cue ("…, then the fries came out cold").
  const before = clean.slice(0, at);
  const boundary = Math.max(before.lastIndexOf(', '), before.lastIndexOf('; '), before.lastIndexOf(' — '));
  const from = boundary >= 0 && at - boundary < max / 2 ? boundary + 2 : Math.max(0, at - Math.floor(max / 4));
  const space = from > 0 ? clean.indexOf(' ', from - 1) : -1;
  const tail = clean.slice(space >= 0 && space < at ? space + 1 : from).trim();
  const quote = `…${trimAtWord(tail, max - 1)}`;
  return mentionsTheme(topic, quote) ? quote : null;
}

function topicFor(kind: 'strength' | 'complaint', aspect: Aspect, tag: string | undefined): string | null {
  return kind === 'strength' ? strengthTopic(aspect) : complaintTopic(aspect, tag);
}

/**
 * Groups reviews into themes, one vote per review and theme. Complaints are grouped by the specific pattern that
 * fired ("Dishes arriving cold") when there is one, otherwise by aspect. A review counts towards a theme only when
 * the sentence that judged it mentions the theme (one of its cues), and only such a sentence can be its quote, so
 * the label, the count and the quote agree. The strongest quote wins, ties going to the earlier review.
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
    // A sentence that names a specific pattern ("overcharged for a bottle of wine") is about that pattern, not about
    // every broad aspect it touches: it is no evidence of "disappointing drinks".
    const specificSentences = new Set(
      analysis.hits
        .filter((hit) => hit.weight * sign > 0 && hit.tag !== undefined)
        .filter((hit) => {
          const topic = topicFor(kind, hit.aspect, hit.tag);
          return (
            topic !== null && topic !== topicFor(kind, hit.aspect, undefined) && mentionsTheme(topic, hit.sentence)
          );
        })
        .map((hit) => hit.sentence),
    );
    for (const item of analysis.insight.aspects) {
      if (item.aspect === 'staff' || item.aspect === 'signature' || item.sentiment !== wanted) continue;
      const aspectTopic = topicFor(kind, item.aspect, undefined);
      if (aspectTopic === null) continue;
      const hits = analysis.hits.filter((hit) => hit.aspect === item.aspect && hit.weight * sign > 0);
      // A specific pattern that the sentence really mentions says more than the aspect: "cold" beats "food".
      const specific = hits
        .map((hit) => ({ hit, topic: topicFor(kind, item.aspect, hit.tag) ?? aspectTopic }))
        .filter(({ hit, topic }) => topic !== aspectTopic && mentionsTheme(topic, hit.sentence));
      const chosen =
        specific.length > 0
          ? specific
          : hits
              .map((hit) => ({ hit, topic: aspectTopic }))
              .filter(
                ({ hit }) =>
                  !(isBroadTopic(aspectTopic) && specificSentences.has(hit.sentence)) &&
                  mentionsTheme(aspectTopic, hit.sentence),
              );
      for (const { hit, topic } of chosen) {
        const definition = themeDefinition(topic);
        if (definition === undefined) continue;
        const theme = themes.get(topic) ?? {
          topic,
          aspect: item.aspect,
          label: definition.label,
          reviews: new Set<number>(),
          best: null,
        };
        theme.reviews.add(index);
        themes.set(topic, theme);
        const evidence = evidenceFor(topic, hit.sentence);
        if (evidence === null) continue;
        // A quote about this theme alone beats a stronger one that lists five things.
        const spread = new Set(
          analysis.hits.filter((other) => other.sentence === hit.sentence).map((other) => other.aspect),
        ).size;
        const strength = (hit.weight * sign) / Math.sqrt(Math.max(1, spread));
        if (theme.best === null || strength > theme.best.weight)
          theme.best = { weight: strength, evidence, author: review.authorName };
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
    evidence: theme.best?.evidence ?? '',
    evidenceAuthor: theme.best?.author ?? '',
    topic: theme.topic,
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

/** The first name a reply or sign-off is signed with ("— Maria, General Manager" → "Maria"); '' when none. */
export function signerName(text: string): string {
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

/** Tone traits from what the place is, refined by how guests describe the room: the fallback when no owner replies exist. */
function placeTypeTone(input: RestaurantInput, ambience: string[]): string[] {
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
export function signOffNamesPerson(signOff: string, placeName: string): boolean {
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
