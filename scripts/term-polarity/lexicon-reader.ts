import { parseEnglish } from '#server/features/brand/nlp.ts';
import {
  lexiconScores,
  locateSpan,
  sentenceRules,
  termContext,
  tokenSpans,
} from '#server/features/brand/term-context.ts';

/**
 * The baseline: the lexicon engine's per-thing reading (readTermsWith in aspect-terms.ts) applied to a given span.
 * The segment of the clause that holds the term decides when it judges; otherwise the whole clause decides, but only
 * when the clause names no other given term and none of its segments disagrees with it.
 */

export type Polarity = 'positive' | 'negative' | 'neutral';

/** The same threshold readTermsWith uses: closer to zero the term is only mentioned. */
const POLARITY_THRESHOLD = 0.6;

export function polarityOf(score: number): Polarity {
  if (score >= POLARITY_THRESHOLD) return 'positive';
  if (score <= -POLARITY_THRESHOLD) return 'negative';
  return 'neutral';
}

export interface GivenSentence {
  text: string;
  terms: { from: number; to: number }[];
}

/** The baseline polarity of each given term of one sentence, in order. */
export function lexiconReadings(sentence: GivenSentence): Polarity[] {
  const parsed = parseEnglish(sentence.text);
  const spans = tokenSpans(sentence.text, parsed);
  const located = sentence.terms.map((t) => locateSpan(spans, t.from, t.to));
  return located.map((place, k) => {
    if (place === null) return 'neutral';
    const tokens = parsed[place.sentence]?.tokens ?? [];
    const context = termContext(tokens, place.first, place.last, true);
    const rules = sentenceRules(tokens);
    const scores = lexiconScores(context, rules);
    const segment = polarityOf(scores.segment);
    if (segment !== 'neutral') return segment;
    const others = located.some(
      (other, j) =>
        j !== k &&
        other !== null &&
        other.sentence === place.sentence &&
        context.clauseOf[other.last] === context.clause,
    );
    if (others) return 'neutral';
    const clause = polarityOf(scores.clause);
    const segments = new Set(context.segmentOf.filter((s, i) => s >= 0 && context.clauseOf[i] === context.clause));
    const disagree = [...segments].some((s) => {
      const segmentScore = lexiconScores({ ...context, segment: s }, rules).segment;
      const p = polarityOf(segmentScore);
      return p !== 'neutral' && p !== clause;
    });
    return disagree ? 'neutral' : clause;
  });
}
