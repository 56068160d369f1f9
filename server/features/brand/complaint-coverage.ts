import { MONEY } from './money.ts';
import { ABOUT_THE_TEAM, SERVED_RIGHT, WAITED_FOR } from './complaint-vocabulary.ts';
import { COUNTER_DRINKS } from './thing-vocabulary.ts';
import { COMPLAINING, cueComplaints, type Complaint } from './guest-complaints.ts';
import { EXTRA_NEGATIVE, GENEROUS_PORTION } from './guest-phrases.ts';
import { EN_WORD_VALENCE } from './lexicon-en.ts';
import { folded, segmentPolarity, type Segment } from './guest-segments.ts';
import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';
import { markedComplaints, namedAsOne } from './complaint-markers.ts';
import { isMildOnly } from './praise-strength.ts';
import { staffExperience } from './staff-complaints.ts';
import { dishFaultClause, staffConductClause } from './staff-conduct.ts';
import type { TermPolarity } from './term-polarity.ts';
import { isHighRating, SURE, type ThingReading } from './thing-judgement.ts';

/**
 * The last pass over a review's complaints: a thing the reading surely faults that no complaint owned is owned by
 * name. Blind readers' most common failure was a reply that owned two of a guest's three faults ("the hollandaise had
 * broken" beside "the crab cake Benedict was mostly filler"): the reading had judged the third, but no cue said how
 * to word it. A dish is owned in the guest's own clause where it is short and plain, else in general words ("the
 * injera wasn't what you hoped for"); a person on the team by role; anything else by its name ("the parking lot").
 */

/** What a complaint owned for a kind of thing is worded with: "the 40-minute wait" covers "the wait was unbelievable". */
const KIND_WORDS: Partial<Record<Thing['kind'], RegExp>> = {
  wait: /wait|seated|hour|minute|slow|late/,
  price: new RegExp(String.raw`price|${MONEY}|cost|charge|fee|expensive|bill|money`),
  service: /service|attention|staff|server|waiter|waitress|team|treated|slow|host|manager|bartender|rushed|ignored/,
  staff: /service|attention|staff|server|waiter|waitress|team|treated|slow|host|manager|bartender|rushed|ignored/,
  noise: /noise|loud|music/,
  room: /room|cramped|table|seat|space|small/,
  portion: /portion|small/,
  booking: /reservation|booking|seated|wait/,
  delivery: /delivery|order/,
  food: /kitchen|food|dish/,
};

/** A thing a complaint already owns, by its head word or, for a wait, a price or the room, by its kind. */
export function coveredBy(thing: Thing, complaints: readonly Complaint[]): boolean {
  const words = complaints.map((c) => `${c.key} ${c.noun} ${c.clause ?? ''} ${c.subject ?? ''}`.toLowerCase());
  const kind = KIND_WORDS[thing.kind];
  return words.some((w) => w.includes(thing.head.toLowerCase()) || (kind?.test(w) ?? false));
}

/** What this pass owns: dishes and drinks, and the things a cue seldom words (seating, parking, the noise). */
const OWNED_KINDS = new Set<Thing['kind']>([
  'dish',
  'drink',
  'portion',
  'noise',
  'clean',
  'parking',
  'crowd',
  'room',
  'service',
  'staff',
]);
const DISHES = new Set<Thing['kind']>(['dish', 'drink']);
/** Words a tagger reads as a dish that are not one ("the check", "a high chair"). */
const NOT_A_DISH =
  /^(?:check|bill|order|orders|table|tables|chair|receipt|tab|app|phone|box|bag|line|pot|cup|mug|glass|glasses)$/;
/** Someone on the team, by role or as a person. */
const TEAM_WORDS =
  /\b(?:staff|server|waiter|waitress|bartender|barman|barmaid|host|hostess|owner|manager|cashier|barista|person|team|crew|service)\b/;
/** At four or five stars, only a thing the words fault strongly is a complaint the guest stated. */
const HIGH_RATING_STRENGTH = 2.5;

/** The guest's clause about a dish where it is short and plain, else the general words. */
function dishComplaint(thing: Thing, segment: Segment): Complaint {
  const the = `the ${thing.words}`;
  const area = thing.kind === 'drink' ? (COUNTER_DRINKS.test(thing.head) ? 'general' : 'bar') : 'kitchen';
  const said = dishFaultClause(segment.sentenceTokens, thing, segment.start + segment.tokens.length, EXTRA_NEGATIVE);
  if (said) return { key: `dish-${thing.words}`, noun: the, clause: said, area };
  const plain = plainFault(thing, segment);
  if (plain) return { key: `dish-${thing.words}`, noun: the, clause: `${the} ${plain}`, area };
  // General words share a predicate, so two dishes owned this way are one clause ("the kale and the dressing").
  const predicate = thing.plural ? "weren't what you hoped for" : "wasn't what you hoped for";
  return { key: `dish-${thing.words}`, noun: the, clause: `${the} ${predicate}`, area, subject: the, predicate };
}

/** Words a reply does not say back: the guest's put-downs, comparisons, reasons and their own voice. */
const NOT_SAID_BACK =
  /\b(?:like|stuff|bag|box|jar|can|cardboard|garbage|trash|disgusting|inedible|joke|sad|gross|crap|shit|because|which|that|but|though|if|when|i|we|my|our|me|us|you|your|they|their|them|fine|good|great|nice|polite|friendly|lovely|tasty|delicious|ok|okay)\b/;

/**
 * "Fajitas came out barely sizzling", "crispy duck wasn't crispy": a segment that opens with the dish and says in a
 * few plain words what was wrong with it, said back as the guest said it ("the fajitas came out barely sizzling").
 */
function plainFault(thing: Thing, segment: Segment): string | null {
  const head = thing.at - segment.start;
  // Only the dish's own phrase comes before its head: "crispy duck", "the fajitas", "and the chips themselves".
  const before = segment.tokens.slice(0, Math.max(head, 0));
  if (head < 0 || !before.every((t) => t.type === 'punctuation' || /^(?:DET|ADJ|NOUN|PROPN|NUM|CCONJ)$/.test(t.pos)))
    return null;
  const rest = segment.tokens.slice(head + 1).filter((t) => t.type !== 'punctuation');
  while (rest.length > 0 && /^(?:too|lol|tho|though|either|also|haha|again|honestly)$/.test(rest.at(-1)?.normal ?? ''))
    rest.pop();
  if (rest.length < 1 || rest.length > 7) return null;
  const words = rest.map((t) => t.normal).join(' ');
  if (NOT_SAID_BACK.test(words) || !statesFault(words)) return null;
  if (/^(?:AUX|VERB)$/.test(rest[0]?.pos ?? '')) return words;
  // "Ribs a bit dry", "hash browns a little greasy": a verbless fault is said with its verb.
  const verbless =
    rest.length <= 4 && rest.every((t) => /^(?:ADV|ADJ|DET|PART|NOUN)$/.test(t.pos) || t.normal === 'bit');
  return verbless ? `${thing.plural ? 'were' : 'was'} ${words}` : null;
}

/** "Nachos were a bit sad", "toasties a bit sad tho": a put-down said of the dish straight after it. */
const PUT_DOWN =
  /^(?:(?:was|were|is|are|looked|look|looking) )?(?:a bit |a little |a wee bit |kinda |kind of |pretty |very |so |quite |rather |just |bit )?(?:sad|gross|a joke|a disgrace|tragic|depressing)\b/;
function putDownPlainly(thing: Thing, segment: Segment): boolean {
  const head = thing.at - segment.start;
  return head >= 0 && PUT_DOWN.test(folded(segment.tokens.slice(head + 1)));
}

/** How a thing is owned: a dish in a clause, a person on the team by role, anything else by name. */
function complaintFor(thing: Thing, segment: Segment): Complaint {
  if (DISHES.has(thing.kind)) return dishComplaint(thing, segment);
  if (thing.kind === 'staff') {
    // What they did, as the guest said it ("our bouncer let his mates in ahead of the queue"), where short and plain.
    const did = staffConductClause(segment.sentenceTokens, thing, segment.start + segment.tokens.length);
    return did
      ? { key: `staff-${thing.head}`, noun: '', clause: did, area: 'floor' }
      : staffExperience(thing, segment.sentenceTokens);
  }
  return { key: `thing-${thing.head}`, noun: `the ${thing.words}`, area: 'general' };
}

/**
 * Words no lexicon reads ("the carbonara was swimming in cream"): the learned reading says the dish the segment is
 * about was faulted, surely enough, and the segment's words praise nothing. Only a dish or a drink: of a person the
 * learned reading is too often wrong ("the server apologized a lot" read as a fault).
 */
function learnedFault(thing: Thing, segment: Segment, review: CoverageInput): boolean {
  if (servedAsItShouldBe(thing, segment)) return false;
  const learned = review.model.get(thing);
  const sure = isHighRating(review.rating) ? MODEL_FAULT_HIGH_RATING : MODEL_FAULT;
  return (
    DISHES.has(thing.kind) &&
    segment.things[0] === thing &&
    learned !== undefined &&
    learned.negative >= sure &&
    learned.positive < 0.2 &&
    segment.score <= 0
  );
}

/** "coffee hot", "the zeppole are hot and buried in powdered sugar": a dish said to come as it should, not a fault. */
function servedAsItShouldBe(thing: Thing, segment: Segment): boolean {
  return SERVED_RIGHT.test(folded(segment.tokens.slice(thing.at - segment.start + 1)));
}

/** A thing judged badly: surely, or, for a dish at three stars or fewer, where its own segment states the fault. */
function judgedBadlyEnough(reading: ThingReading, review: CoverageInput): boolean {
  if (reading.strength >= (isHighRating(review.rating) ? HIGH_RATING_STRENGTH : SURE)) return true;
  // "though the chips themselves were limp".
  const own = review.segments.find((s) => s.things.includes(reading.thing));
  // "Ribs a bit dry.", "wontons kinda bland": a dish's fault stated plainly is a complaint at four stars or fewer.
  const plainly =
    review.rating !== null &&
    review.rating <= 4 &&
    own !== undefined &&
    DISHES.has(reading.thing.kind) &&
    reading.strength >= MILD_FAULT &&
    (plainFault(reading.thing, own) !== null ||
      putDownPlainly(reading.thing, own) ||
      (own.forced === 'negative' && own.things[0] === reading.thing));
  if (plainly || review.rating === 4) return plainly;
  return (
    !isHighRating(review.rating) &&
    DISHES.has(reading.thing.kind) &&
    reading.strength >= STATED_FAULT &&
    own !== undefined &&
    (statesFault(own.folded) || segmentPolarity(own) === 'negative')
  );
}

/**
 * "Latte was basically warm milk", "crab legs had no meat", "bagel wasn't toasted": at three stars or fewer, a dish
 * that opens a segment whose following words say something went wrong, and praise nothing, is what they fault.
 */
function saidWrongAfter(thing: Thing, segment: Segment, rating: number | null): boolean {
  if (isHighRating(rating) || !DISHES.has(thing.kind) || segment.things[0] !== thing) return false;
  if (servedAsItShouldBe(thing, segment)) return false;
  if (segmentPolarity(segment) === 'positive' && !/\b(?:was|were|is|are)n'?t\b/.test(segment.folded)) return false;
  // "the horchata too": praise carried over, and "too" alone says nothing went wrong.
  const after = folded(segment.tokens.slice(thing.at - segment.start + 1)).replace(/^too\W*$/, '');
  // "wasn't bad", "wasn't too sweet", "not greasy at all": a fault denied is praise.
  if (
    /\b(?:not|n't|never|no) (?:too |overly |that |very |at all )?(?:bad|greasy|salty|sweet|dry|heavy|oily|spicy|pricey|expensive)\b/.test(
      after,
    )
  )
    return false;
  // "the soup cured my cold": what a dish did for the guest is praise.
  if (/\bcure[sd]?\b/.test(after)) return false;
  // "my side of bacon never showed up" is the order's mistake, not the bacon's.
  if (/never (?:showed up|came|arrived)/.test(after)) return false;
  // "Coffee was hot at least" concedes a good point; "$5 with no refills" is the price, for the price cue.
  if (new RegExp(String.raw`\bat least\b|${MONEY}\s?\d`).test(segment.folded)) return false;
  return statesFault(after);
}

/** Words that say something went wrong: the fault vocabulary, "barely any", "wasn't toasted". */
function statesFault(words: string): boolean {
  return (
    words.split(/\s+/).some((w) => (EN_WORD_VALENCE[w] ?? 0) <= -1) ||
    COMPLAINING.test(words) ||
    EXTRA_NEGATIVE.test(words) ||
    /\b(?:barely|hardly|missing)\b/.test(words) ||
    /\b(?:was|were|is|are)n'?t\b|\b(?:was|were) not\b/.test(words)
  );
}

/**
 * The segment a thing was read in, where it reads against the visit and states no condition; a segment with a
 * complaint cue ("waited 50 minutes for two burgers") is about what the cue owns, not the things it names.
 */
function faultingSegment(thing: Thing, review: CoverageInput): Segment | undefined {
  const segment = review.segments.find((s) => s.things.includes(thing));
  if (segment === undefined || segment.conditional || segment.forced === 'positive') return undefined;
  if (cueComplaints(review.text, segment.folded, folded(segment.sentenceTokens)).length > 0) return undefined;
  // "no sauce" is a thing the guest did not want; "at a bar where…", "for sushi" speak of a kind of thing, not ours.
  if (/^(?:no|without|minus|a|an|for|like)$/.test(segment.sentenceTokens[thing.from - 1]?.normal ?? ''))
    return undefined;
  // "Injera a bit sour for me but that's probably just me": at four stars, a taste the guest owns as theirs.
  if (
    isHighRating(review.rating) &&
    /\b(?:just me|personal (?:preference|taste)|matter of taste)\b/.test(folded(segment.sentenceTokens))
  )
    return undefined;
  // "Is it possible for a wine bar to have too many wines?": a question says no fault of a dish.
  if (segment.sentenceTokens.at(-1)?.normal === '?' && DISHES.has(thing.kind)) return undefined;
  // "Nothing on the plate tasted like anything": the plate is where nothing was, not what was faulted.
  if (/\b(?:nothing|none|not one|not a single|no one)\b/.test(folded(segment.sentenceTokens.slice(0, thing.from))))
    return undefined;
  const faulted =
    statesFault(segment.folded) ||
    segmentPolarity(segment) === 'negative' ||
    learnedFault(thing, segment, review) ||
    saidWrongAfter(thing, segment, review.rating) ||
    staffActedAtLowRating(thing, segment, review.rating) ||
    faultedDespiteWords(thing, review);
  return faulted ? segment : undefined;
}

/** What the coverage pass reads: the review, its segments, the readings and the complaints the passes owned. */
export interface CoverageInput {
  text: string;
  segments: readonly Segment[];
  readings: readonly ThingReading[];
  complaints: readonly Complaint[];
  rating: number | null;
  /** The learned per-thing reading (MAMS-trained), for a thing the words judge neither way. */
  model: ReadonlyMap<Thing, TermPolarity>;
}

/** How strongly a dish must be judged at four stars where it opens a plain statement of its fault. */
const MILD_FAULT = 0.8;
/** How strongly a dish must be judged where its own segment states the fault. */
const STATED_FAULT = 1.5;
/** How sure the learned reading must be that a thing the words leave unjudged was faulted. */
const MODEL_FAULT = 0.6;
const MODEL_FAULT_HIGH_RATING = 0.65;

/** Whether this pass may own a thing at all: the kinds it words, never a named person, the place or a misread word. */
function ownable(reading: ThingReading, review: CoverageInput): boolean {
  const { thing } = reading;
  if (reading.polarity === 'positive') return faultedDespiteWords(thing, review);
  if (!OWNED_KINDS.has(thing.kind)) return false;
  if (/[.!?;]|\beye roll/i.test(thing.words) || (DISHES.has(thing.kind) && NOT_A_DISH.test(thing.head.toLowerCase())))
    return false;
  if (reading.polarity === 'negative') return judgedBadlyEnough(reading, review);
  // A thing read neither way is owned where it opens a segment that reads against the visit ("and the sourdough I
  // ended up with was gummy inside"): what the segment is about is what it faults.
  const segment = review.segments.find((s) => s.things[0] === thing);
  // "Tea was ok.", "Only the chilli sauce ok": what the guest let pass is not a complaint.
  if (segment === undefined || isMildOnly(segment.folded)) return false;
  const against = isHighRating(review.rating) ? -HIGH_RATING_STRENGTH : -SURE;
  if (segment.score <= against && segmentPolarity(segment) === 'negative') return true;
  return (
    learnedFault(thing, segment, review) ||
    saidWrongAfter(thing, segment, review.rating) ||
    staffActedAtLowRating(thing, segment, review.rating)
  );
}

/**
 * "Latte was basically warm milk": at one or two stars, a dish its own segment calls "basically", "mostly" or
 * "nothing but" something else is faulted, whatever a word in it ("warm") reads as; at three or four stars, one it
 * calls mostly or basically another thing ("mimosa was mostly OJ").
 */
function faultedDespiteWords(thing: Thing, review: CoverageInput): boolean {
  const segment = review.segments.find((s) => s.things[0] === thing);
  if (segment === undefined || review.rating === null || review.rating > 4 || !DISHES.has(thing.kind)) return false;
  const after = segment.tokens.slice(thing.at - segment.start + 1);
  if (review.rating <= 2) return /\b(?:basically|mostly|nothing but)\b/.test(folded(after));
  // At three or four stars only what it was mostly made of: "mostly OJ", "basically a tortilla", not "mostly good".
  const at = after.findIndex((t) => /^(?:basically|mostly)$/.test(t.normal));
  const next = after.slice(at + 1).find((t) => t.pos !== 'DET' && !/^(?:just|all)$/.test(t.normal));
  return at >= 0 && (next?.pos === 'NOUN' || next?.pos === 'PROPN');
}

/**
 * "Bouncer let his mates in ahead of the whole queue": at one or two stars, what a person on the team did, told with
 * them as its subject and no word of praise, is what the guest complains of.
 */
function staffActedAtLowRating(thing: Thing, segment: Segment, rating: number | null): boolean {
  return (
    thing.kind === 'staff' &&
    rating !== null &&
    rating <= 2 &&
    segment.things[0] === thing &&
    segmentPolarity(segment) !== 'positive' &&
    segment.tokens.length >= 4 &&
    !/^(?:management|owners?|chef|kitchen)$/.test(thing.head) &&
    // "Server apologized a lot, I'll give her that": what they did well.
    !/apologi|comp(?:ed|'d)?\b|on the house|give (?:him|her|them) that|tried|did (?:his|her|their) best|(?:was|were) (?:nice|lovely|kind|friendly|sweet|great|polite|apologetic)/.test(
      folded(segment.sentenceTokens),
    )
  );
}

/** A few words that say how a dish was ("salty", "a bit dry", "too sweet for me"): no verb, no thing of their own. */
const HOW_IT_WAS = /^(?:ADJ|ADV|DET|PART|ADP|PRON|CCONJ)$/;
/** A word that says how a thing was; "way too salty": "way" is a degree, whatever the tagger calls it. */
const howItWas = (t: NlpToken) => HOW_IT_WAS.test(t.pos) || /^(?:way|bit|tad|touch)$/.test(t.normal);

/**
 * "it was good but salty", "the ramen was great, though a little oily": a fault said after a contrast, of the dish
 * just praised, with no thing of its own. The reading thanks the dish; the reply also owns what the guest said was
 * wrong with it, in their words ("the spicy miso was salty").
 */
function contrastFaults(review: CoverageInput): Complaint[] {
  const added: Complaint[] = [];
  for (const [k, segment] of review.segments.entries()) {
    if (!segment.contrast || segment.things.length > 0 || segmentPolarity(segment) !== 'negative') continue;
    const words = segment.tokens.filter((t) => t.type !== 'punctuation');
    if (words.length === 0 || words.length > 5 || !words.every(howItWas)) continue;
    if (!COMPLAINING.test(segment.folded) && !EXTRA_NEGATIVE.test(segment.folded)) continue;
    // "fine but nothing special" is mild praise, not a fault.
    if (isMildOnly(segment.folded) || /nothing (?:special|to write home about)/.test(segment.folded)) continue;
    const before = review.segments
      .slice(0, k)
      .filter((s) => s.sentence === segment.sentence)
      .flatMap((s) => s.things)
      .filter((t) => DISHES.has(t.kind) || (t.kind === 'service' && t.head === 'service'))
      .at(-1);
    if (before === undefined || coveredBy(before, [...review.complaints, ...added])) continue;
    const the = `the ${before.words}`;
    const fault = words.map((t) => t.normal).join(' ');
    const clause = `${the} ${before.plural ? 'were' : 'was'} ${fault}`;
    const dish = DISHES.has(before.kind);
    const key = dish ? `dish-${before.words}` : `said-${before.words}`;
    added.push({ key, noun: the, clause, area: dish ? 'kitchen' : 'floor', sentence: segment.sentence });
  }
  return added;
}

/**
 * A thing is owned only where its sentence owned nothing else than dishes: "sighed when we asked for a high chair"
 * is how the waitress treated them, "my bowl was wrong" the mistake with the order; a dish beside another dish's
 * fault ("the crab cake was mostly filler and the hollandaise had broken") is a fault of its own.
 */
function aloneInSentence(thing: Thing, segment: Segment, owned: readonly Complaint[]): boolean {
  // "Lamb kebab all fat and gristle, waited 30 min": a dish that opens its own segment is its own complaint, whatever
  // else the sentence owns.
  if (DISHES.has(thing.kind) && segment.things[0] === thing && segment.tokens[0] !== undefined) {
    if (segment.start === 0 || /^(?:,|;|-|–|and)$/.test(segment.sentenceTokens[segment.start - 1]?.normal ?? ''))
      return true;
  }
  const inSentence = owned.filter((c) => c.sentence === segment.sentence);
  // A person on the team beside a dish's fault ("the lox was mostly fat and the lady at the register was short with
  // us") is a complaint of their own; beside anything else, part of it.
  return DISHES.has(thing.kind) || thing.kind === 'staff'
    ? inSentence.every((c) => c.key.startsWith('dish-'))
    : inSentence.length === 0;
}

/** What a review's complaints leave out that the reading surely faults, owned by name, in the review's order. */
export function uncoveredComplaints(review: CoverageInput): Complaint[] {
  // Five stars: only what the guest names as their complaint ("only knock is the bathroom").
  if (review.rating === 5)
    return markedComplaints(review.segments, new Set(), HIGH_RATING_STRENGTH).filter(
      (m) =>
        namedAsOne(folded(review.segments.find((s) => s.sentence === m.sentence)?.sentenceTokens ?? [])) &&
        !review.complaints.some((c) => c.key === m.key),
    );
  const added: Complaint[] = contrastFaults(review);
  for (const reading of review.readings) {
    const { thing } = reading;
    const owned = [...review.complaints, ...added];
    if (!ownable(reading, review) || coveredBy(thing, owned)) continue;
    // A dish sharing its segment with one already owned ("naan at the buffet was cold") is part of that complaint.
    const segment = faultingSegment(thing, review);
    if (segment === undefined || !aloneInSentence(thing, segment, owned)) continue;
    // "huge portions of mediocre food": a generous portion is never the complaint.
    if (thing.kind === 'portion' && GENEROUS_PORTION.test(segment.folded)) continue;
    if (segment.things.some((t) => t !== thing && coveredBy(t, owned) && DISHES.has(t.kind))) continue;
    const complaint = complaintFor(thing, segment);
    // What was waited or asked for is owned by the wait or the asking, not in general words of its own.
    if (complaint.subject !== undefined && WAITED_FOR.test(segment.folded)) continue;
    added.push({ ...complaint, sentence: segment.sentence });
  }
  // What the guest marks as a complaint ("only gripe is…", "minus a star for…") where nothing else was owned.
  const owned = new Set(
    [...review.complaints, ...added].flatMap((c) => (c.sentence === undefined ? [] : [c.sentence])),
  );
  const strongly = isHighRating(review.rating) ? HIGH_RATING_STRENGTH : SURE;
  const all = [...review.complaints, ...added];
  const told = all.map((c) => `${c.noun} ${c.clause ?? ''}`.toLowerCase());
  const marked = markedComplaints(review.segments, owned, strongly).filter(
    (m) =>
      !all.some((c) => c.key === m.key || c.noun === m.noun) &&
      // "Only thing was the bill, €140 for two": the prices, once.
      !(/^marked-(?:bill|check|tab)$/.test(m.key) && all.some((c) => c.key.startsWith('price'))) &&
      // "the AC was broken … hot as hell": the temperature, once.
      !(/^(?:broken-AC|marked-vent|marked-extractor)$/.test(m.key) && all.some((c) => c.key === 'heat')) &&
      // "your experience with our team" beside "the staff were a bit snooty": the team, once.
      !(m.key.startsWith('marked-') && TEAM_WORDS.test(m.noun) && told.some((t) => ABOUT_THE_TEAM.test(t))) &&
      !told.some(
        (t) =>
          t.includes(m.noun.split(' ').at(-1) ?? m.noun) ||
          // "how cramped it was" beside "only complaint: tables so close…".
          (/^marked-(?:tables?|seats?|seating|stools?)$/.test(m.key) && /cramped|seat|table/.test(t)) ||
          // "the state of the bathroom" beside "the bathroom having no soap".
          (m.key.startsWith('lacks-') && t.includes(m.key.slice('lacks-'.length))) ||
          // "the fan over our grill" beside "the fan not working".
          (m.key.startsWith('broken-') && t.includes(` ${m.noun.replace(/^the /, '').split(' ')[0] ?? ''} `)),
      ),
  );
  return [...added, ...marked];
}
