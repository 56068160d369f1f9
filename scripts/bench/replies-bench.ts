import { existsSync } from 'node:fs';
import { loadMams, loadMamsSentences, MAMS_DIR } from '../../tests/eval/replies/mams.ts';
import { evaluateReplies } from '../../tests/eval/replies/reply-eval.ts';
import { evaluate, loadRealTest, predictOurs } from '../../tests/eval/sentiment/sentiment-eval.ts';

/**
 * Reply quality of the offline engine on the MAMS corpus' test split (read from ../shared/data/mams, never copied),
 * and sentence sentiment on its derived labels beside the UCI frozen split. Run alone:
 * `npx tsx scripts/bench/replies-bench.ts`. Method: docs/reply-quality.md.
 */
export const REPLIES_METHOD =
  'MAMS (Jiang et al., EMNLP 2019, Apache-2.0) aspect-term test split; each sentence a review with stars from its ' +
  'aspect labels; offline replies in batches of 10; scored by server/features/playbooks/reply-checks.ts against the labels';

const round = (value: number): number => Math.round(value * 1000) / 1000;

export async function benchReplies(): Promise<Record<string, number | string>> {
  if (!existsSync(MAMS_DIR)) return { skipped: `MAMS corpus not found at ${MAMS_DIR}` };
  const test = evaluateReplies(loadMams('test'));
  const val = evaluateReplies(loadMams('val'));
  const sentences = loadMamsSentences('test').map((s) => ({ ...s, lang: 'en' as const }));
  return {
    testReplies: test.replies,
    testPolarityWrong: round(test.polarityWrong),
    testNamedSpecific: round(test.namedSpecific),
    testInventedOrForbidden: test.inventedOrForbidden,
    testRepeatedOpenings: test.repeatedOpenings,
    valPolarityWrong: round(val.polarityWrong),
    valNamedSpecific: round(val.namedSpecific),
    mamsSentimentTestBalancedAccuracy: round(evaluate(sentences, predictOurs).balancedAccuracy),
    uciSentimentTestBalancedAccuracy: round(evaluate(loadRealTest(), predictOurs).balancedAccuracy),
    method: REPLIES_METHOD,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchReplies());
