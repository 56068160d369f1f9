import { pathToFileURL } from 'node:url';
import { composePlaybook } from '#server/features/playbooks/compose-playbook.ts';
import { FIXTURE_NOW, fortyReviewFixture } from '../../tests/support/playbook-fixtures.ts';

/**
 * generate-sop with the offline engine: compose the document, HTML and text for a
 * 40-review restaurant. Target p95 under 100 ms. Prints figures; asserts nothing about time.
 */

const WARM_UP_RUNS = 20;
const MEASURED_RUNS = 200;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export async function benchPlaybook(): Promise<{ reviews: number; p50Ms: number; p95Ms: number }> {
  const { profile, reviews } = fortyReviewFixture();
  const run = () => composePlaybook({ profile, reviews, generatedAt: FIXTURE_NOW }, { model: null, now: FIXTURE_NOW });
  for (let i = 0; i < WARM_UP_RUNS; i += 1) await run();
  const timings: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i += 1) {
    const start = performance.now();
    const result = await run();
    timings.push(performance.now() - start);
    if (result.html.length === 0 || result.text.length === 0) throw new Error('empty playbook');
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { reviews: reviews.length, p50Ms: round(percentile(timings, 50)), p95Ms: round(percentile(timings, 95)) };
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const figures = await benchPlaybook();
  console.log(
    `generate-sop (offline, html + text): ${figures.reviews} reviews, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms (target p95 < 100 ms)`,
  );
}
