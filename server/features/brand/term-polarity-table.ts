import type { WordVectors } from './term-polarity-features.ts';

/**
 * The word-vector table the per-thing polarity model ships with: the words that matter (see
 * scripts/train-term-polarity.ts), each vector quantised to one signed byte per dimension with a scale per
 * dimension, and each word's weight in an average as one byte. Stored as base64 in the model's JSON file and
 * unpacked into typed arrays (about 100 bytes a word in memory).
 */

export interface PackedTable {
  dimensions: number;
  /** The words, one per line, in row order. */
  words: string;
  /** base64 of one byte per word: its weight × 255. */
  weights: string;
  /** base64 of `dimensions` signed bytes per word. */
  vectors: string;
  /** Per dimension: the value a byte of 127 stands for. */
  scales: number[];
}

/** Packs float vectors (rows) and weights (0 … 1) into the stored form; each dimension's scale is its largest value. */
export function packTable(
  words: readonly string[],
  rows: readonly ArrayLike<number>[],
  weights: readonly number[],
  dimensions: number,
): PackedTable {
  const scales = new Array<number>(dimensions).fill(0);
  for (const row of rows)
    for (let d = 0; d < dimensions; d += 1) scales[d] = Math.max(scales[d] ?? 0, Math.abs(row[d] ?? 0));
  const bytes = new Int8Array(rows.length * dimensions);
  rows.forEach((row, r) => {
    for (let d = 0; d < dimensions; d += 1) {
      const scale = scales[d] || 1;
      bytes[r * dimensions + d] = Math.round(((row[d] ?? 0) / scale) * 127);
    }
  });
  return {
    dimensions,
    words: words.join('\n'),
    weights: Buffer.from(Uint8Array.from(weights, (w) => Math.round(Math.min(1, Math.max(0, w)) * 255))).toString(
      'base64',
    ),
    vectors: Buffer.from(bytes.buffer).toString('base64'),
    scales: scales.map((s) => Number(s.toPrecision(6))),
  };
}

/** The stored table as WordVectors the feature code reads. */
export function unpackTable(packed: PackedTable): WordVectors {
  const dims = packed.dimensions;
  const rows = new Map<string, number>();
  packed.words.split('\n').forEach((word, row) => rows.set(word, row));
  const weightBytes = Buffer.from(packed.weights, 'base64');
  const weights = Float32Array.from(weightBytes, (b) => b / 255);
  const raw = Buffer.from(packed.vectors, 'base64');
  const vectors = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  const unit = Float32Array.from(packed.scales, (s) => s / 127);
  return {
    dimensions: dims,
    rowOf: (word) => rows.get(word) ?? -1,
    weightOf: (row) => weights[row] ?? 0,
    addRow(out, offset, row, weight) {
      const start = row * dims;
      for (let d = 0; d < dims; d += 1) {
        out[offset + d] = (out[offset + d] ?? 0) + weight * (vectors[start + d] ?? 0) * (unit[d] ?? 0);
      }
    },
  };
}
