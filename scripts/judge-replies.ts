import { readFileSync, writeFileSync } from 'node:fs';
import {
  judgeFile,
  kindsOfSet,
  loadOwnSet,
  mamsSample,
  replyToSet,
  RUBRIC_CODES,
  tableOf,
  type JudgedRecord,
  type OwnReview,
} from '../tests/eval/replies/judging.ts';

/**
 * Blind judging of the offline engine's replies (docs/reply-quality.md).
 *
 *   npx tsx scripts/judge-replies.ts prepare --set own-dev --out /tmp/own-dev.jsonl
 *   npx tsx scripts/judge-replies.ts merge --set own-dev --input /tmp/own-dev.jsonl --codes <reader's file> --out …
 *   npx tsx scripts/judge-replies.ts table --set own-dev --judged tests/eval/replies/judged/<file>.jsonl
 *
 * Sets: `own-dev`, `own-test`, `own-test2`, `own-test-es` (tests/eval/replies/<set>.json, written for this
 * repository), `mams-val`, `mams-test` (a fixed sample of 50 mixed, 25 negative and 25 positive MAMS sentences, read
 * from ../shared/data/mams), `mams-test-2` (the next 50, 25 and 25 of the test split: none shared with `mams-test`). The prepared file holds only each review, its stars and the reply; a reader judges it with the
 * rubric in docs/reply-quality.md and adds `codes` and `reason` to each line.
 */

function arg(name: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

function setOf(name: string): OwnReview[] {
  const counts = { mixed: 50, negative: 25, positive: 25 };
  if (name === 'mams-val') return mamsSample('val', counts);
  if (name === 'mams-test') return mamsSample('test', counts);
  if (name === 'mams-test-2') return mamsSample('test', counts, counts);
  return loadOwnSet(name);
}

function linesOf(file: string): JudgedRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JudgedRecord);
}

const command = process.argv[2];
const set = setOf(arg('set'));
if (command === 'prepare') {
  writeFileSync(arg('out'), judgeFile(replyToSet(set)));
  console.log(`${set.length} replies written to ${arg('out')}`);
} else if (command === 'merge') {
  // The reader's codes joined to the file they judged: the record kept in tests/eval/replies/judged/.
  const prepared = new Map(linesOf(arg('input')).map((r) => [r.id, r]));
  const merged = linesOf(arg('codes')).map((c) => {
    const record = prepared.get(c.id);
    if (record === undefined) throw new Error(`${c.id} is not in ${arg('input')}`);
    return { ...record, codes: c.codes, reason: c.reason };
  });
  if (merged.length !== prepared.size) throw new Error(`${merged.length} judged of ${prepared.size} prepared`);
  writeFileSync(arg('out'), `${merged.map((r) => JSON.stringify(r)).join('\n')}\n`);
  console.log(`${merged.length} judged records written to ${arg('out')}`);
} else if (command === 'table') {
  const judged = linesOf(arg('judged'));
  for (const record of judged) {
    const unknown = record.codes.filter((c) => !(RUBRIC_CODES as readonly string[]).includes(c));
    if (unknown.length > 0) throw new Error(`${record.id}: unknown codes ${unknown.join(', ')}`);
  }
  const { rows, failures } = tableOf(judged, kindsOfSet(set));
  const cell = ({ postable, total }: { postable: number; total: number }) =>
    `${postable} / ${total} (${total === 0 ? 0 : Math.round((postable / total) * 100)}%)`;
  console.log('| | mixed | negative | positive | all |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| postable | ${cell(rows.mixed)} | ${cell(rows.negative)} | ${cell(rows.positive)} | ${cell(rows.all)} |`,
  );
  console.log(
    Object.entries(failures)
      .map(([code, n]) => `${code} ${n}`)
      .join(', '),
  );
} else {
  throw new Error('usage: judge-replies.ts prepare|table --set <set> …');
}
