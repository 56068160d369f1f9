import type { Aspect, BrandProfile, ReviewInsight } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { readAspectTerms } from '#server/features/brand/aspect-terms.ts';
import { readSpanishAspectTerms } from '#server/features/brand/aspect-terms-es.ts';
import { broadAspect, sortTerms, type GuestTerms } from './replies/guest-terms.ts';
import { termIssuePhrase, termIssuePhraseEs } from './replies/term-issues.ts';
import { foldText, waitPhrase, withArticleEs } from './replies/wording.ts';

export { NO_TERMS, broadAspect, sortTerms } from './replies/guest-terms.ts';
export { articleEs, foldText, withArticleEs } from './replies/wording.ts';

/**
 * What a reply may safely refer to, read from one review: the dishes and staff the guest named, the
 * problems they describe, and whether it is a case to escalate before anyone replies publicly.
 * A reply only names what the guest wrote or the analysis found in their text: inventing a specific
 * is the first failure mode of AI replies.
 */

export type ReplyLanguage = 'en' | 'es';

/** Cases where a person acts before any public reply (the playbook's escalation rules). */
export type SensitiveKind =
  'illness' | 'allergen' | 'food-safety' | 'discrimination' | 'legal' | 'injury' | 'staff-conduct';

export interface ReviewIssue {
  aspect: Aspect | 'order';
  /** Noun phrase in the reply's language, e.g. "the 40-minute wait" / "la espera de 40 minutos". */
  phrase: string;
}

export interface ReviewSignals {
  language: ReplyLanguage;
  firstName: string | null;
  dishes: string[];
  staff: string[];
  praised: Aspect[];
  issues: ReviewIssue[];
  sensitive: SensitiveKind[];
  hasText: boolean;
  /** Things the guest named, as they wrote them, that the reply may thank for, own, or only acknowledge. */
  terms: GuestTerms;
}

const MAX_SUBJECT_CHARS = 48;

const SPANISH_MARKERS = new Set([
  'el',
  'la',
  'los',
  'las',
  'que',
  'muy',
  'con',
  'para',
  'pero',
  'una',
  'del',
  'comida',
  'servicio',
  'nos',
  'fue',
  'mesa',
  'todo',
  'rico',
  'muy',
  'estaba',
  'lugar',
  'atencion',
  'volveremos',
  'gracias',
]);
const ENGLISH_MARKERS = new Set([
  'the',
  'and',
  'was',
  'with',
  'for',
  'but',
  'very',
  'food',
  'service',
  'great',
  'we',
  'our',
  'were',
  'this',
  'place',
  'good',
  'table',
  'it',
  'is',
  'of',
]);

/** The language of the reply: the review's own tag when set, else a stop-word vote. */
export function replyLanguageOf(review: Pick<Review, 'language' | 'text'>): ReplyLanguage {
  const tag = review.language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (tag === 'es') return 'es';
  if (tag !== '' && tag !== 'und') return 'en';
  const words = foldText(review.text).match(/\p{L}+/gu) ?? [];
  let es = 0;
  let en = 0;
  for (const word of words.slice(0, 200)) {
    if (SPANISH_MARKERS.has(word)) es += 1;
    if (ENGLISH_MARKERS.has(word)) en += 1;
  }
  return es > en && es >= 2 ? 'es' : 'en';
}

const NOT_A_NAME = new Set(['a', 'an', 'the', 'google', 'user', 'anonymous', 'guest', 'customer', 'local', 'guide']);

/**
 * The reviewer's first name for the greeting, or null when the display name is a handle or a
 * placeholder ("A Google User", "foodie_92"): greeting a handle reads as a bot.
 */
export function guestFirstName(authorName: string): string | null {
  const first = authorName.trim().split(/\s+/)[0] ?? '';
  if (first.length < 2 || first.length > 24) return null;
  if (!/^\p{L}[\p{L}'’-]*\.?$/u.test(first)) return null;
  const bare = first.replace(/\.$/, '');
  if (bare.length < 2 || NOT_A_NAME.has(foldText(bare))) return null;
  if (bare === bare.toLowerCase() || bare === bare.toUpperCase()) {
    return bare.charAt(0).toUpperCase() + bare.slice(1).toLowerCase();
  }
  return bare;
}

/** The owner's first name, from the profile's owner name or, failing that, the sign-off. */
export function ownerFirstName(profile: Pick<BrandProfile, 'ownerName' | 'signOff'>): string | null {
  const fromOwner = guestFirstName(profile.ownerName);
  if (fromOwner) return fromOwner;
  const signed = profile.signOff.replace(/^[\s—–-]+/u, '').split(',')[0] ?? '';
  const words = signed.trim().split(/\s+/);
  if (words.length > 2) return null;
  return guestFirstName(signed);
}

function clip(subject: string): string {
  const clean = subject.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_SUBJECT_CHARS) return clean;
  const cut = clean.slice(0, MAX_SUBJECT_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > 12 ? cut.slice(0, space) : cut;
}

function mentions(foldedText: string, term: string): boolean {
  const needle = foldText(term).trim();
  if (needle.length < 3) return false;
  const at = foldedText.indexOf(needle);
  if (at < 0) return false;
  const before = foldedText.charAt(at - 1);
  const after = foldedText.charAt(at + needle.length);
  const boundary = (ch: string) => ch === '' || !/[\p{L}\p{N}]/u.test(ch);
  return boundary(before) && boundary(after);
}

function uniqueBy(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = foldText(value);
    if (value.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

// Matched against folded text (lowercase, accents removed) without the i/u flags: case-insensitive
// Unicode regexes are several times slower, and this runs on every review several times per playbook.
const SENSITIVE_PATTERNS: ReadonlyArray<[SensitiveKind, RegExp]> = [
  [
    'illness',
    /food poisoning|got sick|get sick|fell ill|made (?:me|us|him|her|them) (?:sick|ill)|vomit|threw up|throwing up|diarrh|stomach (?:bug|cramps)|intoxicacion|me enferm|nos enferm/,
  ],
  ['allergen', /allerg|anaphyla|epipen|epi-pen|celiac|coeliac|alergi|alergic/],
  [
    'food-safety',
    /\bhair in\b|hair on my|\bbug in\b|cockroach|\broach|\brat\b|\bmice\b|\bmouse\b|raw chicken|undercooked chicken|\bmold|mould|expired|pelo en|cucaracha|\brata\b/,
  ],
  [
    'discrimination',
    /racis|discriminat|homophob|sexis|because (?:i am|i'm|we are|we're) (?:black|gay|trans|muslim|jewish|disabled)|discrimin/,
  ],
  [
    'legal',
    /lawyer|attorney|\bsue (?:you|them|the|this|over)\b|\bsuing\b|lawsuit|legal action|health department|small claims|abogad|denuncia/,
  ],
  [
    'injury',
    /\binjur|burn(?:ed|t) (?:my|his|her) (?:hand|arm|mouth|tongue|face)|slipped and fell|tripped and fell|broken glass|glass in my|herid|me queme/,
  ],
  [
    'staff-conduct',
    /\bdrunk (?:staff|server|waiter|bartender)|harass|groped|inappropriate|yelled at|screamed at|swore at|threaten|\bacos[oa]|insult/,
  ],
];

export function detectSensitive(text: string): SensitiveKind[] {
  if (text.trim() === '') return [];
  const folded = foldText(text).replace(/[’‘]/g, "'");
  return SENSITIVE_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([kind]) => kind);
}

export function issuePhraseFor(
  aspect: ReviewIssue['aspect'],
  text: string,
  lang: ReplyLanguage,
  subject?: string,
): string {
  const t = foldText(text);
  const es = lang === 'es';
  switch (aspect) {
    case 'speed':
      return waitPhrase(text, lang);
    case 'food': {
      if (/\bcold\b|lukewarm|\bfri[ao]s?\b|tibi[ao]/.test(t))
        return es ? 'que la comida llegara fría' : 'your food arriving cold';
      if (/undercooked|\braw\b|crud[oa]/.test(t))
        return es ? 'que un plato llegara poco hecho' : 'a dish arriving undercooked';
      if (/overcooked|burnt|\bdry\b|quemad|sec[oa]\b|pasad[oa]/.test(t))
        return es ? 'que un plato no saliera en su punto' : "a dish that wasn't cooked the way it should be";
      if (/salty|bland|tasteless|sin sabor|salad[oa]|sos[oa]/.test(t))
        return es ? 'que la sazón no estuviera a la altura' : 'the seasoning being off';
      return es ? 'que la comida no estuviera a la altura' : 'the food falling short';
    }
    case 'order':
      return es ? 'el error con el pedido' : 'the mistake with your order';
    case 'service':
    case 'staff': {
      if (/\brude|dismissive|attitude|condescend|maleducad|grosero|borde\b/.test(t))
        return es ? 'el trato que recibió' : 'the way you were spoken to';
      if (
        /ignored|forgot(?:ten)? about us|no one came|nobody came|never came back|nos ignor|nadie (?:vino|nos atendi)/.test(
          t,
        )
      ) {
        return es ? 'la falta de atención en la mesa' : 'being left waiting for attention';
      }
      return es ? 'el servicio que recibió' : 'the service you received';
    }
    case 'value':
      return es ? 'que la cuenta no estuviera a la altura de la experiencia' : 'the bill not matching the experience';
    case 'ambience':
      if (/\bloud|noisy|noise|ruido|ruidos/.test(t)) return es ? 'el ruido en el salón' : 'how loud the room was';
      if (/\bcold in|freezing|too hot|\bhot in|fr[ií]o en el|calor/.test(t))
        return es ? 'la temperatura del local' : 'the temperature in the room';
      return es ? 'que el ambiente no fuera el esperado' : 'the atmosphere not being what you expected';
    case 'cleanliness':
      if (/bathroom|restroom|toilet|washroom|\bba[nñ]o/.test(t))
        return es ? 'el estado de los baños' : 'the state of the restrooms';
      if (/sticky|dirty table|mesa sucia/.test(t))
        return es ? 'que la mesa no estuviera limpia' : 'your table not being clean';
      return es ? 'la limpieza del local' : 'the cleanliness of the room';
    case 'drinks':
      return es ? 'que las bebidas no estuvieran a la altura' : 'the drinks falling short';
    case 'signature':
      return subject
        ? es
          ? `que ${withArticleEs(clip(subject))} no estuviera a la altura`
          : `the ${clip(subject)} not living up to what it should be`
        : es
          ? 'que la comida no estuviera a la altura'
          : 'the food falling short';
  }
}

const ORDER_PATTERN =
  /missing from (?:my|our|the) order|was missing (?:the|my|our|a|an)\b|forgot (?:my|our|the)|wrong (?:order|dish|item)|missing item|left out|faltaba|se olvidaron|pedido equivocado/;

/**
 * Restaurant complaint patterns read straight from the text, for 1–3★ reviews: they catch what an
 * aspect analysis files under nothing ("seated next to the service station", "felt rushed").
 */
const TEXT_ISSUES: ReadonlyArray<{ aspect: ReviewIssue['aspect']; pattern: RegExp; en: string; es: string }> = [
  {
    aspect: 'speed',
    pattern: /\b\d{2,3} ?(?:minutes|mins|min|minutos)\b|waited (?:forever|ages|over an hour)|took forever|una hora/,
    en: '',
    es: '',
  },
  {
    aspect: 'food',
    pattern: /came out cold|arrived cold|was cold|were cold|lukewarm|llego fri[ao]|llegaron fri[ao]s/,
    en: '',
    es: '',
  },
  {
    aspect: 'food',
    pattern: /greasy|soggy|bland|tasteless|overcooked|undercooked|too salty|dry and|grasient|sin sabor/,
    en: 'a dish that wasn’t up to standard',
    es: 'que un plato no estuviera a la altura',
  },
  {
    aspect: 'ambience',
    pattern:
      /seated (?:next to|by|near|beside)|sat (?:next to|by) the|bad table|table (?:next to|by|near) the (?:door|kitchen|bathroom|restroom|service)|asked to move/,
    en: 'the table you were given',
    es: 'la mesa que le asignamos',
  },
  {
    aspect: 'service',
    pattern: /rushed|hurried us|felt like an inconvenience|unwelcome|made us feel|treated (?:us )?like/,
    en: 'how you were made to feel',
    es: 'cómo le hicimos sentir',
  },
  {
    aspect: 'value',
    pattern: /overpriced|too expensive|rip[- ]?off|not worth (?:the|it|\$)|\$\d+ for a|demasiado caro|carisimo/,
    en: '',
    es: '',
  },
  {
    aspect: 'ambience',
    pattern: /too loud|so loud|very loud|noisy|couldn'?t hear|crowded|mucho ruido|ruidoso/,
    en: '',
    es: '',
  },
];

/** Everything the reply writer needs from one review, never inventing a subject the guest didn't raise. */
export function readReviewSignals(review: Review, insight: ReviewInsight, profile: BrandProfile): ReviewSignals {
  const language = replyLanguageOf(review);
  const folded = foldText(review.text);
  const fromInsight = (aspect: Aspect) =>
    insight.aspects
      .filter((a) => a.aspect === aspect && a.sentiment !== 'negative' && a.subject)
      .map((a) => a.subject ?? '');
  const dishes = uniqueBy([
    ...fromInsight('signature'),
    ...profile.signatureItems.filter((item) => mentions(folded, item)),
  ])
    .map(clip)
    .slice(0, 2);
  const staff = uniqueBy([...fromInsight('staff'), ...profile.staffMentioned.filter((name) => mentions(folded, name))])
    .map((name) => guestFirstName(name) ?? '')
    .filter((name) => name !== '' && mentions(folded, name))
    .slice(0, 1);

  const praised = [...new Set(insight.aspects.filter((a) => a.sentiment === 'positive').map((a) => a.aspect))].filter(
    (a) => a !== 'signature' && a !== 'staff',
  );

  const issues: ReviewIssue[] = [];
  const seen = new Set<string>();
  const addIssue = (aspect: ReviewIssue['aspect'], subject?: string) => {
    const phrase = issuePhraseFor(aspect, review.text, language, subject);
    if (seen.has(phrase)) return;
    seen.add(phrase);
    issues.push({ aspect, phrase });
  };
  if (ORDER_PATTERN.test(folded)) addIssue('order');
  for (const aspect of insight.aspects) {
    if (aspect.sentiment === 'negative') addIssue(aspect.aspect, aspect.subject);
  }
  if (review.rating <= 3) {
    for (const rule of TEXT_ISSUES) {
      if (issues.length >= 2 || !rule.pattern.test(folded)) continue;
      const phrase = (language === 'es' ? rule.es : rule.en) || issuePhraseFor(rule.aspect, review.text, language);
      if (seen.has(phrase) || issues.some((i) => i.aspect === rule.aspect)) continue;
      seen.add(phrase);
      issues.push({ aspect: rule.aspect, phrase });
    }
  }

  const aspectTerms = language === 'en' ? readAspectTerms(review.text) : readSpanishAspectTerms(review.text);
  const terms = sortTerms(aspectTerms, review.rating);
  // The analysis scores a clause as a whole ("good sandwich, loud room"); the guest's own words per thing win.
  const categoryOf = (term: string): Aspect => broadAspect(aspectTerms.find((t) => t.term === term)?.aspect ?? 'food');
  const criticisedCategories = new Set(terms.criticised.map(categoryOf));
  const praisedCategories = new Set(terms.praised.map(categoryOf));
  // The guest's own words come first ("I'm sorry about the music"); the analysis' wording fills in other aspects.
  // A missing or wrong item is the order's problem, not the dish's: it comes first and stands for the food.
  const readIssues: ReviewIssue[] = issues.filter((i) => i.aspect === 'order');
  for (const term of terms.criticised.filter((t) => readIssues.length === 0 || categoryOf(t) !== 'food').slice(0, 2)) {
    if (readIssues.length >= 2) break;
    const aspect = aspectTerms.find((t) => t.term === term)?.aspect ?? 'food';
    const phrase =
      language === 'en' ? termIssuePhrase(term, aspect, review.text) : termIssuePhraseEs(term, aspect, review.text);
    if (!readIssues.some((i) => i.phrase === phrase)) readIssues.push({ aspect, phrase });
  }
  const covered = new Set(readIssues.map((i) => broadAspect(i.aspect)));
  for (const issue of issues) {
    const category = broadAspect(issue.aspect);
    if (readIssues.length >= 2) break;
    // An aspect the guest praised in their own words is not a problem because the whole clause read negative.
    if (covered.has(category) || (praisedCategories.has(category) && !criticisedCategories.has(category))) continue;
    covered.add(category);
    readIssues.push(issue);
  }

  return {
    language,
    firstName: guestFirstName(review.authorName),
    // wink respells some words ("fillet" → "filet"): a dish is named back only as the guest spelled it.
    dishes: dishes.filter(
      (d) =>
        !terms.criticised.includes(d) &&
        // Below five stars a dish whose own words are unclear is not praised by name.
        (review.rating === 5 || !terms.mentioned.some((t) => foldText(t) === foldText(d))) &&
        d.split(/\s+/).every((word) => word.length < 3 || mentions(folded, word)),
    ),
    staff,
    // A category is praised in general words only when the guest's words about it are all praise.
    praised: praised.filter(
      (a) =>
        !criticisedCategories.has(a) && (praisedCategories.has(a) || !terms.mentioned.some((t) => categoryOf(t) === a)),
    ),
    issues: readIssues.slice(0, 2),
    sensitive: detectSensitive(review.text),
    hasText: review.text.trim() !== '',
    terms,
  };
}
