import { EN, globalRules, scoreClause, splitClauses, type Clause, type ClauseResult } from './clause-scoring.ts';
import type { NlpSentence, NlpToken } from './nlp.ts';

/**
 * Where a thing the guest named sits in its sentence: the parsed sentence, the term's tokens, the clause the lexicon
 * engine cuts around it (at "but", "however", concessions, semicolons) and the segment inside that clause (cut at
 * commas, "and", "while", …), with the lexicon's reading of each part. The per-thing polarity model reads these.
 */

/** Punctuation and words that end one judgement and start another inside a clause ("good food, rude staff"). */
export const SEGMENT_BREAKS: ReadonlySet<string> = new Set([
  ',',
  '-',
  '--',
  '(',
  ')',
  ':',
  '!',
  'while',
  'whereas',
  'and',
  'plus',
  'which',
  'because',
]);

export interface TermContext {
  /** The sentence that holds the term. */
  tokens: NlpToken[];
  /** The term's first and last token in `tokens` (inclusive). */
  first: number;
  last: number;
  /** Per token: its clause, or −1 for a connective the clause split used up ("but", "although"). */
  clauseOf: number[];
  /** Per token: its segment inside its clause, or −1 for a segment break. */
  segmentOf: number[];
  /** Per clause: how much the lexicon engine weighs it (after "but" more, a concession less). */
  clauseWeights: number[];
  /** The clause and segment of the term's last (head) token. */
  clause: number;
  segment: number;
}

/** Each token's character span in `text`: tokens are found in order; one that cannot be found gets an empty span. */
export function tokenSpans(text: string, sentences: readonly NlpSentence[]): [number, number][][] {
  let cursor = 0;
  return sentences.map((sentence) =>
    sentence.tokens.map((token): [number, number] => {
      const at = token.value === '' ? -1 : text.indexOf(token.value, cursor);
      // A token wink spelled differently from the text: give it no span rather than jump far ahead.
      if (at < 0 || text.slice(cursor, at).trim().length > 0) return [cursor, cursor];
      cursor = at + token.value.length;
      return [at, cursor];
    }),
  );
}

/** The sentence and tokens that overlap the character span from..to, or null when no token does. */
export function locateSpan(
  spans: readonly (readonly [number, number])[][],
  from: number,
  to: number,
): { sentence: number; first: number; last: number } | null {
  let found: { sentence: number; first: number; last: number } | null = null;
  spans.forEach((sentence, s) => {
    sentence.forEach(([start, end], i) => {
      if (end <= start || end <= from || start >= to) return;
      // A term that wink's sentence split cut in two is read in the sentence of its last token.
      if (found === null || found.sentence !== s) found = { sentence: s, first: i, last: i };
      else found.last = i;
    });
  });
  return found;
}

/**
 * A parenthetical connective ("our waiter, however, was a delight"; "the pasta, though, was bland") leaves a clause
 * with no verb before it: that fragment is the subject of the clause after it, so it joins that clause (without the
 * commas around the connective).
 */
function joinFragments(clauses: Clause[], tokens: readonly NlpToken[], index: ReadonlyMap<NlpToken, number>): Clause[] {
  const joined: Clause[] = [];
  for (let c = 0; c < clauses.length; c += 1) {
    const clause = clauses[c];
    const next = clauses[c + 1];
    if (clause === undefined) continue;
    const end = index.get(clause.tokens.at(-1) as NlpToken) ?? -1;
    const connective = tokens[end + 1];
    const fragment =
      next !== undefined &&
      connective !== undefined &&
      EN.contrastAfter.has(connective.normal) &&
      !clause.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (!fragment) {
      joined.push(clause);
      continue;
    }
    const isComma = (t: NlpToken | undefined) => t?.normal === ',';
    const before = isComma(clause.tokens.at(-1)) ? clause.tokens.slice(0, -1) : clause.tokens;
    const after = isComma(next.tokens[0]) ? next.tokens.slice(1) : next.tokens;
    clauses[c + 1] = { tokens: [...before, ...after], weight: next.weight };
  }
  return joined;
}

/**
 * The clause and segment structure of one sentence around the term at first..last. `asEngine` keeps the lexicon
 * engine's clauses exactly (the baseline reading); otherwise a verbless fragment before a parenthetical connective
 * joins the clause after it.
 */
export function termContext(tokens: NlpToken[], first: number, last: number, asEngine = false): TermContext {
  const index = new Map(tokens.map((token, i) => [token, i]));
  const engineClauses = splitClauses(tokens, EN);
  const clauses = asEngine ? engineClauses : joinFragments(engineClauses, tokens, index);
  const clauseOf = new Array<number>(tokens.length).fill(-1);
  const segmentOf = new Array<number>(tokens.length).fill(-1);
  clauses.forEach((clause, c) => {
    let segment = 0;
    for (const token of clause.tokens) {
      const i = index.get(token);
      if (i === undefined) continue;
      clauseOf[i] = c;
      if (SEGMENT_BREAKS.has(token.normal)) segment += 1;
      else segmentOf[i] = segment;
    }
  });
  // A term token that is itself a connective or a break ("the wait while …" never is, but be safe): look back.
  let head = last;
  while (head > first && (clauseOf[head] ?? -1) < 0) head -= 1;
  return {
    tokens,
    first,
    last,
    clauseOf,
    segmentOf,
    clauseWeights: clauses.map((c) => c.weight),
    clause: clauseOf[head] ?? -1,
    segment: segmentOf[head] ?? -1,
  };
}

/** The lexicon engine's scores around the term, in rule units. */
export interface TermLexiconScores {
  segment: number;
  clause: number;
  /** The term's clause before and after the term. */
  left: number;
  right: number;
  /** The other clauses, each with its weight. */
  otherClauses: number;
  /** The whole sentence, clauses weighted as the sentence reading weighs them. */
  sentence: number;
}

type Rules = ReturnType<typeof globalRules>;

function score(tokens: NlpToken[], rules: Rules): ClauseResult['score'] {
  return tokens.length === 0 ? 0 : scoreClause(tokens, EN, true, rules).score;
}

/** The phrase rules that can match anywhere in the sentence (the others are skipped for every part). */
export function sentenceRules(tokens: readonly NlpToken[]): Rules {
  const text = ` ${tokens.map((t) => t.normal).join(' ')} `;
  return globalRules(EN.phrases).filter(({ rule }) => rule.re.test(text));
}

export function lexiconScores(context: TermContext, rules: Rules = sentenceRules(context.tokens)): TermLexiconScores {
  const { tokens, clauseOf, segmentOf, clause, segment, first, last } = context;
  const inClause = (i: number) => clauseOf[i] === clause;
  const clauseTokens = tokens.filter((_, i) => inClause(i));
  const segmentTokens = tokens.filter((_, i) => inClause(i) && segmentOf[i] === segment);
  let otherClauses = 0;
  let sentence = 0;
  context.clauseWeights.forEach((weight, c) => {
    const value =
      weight *
      score(
        tokens.filter((_, i) => clauseOf[i] === c),
        rules,
      );
    sentence += value;
    if (c !== clause) otherClauses += value;
  });
  return {
    segment: score(segmentTokens, rules),
    clause: score(clauseTokens, rules),
    left: score(
      tokens.filter((_, i) => i < first && inClause(i)),
      rules,
    ),
    right: score(
      tokens.filter((_, i) => i > last && inClause(i)),
      rules,
    ),
    otherClauses,
    sentence,
  };
}
