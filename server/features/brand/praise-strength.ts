import { folded, type Segment } from './guest-segments.ts';
import type { Thing } from './guest-things.ts';

/**
 * Mild or qualified praise ("the burger was decent", "good, not life changing", "service was fine"): the guest is
 * not delighted, so a reply does not thank them for it as a hit. Read from the words of the segment that judges the
 * thing and the sentence it is in.
 */

/** Words that praise only a little: what a guest says of a thing that was neither a hit nor a miss. */
const MILD = /\b(?:decent|ok|okay|alright|all right|fine|not bad|passable|average|serviceable|edible|acceptable)\b/;
/** "good, not life changing", "good but nothing special": good, and said not to be more. */
const GOOD = /\b(?:good|nice|tasty|grand)\b/;
const QUALIFIED =
  /\bnot (?:life[- ]changing|mind[- ]blowing|amazing|incredible|spectacular|memorable|earth[- ]shattering|anything special|special|the best|great|worth the hype)\b|\bnothing (?:special|amazing|to write home about|memorable|i haven'?t had)\b|\bnot (?!as\b|so\b|that\b|very\b|too\b|really\b|all\b|bad\b|half\b|quite\b)[a-z]+ good\b|\bnot as good as (?:last time|before|it used to be|usual|the last|my last)\b/;
/** Words of real praise: a thing they also call "the best" or "great" was a hit. */
const STRONG =
  /\b(?:great|amazing|excellent|delicious|perfect|perfectly|best|love|loved|incredible|fantastic|outstanding|superb|wonderful|phenomenal|awesome|stellar|fire|10\/10|spot on|delightful|divine|gorgeous|beautiful|really good|so good|very good|super good)\b/;

/** The guest's own word for mild praise, as a reply says it back ("more than decent"). */
export function mildWord(text: string): string {
  const word = MILD.exec(text)?.[0] ?? 'good';
  if (word === 'ok' || word === 'not bad' || word === 'alright' || word === 'all right' || word === 'okay')
    return 'okay';
  if (word === 'good' || word === 'nice' || word === 'tasty') return `just ${word}`;
  return word;
}

/**
 * The guest's word when a thing was praised only mildly at three or four stars, else null. Five stars is a happy
 * guest whatever the word ("decent prices, lovely staff").
 */
export function mildPraiseOf(thing: Thing, segments: readonly Segment[], rating: number | null): string | null {
  if (rating === null || rating >= 5) return null;
  const segment = segments.find((s) => s.things.some((t) => t.words === thing.words && t.at === thing.at));
  if (segment === undefined || STRONG.test(segment.folded)) return null;
  if (MILD.test(segment.folded) && !/\bfine dining\b/.test(segment.folded)) return mildWord(segment.folded);
  const sentence = folded(segment.sentenceTokens);
  if (GOOD.test(segment.folded) && QUALIFIED.test(sentence)) return mildWord(segment.folded);
  // "came for the brisket tacos and they were good not great": the judgement the next words give it.
  const next = segments[segments.indexOf(segment) + 1];
  if (
    next?.sentence === segment.sentence &&
    /^(?:and |but )?(?:they|it|those|these|that)\b/.test(next.folded) &&
    GOOD.test(next.folded) &&
    (QUALIFIED.test(next.folded) || QUALIFIED.test(sentence))
  )
    return mildWord(next.folded);
  return null;
}

/**
 * Words that only praise a little and fault nothing ("the food is decent"): not a complaint to apologise for. "Just
 * okay", "decent at best" and "only fine" are complaints, and so is any fault word beside them.
 */
export function isMildOnly(said: string): boolean {
  // "only the chilli sauce ok": the one thing let pass, not "only fine".
  const segmentWords = said.replace(/\b(?:the )?only (?=the\b|thing\b)/g, '');
  return (
    MILD.test(segmentWords) &&
    !STRONG.test(segmentWords) &&
    !/\b(?:just|at best|only|barely|merely|nothing more|not even|but|n't|not|no|too|cold|dry|bland|slow|small|overpriced)\b/.test(
      segmentWords,
    )
  );
}
