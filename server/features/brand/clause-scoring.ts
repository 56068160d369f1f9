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
  'tea',
  'water',
  'glass',
  'cerveza',
]);
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

interface Clause {
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

export function scoreClause(
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
