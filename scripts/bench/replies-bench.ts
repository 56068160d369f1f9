import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzeReview } from '../../server/features/brand/review-analysis.ts';
import { emptyReplyMemory, suggestReply } from '../../server/features/playbooks/reply-writer.ts';
import {
  kindsOfSet,
  loadOwnSet,
  mamsSample,
  reviewOf,
  tableOf,
  type JudgedRecord,
  type OwnReview,
} from '../../tests/eval/replies/judging.ts';
import { loadMams, loadMamsSentences, MAMS_DIR } from '../../tests/eval/replies/mams.ts';
import { BATCH_SIZE, evalProfile, evaluateReplies } from '../../tests/eval/replies/reply-eval.ts';
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

const JUDGED_DIR = path.join(import.meta.dirname, '../../tests/eval/replies/judged');

/**
 * Milliseconds per offline reply (analysis, reading and writing, one memory per batch of ten as in a morning email),
 * over our development reviews and their Spanish cases, after one warm-up pass: p50 and p95.
 */
export function replyTimings(items: readonly OwnReview[]): { p50: number; p95: number } {
  const profile = evalProfile();
  const run = () =>
    items.map((item, index) => {
      const memory = emptyReplyMemory();
      const review = reviewOf(item);
      const started = performance.now();
      suggestReply({
        review,
        insight: analyzeReview(review.text, review.language),
        profile,
        variant: index % BATCH_SIZE,
        memory,
      });
      return performance.now() - started;
    });
  run();
  const times = run().sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * The judged file committed last: file names carry the date and the engine's commit, and two commits of one day do not
 * sort by time. Outside a git checkout (or for files not yet committed, which are newest), name order within a date.
 */
function newest(names: readonly string[]): string | undefined {
  const committedAt = (name: string): number => {
    try {
      const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', path.join(JUDGED_DIR, name)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      return out === '' ? Number.POSITIVE_INFINITY : Number(out);
    } catch {
      return 0;
    }
  };
  return names
    .map((name) => ({ name, at: committedAt(name) }))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .at(-1)?.name;
}

/**
 * The newest blind judgement kept for each set (tests/eval/replies/judged/<date>-<label>-<set>.jsonl, docs/reply-quality.md):
 * the share a manager would post unchanged, overall and on mixed reviews.
 */
function judgedFigures(): Record<string, number | string> {
  // own-test2 … own-test120: the sets written blind for this repository, each judged at least once.
  const own = Array.from({ length: 119 }, (_, k) => `own-test${k + 2}`);
  const sets: Record<string, () => OwnReview[]> = {
    ...Object.fromEntries(own.map((set) => [set, () => loadOwnSet(set)])),
    'own-test-es': () => loadOwnSet('own-test-es'),
    'mams-test-2': () =>
      mamsSample('test', { mixed: 50, negative: 25, positive: 25 }, { mixed: 50, negative: 25, positive: 25 }),
    'mams-test-3': () =>
      mamsSample('test', { mixed: 50, negative: 25, positive: 25 }, { mixed: 100, negative: 50, positive: 50 }),
  };
  const figures: Record<string, number | string> = {};
  for (const [set, load] of Object.entries(sets)) {
    const file = newest(
      readdirSync(JUDGED_DIR).filter((name) => name.endsWith(`-${set}.jsonl`) && !name.includes('baseline')),
    );
    if (file === undefined || (set.startsWith('mams-') && !existsSync(MAMS_DIR))) continue;
    const judged = readFileSync(path.join(JUDGED_DIR, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as JudgedRecord);
    const { rows } = tableOf(judged, kindsOfSet(load()));
    figures[`${set}PostableBlind`] = round(rows.all.postable / Math.max(1, rows.all.total));
    figures[`${set}MixedPostableBlind`] = round(rows.mixed.postable / Math.max(1, rows.mixed.total));
  }
  return figures;
}

export async function benchReplies(): Promise<Record<string, number | string>> {
  const timing = replyTimings([...loadOwnSet('own-dev'), ...loadOwnSet('own-test-es')]);
  const timed = { replyMsP50: timing.p50, replyMsP95: timing.p95, ...judgedFigures() };
  if (!existsSync(MAMS_DIR)) return { ...timed, skipped: `MAMS corpus not found at ${MAMS_DIR}` };
  const test = evaluateReplies(loadMams('test'));
  const val = evaluateReplies(loadMams('val'));
  const sentences = loadMamsSentences('test').map((s) => ({ ...s, lang: 'en' as const }));
  return {
    ...timed,
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
