import { EN } from './clause-scoring.ts';
import type { NlpToken } from './nlp.ts';
import type { TermContext, TermLexiconScores } from './term-context.ts';

/**
 * The inputs of the per-thing polarity model for one term: the lexicon engine's readings around it, a few structural
 * cues (contrast, comparison, negation, a question), and word vectors averaged over the regions around the term (its
 * own words, the clause before and after it weighted by closeness, its segment, the rest of the sentence, the words
 * under a negation). Training (scripts/train-term-polarity.ts) and the runtime (term-polarity.ts) share this code,
 * so the model always sees the same inputs.
 */

export interface WordVectors {
  dimensions: number;
  /** The word's row in the table, or −1 when the table lacks it. */
  rowOf(word: string): number;
  /** How much the row's word counts in an average: frequent function words little, content words fully. */
  weightOf(row: number): number;
  /** Adds `weight` × the row's vector to `out` from `offset` on. */
  addRow(out: Float32Array, offset: number, row: number, weight: number): void;
}

/** How fast a context word's weight falls with its distance (in tokens) from the term. */
const DISTANCE_SCALE = 3;
/** Words a negator governs: up to this many tokens after it, inside the clause. */
const NEGATION_REACH = 3;
const COMPARATIVES = new Set([
  'better',
  'worse',
  'more',
  'less',
  'rather',
  'prefer',
  'preferred',
  'superior',
  'inferior',
]);

/** The lexicon and structure block's names, in order (the model file records them, so a mismatch is caught). */
export const LEXICON_FEATURES = [
  'segment',
  'clause',
  'left',
  'right',
  'otherClauses',
  'sentence',
  'segmentPositive',
  'segmentNegative',
  'clausePositive',
  'clauseNegative',
  'clauseWeight',
  'afterContrast',
  'weakened',
  'severalClauses',
  'thanBefore',
  'thanAfter',
  'comparative',
  'termNegated',
  'negatorBefore',
  'generic',
  'question',
  'exclamation',
  'position',
] as const;

/** The vector blocks, in order. */
export const VECTOR_BLOCKS = ['term', 'left', 'right', 'segment', 'outside', 'negated'] as const;

export function featureCount(dimensions: number): number {
  return LEXICON_FEATURES.length + VECTOR_BLOCKS.length * dimensions;
}

const isWord = (token: NlpToken | undefined): token is NlpToken =>
  token !== undefined && token.type !== 'punctuation' && token.type !== 'emoji' && token.type !== 'symbol';

/**
 * When the term comes after "than" in a judged comparison ("I liked the noodles better than their green curry", "the
 * pasta was worse than the pizza"), the token that names the other side (the noodles, the pasta), else −1. MAMS has
 * too few comparisons to teach the model this, so term-polarity.ts reads the term as the mirror of the other side. A
 * negated comparison ("no better than", "nothing better than") is left to the model.
 */
export function comparedWith(context: TermContext): number {
  const { tokens, clauseOf, clause, first } = context;
  const inClause = (i: number) => clauseOf[i] === clause;
  const than = tokens.findIndex((t, i) => inClause(i) && t.normal === 'than');
  if (than < 0 || first < than) return -1;
  let comparative = than - 1;
  while (comparative >= 0 && inClause(comparative) && !isJudgedComparative(tokens, comparative)) comparative -= 1;
  if (comparative < 0 || !inClause(comparative)) return -1;
  const negated = tokens.some((t, i) => i < comparative && inClause(i) && isNegator(t));
  if (negated) return -1;
  for (let i = comparative - 1; i >= 0 && inClause(i); i -= 1) {
    const pos = tokens[i]?.pos;
    if (pos === 'NOUN' || pos === 'PROPN') return i;
  }
  return -1;
}

/** "the only saving grace was …", "the only good thing was …", "our one bright spot was …", right before the term. */
const REDEEMER_BEFORE =
  / (?:saving graces?|redeeming (?:feature|quality|factor|thing|part|dish)s?|(?:only|one) (?:good|decent|redeeming|great|nice|edible|positive|bright) (?:thing|part|point|spot|feature|dish|item)s?)(?: [a-z']+){0,4} (?:was|were|is|are)(?: the| their| our| my| its| a| an)? $/;
/** "… was the only saving grace", "… were the one redeeming feature", right after the term. */
const REDEEMER_AFTER =
  /^ (?:was|were|is|are) (?:the |their |our |its |my )?(?:only |one |sole )?(?:saving grace|redeeming|good thing|bright spot)/;

/**
 * Whether the term is what redeems a complaint ("the only saving grace was the dessert"): the words around it are
 * the complaint's, but the thing itself is praised. MAMS has too few such sentences to teach the model this.
 */
export function isRedeemer(context: TermContext): boolean {
  const { tokens, clauseOf, clause, first, last } = context;
  const words = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .filter((_, k) => clauseOf[from + k] === clause)
      .map((t) => t.normal)
      .join(' ');
  return REDEEMER_BEFORE.test(` ${words(0, first)} `) || REDEEMER_AFTER.test(` ${words(last + 1, tokens.length)}`);
}

const isNegator = (token: NlpToken) => EN.negators.has(token.normal) || token.normal === "n't";

/** "better", "worse", "prefer", or "more"/"less" before a judging word ("more flavorful"). */
function isJudgedComparative(tokens: readonly NlpToken[], i: number): boolean {
  const word = tokens[i]?.normal ?? '';
  if (word === 'more' || word === 'less') {
    const next = tokens[i + 1];
    return next !== undefined && (EN.valence[next.normal] ?? EN.valence[next.lemma]) !== undefined;
  }
  return word === 'better' || word === 'worse' || word === 'prefer' || word === 'preferred';
}

function lexiconBlock(context: TermContext, scores: TermLexiconScores, generic: number): number[] {
  const { tokens, clauseOf, clause, first, last } = context;
  const squash = (score: number) => Math.tanh(score / 3);
  const inClause = (i: number) => clauseOf[i] === clause;
  const weight = context.clauseWeights[clause] ?? 1;
  const clauseIndices = tokens.map((_, i) => i).filter(inClause);
  const thanBefore = clauseIndices.some((i) => i < first && tokens[i]?.normal === 'than');
  const thanAfter = clauseIndices.some((i) => i > last && tokens[i]?.normal === 'than');
  const comparative = clauseIndices.some((i) => COMPARATIVES.has(tokens[i]?.normal ?? ''));
  const termNegated = tokens.slice(first, last + 1).some((t) => t.negated);
  const negatorBefore = tokens.slice(Math.max(0, first - NEGATION_REACH), first).some(isNegator);
  const flag = (value: boolean) => (value ? 1 : 0);
  return [
    squash(scores.segment),
    squash(scores.clause),
    squash(scores.left),
    squash(scores.right),
    squash(scores.otherClauses),
    squash(scores.sentence),
    flag(scores.segment >= 0.6),
    flag(scores.segment <= -0.6),
    flag(scores.clause >= 0.6),
    flag(scores.clause <= -0.6),
    Math.log(weight),
    flag(weight > 1.01),
    flag(weight < 0.99),
    flag(context.clauseWeights.length > 1),
    flag(thanBefore),
    flag(thanAfter),
    flag(comparative),
    flag(termNegated),
    flag(negatorBefore),
    Math.tanh(generic),
    flag(tokens.some((t) => t.normal === '?')),
    flag(tokens.some((t) => t.normal === '!')),
    tokens.length > 1 ? first / (tokens.length - 1) : 0,
  ];
}

/** Adds the token's weighted vector at `offset`; returns the weight used (0 when the table lacks the word). */
function addVector(out: Float32Array, offset: number, token: NlpToken, weight: number, vectors: WordVectors): number {
  let row = vectors.rowOf(token.normal);
  if (row < 0) row = vectors.rowOf(token.lemma);
  if (row < 0 || weight <= 0) return 0;
  const w = weight * vectors.weightOf(row);
  vectors.addRow(out, offset, row, w);
  return w;
}

/** Which vector block each token adds to, and with what weight: [block, weight][] per token. */
function regionsOf(context: TermContext, i: number): [number, number][] {
  const { clauseOf, segmentOf, clause, segment, first, last, tokens } = context;
  if (i >= first && i <= last) return [[0, 1]];
  if (clauseOf[i] !== clause) return clauseOf[i] === -1 ? [] : [[4, 1]];
  const distance = i < first ? first - i : i - last;
  const near = Math.exp(-(distance - 1) / DISTANCE_SCALE);
  let negated = tokens[i]?.negated === true;
  for (let back = 1; back <= NEGATION_REACH && !negated; back += 1) {
    const before = tokens[i - back];
    if (before === undefined || clauseOf[i - back] !== clause) break;
    if (isNegator(before)) negated = true;
  }
  const regions: [number, number][] = [[i < first ? 1 : 2, near]];
  if (segmentOf[i] === segment) regions.push([3, 1]);
  if (negated) regions.push([5, near]);
  return regions;
}

/** The model's inputs for one term, in LEXICON_FEATURES then VECTOR_BLOCKS order. */
export function termFeatures(
  context: TermContext,
  scores: TermLexiconScores,
  generic: number,
  vectors: WordVectors,
): Float32Array {
  const dims = vectors.dimensions;
  const lexicon = lexiconBlock(context, scores, generic);
  const out = new Float32Array(featureCount(dims));
  out.set(lexicon);
  const base = lexicon.length;
  const totals = new Array<number>(VECTOR_BLOCKS.length).fill(0);
  context.tokens.forEach((token, i) => {
    if (!isWord(token)) return;
    for (const [block, weight] of regionsOf(context, i)) {
      totals[block] = (totals[block] ?? 0) + addVector(out, base + block * dims, token, weight, vectors);
    }
  });
  totals.forEach((total, block) => {
    if (total <= 0) return;
    for (let d = 0; d < dims; d += 1) out[base + block * dims + d] = (out[base + block * dims + d] ?? 0) / total;
  });
  return out;
}
