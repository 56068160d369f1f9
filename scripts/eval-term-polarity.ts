import { loadMams, type MamsSplit } from '../tests/eval/replies/mams.ts';
import { lexiconReadings } from './term-polarity/lexicon-reader.ts';
import {
  confusionText,
  coverageAtPrecision,
  figuresOf,
  pairedInterval,
  TABLE_HEAD,
  tableRow,
  withThreshold,
  type Label,
  type Scored,
} from './term-polarity/metrics.ts';

/**
 * Per-thing polarity on MAMS (aspect terms, given with their character spans): each reader says positive, negative or
 * neutral for every term, and the figures are printed as a Markdown table with each reader's confusion matrix.
 *   npx tsx scripts/eval-term-polarity.ts                 val, every reader
 *   npx tsx scripts/eval-term-polarity.ts --split train   (development only; never tune on test)
 * Readers: `lexicon` (the baseline: the lexicon engine's segment-or-clause reading) and `model` (termPolarityAt,
 * with the probabilities it gives). The paired bootstrap over sentences gives the 95% interval of each reader's
 * accuracy gain over the baseline.
 */

type Reader = (sentence: { text: string; terms: { from: number; to: number }[] }) => {
  label: Label;
  probabilities?: number[];
}[];

const READERS: Record<string, () => Promise<Reader>> = {
  lexicon: async () => (sentence) => lexiconReadings(sentence).map((label) => ({ label })),
  model: async () => {
    const { termPolaritiesIn } = await import('#server/features/brand/term-polarity.ts');
    return (sentence) =>
      termPolaritiesIn(sentence.text, sentence.terms).map((p) => {
        const probabilities = [p.positive, p.negative, p.neutral];
        const best = probabilities.indexOf(Math.max(...probabilities));
        return { label: (['positive', 'negative', 'neutral'] as const)[best] ?? 'neutral', probabilities };
      });
  },
};

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const split = (argument('--split') ?? 'val') as MamsSplit;
  const names = (argument('--readers') ?? Object.keys(READERS).join(',')).split(',');
  const sentences = loadMams(split);
  const results = new Map<string, Scored[]>();
  for (const name of names) {
    const make = READERS[name];
    if (make === undefined) throw new Error(`Unknown reader ${name}`);
    const read = await make();
    const items: Scored[] = [];
    sentences.forEach((sentence, group) => {
      const answers = read({ text: sentence.text, terms: sentence.aspects });
      sentence.aspects.forEach((aspect, k) => {
        const answer = answers[k];
        items.push({
          gold: aspect.polarity,
          predicted: answer?.label ?? 'neutral',
          group,
          probabilities: answer?.probabilities,
        });
      });
    });
    results.set(name, items);
  }
  console.log(`MAMS ${split}: ${sentences.length} sentences, ${results.values().next().value?.length ?? 0} terms\n`);
  console.log(TABLE_HEAD);
  for (const [name, items] of results) console.log(tableRow(name, figuresOf(items), items));
  const baseline = results.get('lexicon');
  for (const [name, items] of results) {
    console.log(`\n${name}\n${confusionText(figuresOf(items))}`);
    if (items[0]?.probabilities) {
      for (const t of [0.5, 0.6, 0.7, 0.8])
        console.log(tableRow(`${name} at ${t}`, figuresOf(withThreshold(items, t))));
      const at = coverageAtPrecision(items, 0.95);
      if (at) console.log(`95% precision: ${(100 * at.recall).toFixed(1)}% of polar terms (threshold ${at.threshold})`);
    }
    if (baseline && name !== 'lexicon') {
      const accuracy = (xs: Scored[]) => figuresOf(xs).accuracy;
      const [low, high] = pairedInterval(baseline, items, accuracy);
      console.log(
        `accuracy gain over lexicon, 95% paired bootstrap: ${(100 * low).toFixed(1)} … ${(100 * high).toFixed(1)}`,
      );
    }
  }
}

await main();
