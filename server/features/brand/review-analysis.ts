import type { Aspect, ReviewInsight } from '#contracts/brand.ts';
import { DISH_HEADS, NON_NAMING_MODIFIERS, NOT_ALONE_HEADS } from './dishes.ts';
import {
  EN_AMBIENCE_WORDS,
  EN_ASPECT_WORDS,
  EN_CONCESSIVE,
  EN_CONTRAST_AFTER,
  EN_DOWNTONERS,
  EN_INTENSIFIERS,
  EN_NEGATORS,
  EN_PHRASES,
  EN_WORD_TAGS,
  EN_WORD_VALENCE,
  type PhraseRule,
} from './lexicon-en.ts';
import { EN_SENTIMENT_PHRASES, EN_SENTIMENT_PHRASES_FIRST, EN_SENTIMENT_WORDS } from './lexicon-en-sentiment.ts';
import {
  ES_ASPECT_WORDS,
  ES_CONCESSIVE,
  ES_CONTRAST_AFTER,
  ES_DOWNTONERS,
  ES_INTENSIFIERS,
  ES_NEGATORS,
  ES_PHRASES,
  ES_WORD_VALENCE_WITH_PLURALS,
} from './lexicon-es.ts';
import { parseEnglish, type NlpSentence, type NlpToken } from './nlp.ts';
import { learnedSentenceScore, SENTIMENT_MODEL, type SentimentModel } from './sentiment-model.ts';

/**
 * Per-review analysis from the review TEXT alone (issue 5 §1): the star rating is shown beside the
 * result, never used to compute it, so a 5★ review that says "waited an hour" still surfaces the wait.
 */

/** One place in a review where an aspect was judged; the restaurant level picks evidence quotes from these. */
export interface AspectHit {
  aspect: Aspect;
  /** Signed strength: > 0 praise, < 0 complaint, 0 mentioned without judgement. */
  weight: number;
  sentence: string;
  tag?: string;
  subject?: string;
}

export interface ReviewAnalysis {
  insight: ReviewInsight;
  hits: AspectHit[];
  /** Dish/drink names as written (lower case), in order of appearance. */
  signatureMentions: string[];
  staffNames: string[];
  ambienceWords: string[];
  /** The raw reading behind the sentiment: summed sentence scores and the praise/complaint mass of clauses. */
  reading: SentimentReading;
}

export interface SentimentReading {
  total: number;
  positiveMass: number;
  negativeMass: number;
}

export interface AnalyzeOptions {
  /** The learned sentence model added to the rules for English; null reads with the rules alone. */
  model?: SentimentModel | null;
}

interface Lexicon {
  valence: Readonly<Record<string, number>>;
  intensifiers: Readonly<Record<string, number>>;
  downtoners: Readonly<Record<string, number>>;
  negators: ReadonlySet<string>;
  contrastAfter: ReadonlySet<string>;
  concessive: ReadonlySet<string>;
  phrases: readonly PhraseRule[];
  aspectWords: Readonly<Record<string, ReadonlySet<string>>>;
}

const EN: Lexicon = {
  valence: { ...EN_SENTIMENT_WORDS, ...EN_WORD_VALENCE },
  intensifiers: EN_INTENSIFIERS,
  downtoners: EN_DOWNTONERS,
  negators: EN_NEGATORS,
  contrastAfter: EN_CONTRAST_AFTER,
  concessive: EN_CONCESSIVE,
  phrases: [...EN_SENTIMENT_PHRASES_FIRST, ...EN_PHRASES, ...EN_SENTIMENT_PHRASES],
  aspectWords: EN_ASPECT_WORDS,
};

const ES: Lexicon = {
  valence: ES_WORD_VALENCE_WITH_PLURALS,
  intensifiers: ES_INTENSIFIERS,
  downtoners: ES_DOWNTONERS,
  negators: ES_NEGATORS,
  contrastAfter: ES_CONTRAST_AFTER,
  concessive: ES_CONCESSIVE,
  phrases: ES_PHRASES,
  aspectWords: ES_ASPECT_WORDS,
};

/** Words after which a drink is praised for being cold ("ice-cold beer"), not a complaint. */
const DRINK_CONTEXT = new Set([
  'beer',
  'beers',
  'drink',
  'drinks',
  'lager',
  'pint',
  'soda',
  'brew',
  'martini',
  'cocktail',
  'lemonade',
  'tea',
  'brew',
  'water',
  'glass',
  'cerveza',
]);
const QUOTE_MARKS = new Set(['"', '“', '”', '«', '»']);
const TEMPERATURE_WORDS = new Set(['cold', 'frio', 'fria', 'frios', 'frias']);

/** How much the clause after "but" outweighs the clause before it, and how little a concession counts. */
const AFTER_CONTRAST_WEIGHT = 1.4;
const BEFORE_CONTRAST_WEIGHT = 0.6;
const CONCESSION_WEIGHT = 0.5;
/** How far a review with both praise and complaint may lean and still read as mixed, relative to the smaller side. */
const MIXED_MAX_LEAN = 0.75;
/** Below this summed score a review carries no leaning worth reporting. */
const NEUTRAL_MAX_TOTAL = 0.1;
/** wink's generic sentence score is a fallback: it decides only where our lexicon is silent. */
const GENERIC_WEIGHT_WHEN_SILENT = 2;
const GENERIC_WEIGHT_WITH_EVIDENCE = 0.4;

/** Global copies of the phrase rules, compiled once (matchAll clones them, so sharing is safe). */
const GLOBAL_RULES = new WeakMap<readonly PhraseRule[], { rule: PhraseRule; re: RegExp }[]>();
function globalRules(rules: readonly PhraseRule[]): { rule: PhraseRule; re: RegExp }[] {
  let compiled = GLOBAL_RULES.get(rules);
  if (compiled === undefined) {
    compiled = rules.map((rule) => ({ rule, re: new RegExp(rule.re.source, 'g') }));
    GLOBAL_RULES.set(rules, compiled);
  }
  return compiled;
}

/** Aspect cue words inverted into one lookup per lexicon: word → aspects it signals. */
const ASPECT_CUES = new WeakMap<Lexicon, Map<string, Aspect[]>>();
function aspectCues(lexicon: Lexicon): Map<string, Aspect[]> {
  let cues = ASPECT_CUES.get(lexicon);
  if (cues === undefined) {
    cues = new Map();
    for (const [aspect, words] of Object.entries(lexicon.aspectWords)) {
      for (const word of words) cues.set(word, [...(cues.get(word) ?? []), aspect as Aspect]);
    }
    ASPECT_CUES.set(lexicon, cues);
  }
  return cues;
}

interface Clause {
  tokens: NlpToken[];
  weight: number;
}

interface ClauseResult {
  score: number;
  aspects: Map<Aspect, number>;
  tags: { tag: string; score: number; aspects: readonly Aspect[] }[];
  evidence: number;
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Spanish (and any non-English) text: our own tokeniser, since wink's model is English-only. */
function parseSpanish(text: string): NlpSentence[] {
  const sentences = text
    .split(/(?<=[.!?¡¿…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return sentences.map((sentence) => {
    const raw = sentence.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?|[^\s\p{L}\p{N}]/gu) ?? [];
    const tokens: NlpToken[] = raw.map((value) => {
      const normal = stripAccents(value.toLowerCase());
      const isWord = /[\p{L}\p{N}]/u.test(value);
      return {
        normal,
        value,
        lemma: normal,
        pos: isWord ? 'X' : 'PUNCT',
        negated: false,
        type: isWord ? 'word' : 'punctuation',
      };
    });
    return { text: sentence, tokens, genericScore: 0 };
  });
}

/** "lentísimo", "carísima": the Spanish absolute superlative intensifies its base adjective. */
function spanishSuperlative(word: string, lexicon: Lexicon): number | undefined {
  if (lexicon !== ES) return undefined;
  const match = /^(.+?)(?:qu)?isim([oa]s?)$/.exec(word);
  if (match === null) return undefined;
  const stem = match[1] ?? '';
  const base =
    lexicon.valence[`${stem}${match[2] ?? 'o'}`] ?? lexicon.valence[`${stem}o`] ?? lexicon.valence[`${stem}co`];
  return base === undefined ? undefined : base * 1.4;
}

function splitClauses(tokens: NlpToken[], lexicon: Lexicon): Clause[] {
  const clauses: Clause[] = [];
  let current: NlpToken[] = [];
  let currentWeight = 1;
  let pendingConcession = false;
  const flush = (nextWeight: number): void => {
    if (current.length > 0) clauses.push({ tokens: current, weight: currentWeight });
    current = [];
    currentWeight = nextWeight;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) continue;
    const word = token.normal;
    if (lexicon.contrastAfter.has(word) && !(word === 'though' && i === 0)) {
      // "X but Y": X was said to be qualified by Y.
      if (current.length > 0) {
        clauses.push({ tokens: current, weight: currentWeight * BEFORE_CONTRAST_WEIGHT });
        current = [];
      } else {
        for (const clause of clauses) clause.weight *= BEFORE_CONTRAST_WEIGHT;
      }
      currentWeight = AFTER_CONTRAST_WEIGHT;
      continue;
    }
    if (lexicon.concessive.has(word) && (i === 0 || tokens[i - 1]?.type === 'punctuation')) {
      flush(CONCESSION_WEIGHT);
      pendingConcession = true;
      continue;
    }
    if (word === ';' || (pendingConcession && word === ',')) {
      flush(1);
      pendingConcession = false;
      continue;
    }
    current.push(token);
  }
  flush(1);
  return clauses;
}

function phraseText(tokens: NlpToken[]): { text: string; starts: number[] } {
  let text = ' ';
  const starts: number[] = [];
  for (const token of tokens) {
    starts.push(text.length);
    text += `${token.normal} `;
  }
  return { text, starts };
}

function scoreClause(
  tokens: NlpToken[],
  lexicon: Lexicon,
  isEnglish: boolean,
  rules: readonly { rule: PhraseRule; re: RegExp }[],
): ClauseResult {
  const result: ClauseResult = { score: 0, aspects: new Map(), tags: [], evidence: 0 };
  const consumed = new Array<boolean>(tokens.length).fill(false);
  const { text, starts } = phraseText(tokens);
  const tokenAt = (offset: number): number => {
    // Binary search over token start offsets.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  };

  const mentionsDrink = tokens.some((t) => DRINK_CONTEXT.has(t.normal) || DRINK_CONTEXT.has(t.lemma));
  for (const { rule, re } of rules) {
    // A cold martini is the point; a cold burger is a complaint.
    if (rule.tag === 'cold-food' && mentionsDrink) continue;
    if (!rule.re.test(text)) continue;
    for (const match of text.matchAll(re)) {
      const from = tokenAt(match.index + 1);
      const to = tokenAt(match.index + Math.max(1, match[0].trimEnd().length - 1));
      let taken = false;
      for (let i = from; i <= to; i += 1) if (consumed[i]) taken = true;
      if (taken) continue;
      let score = rule.score;
      // A negator just before a praise/complaint phrase turns it ("never worth the wait").
      for (let i = from - 1; i >= Math.max(0, from - 2); i -= 1) {
        const before = tokens[i];
        if (before === undefined || before.type === 'punctuation' || consumed[i]) break;
        if (lexicon.negators.has(before.normal)) {
          score = score > 0 ? -0.75 * score : 0.5 * -score;
          consumed[i] = true;
          break;
        }
      }
      for (let i = from; i <= to; i += 1) consumed[i] = true;
      result.score += score;
      result.evidence += Math.abs(score);
      for (const aspect of rule.aspects) result.aspects.set(aspect, (result.aspects.get(aspect) ?? 0) + score);
      if (rule.tag !== undefined) result.tags.push({ tag: rule.tag, score, aspects: rule.aspects });
    }
  }

  // When a concrete complaint fired in this clause, praise words around it read as sarcasm or politeness
  // ("Oh wonderful, they forgot the sauce again"): the complaint carries the clause.
  const complaintFired = result.tags.some((t) => t.score < 0);
  let inQuotes = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (QUOTE_MARKS.has(token.normal)) inQuotes = !inQuotes;
    if (consumed[i]) continue;
    const previous = tokens[i - 1];
    const afterToo = previous?.normal === 'too' || previous?.normal === 'demasiado';
    let valence =
      lexicon.valence[token.normal] ?? lexicon.valence[token.lemma] ?? spanishSuperlative(token.normal, lexicon);
    // "too sweet", "too bright": excess is a complaint even for words that are neutral or praise alone.
    if (valence === undefined && afterToo && token.pos === 'ADJ') valence = -1.5;
    if (valence === undefined) continue;
    if (TEMPERATURE_WORDS.has(token.normal)) valence = mentionsDrink ? 1 : valence;
    if (mentionsDrink && (token.normal === 'warm' || token.normal === 'flat')) valence = -1.8;
    if (complaintFired && valence > 0) valence *= 0.3;
    // Scare quotes ("the 'fresh' fish") put praise in doubt: it carries no weight.
    if (inQuotes && valence > 0) continue;
    let multiplier = 1;
    let negated = false;
    for (let back = 1; back <= 3; back += 1) {
      const previous = tokens[i - back];
      if (previous === undefined || previous.type === 'punctuation') break;
      // A negator that belongs to a matched phrase ("sin duda", "never again") was already accounted for.
      if (consumed[i - back] === true) continue;
      const word = previous.normal;
      if (back <= 2 && lexicon.intensifiers[word] !== undefined) multiplier *= lexicon.intensifiers[word] ?? 1;
      if (back <= 2 && lexicon.downtoners[word] !== undefined) multiplier *= lexicon.downtoners[word] ?? 1;
      if (lexicon.negators.has(word)) negated = true;
    }
    // wink's negation scope catches negators further back ("I didn't think the pasta was good").
    if (isEnglish && token.negated && tokens.slice(0, i).some((t, k) => !consumed[k] && lexicon.negators.has(t.normal)))
      negated = true;
    // "too sweet", "too loud": excess is a complaint even for words that are praise on their own.
    if (afterToo && valence > -1.5) valence = -1.5;
    let score = valence * multiplier;
    if (negated) score = score > 0 ? -0.75 * score : 0.5 * -score;
    result.score += score;
    result.evidence += Math.abs(score);
    const wordTag = isEnglish && score < 0 ? EN_WORD_TAGS[token.normal] : undefined;
    if (wordTag !== undefined) {
      result.tags.push({ tag: wordTag.tag, score, aspects: wordTag.aspects });
      for (const aspect of wordTag.aspects) result.aspects.set(aspect, (result.aspects.get(aspect) ?? 0) + score);
    }
  }

  const cues = aspectCues(lexicon);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    // Words inside a matched phrase speak through the phrase's own aspects ("cleaned our plates" is not hygiene).
    if (token === undefined || consumed[i]) continue;
    for (const aspect of cues.get(token.lemma) ?? cues.get(token.normal) ?? []) {
      if (!result.aspects.has(aspect)) result.aspects.set(aspect, Number.NaN);
    }
  }
  for (const [aspect, value] of result.aspects) {
    if (Number.isNaN(value)) result.aspects.set(aspect, result.score);
  }
  return result;
}

const STAFF_ROLE = String.raw`(?:server|waiter|waitress|bartender|barkeep|host|hostess|manager|sommelier|somm|chef|busser|runner|cashier|barista|mesero|mesera|camarero|camarera|gerente)`;
const NAME = String.raw`([A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,14})`;
const STAFF_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:our|my|the|your|nuestro|nuestra|el|la)\s+${STAFF_ROLE}\s*,?\s+${NAME}`, 'gi'),
  new RegExp(String.raw`\b${NAME}\s*,\s*(?:our|my|the)\s+${STAFF_ROLE}`, 'gi'),
  new RegExp(String.raw`\b${NAME}\s+(?:was|is)\s+(?:our|my|the)\s+(?:\w+\s+)?${STAFF_ROLE}`, 'gi'),
  new RegExp(
    String.raw`\b(?:ask for|request|sit with|shout ?out to|kudos to|props to|thanks to|thank you to)\s+${NAME}`,
    'gi',
  ),
  new RegExp(String.raw`\b${STAFF_ROLE}\s+(?:named|called|llamado|llamada)\s+${NAME}`, 'gi'),
];
const NOT_NAMES = new Set([
  'The',
  'We',
  'She',
  'He',
  'They',
  'And',
  'But',
  'Our',
  'Very',
  'Great',
  'This',
  'That',
  'Food',
  'Service',
  'Was',
  'Who',
  'Its',
  'His',
  'Her',
  'Una',
  'Muy',
  'Excellent',
  'Amazing',
  'Super',
  'Really',
  'Always',
  'Never',
  'Everyone',
  'Staff',
  'Also',
  'Then',
  'Today',
  'Tonight',
  'Dinner',
  'Lunch',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]);

const STAFF_CUE = new RegExp(String.raw`${STAFF_ROLE}|ask for|request|sit with|shout|kudos|props|thank`, 'i');

function findStaff(sentence: string): string[] {
  const names: string[] = [];
  if (!STAFF_CUE.test(sentence)) return names;
  for (const pattern of STAFF_PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const raw = match[1];
      if (raw === undefined) continue;
      const name = raw.charAt(0).toUpperCase() + raw.slice(1);
      if (!/^[A-ZÁÉÍÓÚÑ]/.test(raw) || NOT_NAMES.has(name)) continue;
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

function findDishes(tokens: NlpToken[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined || !(DISH_HEADS.has(token.lemma) || DISH_HEADS.has(token.normal))) continue;
    // Prefer the longest noun run: "matzo ball soup" ends at "soup", not at "ball".
    const next = tokens[i + 1];
    if (
      next !== undefined &&
      (DISH_HEADS.has(next.lemma) || DISH_HEADS.has(next.normal)) &&
      (next.pos === 'NOUN' || next.pos === 'PROPN')
    )
      continue;
    const words: string[] = [token.normal];
    for (let back = 1; back <= 2; back += 1) {
      const previous = tokens[i - back];
      if (previous === undefined) break;
      const modifier = previous.normal;
      const isModifier =
        previous.pos === 'NOUN' || previous.pos === 'PROPN' || previous.pos === 'ADJ' || DISH_HEADS.has(previous.lemma);
      if (
        !isModifier ||
        NON_NAMING_MODIFIERS.has(modifier) ||
        EN_WORD_VALENCE[modifier] !== undefined ||
        EN_INTENSIFIERS[modifier] !== undefined ||
        !/^[a-zà-ÿ'-]+$/.test(modifier)
      )
        break;
      words.unshift(modifier);
    }
    const head = token.lemma;
    if (words.length === 1 && NOT_ALONE_HEADS.has(head)) continue;
    found.push(words.join(' '));
  }
  return found;
}

const AMBIENCE_PATTERNS = EN_AMBIENCE_WORDS.map((word) => ({ word, re: new RegExp(`(?<![a-z-])${word}(?![a-z-])`) }));

function findAmbience(text: string): string[] {
  const lower = text
    .toLowerCase()
    .replace(/old school/g, 'old-school')
    .replace(/laid back/g, 'laid-back')
    .replace(/no frills/g, 'no-frills');
  return AMBIENCE_PATTERNS.filter(({ re }) => re.test(lower)).map(({ word }) => word);
}

function polarityOf(weight: number): 'positive' | 'negative' | 'neutral' {
  if (weight >= 0.75) return 'positive';
  if (weight <= -0.75) return 'negative';
  return 'neutral';
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A review's overall sentiment from its reading. */
export function decideSentiment(reading: SentimentReading): { sentiment: ReviewInsight['sentiment']; score: number } {
  const score = round(Math.tanh(reading.total / 4));
  const bigger = Math.max(reading.positiveMass, reading.negativeMass);
  const smaller = Math.min(reading.positiveMass, reading.negativeMass);
  let sentiment: ReviewInsight['sentiment'];
  // Mixed only when praise and complaint are both substantial and neither clearly carries the review;
  // any clear leaning is committed to, and only a reading with next to no evidence is neutral.
  if (smaller >= 1.5 && smaller / bigger >= 0.35 && Math.abs(reading.total) < MIXED_MAX_LEAN * smaller)
    sentiment = 'mixed';
  else if (Math.abs(reading.total) < NEUTRAL_MAX_TOTAL) sentiment = 'neutral';
  else sentiment = reading.total > 0 ? 'positive' : 'negative';
  return { sentiment, score };
}

/** Analyses one review's text. `language` is the review's BCP-47 code: "es…" uses the Spanish lexicon. */
export function analyzeReviewText(text: string, language = 'en', options: AnalyzeOptions = {}): ReviewAnalysis {
  const trimmed = text.trim();
  const model = options.model === undefined ? SENTIMENT_MODEL : options.model;
  const empty: ReviewAnalysis = {
    insight: { sentiment: 'neutral', score: 0, aspects: [] },
    hits: [],
    signatureMentions: [],
    staffNames: [],
    ambienceWords: [],
    reading: { total: 0, positiveMass: 0, negativeMass: 0 },
  };
  if (trimmed.length === 0) return empty;
  const isEnglish = !language.toLowerCase().startsWith('es');
  const lexicon = isEnglish ? EN : ES;
  const sentences = isEnglish ? parseEnglish(trimmed) : parseSpanish(trimmed);

  let total = 0;
  let positiveMass = 0;
  let negativeMass = 0;
  const hits: AspectHit[] = [];
  const staffNames: string[] = [];
  const signatureMentions: string[] = [];

  // A clause's text is a contiguous piece of the review's text, so a rule that cannot match the whole
  // review cannot match any clause: test each rule once per review, not once per clause.
  const fullText = sentences.map((sentence) => phraseText(sentence.tokens).text).join(' ');
  const rules = globalRules(lexicon.phrases).filter(({ rule }) => rule.re.test(fullText));

  for (const sentence of sentences) {
    const clauses = splitClauses(sentence.tokens, lexicon);
    const startsWithContrast = lexicon.contrastAfter.has(sentence.tokens[0]?.normal ?? '');
    const sentenceWeight = startsWithContrast ? AFTER_CONTRAST_WEIGHT : 1;
    let sentenceScore = 0;
    let evidence = 0;
    const clauseResults = clauses.map((clause) => ({
      clause,
      result: scoreClause(clause.tokens, lexicon, isEnglish, rules),
    }));
    for (const { clause, result } of clauseResults) {
      sentenceScore += clause.weight * result.score;
      evidence += result.evidence;
    }
    sentenceScore += sentence.genericScore * (evidence > 0 ? GENERIC_WEIGHT_WITH_EVIDENCE : GENERIC_WEIGHT_WHEN_SILENT);
    // The learned reading adds what word statistics from real reviews know and the rules do not.
    if (isEnglish && model !== null) sentenceScore += learnedSentenceScore(sentence.tokens, model);
    sentenceScore *= sentenceWeight;
    total += sentenceScore;
    for (const { result } of clauseResults) {
      if (result.score > 0.5) positiveMass += result.score;
      if (result.score < -0.5) negativeMass -= result.score;
    }
    const quote = sentence.text.trim();
    for (const { clause, result } of clauseResults) {
      const clauseScore = result.evidence > 0 ? result.score : sentence.genericScore * GENERIC_WEIGHT_WHEN_SILENT;
      // Where our lexicon was silent, the aspects a clause mentions take wink's generic reading of it.
      for (const [aspect, weight] of result.aspects)
        hits.push({ aspect, weight: result.evidence > 0 ? weight : clauseScore, sentence: quote });
      for (const { tag, score, aspects } of result.tags) {
        // A pattern without aspects of its own ("too loud", "never again") is about what the clause mentions.
        const targets = aspects.length > 0 ? aspects : [...result.aspects.keys()];
        for (const aspect of targets) hits.push({ aspect, weight: score, sentence: quote, tag });
      }
      const clauseText = clause.tokens.map((t) => t.value).join(' ');
      for (const name of findStaff(clauseText)) {
        if (!staffNames.includes(name)) staffNames.push(name);
        hits.push({ aspect: 'staff', weight: clauseScore, sentence: quote, subject: name });
      }
      for (const dish of findDishes(clause.tokens)) {
        signatureMentions.push(dish);
        hits.push({ aspect: 'signature', weight: clauseScore, sentence: quote, subject: dish });
      }
    }
    // Names split across clause boundaries ("our server, Luis, was great") are caught on the whole sentence.
    for (const name of findStaff(quote)) {
      if (staffNames.includes(name)) continue;
      staffNames.push(name);
      hits.push({ aspect: 'staff', weight: sentenceScore, sentence: quote, subject: name });
    }
  }

  const reading: SentimentReading = { total, positiveMass, negativeMass };
  const { sentiment, score } = decideSentiment(reading);

  const byAspect = new Map<string, { aspect: Aspect; subject?: string; weight: number }>();
  for (const hit of hits) {
    const key = `${hit.aspect}|${hit.subject ?? ''}`;
    const entry = byAspect.get(key) ?? {
      aspect: hit.aspect,
      ...(hit.subject === undefined ? {} : { subject: hit.subject }),
      weight: 0,
    };
    if (hit.tag === undefined) entry.weight += hit.weight;
    byAspect.set(key, entry);
  }
  const aspects: ReviewInsight['aspects'] = [...byAspect.values()].map((entry) => ({
    aspect: entry.aspect,
    sentiment: polarityOf(entry.weight),
    ...(entry.subject === undefined ? {} : { subject: entry.subject }),
  }));

  return {
    insight: { sentiment, score, aspects },
    hits,
    signatureMentions,
    staffNames,
    ambienceWords: findAmbience(trimmed),
    reading,
  };
}

/** The per-review insight shown in the review modal (contracts/brand.ts `reviewInsightSchema`). */
export function analyzeReview(text: string, language = 'en'): ReviewInsight {
  return analyzeReviewText(text, language).insight;
}
