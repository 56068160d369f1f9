import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Builds the frozen real-review splits from the UCI "Sentiment Labelled Sentences" Yelp file
 * (`sentence<TAB>0|1` per line): `npx tsx scripts/sentiment/split-real.ts <path to yelp_labelled.txt>`.
 * A sentence goes to the test split when the first byte of the SHA-256 of its text is odd, so the split
 * depends on nothing but the text and was fixed before any tuning. Duplicate texts are kept once.
 * Prints only counts: the test sentences are never shown.
 */
const source = process.argv[2];
if (source === undefined) throw new Error('usage: split-real.ts <yelp_labelled.txt>');
const evalDir = fileURLToPath(new URL('../../tests/eval/sentiment/', import.meta.url));

interface Row {
  text: string;
  label: 'positive' | 'negative';
}
const seen = new Map<string, Row>();
const conflicting = new Set<string>();
for (const line of readFileSync(source, 'utf8').split(/\r?\n/)) {
  if (line.trim() === '') continue;
  const tab = line.lastIndexOf('\t');
  const text = line.slice(0, tab).trim();
  const flag = line.slice(tab + 1).trim();
  if (tab < 0 || (flag !== '0' && flag !== '1') || text === '') throw new Error('unexpected line format');
  const row: Row = { text, label: flag === '1' ? 'positive' : 'negative' };
  const earlier = seen.get(text);
  if (earlier !== undefined && earlier.label !== row.label) conflicting.add(text);
  seen.set(text, row);
}
const rows = [...seen.values()].filter((row) => !conflicting.has(row.text));
const inTest = (text: string): boolean => (createHash('sha256').update(text, 'utf8').digest()[0] ?? 0) % 2 === 1;
const test = rows.filter((row) => inTest(row.text));
const tune = rows.filter((row) => !inTest(row.text));
const write = (name: string, split: Row[]): void =>
  writeFileSync(`${evalDir}${name}`, `${JSON.stringify(split, null, 2)}\n`);
write('real-test.json', test);
write('real-tune.json', tune);
const count = (split: Row[]): string =>
  `${split.length} (${split.filter((r) => r.label === 'positive').length} positive)`;
console.log(`unique ${rows.length}, dropped ${conflicting.size} conflicting; test ${count(test)}; tune ${count(tune)}`);
