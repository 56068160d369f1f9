import { opensJudgingDishName } from './dishes.ts';
import { EN, globalRules, phraseText, scoreClause } from './clause-scoring.ts';
import { cueComplaints } from './guest-complaints.ts';
import { COMPLAINT_OPENERS, EXTRA_NEGATIVE, EXTRA_POSITIVE, SAVING_GRACE, WORTHY } from './guest-phrases.ts';
import { thingsIn, type Thing } from './guest-things.ts';
import type { PhraseRule } from './lexicon-en.ts';
import type { NlpSentence, NlpToken } from './nlp.ts';

/**
 * A review's sentences cut into segments that each carry one judgement: cut at contrast ("but", "although", "aside
 * from"), at commas and at "and" between clauses; each segment scored by its own words, with the things it names.
 */

export type Polarity = 'positive' | 'negative' | 'neutral';

export interface Segment {
  tokens: NlpToken[];
  /** The whole sentence the segment is part of, and where the segment starts in it. */
  sentenceTokens: readonly NlpToken[];
  start: number;
  sentence: number;
  /** The segment was opened by a contrast ("but", "though", "although", "aside from"). */
  contrast: boolean;
  folded: string;
  score: number;
  things: Thing[];
  /** Polarity forced by a construction ("the only saving grace was", "better than"), else null. */
  forced: Polarity | null;
  /** A verbless description of the thing before it ("…, thick brioche with berries"): its things are parts of it. */
  appositive: boolean;
  /** Opens with a condition ("if you don't mind being packed in"): it states no complaint. */
  conditional: boolean;
}

const POLARITY_THRESHOLD = 0.6;

/**
 * An "and" inside one thing: "a bit hit and miss" (one judgement), "an hour and a half" (one length of time), "£26 for
 * fish and chips" (one dish).
 */
function joinsOneThing(previous: string, next: string): boolean {
  return (
    (previous === 'hit' && next === 'miss') ||
    (/^(?:hours?|hrs?|miles?|years?|days?|weeks?)$/.test(previous) && next === 'a') ||
    PAIRED_DISHES.test(`${previous} and ${next}`)
  );
}

/** Dishes named with their own "and", never cut in two. */
const PAIRED_DISHES =
  /^(?:fish and chips?|mac and cheese|salt and pepper|salt and chilli|sweet and sour|bangers and mash|pie and mash|egg and chips|rice and peas|chicken and waffles|steak and ale|surf and turf|ham and cheese|cheese and onion|bacon and egg|sausage and egg|pork and chive|hot and sour|chips and gravy|chips and cheese)$/;

export function polarityOf(score: number): Polarity {
  if (score >= POLARITY_THRESHOLD) return 'positive';
  if (score <= -POLARITY_THRESHOLD) return 'negative';
  return 'neutral';
}

/** What a segment says: the polarity a construction forced, else its score's. */
export function segmentPolarity(segment: Segment): Polarity {
  return segment.forced ?? polarityOf(segment.score);
}

/** The words as the guest wrote them, lower case and without accents: what the cue patterns read. */
export function folded(tokens: readonly NlpToken[]): string {
  return tokens
    .map((t, k) => `${k === 0 ? '' : t.before}${t.value}`)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** The whole review, lower case and without accents: what the review-wide patterns read. */
export function foldedReview(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

function hasVerb(tokens: readonly NlpToken[]): boolean {
  return tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

// Cutting a sentence.

const CONTRAST = new Set([
  'but',
  'however',
  'yet',
  'though',
  'tho',
  'although',
  'except',
  'unfortunately',
  'sadly',
  'whereas',
  'while',
  'despite',
  'otherwise',
]);
const TWO_WORD_CONTRAST =
  /^(?:aside from|apart from|other than|except for|even though|even if|spoiled by|ruined by|marred by)$/;
const BREAK_PUNCTUATION = new Set([',', ';', ':', '-', '--', '—', '–', '(', ')', '!', '?', '…']);

/** A segment as cut, before it is read. */
type RawSegment = Omit<Segment, 'score' | 'things' | 'folded' | 'forced' | 'appositive' | 'conditional'>;

/** A sentence being cut: the segments cut so far and the one being gathered. */
interface Cutter {
  readonly tokens: readonly NlpToken[];
  readonly sentence: number;
  readonly segments: RawSegment[];
  current: NlpToken[];
  start: number;
  contrast: boolean;
}

/** A token of the sentence being cut, with its neighbours and the segment gathered so far. */
interface CutAt {
  token: NlpToken;
  i: number;
  previous: NlpToken | undefined;
  next: NlpToken | undefined;
  current: readonly NlpToken[];
}

/** Ends the segment being gathered (kept if it has a word) and opens the next at token `next`. */
function cut(cutter: Cutter, next: number, contrast: boolean): void {
  if (cutter.current.some((t) => t.type !== 'punctuation'))
    cutter.segments.push({
      tokens: cutter.current,
      sentenceTokens: cutter.tokens,
      start: cutter.start,
      sentence: cutter.sentence,
      contrast: cutter.contrast,
    });
  cutter.current = [];
  cutter.start = next;
  cutter.contrast = contrast;
}

interface CutRule {
  test: (at: CutAt) => boolean;
  /** Cuts at the token; gives the index of the last token it took. */
  apply: (cutter: Cutter, at: CutAt) => number;
}

/** How a token cuts its sentence: the first rule whose test holds decides; a token no rule cuts is gathered. */
const CUT_RULES: readonly CutRule[] = [
  // "aside from", "even though": a two-word contrast opens the next segment and is part of it.
  {
    test: ({ token, next }) => TWO_WORD_CONTRAST.test(`${token.normal} ${next?.normal ?? ''}`),
    apply: (cutter, { token, i }) => {
      cut(cutter, i, true);
      cutter.current.push(token);
      return i;
    },
  },
  // "The staff though is so rude", "cramped though,": a "though" after the subject is a particle, not a cut.
  {
    test: ({ token, next, current }) =>
      (token.normal === 'though' || token.normal === 'tho') &&
      current.length > 0 &&
      (/^(?:AUX|VERB)$/.test(next?.pos ?? '') || next === undefined || next.type === 'punctuation'),
    apply: (_cutter, { i }) => i,
  },
  // A contrast word opens the next segment; a "while" right after a cut opens no contrast.
  {
    test: ({ token, i, current }) =>
      CONTRAST.has(token.normal) &&
      !(token.normal === 'while' && current.length === 0 && i > 0) &&
      // "waited a while", "for quite a while", "a good while": a length of time, not a contrast.
      !(
        token.normal === 'while' &&
        (/^(?:a|quite|little)$/.test(current.at(-1)?.normal ?? '') ||
          (/^(?:good|long|short|little|wee)$/.test(current.at(-1)?.normal ?? '') && current.at(-2)?.normal === 'a'))
      ),
    apply: (cutter, { i }) => {
      cut(cutter, i + 1, true);
      return i;
    },
  },
  // A hyphen inside a word ("dry-aged") is not a break.
  {
    test: ({ token, next }) =>
      BREAK_PUNCTUATION.has(token.normal) &&
      !((token.normal === '-' || token.normal === '–') && token.before === '' && next?.before === ''),
    apply: (cutter, { i }) => {
      cut(cutter, i + 1, false);
      return i;
    },
  },
  // "and" between two clauses ("the ribs were dry and we waited an hour"), not between two things or two words.
  {
    test: ({ token, previous, next, current }) =>
      (token.normal === 'and' || token.normal === 'plus' || token.normal === '&') &&
      hasVerb(current) &&
      !joinsOneThing(previous?.normal ?? '', next?.normal ?? '') &&
      next?.pos !== 'ADJ' &&
      next?.pos !== 'ADV',
    apply: (cutter, { i }) => {
      cut(cutter, i + 1, false);
      return i;
    },
  },
  // "so good the wait is worth it": the result clause is a judgement of its own.
  {
    test: ({ token, previous, next }) =>
      token.pos === 'ADJ' &&
      previous?.normal === 'so' &&
      /^(?:the|that|our|my|their|we|you|i|it)$/.test(next?.normal ?? ''),
    apply: (cutter, { token, i, next }) => {
      cutter.current.push(token);
      const last = next?.normal === 'that' ? i + 1 : i;
      cut(cutter, last + 1, false);
      return last;
    },
  },
];

/** Cuts one sentence into segments that each carry one judgement. */
function segmentSentence(tokens: readonly NlpToken[], sentence: number): RawSegment[] {
  const cutter: Cutter = { tokens, sentence, segments: [], current: [], start: 0, contrast: false };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) continue;
    const at: CutAt = { token, i, previous: tokens[i - 1], next: tokens[i + 1], current: cutter.current };
    const rule = CUT_RULES.find((r) => r.test(at));
    if (rule) i = rule.apply(cutter, at);
    else cutter.current.push(token);
  }
  cut(cutter, tokens.length, false);
  return cutter.segments;
}

// Reading a segment.

/** What a segment's score is read beside: the review, the segment's words, its sentence's. */
interface ScoreContext {
  text: string;
  words: string;
  sentenceWords: string;
}

interface ScoreRule {
  test: (context: ScoreContext, score: number) => boolean;
  score: (score: number) => number;
}

/** A phrase that surely faults, not denied just before it ("gravy that isn't from a packet"). */
function saysAgainst(words: string): boolean {
  const match = EXTRA_NEGATIVE.exec(words);
  return (
    match !== null &&
    !/\b(?:isn'?t|is not|wasn'?t|was not|aren'?t|weren'?t|not|never) $/.test(words.slice(0, match.index))
  );
}

/** Judgements the lexicon's score misses: each rule that holds, in order, moves the score. */
const SCORE_RULES: readonly ScoreRule[] = [
  // A phrase that surely judges reads as surely as a strong word ("tasted like it came from a mix", "slaps").
  {
    test: ({ words }, score) => EXTRA_POSITIVE.test(words) && score < 2,
    score: (score) => Math.max(score + 2, 2),
  },
  {
    test: ({ words }, score) => saysAgainst(words) && score > -2 && !WORTHY.test(words),
    score: (score) => Math.min(score - 2, -2),
  },
  // "worthy of the wait", "worth every penny": praise, unless "not worth".
  {
    test: ({ words }, score) =>
      WORTHY.test(words) && !/\bnot (?:worth|worthy)|n't worth/.test(words) && score < POLARITY_THRESHOLD,
    score: () => 1.5,
  },
  // Words that state a complaint ("we waited an hour", "they forgot our order") make a mild segment a complaint.
  {
    test: ({ text, words, sentenceWords }, score) =>
      cueComplaints(text, words, sentenceWords).length > 0 && score > -POLARITY_THRESHOLD && score < 2,
    score: () => -1.5,
  },
];

/** The polarity a construction forces on a segment, whatever its score says. */
function forcedPolarity(words: string, sentenceWords: string): Polarity | null {
  if (SAVING_GRACE.test(words)) return 'positive';
  if (COMPLAINT_OPENERS.test(sentenceWords)) return 'negative';
  // A phrase that surely judges is not weighed again by the learned reading ("tasted like it came from a mix").
  if (EXTRA_NEGATIVE.test(words) && !WORTHY.test(words) && !EXTRA_POSITIVE.test(words)) return 'negative';
  if (EXTRA_POSITIVE.test(words) && !EXTRA_NEGATIVE.test(words)) return 'positive';
  return null;
}

/** A verbless description of the thing before it ("…, thick brioche with berries"), or words in parentheses. */
function isAppositive(raw: RawSegment, previous: Segment | undefined): boolean {
  if (raw.sentenceTokens[raw.start - 1]?.normal === '(') return true;
  return (
    previous !== undefined &&
    previous.sentence === raw.sentence &&
    !raw.contrast &&
    previous.things.length > 0 &&
    hasVerb(previous.tokens) &&
    (!hasVerb(raw.tokens) || /^(?:especially|particularly|including)$/.test(raw.tokens[0]?.normal ?? ''))
  );
}

/** What a sentence's segments are read beside: the review, the sentence's words and things, the phrase rules. */
interface SentenceContext {
  text: string;
  words: string;
  things: readonly Thing[];
  rules: readonly { rule: PhraseRule; re: RegExp }[];
}

/** "the sticky rice", "a flat white": a word that names the dish is not scored as a judgement of it. */
function withDishNamesNeutral(tokens: NlpToken[]): NlpToken[] {
  return tokens.map((t, k) =>
    opensJudgingDishName(tokens, k) || isTheGuestsCold(tokens, k) ? { ...t, normal: 'dish', lemma: 'dish' } : t,
  );
}

/** "the soup cured my cold": the guest's cold, which judges nothing. */
function isTheGuestsCold(tokens: readonly NlpToken[], k: number): boolean {
  return (
    tokens[k]?.normal === 'cold' &&
    /^(?:my|a|the|his|her)$/.test(tokens[k - 1]?.normal ?? '') &&
    /^(?:cured|cure|cures|have|had|got|with|fighting|fought)$/.test(tokens[k - 2]?.normal ?? '')
  );
}

function readSegment(raw: RawSegment, sentence: SentenceContext, previous: Segment | undefined): Segment {
  const words = folded(raw.tokens);
  const end = raw.start + raw.tokens.length;
  const things = sentence.things.filter((t) => t.at >= raw.start && t.at < end);
  const context: ScoreContext = { text: sentence.text, words, sentenceWords: sentence.words };
  const score = SCORE_RULES.reduce(
    (score, rule) => (rule.test(context, score) ? rule.score(score) : score),
    scoreClause(withDishNamesNeutral(raw.tokens), EN, true, sentence.rules).score,
  );
  return {
    ...raw,
    folded: words,
    score,
    things,
    forced: forcedPolarity(words, sentence.words),
    appositive: isAppositive(raw, previous),
    // "if a little slow" concedes a fault; "if you don't mind the noise" sets a condition.
    conditional:
      /^(?:if|unless|as long as|assuming|provided)\b/.test(words) &&
      !/^if (?:a )?(?:little|bit|touch|tad|slightly|somewhat)\b/.test(words),
  };
}

/**
 * Cuts a review's sentences into segments and reads each: its score, the things it names, what constructions say of
 * it. `text` is the review as the guest wrote it (what the complaint cues read); `placeWords` are the restaurant's
 * own name's words.
 */
export function readSegments(
  text: string,
  sentences: readonly NlpSentence[],
  placeWords: ReadonlySet<string>,
): Segment[] {
  const fullText = sentences.map((s) => phraseText(s.tokens).text).join(' ');
  const rules = globalRules(EN.phrases).filter(({ rule }) => rule.re.test(fullText));
  const segments: Segment[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const context: SentenceContext = {
      text,
      words: folded(sentence.tokens),
      things: thingsIn(sentence.tokens, { placeWords }),
      rules,
    };
    for (const raw of segmentSentence(sentence.tokens, index))
      segments.push(readSegment(raw, context, segments.at(-1)));
  }
  return segments;
}

const ACCEPTED = /\b(?:fair enough|which is fair|that'?s fair|fair play)\b/;

/** The guest accepts what the segment says, in it or right after it ("…, fair enough"). */
export function accepted(segment: Segment, segments: readonly Segment[]): boolean {
  const next = segments[segments.indexOf(segment) + 1];
  return (
    ACCEPTED.test(segment.folded) ||
    (next?.sentence === segment.sentence && new RegExp(`^\\W*${ACCEPTED.source}`).test(next.folded))
  );
}
