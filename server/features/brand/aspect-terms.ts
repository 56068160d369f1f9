import type { Aspect } from '#contracts/brand.ts';
import { EN, globalRules, phraseText, scoreClause, splitClauses, type Lexicon } from './clause-scoring.ts';
import { DISH_HEADS } from './dishes.ts';
import { EN_ASPECT_WORDS } from './lexicon-en.ts';
import { ES_TERM_NOUNS } from './lexicon-es.ts';
import { parseEnglish, type NlpSentence, type NlpToken } from './nlp.ts';
import { findDishes, findStaff } from './review-mentions.ts';
import { SEGMENT_BREAKS } from './term-context.ts';

/**
 * The things a guest names, each with its own polarity: "good sandwich, loud room" is the sandwich praised and the
 * room criticised, not one mixed review. A term is read in its own clause (sentences are cut at "but", "though",
 * semicolons and concessions), so a reply can thank for one and own the other.
 */

export type TermPolarity = 'positive' | 'negative' | 'neutral';

export interface AspectTerm {
  /** The words as the guest wrote them, lower case ("pastrami sandwich", "waiter", "wait"); a name keeps its case. */
  term: string;
  aspect: Aspect;
  polarity: TermPolarity;
  /** How strongly the words beside it judge it (0 when only mentioned); see SURE_STRENGTH. */
  strength: number;
}

/** Nouns that name something a reply can speak to, beyond the analysis' cue words (which include adjectives). */
const EXTRA_TERMS: Readonly<Record<string, Aspect>> = {
  waitstaff: 'service',
  servers: 'service',
  waiters: 'service',
  staff: 'service',
  bartenders: 'service',
  decor: 'ambience',
  entertainment: 'ambience',
  dj: 'ambience',
  furniture: 'ambience',
  backyard: 'ambience',
  garden: 'ambience',
  lounge: 'ambience',
  booths: 'ambience',
  lights: 'ambience',
  space: 'ambience',
  seating: 'ambience',
  owner: 'service',
  hostesses: 'service',
  managers: 'service',
  specials: 'food',
  special: 'food',
  salads: 'food',
  slices: 'food',
  sauce: 'food',
  music: 'ambience',
  table: 'ambience',
  tables: 'ambience',
  place: 'ambience',
  restaurant: 'ambience',
  crowd: 'ambience',
  seats: 'ambience',
  wait: 'speed',
  line: 'speed',
  prices: 'value',
  price: 'value',
  portions: 'value',
  portion: 'value',
  bathroom: 'cleanliness',
  bathrooms: 'cleanliness',
  restroom: 'cleanliness',
  restrooms: 'cleanliness',
  wine: 'drinks',
  list: 'drinks',
  bar: 'drinks',
  menu: 'food',
  food: 'food',
  flavor: 'food',
  flavors: 'food',
  dessert: 'food',
  desserts: 'food',
  appetizers: 'food',
  entrees: 'food',
  dishes: 'food',
  dinner: 'food',
  lunch: 'food',
  brunch: 'food',
};

/** Cue words that are not things ("took", "quick", "worth"): a reply never names them as what the guest named. */
const NOT_A_THING = new Set([
  'took',
  'team',
  'crew',
  'main',
  'side',
  'bite',
  'plate',
  'order',
  'money',
  'dollar',
  'bucks',
  'deal',
  'tip',
  'hour',
  'hours',
  'minute',
  'minutes',
  'cost',
  'energy',
  'view',
  'fly',
  'bug',
  'hair',
  'smell',
  'cook',
  'cooking',
  'employee',
]);

/** Words that make a dish phrase vague ("several tasting", "any pizza"): such a phrase is not named back. */
const VAGUE_MODIFIERS = new Set([
  'several',
  'any',
  'all',
  'both',
  'such',
  'no',
  'lots',
  'plenty',
  'various',
  'overall',
]);

let nounAspects: Map<string, Aspect> | null = null;
function nounAspectOf(word: string): Aspect | undefined {
  if (nounAspects === null) {
    nounAspects = new Map();
    for (const [aspect, words] of Object.entries(EN_ASPECT_WORDS)) {
      for (const w of words) if (!NOT_A_THING.has(w) && !w.includes(' ')) nounAspects.set(w, aspect as Aspect);
    }
    for (const [w, aspect] of Object.entries(EXTRA_TERMS)) nounAspects.set(w, aspect);
  }
  return nounAspects.get(word);
}

/** Clause scores at or beyond this read as praise or complaint; closer to zero the term is only mentioned. */
const POLARITY_THRESHOLD = 0.6;
/** From this strength on a reading is sure enough to thank for, or own, the thing by name in a mixed review. */
export const SURE_STRENGTH = 1.5;

function polarityOf(score: number): TermPolarity {
  if (score >= POLARITY_THRESHOLD) return 'positive';
  if (score <= -POLARITY_THRESHOLD) return 'negative';
  return 'neutral';
}

function isNoun(token: NlpToken): boolean {
  return token.pos === 'NOUN' || token.pos === 'PROPN';
}

type FoundTerm = { term: string; aspect: Aspect };

/** The dishes findDishes reads in a clause, named as the guest wrote them; their words are taken. */
function dishTerms(tokens: NlpToken[], taken: Set<string>): FoundTerm[] {
  const found: FoundTerm[] = [];
  // wink's normal form respells some words ("omelette" → "omelet"): a reply names the dish as the guest wrote it.
  const asWritten = new Map(tokens.map((t) => [t.normal, t.value.toLowerCase()]));
  for (const dish of findDishes(tokens)) {
    if (dish.split(' ').some((w) => VAGUE_MODIFIERS.has(w))) continue;
    found.push({
      term: dish
        .split(' ')
        .map((w) => asWritten.get(w) ?? w)
        .join(' '),
      aspect: 'signature',
    });
    for (const word of dish.split(' ')) taken.add(word);
  }
  return found;
}

/** The term the noun at `i` names, or null when it names nothing or is already found. */
function nounTerm(tokens: NlpToken[], i: number, found: readonly FoundTerm[]): FoundTerm | null {
  const token = tokens[i];
  if (token === undefined) return null;
  // A dish word findDishes leaves alone ("sandwich", "pie") is still the thing the guest named.
  if (DISH_HEADS.has(token.lemma) || DISH_HEADS.has(token.normal)) {
    const term = token.value.toLowerCase();
    return found.some((f) => f.term.split(' ').includes(term)) ? null : { term, aspect: 'food' };
  }
  const aspect = nounAspectOf(token.normal) ?? nounAspectOf(token.lemma);
  // A judging word tagged as a noun ("Rude waiter") is the judgement, not the thing.
  if (aspect === undefined || DISH_HEADS.has(token.lemma) || EN.valence[token.normal] !== undefined) return null;
  // A noun compound names the thing better ("wine list", "water glasses"): keep one noun before it.
  const previous = tokens[i - 1];
  const words =
    previous && isNoun(previous) && /^[a-z-]+$/.test(previous.normal) && nounAspectOf(previous.normal) === undefined
      ? [previous.normal, token.normal]
      : [token.normal];
  const term = words.join(' ');
  return found.some((f) => f.term === term) ? null : { term, aspect };
}

function clauseTerms(tokens: NlpToken[]): FoundTerm[] {
  const taken = new Set<string>();
  const found = dishTerms(tokens, taken);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined || !isNoun(token) || taken.has(token.normal)) continue;
    const term = nounTerm(tokens, i, found);
    if (term) found.push(term);
  }
  const text = tokens.map((t) => t.value).join(' ');
  for (const name of findStaff(text)) found.push({ term: name, aspect: 'staff' });
  return found;
}

function segmentsOf(tokens: NlpToken[], breaks: ReadonlySet<string>): NlpToken[][] {
  const segments: NlpToken[][] = [];
  let current: NlpToken[] = [];
  for (const token of tokens) {
    if (breaks.has(token.normal)) {
      if (current.length > 0) segments.push(current);
      current = [];
      continue;
    }
    current.push(token);
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

/** How one language's text is read per thing: its lexicon, what a thing is, and where a judgement ends. */
export interface TermReader {
  lexicon: Lexicon;
  isEnglish: boolean;
  clauseTerms(tokens: NlpToken[]): { term: string; aspect: Aspect }[];
  segmentBreaks: ReadonlySet<string>;
  parse(text: string): NlpSentence[];
}

/** Every thing named in `text`, in order of appearance, each with the polarity of its own words. */
export function readTermsWith(text: string, reader: TermReader): AspectTerm[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const { lexicon, isEnglish } = reader;
  const sentences = reader.parse(trimmed);
  const fullText = sentences.map((s) => phraseText(s.tokens).text).join(' ');
  const rules = globalRules(lexicon.phrases).filter(({ rule }) => rule.re.test(fullText));
  const terms: AspectTerm[] = [];
  const add = (term: string, aspect: Aspect, polarity: TermPolarity, strength: number) => {
    const existing = terms.find((t) => t.term === term);
    if (existing) {
      if (existing.polarity !== polarity) {
        existing.polarity = 'neutral';
        existing.strength = 0;
      }
      return;
    }
    terms.push({ term, aspect, polarity, strength: polarity === 'neutral' ? 0 : strength });
  };
  for (const sentence of sentences) {
    for (const clause of splitClauses(sentence.tokens, lexicon)) {
      const clauseTermList = reader.clauseTerms(clause.tokens);
      if (clauseTermList.length === 0) continue;
      const clauseScore = scoreClause(clause.tokens, lexicon, isEnglish, rules).score;
      const clausePolarity = polarityOf(clauseScore);
      const segments = segmentsOf(clause.tokens, reader.segmentBreaks).map((tokens) => {
        const score = scoreClause(tokens, lexicon, isEnglish, rules).score;
        return { terms: reader.clauseTerms(tokens), polarity: polarityOf(score), score };
      });
      for (const { term, aspect } of clauseTermList) {
        const segment = segments.find((s) => s.terms.some((t) => t.term === term));
        const alone = clauseTermList.length === 1;
        let polarity: TermPolarity = 'neutral';
        let strength = 0;
        // A judgement beside the term decides; the whole clause decides only for the one thing it names.
        if (segment && segment.polarity !== 'neutral') {
          polarity = segment.polarity;
          strength = Math.abs(segment.score);
        } else if (alone && segments.every((s) => s.polarity === 'neutral' || s.polarity === clausePolarity)) {
          polarity = clausePolarity;
          strength = Math.abs(clauseScore);
        }
        add(term, aspect, polarity, strength);
      }
    }
  }
  return terms;
}

const ENGLISH_READER: TermReader = {
  lexicon: EN,
  isEnglish: true,
  clauseTerms,
  segmentBreaks: SEGMENT_BREAKS,
  parse: parseEnglish,
};

/** Every thing the guest names in English text, in order of appearance, each with the polarity of its own words. */
export function readAspectTerms(text: string): AspectTerm[] {
  return readTermsWith(text, ENGLISH_READER);
}

/**
 * The broad aspect a guest's term belongs to ("waiter" → service, "pastrami sandwich" → food, "mesero" → service,
 * "tacos al pastor" → food), if known.
 */
export function aspectOfTerm(term: string): Aspect | undefined {
  const words = term.toLowerCase().trim().split(/\s+/);
  const head = words.at(-1) ?? '';
  const singular = head.replace(/s$/, '');
  if (DISH_HEADS.has(head) || DISH_HEADS.has(singular)) return 'food';
  // A Spanish term names its thing first ("tacos al pastor", "tiempo de espera" is read as "espera").
  const spanishHead = (words[0] ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const aspect = nounAspectOf(head) ?? nounAspectOf(singular) ?? ES_TERM_NOUNS[spanishHead];
  return aspect === 'signature' ? 'food' : aspect;
}
