import type { Polarity, Segment } from './guest-segments.ts';
import type { Thing } from './guest-things.ts';
import type { NlpSentence } from './nlp.ts';
import { tokenSpans } from './term-context.ts';
import { termPolaritiesIn, type TermPolarity } from './term-polarity.ts';

/**
 * The learned per-thing reading (docs/decisions/0021-term-polarity-model.md) and how it is weighed with the words'
 * reading of a thing (thing-judgement.ts).
 */

/** How sure the learned reading must be to judge a thing the lexicon left unjudged. */
const MODEL_SURE = 0.7;

/** The learned per-thing reading (docs/decisions/0021-term-polarity-model.md) of every thing found, by thing. */
export function modelReadings(
  text: string,
  sentences: NlpSentence[],
  segments: readonly Segment[],
): Map<Thing, TermPolarity> {
  const spans = tokenSpans(text, sentences);
  const things = segments.flatMap((segment) =>
    segment.things.map((thing) => {
      const sentence = spans[segment.sentence] ?? [];
      return { thing, from: sentence[thing.wordsFrom]?.[0] ?? 0, to: sentence[thing.at]?.[1] ?? 0 };
    }),
  );
  const polarities = termPolaritiesIn(text, things, sentences);
  return new Map(things.map(({ thing }, k) => [thing, polarities[k] ?? { positive: 0, negative: 0, neutral: 1 }]));
}

/**
 * The lexicon's reading of a thing weighed with the learned one: where the words judge nothing the model may (when
 * it is sure); where the two disagree, a strong lexicon reading stands, a sure model reading wins, and otherwise the
 * thing is only mentioned (a reply names less rather than risk thanking for a complaint).
 */
export function blend(
  polarity: Polarity,
  strength: number,
  model: TermPolarity | undefined,
): { polarity: Polarity; strength: number } {
  if (model === undefined) return { polarity, strength };
  const best: Polarity =
    model.positive >= model.negative && model.positive >= model.neutral
      ? 'positive'
      : model.negative >= model.neutral
        ? 'negative'
        : 'neutral';
  const sure = Math.max(model.positive, model.negative, model.neutral);
  // A sure learned reading is as strong as its certainty: 0.7 reads 1.5, 0.9 reads 2.5.
  const learned = 1.5 + (sure - MODEL_SURE) * 5;
  if (polarity === 'neutral')
    return best !== 'neutral' && sure >= MODEL_SURE ? { polarity: best, strength: learned } : { polarity, strength };
  if (best === polarity || (best === 'neutral' && model[polarity] >= 0.25)) return { polarity, strength };
  if (best !== 'neutral' && sure >= 0.7 && model[polarity] < 0.15) return { polarity: best, strength: learned };
  return strength >= 2 ? { polarity, strength } : { polarity: 'neutral', strength: 0 };
}
