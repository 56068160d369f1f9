import { MONEY } from './money.ts';
import { coveredBy } from './complaint-coverage.ts';
import { ABOUT_THE_TEAM, praisedWithMildWord, SERVED_RIGHT } from './complaint-vocabulary.ts';
import type { Complaint } from './guest-complaints.ts';
import { accepted, segmentPolarity, type Segment } from './guest-segments.ts';
import { FAULTED_MILDLY, faults, looseEchoOf } from './leftover-echo.ts';
import type { Thing } from './guest-things.ts';
import { isTeamMember, readingOf, type ThingReading } from './thing-judgement.ts';

/**
 * The last pass over a review's complaints: a clause that faults something ("the cheese barely melted on top",
 * "veg boiled to mush", "the toppings are counted out one by one") that no complaint covers is said back in the
 * owner's voice (leftover-echo.ts), so the reply owns every complaint the guest stated rather than the ones a cue
 * knew. Blind readers found a stated complaint left out in most replies that failed; most of those were such clauses.
 * Among complaints (beside one in its sentence, or after a "but" that turns from praise) at three stars or fewer, a
 * plain clause about one of the restaurant's things is a complaint even where no word of it is a fault word
 * ("mashed potatoes tasted instant", "teapot had a chip in it").
 */

/** One complaint in different words ("hectic" and "chaotic", "took forever" and "the long wait"). */
const CONCEPTS = [
  /chao|hectic|disorgani|no system/,
  /distracted|chatting|gossip|phones?\b|more interested|too busy|the match|telly/,
  /overwhelm|stretched|short-staffed|short[- ]handed|run off|rushed off|on (?:her|his|their) own|alone/,
  /loud|noise|noisy|blast|blaring|deafen|hear|shout|yell/,
  /cramp|crammed|tight|close together|squeez|seat/,
  /wait|forever|ages|took|slow|late|hour|minute|\bmin\b/,
  new RegExp(String.raw`price|pricey|expensive|overpriced|${MONEY}|cost|rip[- ]?off|value`),
  /small|tiny|portion|skimpy|stingy/,
  /delivery|takeaway|takeout|driver|arrived/,
  /dirty|filthy|grim|sticky|clean|grubby/,
  /\bac\b|air ?con|sauna|stuffy|sweat/,
  /parking|car ?park/,
  /cold|freezing|chilly|temperature/,
  /hot|boiling|stuffy|heat|temperature/,
  /wrong|mistake|mix-?up|mixed up|said no|asked for no|instead of/,
  /\bask|flag|chas|remind/,
  /refill|empty|top(?:ped)? up/,
];

/** A complaint about someone on the team or how they treated the guest. */
function aboutTheTeam(c: Complaint): boolean {
  return ABOUT_THE_TEAM.test(`${c.noun} ${c.clause ?? ''}`);
}

/** Whether a segment states a fault the complaints have not covered, about a thing not praised. */
function leftUnowned(
  segment: Segment,
  clause: string,
  complaints: readonly Complaint[],
  readings: readonly ThingReading[],
  amid = false,
): boolean {
  if (segment.conditional || segmentPolarity(segment) === 'positive' || segment.forced === 'positive') return false;
  const text = clause.toLowerCase();
  // "the coffee was hot", "the zeppole were hot": served as it should be.
  const state = /^(?:the|your) [\w' -]+? ((?:was|were|is|are|came out|came|arrived) .*)$/.exec(text)?.[1];
  if (state !== undefined && (SERVED_RIGHT.test(state) || praisedWithMildWord(state))) return false;
  if (segmentPolarity(segment) !== 'negative' && !faults(segment.folded) && !amid) return false;
  // "slaw was plain": a mild fault in so many words outweighs a reading that took the thing for praise.
  const mild = FAULTED_MILDLY.test(segment.folded);
  if (!mild && segment.things.some((t) => readingOf(readings, t)?.polarity === 'positive')) return false;
  // Someone on the team, once: a complaint about the team already owned covers them.
  if (/^(?:our |the person)/.test(text) && segment.things.some(isTeamMember) && complaints.some(aboutTheTeam))
    return false;
  // A price owned is not the dish's fault owned ("the price of a burger" beside "the burger came out grey").
  const notPrices = complaints.filter((c) => !/^(?:price|fee)/.test(c.key));
  if (segment.things.some((t) => !isTeamMember(t) && text.includes(t.head.toLowerCase()) && coveredBy(t, notPrices)))
    return false;
  const said = complaints.map((c) => `${c.key} ${c.noun} ${c.clause ?? ''}`.toLowerCase()).join(' ');
  if (CONCEPTS.some((concept) => concept.test(text) && concept.test(said))) return false;
  // A word of the clause already in a complaint ("the cinnamon roll was dry" covers "cinnamon roll dry"): owned.
  return !text
    .split(/[^a-z']+/)
    .filter(
      (w) =>
        w.length > 3 &&
        !/^(?:that|with|were|was|they|them|then|this|have|from|just|really|very|much|there|their|what)$/.test(w),
    )
    .some((w) => said.includes(w));
}

/** Most complaints a reply owns; the loose pass adds none beyond it. */
const MOST = 5;

/** The complaints said back from faulting clauses nothing else owned, in the order the guest wrote them. */
export function leftoverEchoes(
  segments: readonly Segment[],
  complaints: readonly Complaint[],
  readings: readonly ThingReading[],
  rating: number | null,
): Complaint[] {
  if (rating === 5) return [];
  // "…but it was dry": first the faults said of a dish without naming it again.
  const out: Complaint[] = faultsReferredBack(segments, complaints);
  for (const [k, segment] of segments.entries()) {
    if (complaints.length + out.length >= MOST) break;
    // "Country fried steak smothered in white gravy, hits the spot": praise said right after, of the same thing.
    if (segmentPolarity(segment) !== 'negative' && praisedRightAfter(segment, segments[k + 1])) continue;
    // Four stars: only what the words plainly read against.
    if (rating === 4 && segmentPolarity(segment) !== 'negative' && !FAULTED_MILDLY.test(segment.folded)) continue;
    // "we waited 40 min for a table, fair enough": what the guest accepts is not said back.
    if (accepted(segment, segments)) continue;
    // "Darlene is still there": someone on the team, named, is never a thing said among complaints.
    const amid = amidComplaints(segment, segments, rating) && !segment.things.some(isTeamMember);
    const clause = looseEchoOf(segment.tokens, amid);
    if (clause === null || !leftUnowned(segment, clause, [...complaints, ...out], readings, amid)) continue;
    if (
      !/^the (?:bill|check|price|prices|wait|line|queue)\b/.test(clause) &&
      !new RegExp(String.raw`${MONEY}|\d(?! (?:minutes|hours)\b)`).test(clause)
    )
      out.push({
        key: `echo-${segment.sentence}-${segment.start}`,
        noun: '',
        clause,
        area: 'general',
        sentence: segment.sentence,
      });
  }
  return out;
}

/** The next segment of the same sentence praises without naming a thing of its own ("…, hits the spot"). */
function praisedRightAfter(segment: Segment, next: Segment | undefined): boolean {
  return (
    next !== undefined &&
    next.sentence === segment.sentence &&
    !next.contrast &&
    // "hits the spot" names no thing of its own.
    next.things.every((t) => /^(?:spot|place)$/.test(t.head)) &&
    segmentPolarity(next) === 'positive'
  );
}

/** "…but it was dry", "…but was greasy": a fault said of the thing just named, without naming it again. */
const REFERS_BACK =
  /^(?:(?:but|though|tho|although|and) (?:it|they) ?|(?:but|though|tho|although|and) |(?:it|they) ?)(?:was|were|is|are|'s|'re|came|come|tasted|tastes) /;
/** "…and kinda watered down": a fault alone after "and", its thing and verb left to the segment before. */
const ONLY_A_FAULT =
  /^and (?:kinda |kind of |a bit |a little |bit |very |really |so |too |way too |quite |pretty )?(?=\S+ ?\S*[.!]?$)/;
/** "Shoyu ramen was ok, kind of one note": a hedged fault alone, after a dish said to be only ok. */
const HEDGED_FAULT = /^(?=(?:kinda|kind of|a bit|a little|bit|a tad|slightly|somewhat) \S+(?: \S+)?[.!]?$)/;
/** "…but was greasy": the verb alone, after a turn from praise. */
const BARE_VERB = /^(?:was|were|is|are|came|tasted|tastes) /;
/** "it's freezing inside": the room, not the dish; "they were slammed": the restaurant. */
const NOT_THE_DISH =
  /\b(?:inside|outside|in here|in there|slammed|busy|packed|swamped|short[- ]?staffed|understaffed|rammed|heaving|in the weeds)\b/;
/** Words after which a fault is a condition or a comparison, not how the thing was. */
const NOT_HOW_IT_WAS = /\b(?:if|when|unless|than|otherwise|never|not|isn'?t|wasn'?t|weren'?t|aren'?t)\b/;

/**
 * "Brisket had a great bark, but it was dry by 2pm", "jambalaya had good flavor but was greasy": the fault in the
 * segment after a dish, in the same sentence, is the dish's, though the guest did not name it again. Said back with the
 * dish named ("the brisket was dry by 2pm"), so the reply owns it and does not thank the dish as a hit.
 */
function faultsReferredBack(segments: readonly Segment[], complaints: readonly Complaint[]): Complaint[] {
  const out: Complaint[] = [];
  for (const [k, segment] of segments.entries()) {
    const before = segments[k - 1];
    if (before === undefined || before.sentence !== segment.sentence || segmentPolarity(before) === 'negative')
      continue;
    const dishes = before.things.filter((t) => t.kind === 'dish' || t.kind === 'drink');
    const dish = dishes.length === 1 ? dishes[0] : undefined;
    // "(tuna noodle) was bland": the segment before is the dish's name alone, its verb cut off.
    // "Ordered the T-bone medium rare, came out grey and chewy": what the guest ordered, then how it came.
    const nameAlone =
      dish !== undefined &&
      (before.folded.replace(/[^\w\s'-]/g, '').trim() === dish.words.toLowerCase() ||
        /^(?:i |we )?(?:ordered|got|had|tried|asked for)\b/.test(before.folded));
    const said =
      dish === undefined ? null : faultSaidOf(dish, segment, nameAlone, segmentPolarity(before) === 'neutral');
    // A price owned is not the dish's fault owned ("overpriced ($14 margarita) and kinda watered down").
    const faultsOwned = [...complaints, ...out].filter((c) => !/^(?:price|fee)/.test(c.key));
    if (dish === undefined || said === null || coveredBy(dish, faultsOwned)) continue;
    // The dish as the reading holds it: a name's capital kept ("the oysters Rockefeller").
    const name = dish.words;
    out.push({
      key: `dish-${dish.words}`,
      noun: `the ${name}`,
      clause: `the ${name} ${said}`,
      area: dish.kind === 'drink' ? 'bar' : 'kitchen',
      sentence: segment.sentence,
    });
  }
  return out;
}

/** What a segment that does not name the dish again says of it ("was dry by 2pm"), or null. */
function faultSaidOf(dish: Thing, segment: Segment, nameAlone: boolean, onlyOk: boolean): string | null {
  const bare = segment.contrast || nameAlone;
  const opening =
    REFERS_BACK.exec(segment.folded) ??
    (bare ? BARE_VERB.exec(segment.folded) : null) ??
    ONLY_A_FAULT.exec(segment.folded) ??
    (onlyOk ? HEDGED_FAULT.exec(segment.folded) : null);
  if (opening === null) return null;
  // The fault ends at the sentence's end ("it was dry by 2pm. sausage was solid." is one segment when "2pm."
  // ends no sentence for the parser).
  const rest =
    segment.folded
      .slice(opening[0].length)
      .split(/[.!?;,]/)[0]
      ?.trim() ?? '';
  if (rest === '' || rest.split(' ').length > 6 || NOT_HOW_IT_WAS.test(rest) || !faults(rest)) return null;
  if (NOT_THE_DISH.test(rest)) return null;
  // "but the rice was mushy" names its own thing.
  if (segment.things.some((t) => rest.includes(t.words.toLowerCase()))) return null;
  const said = opening[0];
  // "Beer is cans only and they were warm": the dish's own number, not the pronoun's.
  const plural = dish.plural;
  const verb = /\bg[oe]t/.test(said)
    ? 'got'
    : /\bcame|\bcome/.test(said)
      ? 'came'
      : /\btaste/.test(said)
        ? 'tasted'
        : plural
          ? 'were'
          : 'was';
  return `${verb} ${rest}`;
}

/** A segment whose words judge nothing, said among complaints: beside a complaint in its sentence, or after "but". */
function amidComplaints(segment: Segment, segments: readonly Segment[], rating: number | null): boolean {
  if (rating === null || rating > 3 || segmentPolarity(segment) !== 'neutral' || segment.conditional) return false;
  const at = segments.indexOf(segment);
  const before = segments[at - 1];
  const beside = [before, segments[at + 1]].filter(
    (s): s is Segment => s !== undefined && s.sentence === segment.sentence,
  );
  if (beside.some((s) => segmentPolarity(s) === 'positive')) return false;
  if (beside.some((s) => segmentPolarity(s) === 'negative')) return true;
  // "chicken & waffles great. but the bottomless mimosas were mostly OJ": the "but" turns from praise.
  return segment.contrast && before !== undefined && segmentPolarity(before) === 'positive';
}
