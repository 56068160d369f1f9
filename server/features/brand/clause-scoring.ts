import type { Aspect } from '#contracts/brand.ts';
import {
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
import type { NlpToken } from './nlp.ts';

/** Clause-level scoring: a sentence is cut at "but" and concessions, and each clause is read with a lexicon. */

export interface Lexicon {
  valence: Readonly<Record<string, number>>;
  intensifiers: Readonly<Record<string, number>>;
  downtoners: Readonly<Record<string, number>>;
  negators: ReadonlySet<string>;
  contrastAfter: ReadonlySet<string>;
  concessive: ReadonlySet<string>;
  phrases: readonly PhraseRule[];
  aspectWords: Readonly<Record<string, ReadonlySet<string>>>;
}

export const EN: Lexicon = {
  valence: { ...EN_SENTIMENT_WORDS, ...EN_WORD_VALENCE },
  intensifiers: EN_INTENSIFIERS,
  downtoners: EN_DOWNTONERS,
  negators: EN_NEGATORS,
  contrastAfter: EN_CONTRAST_AFTER,
  concessive: EN_CONCESSIVE,
  phrases: [...EN_SENTIMENT_PHRASES_FIRST, ...EN_PHRASES, ...EN_SENTIMENT_PHRASES],
  aspectWords: EN_ASPECT_WORDS,
};

export const ES: Lexicon = {
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
  'water',
  'glass',
  'cerveza',
]);
const FROZEN_DRINKS =
  /^(?:daiquiris?|margaritas?|margs?|cocktails?|drinks?|ros[eé]|coladas?|mojitos?|lemonades?|coffees?|slushies?|slushes?|yogh?urt|custard)$/;
const QUOTE_MARKS = new Set(['"', '“', '”', '«', '»']);
const TEMPERATURE_WORDS = new Set(['cold', 'frio', 'fria', 'frios', 'frias']);

/** How much the clause after "but" outweighs the clause before it, and how little a concession counts. */
export const AFTER_CONTRAST_WEIGHT = 1.4;
const BEFORE_CONTRAST_WEIGHT = 0.6;
const CONCESSION_WEIGHT = 0.5;

/** Global copies of the phrase rules, compiled once (matchAll clones them, so sharing is safe). */
const GLOBAL_RULES = new WeakMap<readonly PhraseRule[], { rule: PhraseRule; re: RegExp }[]>();
export function globalRules(rules: readonly PhraseRule[]): { rule: PhraseRule; re: RegExp }[] {
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

export interface Clause {
  tokens: NlpToken[];
  weight: number;
}

export interface ClauseResult {
  score: number;
  aspects: Map<Aspect, number>;
  tags: { tag: string; score: number; aspects: readonly Aspect[] }[];
  evidence: number;
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

export function splitClauses(tokens: NlpToken[], lexicon: Lexicon): Clause[] {
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

export function phraseText(tokens: NlpToken[]): { text: string; starts: number[] } {
  let text = ' ';
  const starts: number[] = [];
  for (const token of tokens) {
    starts.push(text.length);
    text += `${token.normal} `;
  }
  return { text, starts };
}

/** One clause being scored: its tokens, which of them a phrase has used up, and the result so far. */
interface ClauseScoring {
  tokens: NlpToken[];
  lexicon: Lexicon;
  isEnglish: boolean;
  consumed: boolean[];
  mentionsDrink: boolean;
  /** "frozen daiquiris": a drink made frozen, not food from the freezer. */
  frozenDrink: boolean;
  result: ClauseResult;
}

/** The index of the token that holds `offset` of the clause's phrase text: binary search over start offsets. */
function tokenAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A negation turns a score: praise becomes a milder complaint, a complaint a weaker praise. */
function negatedScore(score: number): number {
  return score > 0 ? -0.75 * score : 0.5 * -score;
}

function addScore(result: ClauseResult, score: number): void {
  result.score += score;
  result.evidence += Math.abs(score);
}

function addToAspects(result: ClauseResult, aspects: readonly Aspect[], score: number): void {
  for (const aspect of aspects) result.aspects.set(aspect, (result.aspects.get(aspect) ?? 0) + score);
}

/** A phrase rule's score where it matched tokens from..to; a negator just before it turns it and is used up. */
function phraseMatchScore(c: ClauseScoring, rule: PhraseRule, from: number): number {
  // A negator just before a praise/complaint phrase turns it ("never worth the wait").
  for (let i = from - 1; i >= Math.max(0, from - 2); i -= 1) {
    const before = c.tokens[i];
    if (before === undefined || before.type === 'punctuation' || c.consumed[i]) break;
    if (c.lexicon.negators.has(before.normal)) {
      c.consumed[i] = true;
      return negatedScore(rule.score);
    }
  }
  return rule.score;
}

/** Scores every match of the phrase rules over tokens no earlier match used, and marks them used. */
function applyPhraseRules(c: ClauseScoring, rules: readonly { rule: PhraseRule; re: RegExp }[]): void {
  const { text, starts } = phraseText(c.tokens);
  for (const { rule, re } of rules) {
    // A cold martini is the point; a cold burger is a complaint.
    if (rule.tag === 'cold-food' && c.mentionsDrink) continue;
    if (!rule.re.test(text)) continue;
    for (const match of text.matchAll(re)) {
      const from = tokenAt(starts, match.index + 1);
      const to = tokenAt(starts, match.index + Math.max(1, match[0].trimEnd().length - 1));
      if (c.consumed.slice(from, to + 1).some(Boolean)) continue;
      const score = phraseMatchScore(c, rule, from);
      for (let i = from; i <= to; i += 1) c.consumed[i] = true;
      addScore(c.result, score);
      addToAspects(c.result, rule.aspects, score);
      if (rule.tag !== undefined) c.result.tags.push({ tag: rule.tag, score, aspects: rule.aspects });
    }
  }
}

function followsToo(c: ClauseScoring, i: number): boolean {
  const previous = c.tokens[i - 1];
  return previous?.normal === 'too' || previous?.normal === 'demasiado' || hedgedTaste(c, i);
}

/** "a little sweet", "a bit rich", "slightly salty": a taste the guest softens is one they found too strong. */
function hedgedTaste(c: ClauseScoring, i: number): boolean {
  const hedge = `${c.tokens[i - 2]?.normal ?? ''} ${c.tokens[i - 1]?.normal ?? ''}`;
  const next = c.tokens
    .slice(i + 1, i + 4)
    .filter((t) => t.type !== 'punctuation')
    .map((t) => t.normal)
    .join(' ');
  return (
    c.isEnglish &&
    HEDGED_TASTE.test(c.tokens[i]?.normal ?? '') &&
    /(?:^| )(?:a bit|a little|a tad|bit|slightly|kinda|kind of|sort of|somewhat|oddly|weirdly|strangely|overly|unusually)$/.test(
      hedge,
    ) &&
    // "a little sweet, perfect with coffee": the guest calls it right straight after.
    !/^(?:perfect|just right|lovely|nice|great|but (?:good|nice|lovely|great|tasty))/.test(next)
  );
}

/** Tastes a guest finds too strong where they soften them: "a little sweet", "a bit rich". */
const HEDGED_TASTE =
  /^(?:sweet|salty|sour|rich|heavy|bitter|strong|sharp|tart|acidic|smoky|garlicky|peppery|buttery|creamy|weak|vinegary)$/;

/** The word's own valence, adjusted for drinks ("cold" beer, "flat" soda) and a complaint in the clause. */
function wordValence(
  c: ClauseScoring,
  token: NlpToken,
  afterToo: boolean,
  complaintFired: boolean,
): number | undefined {
  const { lexicon } = c;
  let valence =
    lexicon.valence[token.normal] ?? lexicon.valence[token.lemma] ?? spanishSuperlative(token.normal, lexicon);
  // "too sweet", "too bright": excess is a complaint even for words that are neutral or praise alone.
  if (valence === undefined && afterToo && token.pos === 'ADJ') valence = -1.5;
  if (valence === undefined) return undefined;
  if (TEMPERATURE_WORDS.has(token.normal)) valence = c.mentionsDrink ? 1 : valence;
  if (c.mentionsDrink && (token.normal === 'warm' || token.normal === 'flat')) valence = -1.8;
  // "frozen daiquiris", "frozen margs": a drink made that way, not food from the freezer.
  if (c.frozenDrink && token.normal === 'frozen') valence = 0;
  if (complaintFired && valence > 0) valence *= 0.3;
  return valence;
}

/** Intensifiers and downtoners up to two words back, and whether a negator governs the word at `i`. */
function modifiersOf(c: ClauseScoring, i: number): { multiplier: number; negated: boolean } {
  const { lexicon, tokens, consumed } = c;
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
  if (
    c.isEnglish &&
    tokens[i]?.negated === true &&
    tokens.slice(0, i).some((t, k) => !consumed[k] && lexicon.negators.has(t.normal))
  )
    negated = true;
  return { multiplier, negated };
}

/** Scores one word outside the matched phrases, with its modifiers, and tags an English complaint word. */
function scoreWord(c: ClauseScoring, i: number, complaintFired: boolean, inQuotes: boolean): void {
  const token = c.tokens[i];
  if (token === undefined) return;
  const afterToo = followsToo(c, i);
  let valence = wordValence(c, token, afterToo, complaintFired);
  if (valence === undefined) return;
  // Scare quotes ("the 'fresh' fish") put praise in doubt: it carries no weight.
  if (inQuotes && valence > 0) return;
  const { multiplier, negated } = modifiersOf(c, i);
  // "too sweet", "too loud": excess is a complaint even for words that are praise on their own.
  if (afterToo && valence > -1.5) valence = -1.5;
  // The hedge is what makes "a little sweet" a complaint: it does not soften it.
  let score = hedgedTaste(c, i) ? valence : valence * multiplier;
  if (negated) score = negatedScore(score);
  addScore(c.result, score);
  const wordTag = c.isEnglish && score < 0 ? EN_WORD_TAGS[token.normal] : undefined;
  if (wordTag !== undefined) {
    c.result.tags.push({ tag: wordTag.tag, score, aspects: wordTag.aspects });
    addToAspects(c.result, wordTag.aspects, score);
  }
}

function scoreWords(c: ClauseScoring): void {
  // When a concrete complaint fired in this clause, praise words around it read as sarcasm or politeness
  // ("Oh wonderful, they forgot the sauce again"): the complaint carries the clause.
  const complaintFired = c.result.tags.some((t) => t.score < 0);
  let inQuotes = false;
  for (let i = 0; i < c.tokens.length; i += 1) {
    const token = c.tokens[i];
    if (token === undefined) continue;
    if (QUOTE_MARKS.has(token.normal)) inQuotes = !inQuotes;
    if (!c.consumed[i]) scoreWord(c, i, complaintFired, inQuotes);
  }
}

/** Aspects the clause only mentions take the clause's score. */
function addMentionedAspects(c: ClauseScoring): void {
  const cues = aspectCues(c.lexicon);
  for (let i = 0; i < c.tokens.length; i += 1) {
    const token = c.tokens[i];
    // Words inside a matched phrase speak through the phrase's own aspects ("cleaned our plates" is not hygiene).
    if (token === undefined || c.consumed[i]) continue;
    for (const aspect of cues.get(token.lemma) ?? cues.get(token.normal) ?? []) {
      if (!c.result.aspects.has(aspect)) c.result.aspects.set(aspect, Number.NaN);
    }
  }
  for (const [aspect, value] of c.result.aspects) {
    if (Number.isNaN(value)) c.result.aspects.set(aspect, c.result.score);
  }
}

/**
 * Reads one clause: phrase rules first (their tokens are then used up), then single words with their intensifiers,
 * downtoners and negators, then the aspects the clause mentions without judging them.
 */
export function scoreClause(
  tokens: NlpToken[],
  lexicon: Lexicon,
  isEnglish: boolean,
  rules: readonly { rule: PhraseRule; re: RegExp }[],
): ClauseResult {
  const c: ClauseScoring = {
    tokens,
    lexicon,
    isEnglish,
    consumed: new Array<boolean>(tokens.length).fill(false),
    mentionsDrink: tokens.some((t) => DRINK_CONTEXT.has(t.normal) || DRINK_CONTEXT.has(t.lemma)),
    frozenDrink: tokens.some((t, k) => t.normal === 'frozen' && FROZEN_DRINKS.test(tokens[k + 1]?.normal ?? '')),
    result: { score: 0, aspects: new Map(), tags: [], evidence: 0 },
  };
  applyPhraseRules(c, rules);
  scoreWords(c);
  addMentionedAspects(c);
  return c.result;
}
