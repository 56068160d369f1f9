import type { NlpToken } from './nlp.ts';
import modelJson from './sentiment-weights.json' with { type: 'json' };

/**
 * The learned part of English sentence sentiment: a logistic regression over words and word pairs, trained
 * by `scripts/sentiment/train-model.ts` (see docs/sentiment.md). Weights are in the rules' units, so a
 * sentence's reading is the rules' score plus the sum of its feature weights.
 */
export interface SentimentModel {
  /** Feature → weight, in rule-score units. */
  weights: Readonly<Record<string, number>>;
}

export const SENTIMENT_MODEL: SentimentModel = modelJson;

/** Tokens that carry no words of their own. */
const SKIP_TYPES = new Set(['punctuation', 'number', 'url', 'email', 'mention', 'hashtag', 'time', 'ordinal']);

/** The features of one sentence: `w:lemma`, `n:lemma` (negated) and `b:lemma lemma` pairs, deduplicated. */
export function sentenceFeatures(tokens: readonly NlpToken[]): string[] {
  const features = new Set<string>();
  let previous = '^';
  for (const token of tokens) {
    if (token.normal === '!') features.add('w:!');
    if (SKIP_TYPES.has(token.type)) {
      previous = '|';
      continue;
    }
    const word = token.lemma.length > 0 ? token.lemma : token.normal;
    features.add(`${token.negated ? 'n' : 'w'}:${word}`);
    if (previous !== '|') features.add(`b:${previous} ${word}`);
    previous = word;
  }
  return [...features];
}

/** The learned score of one sentence, in rule-score units: the sum of its feature weights. */
export function learnedSentenceScore(tokens: readonly NlpToken[], model: SentimentModel = SENTIMENT_MODEL): number {
  let score = 0;
  for (const feature of sentenceFeatures(tokens)) score += model.weights[feature] ?? 0;
  return score;
}
