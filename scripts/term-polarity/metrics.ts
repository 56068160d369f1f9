/**
 * Figures for a per-thing polarity reader. What matters most for replies: a reply thanks for what is read positive
 * and apologises for what is read negative, so a wrong positive or negative answer is the worst failure, while "not
 * sure, neutral" is cheap. Hence the precision of the positive and negative answers, at the share of terms they are
 * given to, beside accuracy and macro-F1.
 */

export const LABELS = ['positive', 'negative', 'neutral'] as const;
export type Label = (typeof LABELS)[number];

export interface Scored {
  gold: Label;
  predicted: Label;
  /** The sentence the term belongs to, for resampling whole sentences. */
  group: number;
  /** Probabilities in LABELS order, when the reader gives them. */
  probabilities?: readonly number[];
}

export interface Figures {
  n: number;
  accuracy: number;
  macroF1: number;
  /** confusion[gold][predicted] counts, LABELS order. */
  confusion: number[][];
  /** For positive and negative answers: their precision, the share of all terms answered so, and recall. */
  answers: Record<'positive' | 'negative', { precision: number; share: number; recall: number }>;
}

const index = (label: Label): number => LABELS.indexOf(label);

export function figuresOf(items: readonly Scored[]): Figures {
  const confusion = LABELS.map(() => LABELS.map(() => 0));
  for (const item of items) {
    const row = confusion[index(item.gold)];
    if (row) row[index(item.predicted)] = (row[index(item.predicted)] ?? 0) + 1;
  }
  const cell = (g: number, p: number) => confusion[g]?.[p] ?? 0;
  const predictedAs = (p: number) => LABELS.reduce((sum, _, g) => sum + cell(g, p), 0);
  const goldAs = (g: number) => LABELS.reduce((sum, _, p) => sum + cell(g, p), 0);
  const f1s = LABELS.map((_, k) => {
    const precision = cell(k, k) / Math.max(1, predictedAs(k));
    const recall = cell(k, k) / Math.max(1, goldAs(k));
    return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  });
  const correct = LABELS.reduce((sum, _, k) => sum + cell(k, k), 0);
  const answer = (k: number) => ({
    precision: cell(k, k) / Math.max(1, predictedAs(k)),
    share: predictedAs(k) / Math.max(1, items.length),
    recall: cell(k, k) / Math.max(1, goldAs(k)),
  });
  return {
    n: items.length,
    accuracy: correct / Math.max(1, items.length),
    macroF1: f1s.reduce((a, b) => a + b, 0) / LABELS.length,
    confusion,
    answers: { positive: answer(0), negative: answer(1) },
  };
}

/** Answers positive or negative only when that class' probability reaches `threshold`; otherwise neutral. */
export function withThreshold(items: readonly Scored[], threshold: number): Scored[] {
  return items.map((item) => {
    const p = item.probabilities;
    if (p === undefined) return item;
    const best = (p[0] ?? 0) >= (p[1] ?? 0) ? 0 : 1;
    const predicted: Label = (p[best] ?? 0) >= threshold ? (LABELS[best] ?? 'neutral') : 'neutral';
    return { ...item, predicted };
  });
}

/**
 * The share of terms that can be answered positive or negative while the precision of those answers stays at or
 * above `target`: the lowest threshold (in steps of 0.01) that keeps both precisions there.
 */
export function coverageAtPrecision(
  items: readonly Scored[],
  target: number,
): { threshold: number; share: number; recall: number } | null {
  for (let t = 0.34; t <= 1; t += 0.01) {
    const f = figuresOf(withThreshold(items, t));
    if (f.answers.positive.precision >= target && f.answers.negative.precision >= target) {
      const answered = f.answers.positive.share + f.answers.negative.share;
      const polar = items.filter((i) => i.gold !== 'neutral').length;
      const right = f.confusion[0]?.[0] ?? 0;
      const rightNeg = f.confusion[1]?.[1] ?? 0;
      return { threshold: Number(t.toFixed(2)), share: answered, recall: (right + rightNeg) / Math.max(1, polar) };
    }
  }
  return null;
}

/** A small seeded generator (mulberry32), so resampling gives the same figures on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Paired bootstrap over sentences: the 2.5th and 97.5th percentiles of (b − a) for a statistic, resampling whole
 * sentences (their terms are not independent).
 */
export function pairedInterval(
  a: readonly Scored[],
  b: readonly Scored[],
  statistic: (items: Scored[]) => number,
  rounds = 1000,
): [number, number] {
  const groups = new Map<number, number[]>();
  a.forEach((item, i) => groups.set(item.group, [...(groups.get(item.group) ?? []), i]));
  const keys = [...groups.keys()];
  const random = seededRandom(17);
  const diffs: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const pickA: Scored[] = [];
    const pickB: Scored[] = [];
    for (let k = 0; k < keys.length; k += 1) {
      const members = groups.get(keys[Math.floor(random() * keys.length)] ?? 0) ?? [];
      for (const i of members) {
        const itemA = a[i];
        const itemB = b[i];
        if (itemA && itemB) {
          pickA.push(itemA);
          pickB.push(itemB);
        }
      }
    }
    diffs.push(statistic(pickB) - statistic(pickA));
  }
  diffs.sort((x, y) => x - y);
  return [diffs[Math.floor(rounds * 0.025)] ?? 0, diffs[Math.floor(rounds * 0.975)] ?? 0];
}

const pct = (x: number) => (100 * x).toFixed(1);

/** One row of the figures table, in Markdown. */
export function tableRow(name: string, f: Figures, items?: readonly Scored[]): string {
  const pos = f.answers.positive;
  const neg = f.answers.negative;
  const at90 = items && items[0]?.probabilities ? coverageAtPrecision(items, 0.8) : null;
  return `| ${name} | ${pct(f.accuracy)} | ${pct(f.macroF1)} | ${pct(pos.precision)} @ ${pct(pos.share)} | ${pct(
    neg.precision,
  )} @ ${pct(neg.share)} | ${at90 ? `${pct(at90.recall)} (t ${at90.threshold})` : '—'} |`;
}

export const TABLE_HEAD = [
  '| reader | accuracy | macro-F1 | positive: precision @ share | negative: precision @ share | polar terms read at 80% precision |',
  '| --- | --- | --- | --- | --- | --- |',
].join('\n');

export function confusionText(f: Figures): string {
  const head = `gold \\ read   ${LABELS.map((l) => l.padStart(9)).join('')}`;
  const rows = LABELS.map(
    (l, g) => `${l.padEnd(13)}${LABELS.map((_, p) => String(f.confusion[g]?.[p] ?? 0).padStart(9)).join('')}`,
  );
  return [head, ...rows].join('\n');
}
