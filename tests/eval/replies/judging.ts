import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import { emptyReplyMemory, suggestReply } from '#server/features/playbooks/reply-writer.ts';
import type { GuestAspect } from '#server/features/playbooks/reply-checks.ts';
import { loadMams, type MamsSplit } from './mams.ts';
import { BATCH_SIZE, evalProfile, starsFor, type LabelledCase } from './reply-eval.ts';

/**
 * Blind judging of suggested replies (docs/reply-quality.md): the engine replies to a set of reviews as it would in a
 * morning email (batches of ten), and a reader who sees only each review, its stars and the reply gives each reply
 * the rubric's codes. This module prepares the file the reader gets and turns the judged file into the table.
 */

export type ReviewKind = 'mixed' | 'negative' | 'positive';

/** One review of our own sets (`own-*.json`): written for this repository, with what the guest named and how. */
export interface OwnReview {
  id: string;
  restaurant: string;
  kind: ReviewKind;
  stars: number;
  author: string;
  text: string;
  things: { thing: string; judged: 'praised' | 'criticised' | 'mentioned' }[];
  language?: 'en' | 'es';
}

/** What the judge sees: nothing of the engine, the labels or the kind. */
export interface JudgeRecord {
  id: string;
  stars: number;
  review: string;
  reply: string;
}

export const RUBRIC_CODES = [
  'postable',
  'misread',
  'ignores-complaint',
  'invents',
  'awkward',
  'generic',
  'unsafe',
] as const;
export type RubricCode = (typeof RUBRIC_CODES)[number];

export interface JudgedRecord extends JudgeRecord {
  codes: RubricCode[];
  reason: string;
}

export function loadOwnSet(name: string): OwnReview[] {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, `${name}.json`), 'utf8')) as OwnReview[];
}

const POLARITY = { praised: 'positive', criticised: 'negative', mentioned: 'neutral' } as const;

function kindOfAspects(aspects: readonly GuestAspect[]): ReviewKind {
  const positive = aspects.some((a) => a.polarity === 'positive');
  const negative = aspects.some((a) => a.polarity === 'negative');
  if (positive && negative) return 'mixed';
  return negative ? 'negative' : 'positive';
}

/**
 * A fixed sample of MAMS sentences as reviews: `mixed` sentences judge things both ways, the others one way (with
 * things only mentioned). The sample is drawn by a hash of the text, so it is the same on every run; `skip` passes
 * over the first sentences of each kind (a second sample that shares none with the first).
 */
export function mamsSample(
  split: MamsSplit,
  counts: Record<ReviewKind, number>,
  skip: Record<ReviewKind, number> = { mixed: 0, negative: 0, positive: 0 },
): OwnReview[] {
  const byKind: Record<ReviewKind, OwnReview[]> = { mixed: [], negative: [], positive: [] };
  const skipped: Record<ReviewKind, number> = { mixed: 0, negative: 0, positive: 0 };
  const sentences = loadMams(split)
    .map((s) => ({ s, key: createHash('sha256').update(s.text).digest('hex') }))
    .sort((a, b) => a.key.localeCompare(b.key));
  for (const [index, { s }] of sentences.entries()) {
    const aspects = s.aspects.map((a) => ({ term: a.term, polarity: a.polarity }));
    const kind = kindOfAspects(aspects);
    if (byKind[kind].length >= counts[kind] || s.text.length < 40 || s.text.length > 260) continue;
    if (skipped[kind] < skip[kind]) {
      skipped[kind] += 1;
      continue;
    }
    byKind[kind].push({
      id: `mams-${split}-${index}`,
      restaurant: 'Corner Table',
      kind,
      stars: starsFor(aspects),
      author: GUESTS[index % GUESTS.length] ?? 'Ana B.',
      text: s.text,
      things: s.aspects.map((a) => ({
        thing: a.term,
        judged: a.polarity === 'positive' ? 'praised' : a.polarity === 'negative' ? 'criticised' : 'mentioned',
      })),
    });
  }
  return [...byKind.mixed, ...byKind.negative, ...byKind.positive];
}

const GUESTS = ['Ana B.', 'Ben Carter', 'Chloe D.', 'Dev Patel', 'Ella F.', 'Farid G.', 'Grace Hill', 'Hugo I.'];
const OWNERS = ['Sam Rivera', 'Maria Conti', 'James Okafor', 'Lena Park', 'Tomás Ruiz', 'Priya Shah'];

/** One of our reviews (or a MAMS sentence) as the review the engine answers. */
export function reviewOf(item: OwnReview): Review {
  return {
    id: item.id,
    rating: item.stars,
    text: item.text,
    authorName: item.author,
    relativeTime: 'a day ago',
    publishTime: '2026-11-18T12:00:00.000Z',
    language: item.language ?? 'en',
    ownerReply: null,
    source: 'catalogue',
  };
}

function profileFor(restaurant: string) {
  const index = createHash('sha256').update(restaurant).digest()[0] ?? 0;
  const owner = OWNERS[index % OWNERS.length] ?? 'Sam Rivera';
  return { ...evalProfile(), name: restaurant, ownerName: owner, signOff: `— ${owner.split(' ')[0] ?? owner}` };
}

/** The engine's replies to a set, in batches of ten (one morning email each), in the set's order. */
export function replyToSet(items: readonly OwnReview[]): (JudgeRecord & { kind: ReviewKind })[] {
  let memory = emptyReplyMemory();
  return items.map((item, index) => {
    if (index % BATCH_SIZE === 0) memory = emptyReplyMemory();
    const review = reviewOf(item);
    const reply = suggestReply({
      review,
      insight: analyzeReview(review.text, review.language),
      profile: profileFor(item.restaurant),
      variant: index % BATCH_SIZE,
      memory,
    });
    return { id: item.id, stars: item.stars, review: item.text, reply, kind: item.kind };
  });
}

/** The judge's file: the records in a fixed shuffled order, without the kind. */
export function judgeFile(records: readonly (JudgeRecord & { kind: ReviewKind })[]): string {
  const shuffled = [...records].sort((a, b) =>
    createHash('sha256').update(a.id).digest('hex').localeCompare(createHash('sha256').update(b.id).digest('hex')),
  );
  return `${shuffled.map(({ id, stars, review, reply }) => JSON.stringify({ id, stars, review, reply })).join('\n')}\n`;
}

export interface JudgedTable {
  rows: Record<ReviewKind | 'all', { postable: number; total: number }>;
  failures: Record<Exclude<RubricCode, 'postable'>, number>;
}

/** The rubric's table: postable per kind and overall, and how often each failure was given. */
export function tableOf(judged: readonly JudgedRecord[], kinds: ReadonlyMap<string, ReviewKind>): JudgedTable {
  const empty = () => ({ postable: 0, total: 0 });
  const rows = { mixed: empty(), negative: empty(), positive: empty(), all: empty() };
  const failures = { misread: 0, 'ignores-complaint': 0, invents: 0, awkward: 0, generic: 0, unsafe: 0 };
  for (const record of judged) {
    const kind = kinds.get(record.id);
    if (kind === undefined) throw new Error(`judged record ${record.id} is not in the set`);
    const postable = record.codes.includes('postable');
    for (const row of [rows[kind], rows.all]) {
      row.total += 1;
      if (postable) row.postable += 1;
    }
    for (const code of record.codes) if (code !== 'postable') failures[code] += 1;
  }
  return { rows, failures };
}

/** Our own set as labelled cases for the rule-visible measures (reply-eval.ts): each thing and how it was judged. */
export function labelledCasesOf(items: readonly OwnReview[]): LabelledCase[] {
  return items.map((item) => ({
    text: item.text,
    stars: item.stars as 1 | 2 | 3 | 4 | 5,
    language: item.language ?? 'en',
    aspects: item.things.map((t) => ({
      term: t.thing.replace(/^(?:the|a|an|our|my|their)\s+/i, ''),
      polarity: POLARITY[t.judged],
    })),
  }));
}

export const kindsOfSet = (items: readonly OwnReview[]): Map<string, ReviewKind> =>
  new Map(items.map((item) => [item.id, item.kind]));

export const POLARITY_OF_JUDGEMENT = POLARITY;
