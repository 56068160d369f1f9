import { predict, type PolarityNet } from '#server/features/brand/term-polarity-net.ts';
import { LEXICON_FEATURES } from '#server/features/brand/term-polarity-features.ts';
import { fullTable, loadFullVectors, termExamples, type TermExample } from './examples.ts';
import { coverageAtPrecision, figuresOf, LABELS, type Scored } from './metrics.ts';
import { trainNet, type TrainOptions } from './train-net.ts';

/**
 * The candidates of the per-thing polarity experiment, each measured by 5-fold cross-validation on MAMS train (folds
 * by sentence; the spread across folds is the noise estimate) and trained on train then measured on val.
 *   npx tsx scripts/term-polarity/experiments.ts [candidate,…]
 * HALF_RANK sets how much frequent words count in the vector averages (rank / (rank + HALF_RANK)).
 */

interface Candidate {
  /** Which inputs the model sees. */
  inputs: 'lexicon' | 'vectors' | 'all';
  options: Omit<TrainOptions, 'seed'>;
}

const base = { epochs: 12, l2: 3e-3, learningRate: 0.003, batch: 32 };
const CANDIDATES: Record<string, Candidate> = {
  'lr-lexicon': { inputs: 'lexicon', options: { ...base, hidden: 0 } },
  'lr-vectors': { inputs: 'vectors', options: { ...base, hidden: 0 } },
  /** The shipped configuration (scripts/train-term-polarity.ts), here over the full table. */
  'lr-all': { inputs: 'all', options: { ...base, hidden: 0 } },
  'lr-all-l2-1e-3': { inputs: 'all', options: { ...base, hidden: 0, l2: 1e-3 } },
  'mlp-all': { inputs: 'all', options: { ...base, hidden: 32, epochs: 10 } },
};

function select(examples: readonly TermExample[], inputs: Candidate['inputs']): TermExample[] {
  const n = LEXICON_FEATURES.length;
  if (inputs === 'all') return [...examples];
  return examples.map((e) => ({ ...e, x: inputs === 'lexicon' ? e.x.slice(0, n) : e.x.slice(n) }));
}

function scoredBy(net: PolarityNet, examples: readonly TermExample[]): Scored[] {
  return examples.map((e) => {
    const p = [...predict(net, e.x)];
    const best = p.indexOf(Math.max(...p));
    return { gold: LABELS[e.y] ?? 'neutral', predicted: LABELS[best] ?? 'neutral', group: e.group, probabilities: p };
  });
}

interface Row {
  accuracy: number;
  macroF1: number;
  positive: number;
  negative: number;
  polarAt90: number;
}

function rowOf(items: Scored[]): Row {
  const f = figuresOf(items);
  return {
    accuracy: f.accuracy,
    macroF1: f.macroF1,
    positive: f.answers.positive.precision,
    negative: f.answers.negative.precision,
    polarAt90: coverageAtPrecision(items, 0.8)?.recall ?? 0,
  };
}

const pct = (x: number) => (100 * x).toFixed(1);

function meanSd(rows: Row[], key: keyof Row): string {
  const values = rows.map((r) => r[key]);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
  return `${pct(mean)} ± ${pct(sd)}`;
}

function crossValidate(examples: TermExample[], candidate: Candidate): Row[] {
  const rows: Row[] = [];
  for (let fold = 0; fold < 5; fold += 1) {
    const inFold = (e: TermExample) => e.group % 5 === fold;
    const net = trainNet(
      examples.filter((e) => !inFold(e)),
      { ...candidate.options, seed: 7 },
    );
    rows.push(rowOf(scoredBy(net, examples.filter(inFold))));
  }
  return rows;
}

async function main(): Promise<void> {
  const names = process.argv[2]?.split(',') ?? Object.keys(CANDIDATES);
  const halfRank = Number(process.env.HALF_RANK ?? 100);
  const started = Date.now();
  const vectors = fullTable(loadFullVectors(), halfRank);
  const train = termExamples('train', vectors);
  const val = termExamples('val', vectors);
  console.log(
    `features ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${train.length} train, ${val.length} val`,
  );
  console.log(
    '| candidate | CV accuracy | CV macro-F1 | CV polar at 80% | val accuracy | val macro-F1 | val pos. prec. | val neg. prec. | val polar at 80% |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const name of names) {
    const candidate = CANDIDATES[name];
    if (candidate === undefined) throw new Error(`Unknown candidate ${name}`);
    const trainSet = select(train, candidate.inputs);
    const cv = crossValidate(trainSet, candidate);
    const net = trainNet(trainSet, { ...candidate.options, seed: 7 });
    const v = rowOf(scoredBy(net, select(val, candidate.inputs)));
    console.log(
      `| ${name} | ${meanSd(cv, 'accuracy')} | ${meanSd(cv, 'macroF1')} | ${meanSd(cv, 'polarAt90')} | ${pct(v.accuracy)} | ${pct(v.macroF1)} | ${pct(v.positive)} | ${pct(v.negative)} | ${pct(v.polarAt90)} |`,
    );
  }
}

await main();
