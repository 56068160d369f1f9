import { coldDrinkPraised, QUICK } from './food-notes.ts';
import { predicateOf } from './guest-complaints.ts';
import {
  CARRIED_LEAD,
  FAULTLESS_LEAD,
  LISTED_LEAD,
  LONG_WAIT,
  MISSED_LEAD,
  NOT_OFFERED_LEAD,
  ONLY_DOWNSIDE,
  PERSON_PRAISE,
  PRICE_VALUE,
  SET_APART_LEAD,
  STAFF_FAULT,
  WORTH_WAIT,
} from './guest-phrases.ts';
import { folded, polarityOf, segmentPolarity, type Polarity, type Segment } from './guest-segments.ts';
import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';
import { blend } from './thing-model.ts';
import type { TermPolarity } from './term-polarity.ts';

/**
 * What the guest says of each thing they name: each segment's judgement goes to its things, a judgement without a
 * thing ("…, dense and oily") to the thing before it, comparison ("better than") splits a segment in two, words right
 * before a thing ("the lack of decor") judge it whatever the rest says, and the learned per-thing reading is weighed
 * in where the words are not sure.
 */

export interface ThingReading {
  thing: Thing;
  polarity: Polarity;
  /** How strongly its words judge it. */
  strength: number;
  /** The guest's own clause about it, where a construction gave one ("the cod was a bit soupy"). */
  said?: string;
  /** Its judgement came from words that name it a complaint ("the lack of decor", "improve the service"). */
  marked?: boolean;
}

/** From this strength a reading is sure enough to own a dish in general words. */
export const SURE = 2;

/** Kinds a happy guest praises by naming them ("the cardamom bun!!!", "Knishes, pastrami, black and white cookie"). */
const NAMED_IN_PRAISE = new Set<Thing['kind']>(['dish', 'drink', 'room', 'noise']);

/** "The menu features mantoo, kebabs and…": a sentence that describes what is offered, praising nothing. */
const DESCRIBES =
  /\b(?:menu|list|selection|options|they|it|place|kitchen)\b[^.]{0,30}\b(?:features?|includes?|offers?|serves?|consists of|comes with|ranges? from|is made up of)\b/;

/** Someone on the team: a role ("our bartender") or a person by name. */
export function isTeamMember(thing: Thing): boolean {
  return thing.kind === 'staff' || thing.kind === 'person';
}

/** Four or five stars. */
export function isHighRating(rating: number | null): boolean {
  return rating !== null && rating >= 4;
}

/** The reading of a thing of the same words. */
export function readingOf(readings: readonly ThingReading[], thing: Thing): ThingReading | undefined {
  return readings.find((r) => r.thing.words === thing.words);
}

/** The thing is what its clause is about: a verb follows it ("the menu never grabbed me", "the meal was bland"). */
export function isSubject(tokens: readonly NlpToken[], thing: Thing): boolean {
  let k = thing.at + 1;
  if (tokens[k]?.normal === ',' && /^(?:which|that)$/.test(tokens[k + 1]?.normal ?? '')) k += 2;
  while (/^(?:just|really|also|still|never|always|honestly|simply|definitely)$/.test(tokens[k]?.normal ?? '')) k += 1;
  return (
    /^(?:AUX|VERB)$/.test(tokens[k]?.pos ?? '') ||
    /^(?:taste|tastes|tasted|looks|seems|feels)$/.test(tokens[k]?.normal ?? '')
  );
}

/** Adds a thing's judgement to the readings; a thing judged again keeps one reading. */
function addReading(readings: ThingReading[], thing: Thing, polarity: Polarity, strength: number): void {
  const existing = readingOf(readings, thing);
  if (existing === undefined) {
    readings.push({ thing, polarity, strength: polarity === 'neutral' ? 0 : strength });
    return;
  }
  if (existing.polarity === polarity || polarity === 'neutral') return;
  // The same thing judged both ways ("good, not as good as before"): the stronger reading stands.
  if (existing.polarity === 'neutral' || strength > existing.strength * 1.5) {
    existing.polarity = polarity;
    existing.strength = strength;
  } else if (existing.strength <= strength * 1.5) {
    existing.polarity = 'neutral';
    existing.strength = 0;
  }
}

// Comparison.

interface Compared {
  better: Thing[];
  worse: Thing[];
}

/** The things either side of token `head` of the segment. */
function sides(segment: Segment, head: number): { left: Thing[]; right: Thing[] } {
  return { left: segment.things.filter((t) => t.at < head), right: segment.things.filter((t) => t.at > head) };
}

/** "the numbness from the old chairs is more than compensated by the food"; "the food makes up for the decor". */
function madeUpFor(segment: Segment): Compared | null {
  const made = /(?:compensated|made up|offset|redeemed) (?:for )?by|makes? up for|made up for/.exec(segment.folded);
  if (!made) return null;
  const pivot = segment.tokens.findIndex((t) => /^(?:compensated|makes|make|made|offset|redeemed)$/.test(t.normal));
  if (pivot < 0) return null;
  const { left, right } = sides(segment, segment.start + pivot);
  if (left.length === 0 || right.length === 0) return null;
  return /by/.test(made[0]) ? { better: right, worse: left } : { better: left, worse: right };
}

/** "the pasta was not as good as the pizza": what is not as good is the worse. */
function notAsGoodAs(segment: Segment): Compared | null {
  const asAt = segment.tokens.findIndex(
    (t, k) =>
      t.normal === 'as' &&
      k > 1 &&
      /^(?:good|great|tasty|fresh)$/.test(segment.tokens[k + 1]?.normal ?? '') &&
      segment.tokens[k + 2]?.normal === 'as',
  );
  if (asAt < 0 || !/\b(?:not|n't|isn't|wasn't|aren't|weren't|never)\b/.test(segment.folded)) return null;
  const head = segment.start + asAt + 2;
  const left = segment.things.filter((t) => t.at < head);
  const right = segment.things.filter((t) => t.at > head && t.kind !== 'place');
  return left.length > 0 ? { better: right, worse: left } : null;
}

/** "the noodles better than their green curry", "worse than": either side of "than". */
function comparedThan(segment: Segment): Compared | null {
  const at = segment.tokens.findIndex((t) => t.normal === 'than');
  if (at < 0) return null;
  const comparative = segment.tokens[at - 1]?.normal ?? '';
  const positive = /^(?:better|more|tastier|fresher|nicer)$/.test(comparative) || /\bprefer/.test(segment.folded);
  const negative = /^(?:worse|less)$/.test(comparative);
  if (!positive && !negative) return null;
  const { left, right } = sides(segment, segment.start + at);
  if (left.length === 0 || right.length === 0) return null;
  return positive ? { better: left, worse: right } : { better: right, worse: left };
}

/** "the noodles better than their green curry": the compared thing gets the other side's judgement. */
function comparison(segment: Segment): Compared | null {
  return madeUpFor(segment) ?? notAsGoodAs(segment) ?? comparedThan(segment);
}

function judgeCompared(readings: ThingReading[], compared: Compared): void {
  for (const t of compared.better) addReading(readings, t, 'positive', 2);
  for (const t of compared.worse) {
    addReading(readings, t, 'negative', 1.6);
    const worse = readingOf(readings, t);
    if (worse?.polarity === 'negative') worse.marked = true;
  }
}

// One thing of a segment.

/** What is decided of one thing as its segment is read. */
interface Judgement {
  polarity: Polarity;
  strength: number;
  /** Words name it a complaint ("the lack of decor"). */
  marked: boolean;
  /** The guest's own clause about it. */
  said?: string;
}

/** A segment being read, among the review's, and what its things carry from one to the next. */
interface SegmentAt {
  segments: readonly Segment[];
  index: number;
  segment: Segment;
  rating: number | null;
  models: ReadonlyMap<Thing, TermPolarity>;
  /** What lead words said of the thing before, for a thing joined to it ("the location or the atmosphere"). */
  lastLead: Polarity | null;
}

/** The words surely judge the thing: at least the strength of a strong word. */
function judgeSurely(judgement: Judgement, polarity: Polarity): void {
  judgement.polarity = polarity;
  judgement.strength = Math.max(judgement.strength, 2);
}

/** The segment's own judgement, or where it has none, that of a neighbour that speaks for it. */
function segmentJudgement({ segments, index, segment }: SegmentAt): Judgement {
  const judgement: Judgement = {
    polarity: segmentPolarity(segment),
    strength: segment.forced ? 2 : Math.abs(segment.score),
    marked: false,
  };
  if (judgement.polarity !== 'neutral') return judgement;
  // A judgement that follows without a thing of its own (", dense and oily", ", all excellent").
  const next = segments[index + 1];
  if (next && next.sentence === segment.sentence && next.things.length === 0 && !next.contrast) {
    judgement.polarity = polarityOf(next.score);
    judgement.strength = Math.abs(next.score);
  }
  if (judgement.polarity !== 'neutral' || !/\b(?:too|also|as well)\b/.test(segment.folded) || index === 0)
    return judgement;
  // ", the horchata too": the same judgement as the segment before.
  const previous = segments[index - 1];
  if (previous && previous.sentence === segment.sentence) {
    judgement.polarity = segmentPolarity(previous);
    judgement.strength = Math.abs(previous.score);
  }
  return judgement;
}

/**
 * Words right before the thing that judge it whatever the rest says: "the lack of decor", "no music" (missed);
 * "nothing wrong with the service" (fine); "food other than sushi is nice" (the sushi is set apart). The first rule
 * whose words end the lead decides.
 */
const LEAD_RULES: readonly { test: (lead: string) => boolean; judge: (judgement: Judgement) => void }[] = [
  {
    test: (lead) => NOT_OFFERED_LEAD.test(lead),
    judge: (judgement) => {
      judgement.polarity = 'neutral';
    },
  },
  {
    test: (lead) => MISSED_LEAD.test(lead),
    judge: (judgement) => {
      judgeSurely(judgement, 'negative');
      judgement.marked = true;
    },
  },
  { test: (lead) => FAULTLESS_LEAD.test(lead), judge: (judgement) => judgeSurely(judgement, 'positive') },
  {
    test: (lead) => SET_APART_LEAD.test(lead) || LISTED_LEAD.test(lead),
    judge: (judgement) => {
      judgement.polarity = 'neutral';
    },
  },
];

/** Judges a thing by the words right before it, and carries what they said to the next thing joined to it. */
function judgeByLead(judgement: Judgement, thing: Thing, at: SegmentAt): void {
  const tokens = at.segment.sentenceTokens;
  const lead = folded(tokens.slice(Math.max(0, thing.from - 8), thing.from));
  LEAD_RULES.find((rule) => rule.test(lead))?.judge(judgement);
  // "the location or the atmosphere": what the lead words say of one thing they say of the next.
  const joined = tokens.slice(Math.max(0, thing.from - 3), thing.from).some((t) => /^(?:or|and|,)$/.test(t.normal));
  if (joined && at.lastLead !== null) {
    judgement.polarity = at.lastLead;
    judgement.marked = judgement.polarity === 'negative';
  }
  at.lastLead = CARRIED_LEAD.test(lead) ? judgement.polarity : joined ? at.lastLead : null;
}

/** What the guest says of the thing itself: "my one complaint is the music", "the cod was a bit soupy". */
function judgeByWhatIsSaid(judgement: Judgement, thing: Thing, segment: Segment): void {
  if (ONLY_DOWNSIDE.test(folded(segment.sentenceTokens.slice(0, thing.from)))) {
    judgeSurely(judgement, 'negative');
    judgement.marked = true;
    // "Only complaint is the outdoor seating is pretty much in the parking lot": owned in their words.
    const raw = predicateOf(segment.sentenceTokens, thing);
    if (raw) judgement.said = `the ${thing.words} ${raw.verb} ${raw.words}`;
  }
  const described = predicateOf(segment.sentenceTokens, thing);
  // A construction that surely praises ("the service was warm", "scones were still warm") outweighs a word that faults
  // other things.
  if (described?.fault && segment.forced !== 'positive') judgeSurely(judgement, 'negative');
}

type KindRule = (judgement: Judgement, thing: Thing, at: SegmentAt) => void;

/** What a thing's kind asks of its judgement, in order. */
const KIND_RULES: readonly KindRule[] = [
  // Praise of a price is praise only in the words of value ("fair prices", "cheap"), not "places half the price".
  (judgement, thing, { segment }) => {
    if (thing.kind === 'price' && judgement.polarity === 'positive' && !PRICE_VALUE.test(segment.folded))
      judgement.polarity = 'neutral';
  },
  // "tiny for the price", "pricey for what they are": the price is the measure, not the complaint.
  (judgement, thing, { segment }) => {
    if (thing.kind === 'price' && /for the (?:price|money)|for what (?:they|it) (?:are|is)/.test(segment.folded))
      judgement.polarity = 'neutral';
  },
  // "worth the wait": the wait is the measure of the praise, not a complaint; and a wait is praised only for speed.
  (judgement, thing, { segment }) => {
    if (thing.kind === 'wait' && WORTH_WAIT.test(folded(segment.sentenceTokens))) judgement.polarity = 'neutral';
    if (thing.kind === 'wait' && judgement.polarity === 'positive' && !QUICK.test(segment.folded))
      judgement.polarity = 'neutral';
    // "no wait this time": no wait is no complaint.
    if (thing.kind === 'wait' && /\bno (?:wait|line|queue)\b/.test(segment.folded)) judgement.polarity = 'neutral';
  },
  // "the beer was cold": a cold beer is a good one.
  (judgement, thing, { segment }) => {
    if (!coldDrinkPraised(thing.head, segment.folded)) return;
    judgement.polarity = 'positive';
    judgement.strength = Math.max(judgement.strength, 1.5);
  },
  // Four or five stars and nothing against it: what the guest names, they name in praise.
  (judgement, thing, { segment, rating }) => {
    if (
      judgement.polarity === 'neutral' &&
      isHighRating(rating) &&
      NAMED_IN_PRAISE.has(thing.kind) &&
      polarityOf(segment.score) !== 'negative' &&
      !DESCRIBES.test(folded(segment.sentenceTokens))
    ) {
      judgement.polarity = 'positive';
      judgement.strength = 1;
    }
  },
  // Staff are thanked only where the guest's words praise a person, not for being in a sentence that praises food.
  (judgement, thing, { segment }) => {
    if (judgement.polarity === 'positive' && thing.kind === 'staff' && !PERSON_PRAISE.test(segment.folded))
      judgement.polarity = 'neutral';
  },
  // Staff are owned in a complaint only for what the guest says they did (rude, slow, ignoring, wrong): "joke with
  // the bartender" is not a complaint about the bartender because "joke" reads negative.
  (judgement, thing, { segment }) => {
    if (
      judgement.polarity === 'negative' &&
      isTeamMember(thing) &&
      !STAFF_FAULT.test(`${segment.folded} ${folded(segment.sentenceTokens)}`)
    )
      judgement.polarity = 'neutral';
  },
  // A seat is where the guest sat, not a thing they enjoyed; a wait the guest calls long is a complaint.
  (judgement, thing, { segment }) => {
    if (
      judgement.polarity === 'positive' &&
      /^(?:table|tables|seat|seats|booth|booths|chair|chairs|stool|stools|counter)$/.test(thing.head)
    )
      judgement.polarity = 'neutral';
    else if (thing.kind === 'wait' && LONG_WAIT.test(segment.folded)) judgeSurely(judgement, 'negative');
  },
];

/** What the segment says of one of its things. */
function judgeThing(thing: Thing, at: SegmentAt): Judgement {
  const judgement = segmentJudgement(at);
  // What no construction forced is weighed with the learned reading, which sees the whole sentence: never against
  // the fault a segment opened by a contrast plainly says of its subject ("great ales … but the food was poor").
  const { contrast, things, forced } = at.segment;
  if (
    forced === null &&
    !(contrast && things[0] === thing && judgement.polarity === 'negative' && judgement.strength >= 1.5)
  )
    Object.assign(judgement, blend(judgement.polarity, judgement.strength, at.models.get(thing)));
  judgeByLead(judgement, thing, at);
  // Parts of a dish described after it ("…, thick brioche with berries") are not dishes to thank for.
  if (at.segment.appositive && judgement.polarity === 'positive') judgement.polarity = 'neutral';
  judgeByWhatIsSaid(judgement, thing, at.segment);
  for (const rule of KIND_RULES) rule(judgement, thing, at);
  return judgement;
}

/** "The porterhouse was the best steak I've had": the steak is what the porterhouse is said to be, not a thing. */
function saidToBeSubject(segment: Segment): (thing: Thing) => boolean {
  const subject = segment.things[0];
  const copulaAt =
    subject && isSubject(segment.sentenceTokens, subject)
      ? segment.sentenceTokens.findIndex((t, k) => k > subject.at && /^(?:is|was|are|were|'s)$/.test(t.normal))
      : -1;
  return (thing) => copulaAt >= 0 && thing !== subject && thing.at > copulaAt && thing.kind === subject?.kind;
}

// Judgements that reach past their segment.

/** "… but taste like sugar", "… but overdone", "… but a bit soupy": the subject goes on. */
function opensWithVerb(segment: Segment): boolean {
  return (
    /^(?:VERB|AUX|ADJ)$/.test(segment.tokens[0]?.pos ?? '') ||
    /^(?:taste|tastes|tasted|looks|smells|seems|feels|a|too)$/.test(segment.tokens[0]?.normal ?? '')
  );
}

/** "The cod was very good but a bit soupy": the cod is owned in the words after "but", when they are few. */
function saidAfterContrast(segment: Segment, subject: Thing): string | null {
  const words = segment.tokens.filter((t) => t.type !== 'punctuation');
  const verb =
    /^(?:AUX|VERB)$/.test(words[0]?.pos ?? '') ||
    /^(?:taste|tastes|tasted|looks|seems|feels)$/.test(words[0]?.normal ?? '');
  const said = segment.tokens
    .map((t, k) => `${k === 0 ? '' : t.before}${t.value}`)
    .join('')
    .trim()
    .toLowerCase();
  if (words.length > 7 || /\b(?:i|we|you|my|our)\b/.test(said)) return null;
  return verb ? `the ${subject.words} ${said}` : `the ${subject.words} ${subject.plural ? 'were' : 'was'} ${said}`;
}

/**
 * "Macarons are pretty but taste like sugar": a contrast without a subject of its own says the last word about
 * the thing before it.
 */
function judgeThingBeforeContrast(readings: ThingReading[], { segments, index, segment }: SegmentAt): void {
  if (!segment.contrast || segmentPolarity(segment) !== 'negative' || !opensWithVerb(segment)) return;
  const before = segments[index - 1];
  if (!before || before.sentence !== segment.sentence || before.things.length !== 1) return;
  const subject = before.things[0];
  const existing = subject ? readingOf(readings, subject) : undefined;
  if (!existing || !subject) return;
  existing.polarity = 'negative';
  existing.strength = Math.max(Math.abs(segment.score), SURE);
  const said = saidAfterContrast(segment, subject);
  if (said !== null) existing.said = said;
}

/** A list of things judged together at its end ("the pierogi, the pancakes, the borscht, all excellent"). */
function judgeListBefore(readings: ThingReading[], { segments, index, segment }: SegmentAt): void {
  if (segment.things.length > 0 || polarityOf(segment.score) === 'neutral') return;
  for (let k = index - 1; k >= 0; k -= 1) {
    const before = segments[k];
    if (before === undefined || before.sentence !== segment.sentence || segment.contrast) break;
    if (before.things.length === 0 || polarityOf(before.score) !== 'neutral') break;
    for (const thing of before.things) addReading(readings, thing, polarityOf(segment.score), Math.abs(segment.score));
  }
}

/** What a segment says of its things: compared, or one by one, then what it says past itself. */
function judgeSegment(readings: ThingReading[], at: SegmentAt): void {
  const compared = comparison(at.segment);
  if (compared) {
    judgeCompared(readings, compared);
    return;
  }
  const isSaidToBeSubject = saidToBeSubject(at.segment);
  for (const thing of at.segment.things) {
    if (isSaidToBeSubject(thing)) continue;
    const judgement = judgeThing(thing, at);
    addReading(readings, thing, judgement.polarity, judgement.strength);
    const added = readingOf(readings, thing);
    if (judgement.said && added && added.said === undefined) added.said = judgement.said;
    if (judgement.marked && added?.polarity === 'negative') added.marked = true;
  }
  judgeThingBeforeContrast(readings, at);
  judgeListBefore(readings, at);
}

/**
 * What the guest says of each thing they name, one reading per thing's words. `models` is the learned per-thing
 * reading of each thing; `rating` the guest's stars, if known.
 */
export function judgeThings(
  segments: readonly Segment[],
  rating: number | null,
  models: ReadonlyMap<Thing, TermPolarity>,
): ThingReading[] {
  const readings: ThingReading[] = [];
  for (const [index, segment] of segments.entries())
    judgeSegment(readings, { segments, index, segment, rating, models, lastLead: null });
  return readings;
}
