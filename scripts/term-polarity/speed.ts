import { performance } from 'node:perf_hooks';
import { parseEnglish } from '#server/features/brand/nlp.ts';
import { termPolaritiesIn } from '#server/features/brand/term-polarity.ts';
import { loadMams } from '../../tests/eval/replies/mams.ts';

/**
 * What the per-thing polarity model costs: the heap its first use adds (model file read and unpacked) and the time
 * per term over the MAMS val terms, with the sentence already parsed (the model's own cost) and with the parse.
 *   node --expose-gc --import tsx scripts/term-polarity/speed.ts
 */

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('Run with node --expose-gc --import tsx');

function heapAfterGc(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}

const sentences = loadMams('val');
parseEnglish('Warm up the parser.');
const before = heapAfterGc();
const started = performance.now();
termPolaritiesIn('The soup was cold.', [{ from: 4, to: 8 }]);
const firstUse = performance.now() - started;
const added = heapAfterGc() - before;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(p * values.length)] ?? 0;
const alone: number[] = [];
const together: number[] = [];
const withParse: number[] = [];
for (let round = 0; round < 4; round += 1) {
  for (const sentence of sentences) {
    const t0 = performance.now();
    const parsed = parseEnglish(sentence.text);
    const parse = performance.now() - t0;
    const t1 = performance.now();
    termPolaritiesIn(sentence.text, sentence.aspects, parsed);
    const all = performance.now() - t1;
    for (const aspect of sentence.aspects) {
      const t2 = performance.now();
      termPolaritiesIn(sentence.text, [aspect], parsed);
      if (round > 0) alone.push((performance.now() - t2) * 1000);
    }
    if (round === 0) continue;
    together.push((all * 1000) / sentence.aspects.length);
    withParse.push(((all + parse) * 1000) / sentence.aspects.length);
  }
}
const line = (name: string, values: number[]) =>
  console.log(`${name}: p50 ${percentile(values, 0.5).toFixed(0)} µs, p95 ${percentile(values, 0.95).toFixed(0)} µs`);
console.log(
  `first use (reads and unpacks the model): ${firstUse.toFixed(0)} ms, heap added ${(added / 1e6).toFixed(1)} MB`,
);
line('per term, one term per call, sentence parsed', alone);
line("per term, a sentence's terms in one call, sentence parsed", together);
line("per term, a sentence's terms in one call, parse included", withParse);
