import { MONEY } from './money.ts';
import { COMPLAINING, cueComplaints, thingComplaint, type Complaint } from './guest-complaints.ts';
import { echoOf } from './guest-echo.ts';
import { COLD_AS_IT_SHOULD_BE, praisedWithMildWord, PRICE_PRAISED, WAITED_FOR } from './complaint-vocabulary.ts';
import { EXCUSES_THE_TEAM, looseEchoOf } from './leftover-echo.ts';
import { DECLINE, EXTRA_NEGATIVE, GENEROUS_PORTION, STAFF_FAULT, WORTH_WAIT } from './guest-phrases.ts';
import { accepted, folded, segmentPolarity, type Segment } from './guest-segments.ts';
import type { Thing } from './guest-things.ts';
import { isMildOnly } from './praise-strength.ts';
import { staffExperience } from './staff-complaints.ts';
import { dishFaultClause, staffConductClause } from './staff-conduct.ts';
import { isHighRating, isSubject, isTeamMember, readingOf, SURE, type ThingReading } from './thing-judgement.ts';

/**
 * Every complaint a guest stated, from a review's segments and what was judged of its things, in passes: what each
 * segment's words say went wrong (complaint cues, things judged badly), a person on the team who did wrong, a segment
 * that complains of its subject without saying what, a dish that is not what it was, and last what is left of a
 * complaint, said back in the guest's words.
 */

/** A review as the complaint passes read it. */
export interface ReviewRead {
  /** The review as the guest wrote it, and folded (lower case, no accents). */
  text: string;
  folded: string;
  segments: readonly Segment[];
  /** What was judged of each thing; a dish that declined is made neutral here. */
  readings: ThingReading[];
  rating: number | null;
}

/** The complaints owned so far, and the segments they were read from. */
interface ComplaintList {
  complaints: Complaint[];
  owned: Set<Segment>;
}

/** Owns a complaint read from a segment: one per key and per noun, tagged with its sentence. */
function own(list: ComplaintList, complaint: Complaint, segment: Segment): void {
  list.owned.add(segment);
  const same = (k: Complaint) =>
    k.key === complaint.key ||
    (k.noun !== '' && k.noun === complaint.noun) ||
    (k.clause !== undefined && k.clause === complaint.clause);
  if (!list.complaints.some(same)) list.complaints.push({ ...complaint, sentence: segment.sentence });
}

/** What the guest's words in a segment say against a thing. */
function complaintAbout(thing: Thing, segment: Segment, review: ReviewRead): Complaint {
  return thingComplaint(thing, segment.sentenceTokens, segment.folded, review.folded);
}

const OVERPRICED = /overpriced|pricey|expensive/;
/** Words that complain of a price, beyond stating it ("steep", "a joke", "adds up", "not worth"). */
const PRICE_COMPLAINT =
  /\?\?|tourist|overpriced|over-priced|pricey|pricier|expensive|doubled|wish|a bit rich|bit much|steep|too much|a lot\b|pushing it|only (?:knock|ding|downside|gripe|complaint)s?|much\b|\bmad\b|for real|for that|value|not cheap|hefty|spendy|wild|a joke|ridiculous|insane|crazy|outrageous|rip[- ]?off|adds up|not worth|hard to justify|creeping|crept up|keeps? going up|went up|gone up|high|for what (?:it|they) (?:is|are)|small|tiny|though|but|stings|hurts|a bit much|marked up|mark-?up|\?/;

const SHORTED = /\bshorted\b|short-?changed|\bovercharged\b/;
/**
 * "dumplings are juicy, $10 for 12": a price for five or more pieces, at three stars or more, in a sentence with no
 * word against anything; not "$90 for 2", "£11 for three slices" or "$16 for 10 tho".
 */
function dealStated(segment: Segment, review: ReviewRead): boolean {
  const sentence = folded(segment.sentenceTokens);
  return (
    (review.rating ?? 0) >= 3 &&
    new RegExp(
      String.raw`${MONEY}\s?\d+(?:\.\d+)? for (?:[5-9]|\d\d+|a dozen|five|six|eight|ten|twelve)\b(?! of us| people)`,
    ).test(sentence) &&
    !/\b(?:tho|though|but|only|just|steep|rough|much|lot)\b|\?/.test(sentence) &&
    !review.segments.some((s) => s !== segment && s.sentence === segment.sentence && segmentPolarity(s) === 'negative')
  );
}

/** A dish the guest's words do not fault (no "was cold", no "bad"): the complaint only names it. */
function isBare(thing: Thing, complaint: Complaint): boolean {
  return (
    ['dish', 'drink', 'food', 'menu'].includes(thing.kind) &&
    complaint.clause === undefined &&
    complaint.noun === `the ${thing.words}`
  );
}

/** "the pastries were a bit hit and miss": the guest's own clause about the thing, in the owner's voice, or null. */
function looseEchoAbout(thing: Thing, segment: Segment): string | null {
  const echo = looseEchoOf(segment.tokens);
  return echo?.toLowerCase().startsWith(`the ${thing.words.toLowerCase()} `) ? echo : null;
}

/** "the cacio e pepe wasn't what you hoped for": a sure complaint about a dish whose words say no more than "bad". */
function generalFault(thing: Thing, complaint: Complaint): Complaint {
  const predicate = thing.plural ? "weren't what you hoped for" : "wasn't what you hoped for";
  return { ...complaint, clause: `the ${thing.words} ${predicate}`, subject: `the ${thing.words}`, predicate };
}

/** Complaints about a person worded in general ("how our hostess treated you"), which their conduct can say better. */
const GENERAL_STAFF =
  /^(?:how .+ (?:treated you|handled it|responded)|your experience with .+|how distracted .+ was|how long you were left waiting for attention|.+ never coming (?:back|over))$/;

/**
 * "how our counter man treated you" says less than what he did: the guest's statement of it in the owner's voice
 * ("our counter man yelled at your mother"), where it is short and plain.
 */
function inTheirWords(complaint: Complaint, thing: Thing, segment: Segment): Complaint {
  if (!GENERAL_STAFF.test(complaint.noun)) return complaint;
  const clause = staffConductClause(segment.sentenceTokens, thing, segment.start + segment.tokens.length);
  return clause ? { ...complaint, noun: '', clause } : complaint;
}

// What a segment's words say went wrong.

/** A segment being read for its complaints: its cue complaints, and whether it faults a person on the team. */
interface SegmentComplaints {
  segment: Segment;
  review: ReviewRead;
  cues: Complaint[];
  staffComplaint: boolean;
}

/** Owns the segment's cue complaints; "Wine list is overpriced": the thing the guest priced is named, not the prices. */
function ownCues(list: ComplaintList, judged: readonly ThingReading[], at: SegmentComplaints): void {
  const { segment, review } = at;
  const priced = judged.find(
    (r) =>
      r.thing.kind !== 'price' &&
      OVERPRICED.test(segment.folded) &&
      !/worth (?:it|every)|quality is there|worth the (?:price|money)/.test(folded(segment.sentenceTokens)),
  );
  for (const cue of at.cues) {
    // "Vada pav for $5 that tastes like Mumbai" at four stars: a price stated, not complained of.
    if (cue.key === 'price' && isHighRating(review.rating) && !PRICE_COMPLAINT.test(folded(segment.sentenceTokens)))
      continue;
    // "tacos al pastor $2.50 each, good deal and tasty": the price praised in the same sentence.
    if (cue.key === 'price' && PRICE_PRAISED.test(folded(segment.sentenceTokens))) continue;
    // "dumplings are juicy, $10 for 12": a deal stated; "shorted me $5": the change, owned by its own cue.
    if (cue.key === 'price' && (SHORTED.test(segment.folded) || dealStated(segment, review))) continue;
    const named = cue.key === 'price' && priced ? complaintAbout(priced.thing, segment, review) : null;
    // "The avocado toast for $17 was one sad slice of bread, not worth it": the price of that dish.
    const dish = review.segments
      .filter((s) => s.sentence === segment.sentence)
      .flatMap((s) => s.things)
      .find(
        (t) =>
          t.kind === 'dish' &&
          readingOf(review.readings, t)?.polarity === 'negative' &&
          folded(segment.sentenceTokens).includes(`${t.words.toLowerCase()} for `) &&
          // "a small bowl of mostly rice for $26": what the dish was full of, not what was priced.
          !new RegExp(`\\b(?:mostly|all|just|basically|half|nothing but) ${t.words.toLowerCase()} for `).test(
            folded(segment.sentenceTokens),
          ),
      );
    if (named?.clause && OVERPRICED.test(named.clause)) own(list, { ...named, key: 'price' }, segment);
    else if (cue.key === 'price' && cue.noun === 'the prices' && dish)
      own(list, { ...cue, noun: `the price of the ${dish.words}` }, segment);
    else own(list, cue, segment);
  }
}

/** What a thing judged badly is owned as: the guest's own clause where one was kept, its name where words marked it. */
function judgedComplaint(reading: ThingReading, at: SegmentComplaints): Complaint {
  const { thing } = reading;
  const read = complaintAbout(thing, at.segment, at.review);
  if (reading.said && !read.clause) return { ...read, noun: read.noun || `the ${thing.words}`, clause: reading.said };
  // A thing the guest's words name as a complaint ("the lack of decor") is owned by name even without a fault word.
  const plain =
    reading.marked &&
    read.noun === '' &&
    ['room', 'menu', 'service', 'food', 'dish', 'drink', 'noise', 'parking'].includes(thing.kind);
  if (plain) return { ...read, noun: thing.kind === 'service' ? 'the service' : `the ${thing.words}` };
  return read;
}

/**
 * What the segment's words say went wrong ("the omakase felt rushed", "$22 for a drink that took 25 minutes",
 * "rolled his eyes when I asked for cream cheese") is the complaint, not the other things they name; a dish with its
 * own fault ("the pie showed up cold") stays.
 */
function toldByOtherWords(thing: Thing, complaint: Complaint, at: SegmentComplaints): boolean {
  const ownFault =
    (thing.kind === 'dish' || thing.kind === 'drink') &&
    ((complaint.clause !== undefined && !/up to standard$/.test(complaint.clause)) ||
      complaint.noun !== `the ${thing.words}`);
  // Portions, noise, cleanliness and the like are complaints of their own beside any cue.
  const standalone = ['portion', 'noise', 'clean', 'room', 'crowd', 'parking'].includes(thing.kind);
  return (at.cues.length > 0 || (at.staffComplaint && !isTeamMember(thing))) && !ownFault && !standalone;
}

/** Four or five stars: a complaint needs words that say what went wrong, not a negative-sounding word ("hits"). */
function notSaidWrongForStars(thing: Thing, complaint: Complaint, at: SegmentComplaints): boolean {
  return (
    isHighRating(at.review.rating) &&
    complaint.clause === undefined &&
    !/^the (?:dry|cold|lukewarm|soggy|stale|bland|salty)/.test(complaint.noun) &&
    at.cues.length === 0 &&
    !['wait', 'noise', 'clean', 'price', 'portion', 'staff', 'person', 'crowd', 'parking'].includes(thing.kind)
  );
}

/** A bare dish is owned in general words when the reading is sure and the dish is what the segment is about. */
function surelyItsSubject(reading: ThingReading, at: SegmentComplaints): boolean {
  const { segment } = at;
  return (
    reading.strength >= SURE &&
    segment.things[0] === reading.thing &&
    at.cues.length === 0 &&
    isSubject(segment.sentenceTokens, reading.thing) &&
    !STAFF_FAULT.test(segment.folded)
  );
}

/** "X wasn't up to standard" only for the thing the segment is about (its subject), never for one it mentions. */
function fallbackNotOwned(list: ComplaintList, reading: ThingReading, complaint: Complaint, segment: Segment): boolean {
  if (complaint.clause === undefined || !/up to standard$/.test(complaint.clause)) return false;
  if (!(segment.things[0] === reading.thing && reading.thing.from - segment.start <= 2)) return true;
  return list.complaints.some((c) => c.key.startsWith('dish-') && c.clause?.includes(reading.thing.words));
}

/** Owns what a thing judged badly in the segment is a complaint of, unless other words tell it or say too little. */
function ownJudgedThing(list: ComplaintList, reading: ThingReading, at: SegmentComplaints): void {
  const { thing } = reading;
  const judged = judgedComplaint(reading, at);
  // "the latte was mostly foam": a dish the guest plainly faults, said back as they said it.
  const said = isBare(thing, judged)
    ? dishFaultClause(at.segment.sentenceTokens, thing, at.segment.start + at.segment.tokens.length, EXTRA_NEGATIVE)
    : null;
  const complaint = said ? { ...judged, clause: said } : judged;
  if (toldByOtherWords(thing, complaint, at)) return;
  // "no real queue, folk pushing in": the queue that was not there is not a wait.
  if (thing.kind === 'wait' && /\bno (?:real |proper |actual )?(?:queue|line|wait)\b/.test(at.segment.folded)) return;
  // "big portions so we had leftovers": a generous portion is never a complaint.
  if (thing.kind === 'portion' && GENEROUS_PORTION.test(at.segment.folded)) return;
  // A reservation is the setting of a complaint about waiting.
  if (thing.kind === 'booking' && !/lost|no record|cancel|wrong/.test(at.segment.folded)) return;
  // "Only downside is parking": what the guest marked as their complaint is owned at any stars.
  if (complaint.noun === '' || (notSaidWrongForStars(thing, complaint, at) && !reading.marked)) return;
  // A dish the guest's words do not fault (no "was cold", no "bad") is not owned: the reply names less.
  if (isBare(thing, complaint)) {
    // "the food is decent": mild praise, not a complaint to own in general words.
    if (surelyItsSubject(reading, at) && !isMildOnly(at.segment.folded)) {
      // Said as the guest said it where it is plain ("the pastries were a bit hit and miss"), else in general words.
      const loose = looseEchoAbout(thing, at.segment);
      // "Waited 40 minutes for two eggs and toast", "wave like mad to get a refill": what was waited or asked for is
      // not what was wrong; the wait or the asking is owned by its own cue.
      if (loose) own(list, { ...complaint, clause: loose }, at.segment);
      else if (!WAITED_FOR.test(at.segment.folded)) own(list, generalFault(thing, complaint), at.segment);
    }
    return;
  }
  if (fallbackNotOwned(list, reading, complaint, at.segment)) return;
  own(list, isTeamMember(thing) ? inTheirWords(complaint, thing, at.segment) : complaint, at.segment);
}

/** What the segment's words say went wrong: its complaint cues, then the things it judges badly. */
function ownWhatSegmentSays(list: ComplaintList, segment: Segment, review: ReviewRead): void {
  const cues =
    segment.forced === 'positive' ? [] : cueComplaints(review.text, segment.folded, folded(segment.sentenceTokens));
  const judged = review.readings.filter(
    (r) => segment.things.some((t) => t.words === r.thing.words) && r.polarity === 'negative',
  );
  const at: SegmentComplaints = {
    segment,
    review,
    cues: cuesInTheirWords(cues, segment),
    staffComplaint: judged.some((r) => isTeamMember(r.thing)),
  };
  ownCues(list, judged, at);
  for (const reading of judged) ownJudgedThing(list, reading, at);
}

// A person on the team who did wrong.

/** Words that say a person did not do the wrong ("without being pretentious", "wasn't rude"). */
const UNSAID_FAULT =
  /\b(?:without being|not|never|wasn'?t|isn'?t|weren'?t|no)\s+(?:\w+\s+)?(?:pretentious|rude|pushy|snooty|arrogant)/g;

/**
 * The one person of a sentence is what its faults are about ("the manager (…) talked on his cell"); where a
 * sentence names several, only the one the segment names is.
 */
function faultsPerson(segment: Segment, sentenceText: string, segments: readonly Segment[]): boolean {
  const staffInSentence = segments
    .filter((x) => x.sentence === segment.sentence)
    .flatMap((x) => x.things)
    .filter(isTeamMember);
  return (
    STAFF_FAULT.test(segment.folded.replace(UNSAID_FAULT, '')) ||
    (staffInSentence.length === 1 && STAFF_FAULT.test(sentenceText.replace(UNSAID_FAULT, '')))
  );
}

/**
 * A person on the team the guest says did wrong ("the hostess just shrugged", "corrected my French") is owned even
 * where the words read mild to a lexicon.
 */
function ownStaffFault(list: ComplaintList, segment: Segment, review: ReviewRead): void {
  const sentenceText = folded(segment.sentenceTokens);
  if (!faultsPerson(segment, sentenceText, review.segments)) {
    ownConduct(list, segment, review);
    return;
  }
  // Four or five stars: only what was plainly wrong is owned about a person, not a word heard in passing.
  if (isHighRating(review.rating) && !/rude|yell|attitude|condescend|ignor|dismissive|never came/.test(sentenceText))
    return;
  const person = segment.things.find(isTeamMember);
  if (person === undefined || readingOf(review.readings, person)?.polarity === 'positive') return;
  // "Server was apologetic to be fair but the kitchen didn't care": a person the segment's own words praise.
  if (segmentPolarity(segment) === 'positive' && !STAFF_FAULT.test(segment.folded)) return;
  const complaint = complaintAbout(person, segment, review);
  if (complaint.noun !== '' && !list.complaints.some((c) => c.key === complaint.key))
    own(list, inTheirWords(complaint, person, segment), segment);
}

/**
 * What a person on the team did that the guest plainly says went wrong ("the waiter became visibly irritated when we
 * didn't order drinks", "our waiter mis-pronounced the dishes"), where no fault word was heard: owned as they said it,
 * unless the words praise or the stars say the visit went well.
 */
function ownConduct(list: ComplaintList, segment: Segment, review: ReviewRead): void {
  if (segmentPolarity(segment) === 'positive' || isHighRating(review.rating)) return;
  const person = segment.things.find((t) => t.kind === 'staff');
  if (person === undefined || readingOf(review.readings, person)?.polarity === 'positive') return;
  const clause = staffConductClause(segment.sentenceTokens, person, segment.start + segment.tokens.length);
  const key = `staff-${person.head}`;
  if (clause && !list.complaints.some((c) => c.key === key || c.key === 'ignored'))
    own(list, { key, noun: '', clause, area: 'floor' }, segment);
}

/** A cue that says in general words what a person on the team did is said as they did it. */
function cuesInTheirWords(cues: readonly Complaint[], segment: Segment): Complaint[] {
  const person = segment.things.find((t) => t.kind === 'staff');
  if (person === undefined) return [...cues];
  return cues.map((cue) => inTheirWords(cue, person, segment));
}

// A segment that complains of its subject without saying what.

/**
 * A segment that reads as a complaint but gave none (its words judge, but no cue or fault says what): the thing it
 * is about is owned in general words, so the reply does not ask what went wrong after the guest said it.
 */
function ownComplainedOfSubject(list: ComplaintList, segment: Segment, review: ReviewRead): void {
  const subject = segment.things[0];
  if (segmentPolarity(segment) !== 'negative' || subject === undefined) return;
  const reading = readingOf(review.readings, subject);
  if (reading?.polarity === 'positive') return;
  if (subject.kind === 'portion' && GENEROUS_PORTION.test(segment.folded)) return;
  // "Long line at lunch but worth it": a wait the guest found worth it is no complaint.
  if (subject.kind === 'wait' && reading?.polarity === 'neutral' && WORTH_WAIT.test(folded(segment.sentenceTokens)))
    return;
  const complaint = complaintAbout(subject, segment, review);
  if (isBare(subject, complaint) || (isTeamMember(subject) && reading?.polarity !== 'negative')) return;
  if (complaint.noun === '' || list.complaints.some((c) => c.key === complaint.key || c.noun === complaint.noun))
    return;
  if (cueComplaints(review.text, segment.folded, folded(segment.sentenceTokens)).length > 0) return;
  own(list, complaint, segment);
}

// A dish that is not what it was.

/** "I used to always get the turkey club, until recently": a dish that is not what it was is owned as that. */
function ownDeclinedDishes(list: ComplaintList, review: ReviewRead): void {
  const declined = new Set<number>();
  for (const segment of review.segments) {
    if (declined.has(segment.sentence) || !DECLINE.test(folded(segment.sentenceTokens))) continue;
    const dish = segment.things.find((t) => t.kind === 'dish' || t.kind === 'drink');
    if (!dish || list.complaints.some((c) => c.key === `dish-${dish.words}`)) continue;
    const reading = readingOf(review.readings, dish);
    if (reading) reading.polarity = 'neutral';
    list.complaints.push({
      key: `dish-${dish.words}`,
      noun: `the ${dish.words} not being what ${dish.plural ? 'they' : 'it'} used to be`,
      area: 'kitchen',
      sentence: segment.sentence,
    });
    declined.add(segment.sentence);
  }
}

// What is left, in the guest's words.

/** A segment that complains, of nothing praised and no one on the team, opening with what it is about. */
function isLeftoverComplaint(segment: Segment, review: ReviewRead): boolean {
  if (segmentPolarity(segment) !== 'negative') return false;
  if (
    isHighRating(review.rating) &&
    segment.score > -2 &&
    !/\b(?:slow|cold|rude|dirty|loud|overpriced|stale|burnt|empty)\b/.test(segment.folded)
  )
    return false;
  if (segment.things.some((t) => readingOf(review.readings, t)?.polarity === 'positive')) return false;
  // "the room was empty": the scene of a complaint, not one.
  if (/\b(?:room|place|restaurant|bar|dining room)\b (?:was|is) (?:\w+ )?empty\b/.test(segment.folded)) return false;
  const first = segment.tokens.find(
    (t) =>
      !/^(?:and|but|also|then|plus|though|tho|sadly|unfortunately|however|so|still)$/.test(t.normal) &&
      t.type !== 'punctuation',
  );
  if (first === undefined || !/^(?:DET|PRON|NOUN|PROPN|NUM)$/.test(first.pos)) return false;
  return !segment.things.some(isTeamMember);
}

/** A clause said with a verb of its own ("the fries were cold"), not words alone ("cold Guinness on tap"). */
const SAID_WITH_A_VERB =
  /\b(?:was|were|is|are|had|has|have|came|come|tasted|tastes|looked|felt|seemed|arrived|took|got|went|did|didn'?t|wasn'?t|weren'?t|isn'?t|aren'?t|smelled|smelt|needs?|needed|could|should|would|forgot|ran|left|kept)\b/;

/**
 * What is left of a complaint the guest made (a segment that reads as one, from which nothing above came) is said
 * back in their words, when they are short and plain: the reply owns it rather than skip it.
 */
function echoLeftover(list: ComplaintList, segment: Segment, review: ReviewRead): void {
  if (list.owned.has(segment) || list.complaints.length >= 4) return;
  if (!isLeftoverComplaint(segment, review) || accepted(segment, review.segments)) return;
  // Said with its article and its verb where it can be ("the khinkali was a little underseasoned").
  const strict = echoOf(segment.tokens, COMPLAINING);
  // "a tad salty on the mashed potatoes" has no subject to say it of.
  const echo = looseEchoOf(segment.tokens) ?? (strict && !/^(?:a|an)\b/.test(strict) ? strict : null);
  // "the raw oysters were fresh and salty": praise with a word that faults only alone.
  if (
    echo &&
    !COLD_AS_IT_SHOULD_BE.test(echo) &&
    !EXCUSES_THE_TEAM.test(echo) &&
    // "Cold Toppling Goliath on tap" in a glowing review: words without a verb are praise as often as not.
    !((review.rating ?? 0) >= 4 && !SAID_WITH_A_VERB.test(echo)) &&
    !praisedWithMildWord(echo.replace(/^(?:(?:the|our|your) )?[\w' -]+? (?=(?:was|were|is|are) )/, ''))
  )
    list.complaints.push({ key: `echo-${segment.sentence}-${segment.start}`, noun: '', clause: echo, area: 'general' });
}

// Someone on the team the guest complained of, when nothing above said what they did.

/** Words of a kindness from the team ("threw in a free beer", "no charge", "on the house"). */
const GENEROUS = /\bfree\b|no charge|on the house|threw in|comp(?:ed|'d)?\b|bought us/;

/**
 * A person on the team the words read against ("the waiter became visibly irritated…"), or, at one or two stars
 * with nothing else owned, one the guest wrote about without praise: owned in general words ("your experience with
 * our waiter") rather than an apology that names nothing.
 */
function ownStaffLeft(list: ComplaintList, review: ReviewRead): void {
  // Five stars is a delighted guest; four, a person is owned only where the words read against them.
  if (review.rating === 5) return;
  const low = review.rating !== null && review.rating <= 2 && list.complaints.length === 0;
  for (const segment of review.segments) {
    if (segmentPolarity(segment) === 'positive' || list.complaints.some((c) => c.sentence === segment.sentence))
      continue;
    // "the owner threw in a free beer": a kindness, not a complaint.
    if (GENEROUS.test(folded(segment.sentenceTokens))) continue;
    for (const person of segment.things.filter((t) => t.kind === 'staff')) {
      const polarity = readingOf(review.readings, person)?.polarity;
      if (polarity === 'positive' || !(polarity === 'negative' || (low && segment.score <= 0))) continue;
      own(list, staffExperience(person, segment.sentenceTokens), segment);
      return;
    }
  }
}

/** Every complaint the guest stated, in the order the passes found them, before pruning. */
export function assembleComplaints(review: ReviewRead): Complaint[] {
  const list: ComplaintList = { complaints: [], owned: new Set() };
  for (const segment of review.segments) if (!segment.conditional) ownWhatSegmentSays(list, segment, review);
  for (const segment of review.segments) ownStaffFault(list, segment, review);
  for (const segment of review.segments) ownComplainedOfSubject(list, segment, review);
  ownDeclinedDishes(list, review);
  for (const segment of review.segments) echoLeftover(list, segment, review);
  ownStaffLeft(list, review);
  return list.complaints;
}
