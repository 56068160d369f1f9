import { createHash } from 'node:crypto';
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
 * Sets: `own-dev`, `own-test`, `own-test2` … `own-test120`, `own-test-es` (tests/eval/replies/<set>.json, written for this
 * repository), `mams-val`, `mams-test` (a fixed sample of 50 mixed, 25 negative and 25 positive MAMS sentences, read
 * from ../shared/data/mams), `mams-test-2` (the next 50, 25 and 25 of the test split: none shared with `mams-test`),
 * `mams-test-3` (what follows those: the last 28 mixed sentences of the split, 25 and 25).
 *
 * Comparing two engines on one set, read by one reader in one file (docs/reply-quality.md):
 *
 *   npx tsx scripts/judge-replies.ts pair --before a.jsonl --after b.jsonl --out both.jsonl --key key.json
 *   npx tsx scripts/judge-replies.ts unpair --key key.json --codes <reader's file> --before a-codes.jsonl --after …
 *
 * `pair` gives every record an opaque id and shuffles both engines' records together; `unpair` splits the reader's
 * codes back into one codes file per engine, for `merge`. The prepared file holds only each review, its stars and the reply; a reader judges it with the
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
  if (name === 'mams-test-3') return mamsSample('test', counts, { mixed: 100, negative: 50, positive: 50 });
  return loadOwnSet(name);
}

const opaqueId = (engine: string, id: string) =>
  createHash('sha256').update(`${engine}:${id}`).digest('hex').slice(0, 12);

/** Both engines' replies to one set in one shuffled file, under opaque ids; the key says whose each one is. */
function pairFiles(): void {
  const key: Record<string, { engine: 'before' | 'after'; id: string }> = {};
  const records = (['before', 'after'] as const).flatMap((engine) =>
    linesOf(arg(engine)).map((record) => {
      const opaque = opaqueId(engine, record.id);
      key[opaque] = { engine, id: record.id };
      return { ...record, id: opaque };
    }),
  );
  records.sort((a, b) => a.id.localeCompare(b.id));
  const lines = records.map(({ id, stars, review, reply }) => JSON.stringify({ id, stars, review, reply }));
  writeFileSync(arg('out'), `${lines.join('\n')}\n`);
  writeFileSync(arg('key'), `${JSON.stringify(key, null, 1)}\n`);
  console.log(`${records.length} replies written to ${arg('out')}`);
}

/** The reader's codes of a paired file, split back into one codes file per engine under the set's ids. */
function unpairFiles(): void {
  const key = JSON.parse(readFileSync(arg('key'), 'utf8')) as Record<string, { engine: string; id: string }>;
  const out: Record<string, string[]> = { before: [], after: [] };
  for (const judged of linesOf(arg('codes'))) {
    const whose = key[judged.id];
    if (whose === undefined) throw new Error(`${judged.id} is not in the key`);
    out[whose.engine]?.push(JSON.stringify({ id: whose.id, codes: judged.codes, reason: judged.reason }));
  }
  for (const engine of ['before', 'after']) writeFileSync(arg(engine), `${(out[engine] ?? []).join('\n')}\n`);
  console.log(`before ${out.before?.length ?? 0}, after ${out.after?.length ?? 0}`);
}

function linesOf(file: string): JudgedRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JudgedRecord);
}

const command = process.argv[2];
if (command === 'pair' || command === 'unpair') {
  if (command === 'pair') pairFiles();
  else unpairFiles();
  process.exit(0);
}
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
