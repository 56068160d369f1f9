import { fileURLToPath } from 'node:url';
import {
  evaluate,
  loadEvalSentences,
  loadFreshSentences,
  loadRealTest,
  loadRealTune,
  predictGeneric,
  predictOurs,
} from '../../tests/eval/sentiment/sentiment-eval.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';

/**
 * Sentiment quality of the offline engine, strict (a mixed or neutral answer counts as wrong), as
 * balanced accuracy; and the CPU cost of one analyzeReview call. Run: `npx tsx scripts/bench/sentiment-bench.ts`.
 * The frozen test split is reported only as aggregate figures.
 */
export const SENTIMENT_METHOD =
  'strict balanced accuracy (mixed/neutral = wrong); real = UCI Sentiment Labelled Sentences, Yelp part (CC BY 4.0), ' +
  'split by SHA-256 of the text; engine = restaurant lexicon and phrase rules + wink negation/generic score + a small ' +
  'logistic regression trained on the tune split, UCI Amazon/IMDb and our own sentences (never the test split)';

const round = (value: number): number => Math.round(value * 1000) / 1000;

export async function benchSentiment(): Promise<Record<string, number | string>> {
  const test = loadRealTest();
  const tune = loadRealTune();
  const dev = loadEvalSentences();
  const fresh = loadFreshSentences();
  const ours = evaluate(test, predictOurs);
  const tuneOurs = evaluate(tune, predictOurs);
  // Timing: every real sentence once as warm-up, then CPU time over three passes.
  const texts = [...tune, ...test].map((s) => s.text);
  for (const text of texts) analyzeReview(text);
  const start = process.cpuUsage();
  for (let pass = 0; pass < 3; pass += 1) for (const text of texts) analyzeReview(text);
  const used = process.cpuUsage(start);
  return {
    testBalancedAccuracy: round(ours.balancedAccuracy),
    testRecallPositive: round(ours.recallPositive),
    testRecallNegative: round(ours.recallNegative),
    testSentences: test.length,
    tuneBalancedAccuracy: round(tuneOurs.balancedAccuracy),
    devBalancedAccuracy: round(evaluate(dev, predictOurs).balancedAccuracy),
    freshBalancedAccuracy: round(evaluate(fresh, predictOurs).balancedAccuracy),
    genericTestBalancedAccuracy: round(evaluate(test, predictGeneric).balancedAccuracy),
    analyzeReviewCpuUsPerSentence: Math.round((used.user + used.system) / (3 * texts.length)),
    method: SENTIMENT_METHOD,
  };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await benchSentiment());
}
