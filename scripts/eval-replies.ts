import { evaluateReplies } from '../tests/eval/replies/reply-eval.ts';
import { loadMams, type MamsSplit } from '../tests/eval/replies/mams.ts';

/**
 * Reply quality of the offline engine on the MAMS corpus (read from ../shared/data/mams; never copied here).
 * Run: `npx tsx scripts/eval-replies.ts --split val [--limit 300] [--examples 10]`. Develop on train and val;
 * test is the final figure and is never tuned on.
 */
function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const split = (arg('split') ?? 'val') as MamsSplit;
if (!['train', 'val', 'test'].includes(split)) throw new Error('--split must be train, val or test');
const limit = Number(arg('limit') ?? Number.POSITIVE_INFINITY);
const cases = loadMams(split)
  .slice(0, limit)
  .map((s) => ({ text: s.text, aspects: s.aspects }));
const result = evaluateReplies(cases);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`MAMS ${split}: ${result.replies} replies`);
console.log(`  wrong polarity         ${pct(result.polarityWrong)}  (target ≤ 5%)`);
console.log(`  named a specific       ${pct(result.namedSpecific)}  (target ≥ 90%)`);
console.log(`  invented or forbidden  ${result.inventedOrForbidden}  (target 0)`);
console.log(`  repeated openings      ${result.repeatedOpenings}  (target 0, batches of 10)`);
const shown = Number(arg('examples') ?? 0);
const only = arg('only');
const listed = only ? result.examples.filter((e) => e.problems.some((p) => p.includes(only))) : result.examples;
for (const example of listed.slice(0, shown)) {
  console.log(`\n[${example.stars}★] ${example.text}\n${example.reply}\n  → ${example.problems.join('; ')}`);
}
