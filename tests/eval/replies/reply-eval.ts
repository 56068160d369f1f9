import type { BrandProfile } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import { analyzeReview } from '#server/features/brand/review-analysis.ts';
import {
  checkReply,
  emptyReplyMemory,
  namesTerm,
  openingOf,
  replyBody,
  sentencesOf,
  type GuestAspect,
  type ReplyProblemCode,
} from '#server/features/playbooks/reply-checks.ts';
import { suggestReply } from '#server/features/playbooks/reply-writer.ts';
import { foldText } from '#server/features/playbooks/review-signals.ts';
import { steakhouseProfile } from '../../support/playbook-fixtures.ts';

/**
 * Reply quality on review sentences labelled per aspect: each sentence becomes a review (its stars from its
 * aspects), the offline engine replies in batches of 10 (one inbox page), and each reply is scored by the same
 * checks that guard every writer, against the labels rather than the engine's own reading.
 */

export interface LabelledCase {
  text: string;
  aspects: GuestAspect[];
  /** The review's language; English when absent. */
  language?: 'en' | 'es';
  /** The review's stars, when the set gives them; else they follow from the labels (starsFor). */
  stars?: 1 | 2 | 3 | 4 | 5;
}

export interface ReplyEvalResult {
  replies: number;
  /** Share of replies that praise something the guest criticised or apologise for something they praised. */
  polarityWrong: number;
  /** Share of replies naming at least one thing the guest named, outside sentences shared by many replies. */
  namedSpecific: number;
  /** Replies with an invented dish, name or number, or forbidden content (links, contact details, offers). */
  inventedOrForbidden: number;
  /** Replies whose opening repeats an earlier reply's in the same batch of 10. */
  repeatedOpenings: number;
  /** Share of the things the guest criticised that the reply names in a sentence that apologises. */
  complaintsOwned: number;
  /** Replies that ask what went wrong after the guest said what did. */
  stockAskAfterComplaint: number;
  /** Replies that name one thing twice in a sentence or repeat a frame inside one. */
  repeatedSlots: number;
  examples: { text: string; stars: number; reply: string; problems: string[] }[];
}

export const BATCH_SIZE = 10;

/** Stars from the labels: praise only five, complaint only one or two, both by their balance. */
export function starsFor(aspects: readonly GuestAspect[]): 1 | 2 | 3 | 4 | 5 {
  const positive = aspects.filter((a) => a.polarity === 'positive').length;
  const negative = aspects.filter((a) => a.polarity === 'negative').length;
  if (negative === 0) return positive > 0 ? 5 : 3;
  if (positive === 0) return negative >= 2 ? 1 : 2;
  if (positive > negative) return 4;
  if (positive < negative) return 2;
  return 3;
}

const GUESTS = ['Ana', 'Ben', 'Chloe', 'Dev', 'Ella', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jon', 'Kemi', 'Liam', 'Mia'];

export function evalProfile(): BrandProfile {
  return {
    ...steakhouseProfile(),
    name: 'Corner Table',
    ownerName: 'Sam Rivera',
    signOff: '— Sam',
    toneOfVoice: ['Warm', 'Friendly'],
    signatureItems: [],
    staffMentioned: [],
    strengths: [],
    complaints: [],
  };
}

function reviewFor(item: LabelledCase, index: number): Review {
  return {
    id: `case-${index}`,
    rating: item.stars ?? starsFor(item.aspects),
    text: item.text,
    authorName: `${GUESTS[index % GUESTS.length] ?? 'Ana'} ${String.fromCharCode(65 + (index % 26))}.`,
    relativeTime: 'a week ago',
    publishTime: '2026-11-18T12:00:00.000Z',
    language: item.language ?? 'en',
    ownerReply: null,
    source: 'catalogue',
  };
}

const POLARITY: ReadonlySet<ReplyProblemCode> = new Set(['praises-criticised', 'apologises-for-praised']);
const INVENTED_OR_FORBIDDEN: ReadonlySet<ReplyProblemCode> = new Set([
  'invented-remedy',
  'link',
  'contact-details',
  'offer',
  'invented-dish',
  'invented-name',
  'invented-number',
  'staff-named-in-complaint',
  'sensitive-admission',
  'too-long',
  'empty',
]);

interface Written {
  item: LabelledCase;
  review: Review;
  reply: string;
}

/** Replies to every case, in batches of 10 (one morning email each, one memory per batch). */
function writeAll(cases: readonly LabelledCase[], profile: BrandProfile): Written[] {
  let memory = emptyReplyMemory();
  return cases.map((item, index) => {
    if (index % BATCH_SIZE === 0) memory = emptyReplyMemory();
    const review = reviewFor(item, index);
    const insight = analyzeReview(review.text, review.language);
    return { item, review, reply: suggestReply({ review, insight, profile, variant: index % BATCH_SIZE, memory }) };
  });
}

/**
 * A sentence found in many replies (an action or contact line) names nothing particular to this guest, even when one
 * of its words happens to be the guest's term: the sentences of a reply that are its own.
 */
function particularSentences(written: readonly Written[], profile: BrandProfile): (reply: string) => string[] {
  const sentenceCounts = new Map<string, number>();
  for (const { reply } of written) {
    for (const sentence of new Set(sentencesOf(replyBody(reply, profile.signOff))))
      sentenceCounts.set(sentence, (sentenceCounts.get(sentence) ?? 0) + 1);
  }
  const shared = Math.max(3, Math.ceil(written.length * 0.02));
  return (reply) => sentencesOf(replyBody(reply, profile.signOff)).filter((s) => (sentenceCounts.get(s) ?? 0) < shared);
}

interface Judged {
  problems: ReturnType<typeof checkReply>;
  wrong: boolean;
  bad: boolean;
  isNamed: boolean;
  criticised: number;
  owned: number;
}

/** What the rules see in one reply: wrong polarity, something invented, what it names, the complaints it owns. */
function judgeOne(
  { item, review, reply }: Written,
  profile: BrandProfile,
  particular: (reply: string) => string[],
): Judged {
  const problems = checkReply({ reply, review, aspects: item.aspects, profile });
  const isNamed = item.aspects.some((a) => namesTerm(foldText(particular(reply).join(' ')), a.term));
  // A complaint is owned when a sentence that apologises names it.
  const apologies = foldText(
    sentencesOf(replyBody(reply, profile.signOff))
      .filter((sentence) => /\bsorry\b|apolog|siento|sentimos|lament|disculp/i.test(sentence))
      .join(' '),
  );
  const negatives = item.aspects.filter((a) => a.polarity === 'negative');
  return {
    problems,
    wrong: problems.some((p) => POLARITY.has(p.code)),
    bad: problems.some((p) => INVENTED_OR_FORBIDDEN.has(p.code)),
    isNamed,
    criticised: negatives.length,
    owned: negatives.filter((a) => namesTerm(apologies, a.term)).length,
  };
}

function exampleOf(
  { item, review, reply }: Written,
  judged: Judged,
  isRepeat: boolean,
): ReplyEvalResult['examples'][number] {
  return {
    text: `${item.text} {${item.aspects.map((a) => `${a.term}:${a.polarity.slice(0, 3)}`).join(', ')}}`,
    stars: review.rating,
    reply,
    problems: [
      ...judged.problems.map((p) => `${p.code}: ${p.detail}`),
      ...(judged.isNamed ? [] : ['names nothing particular']),
      ...(isRepeat ? ['repeated opening'] : []),
    ],
  };
}

/** Replies to every case, in batches of 10, and their scores. */
export function evaluateReplies(cases: readonly LabelledCase[], profile = evalProfile()): ReplyEvalResult {
  const written = writeAll(cases, profile);
  const particular = particularSentences(written, profile);
  const judgedAll = written.map((entry) => judgeOne(entry, profile, particular));
  const has = (judged: Judged, code: string) => judged.problems.some((p) => p.code === code);
  const count = (test: (judged: Judged) => boolean) => judgedAll.filter(test).length;
  const criticised = judgedAll.reduce((sum, j) => sum + j.criticised, 0);
  const owned = judgedAll.reduce((sum, j) => sum + j.owned, 0);
  let repeated = 0;
  const examples: ReplyEvalResult['examples'] = [];
  let openings = new Set<string>();
  for (const [index, entry] of written.entries()) {
    if (index % BATCH_SIZE === 0) openings = new Set();
    const judged = judgedAll[index] as Judged;
    const opening = openingOf(entry.reply, profile.signOff);
    const isRepeat = openings.has(opening);
    openings.add(opening);
    if (isRepeat) repeated += 1;
    const flagged = judged.wrong || judged.bad || !judged.isNamed || isRepeat || judged.problems.length > 0;
    if (flagged && examples.length < 400) examples.push(exampleOf(entry, judged, isRepeat));
  }
  const n = Math.max(1, written.length);
  return {
    replies: written.length,
    polarityWrong: count((j) => j.wrong) / n,
    namedSpecific: count((j) => j.isNamed) / n,
    inventedOrForbidden: count((j) => j.bad),
    repeatedOpenings: repeated,
    complaintsOwned: criticised === 0 ? 1 : owned / criticised,
    stockAskAfterComplaint: count((j) => has(j, 'stock-ask-after-complaint')),
    repeatedSlots: count((j) => has(j, 'repeated-slot')),
    examples,
  };
}
