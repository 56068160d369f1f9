import { COUNTER_DRINKS } from './thing-vocabulary.ts';
import { COMPLAINT_CUES } from './complaint-cues.ts';
import {
  ATTRIBUTIVE_FAULTS,
  COMPLAINING,
  DISH_FAULTS,
  FOOD_FAULT_WORDS,
  praisedWithMildWord,
  RUDE,
  SEGMENT_FAULTS,
  SERVICE_FAULT,
  SLOW,
} from './complaint-vocabulary.ts';
import { EXTRA_NEGATIVE } from './guest-phrases.ts';
import type { Thing, ThingKind } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';
import { staffComplaint } from './staff-complaints.ts';
import { normalAt } from './thing-heads.ts';
import { predicateOf, type Predicate } from './thing-predicate.ts';
import { waitNoun } from './wait-nouns.ts';

// The words that make a predicate a complaint, used by the reader too.
export { COMPLAINING };
// What a guest says a thing was, used by the reader too.
export { predicateOf, type Predicate };

/**
 * How a reply names a complaint, from the guest's own words: "the 45-minute wait", "the mix-up with your
 * reservation", "the dry carnitas", "how our hostess treated you", "the green curry was watery and kind of bland".
 * A complaint is owned by what the guest said went wrong, never by a cause or a remedy they did not give.
 */

/** Who on the team a complaint belongs to: what the reply says it was shared with. */
export type ComplaintArea = 'kitchen' | 'bar' | 'floor' | 'management' | 'delivery' | 'general';

export interface Complaint {
  /** A noun phrase for a list: "the long wait", "the dry carnitas", "how loud the room was". */
  noun: string;
  /** A clause, when the guest's words make a better one: "the green curry was watery and kind of bland". */
  clause?: string;
  area: ComplaintArea;
  /** One complaint per key: two readings of the same wait are one complaint. */
  key: string;
  /** The clause's subject and what is said of it, so two dishes with the same fault are owned in one clause. */
  subject?: string;
  predicate?: string;
  /** The sentence it was read from, so two complaints from one sentence can be told apart from two sentences'. */
  sentence?: number;
}

/** The complaint cues a segment's words make, each once; `sentence` is the folded sentence it is part of. */
export function cueComplaints(text: string, folded: string, sentence = folded): Complaint[] {
  return COMPLAINT_CUES.filter(
    (cue) => cue.test.test(folded) && !(cue.unless?.test(sentence) ?? false) && (cue.within?.test(sentence) ?? true),
  ).map((cue) => {
    const clause = cue.clause?.(folded);
    return { key: cue.key, noun: cue.noun(text, folded, sentence), area: cue.area, ...(clause ? { clause } : {}) };
  });
}

/** A named thing the guest read negatively, and the guest's words about it that its complaint is made of. */
interface Faulted {
  thing: Thing;
  tokens: readonly NlpToken[];
  /** The segment's folded words. */
  folded: string;
  /** The sentence's words, lower case. */
  sentence: string;
  review: string;
  /** "the" and the thing's words: "the green curry". */
  the: string;
  /** The word right before the thing's own words. */
  before: string;
  /** The guest's own adjective for the fault, before the thing ("cold home fries", "sticky tables"). */
  attributive: string | null;
  /** The thing as the subject the guest wrote ("one of the oysters"). */
  subject: string;
  /** What the guest said the thing was, in words that complain. */
  predicate: Predicate | null;
  /** That predicate as the guest's clause: "the green curry was watery and kind of bland". */
  echo: string | undefined;
}

/** The guest's clause, for a complaint that says it back where there is one. */
function withClause(echo: string | undefined): { clause?: string } {
  return echo ? { clause: echo } : {};
}

function waitComplaint({ thing, the, echo, review }: Faulted): Complaint {
  // "the bathroom line": a line for something else is named as the guest named it.
  if (thing.words !== thing.head)
    return { key: `wait-${thing.words}`, noun: the, area: 'management', ...withClause(echo) };
  return { key: 'wait', noun: waitNoun(foldedReview(review)), area: 'floor' };
}

/** Someone on the team, by role or by name: what the segment and its sentence say they did. */
function teamComplaint({ thing, tokens, folded, sentence }: Faulted): Complaint {
  return staffComplaint(thing, tokens, `${folded} ${sentence}`);
}

function serviceComplaint({ folded, sentence, echo }: Faulted): Complaint {
  if (SLOW.test(folded)) return { key: 'wait', noun: 'the slow service', area: 'floor' };
  if (RUDE.test(folded)) return { key: 'staff-service', noun: 'how you were treated', area: 'floor' };
  // "the service" is owned only where the guest's words fault it, not where a lexicon hears a negation.
  if (!echo && !SERVICE_FAULT.test(`${folded} ${sentence}`)) return { key: 'service', noun: '', area: 'floor' };
  return { key: 'service', noun: 'the service', area: 'floor', ...withClause(echo) };
}

function cleanComplaint({ thing, the, attributive, folded }: Faulted): Complaint {
  // "no bathroom for customers": a restroom there is none of is not dirty (a cue owns its absence).
  if (/\bno (?:\w+ )?(?:bathroom|restroom|toilet)s?\b/.test(folded))
    return { key: `clean-${thing.head}`, noun: '', area: 'management' };
  return {
    key: `clean-${thing.head}`,
    noun:
      attributive && /^(?:sticky|dirty|wet|broken)$/.test(attributive)
        ? `the ${attributive} ${thing.words}`
        : `the state of ${the}`,
    area: 'management',
  };
}

function roomComplaint({ thing, folded, the, attributive, echo }: Faulted): Complaint {
  if (/\bloud|noisy|noise|hear each other|scream/.test(folded))
    return { key: 'noise', noun: 'the noise', area: 'management' };
  // A table or seat is a complaint only with what was wrong with it ("sticky tables", "the stools were
  // uncomfortable"); an empty room is the setting of another complaint.
  // "the room was warm and cosy": a room as a guest wants it; only "too warm", "very warm" faults its heat.
  const warmOnly =
    /\b(?:warm|cosy|cozy)\b/.test(folded) && !/\b(?:too|very|so|really|bit|quite|unbearably) warm\b/.test(folded);
  if ((!attributive && !echo) || /\bempty\b/.test(folded) || warmOnly)
    return { key: `room-${thing.head}`, noun: '', area: 'management' };
  return {
    key: `room-${thing.head}`,
    noun: attributive ? `the ${attributive} ${thing.words}` : the,
    area: 'management',
    ...withClause(echo),
  };
}

function placeComplaint({ folded }: Faulted): Complaint {
  // "The place is very loud": the place stands for the room.
  if (/\bloud|noisy|noise/.test(folded)) return { key: 'noise', noun: 'the noise', area: 'management' };
  if (/cramped|tight|too small|a bit small|crowded|packed/.test(folded))
    return { key: 'cramped', noun: 'how cramped it was', area: 'management' };
  if (/\b(?:tiny|small)\b/.test(folded)) return { key: 'cramped', noun: 'how small the place is', area: 'management' };
  // "Gross." said of the whole visit is disgust, not a dirty room.
  if (/dirty|filthy|sticky/.test(folded) || (/\bgross\b/.test(folded) && !/^gross[.!]*$/.test(folded.trim())))
    return { key: 'clean-place', noun: 'how dirty the place was', area: 'management' };
  return { key: 'place', noun: '', area: 'general' };
}

/**
 * "Eggs flat, toast cold, coffee weak": a fault word right after the dish, with no verb, says what it was; so does one
 * on its own after the dish's clause ("Wings came 45 min after we ordered, soggy, …").
 */
function bareFaultWord(after: readonly NlpToken[], stop: number, leading: string): string | null {
  const [next] = after;
  if (next !== undefined && stop === 1 && DISH_FAULTS.has(next.normal)) return next.normal;
  const trailing = stop >= 0 && after[stop]?.normal === ',' ? after[stop + 1] : undefined;
  const closes = after[stop + 2];
  const alone = closes === undefined || closes.type === 'punctuation' || closes.normal === 'and';
  // "showed up 90 min late, cold": a late delivery's cold is told with the delivery.
  return leading.trim() === '' &&
    trailing !== undefined &&
    DISH_FAULTS.has(trailing.normal) &&
    !/^(?:cold|lukewarm)$/.test(trailing.normal) &&
    alone
    ? trailing.normal
    : null;
}

/** What the words right around a dish say was wrong with it, as a predicate ("wasn't fresh"), if they say. */
function faultSaidNear({ thing, tokens }: Faulted): string | undefined {
  const be = thing.plural ? 'were' : 'was';
  // Only the words right around the dish say what was wrong with it ("stale croutons" is not a stale salad).
  // The dish's own words are not its fault ("burnt ends" were not burnt).
  const after = tokens.slice(thing.at + 1, thing.at + 11);
  const stop = after.findIndex((t) => t.type === 'punctuation' || /^(?:and|but|though|tho)$/.test(t.normal));
  // Words before the dish count only back to the last punctuation or "and" ("steaks came out lukewarm, the
  // sides…", "toast burnt and the coffee…").
  const before = tokens.slice(Math.max(0, thing.wordsFrom - 3), thing.wordsFrom);
  const lastStop = before
    .map((t) => t.type === 'punctuation' || /^(?:and|but|though|tho)$/.test(t.normal))
    .lastIndexOf(true);
  const leading = sentenceText(before.slice(lastStop + 1));
  const bare = bareFaultWord(after, stop, leading);
  if (bare) return `${be} ${bare}`;
  // "a cookie that was underbaked", "a latte that was mostly foam": the relative clause says what was wrong.
  const relative = sentenceText(stop >= 0 ? after.slice(0, stop) : after).trim();
  const said = /^(?:that|which) (?:was|were|is|are) ((?:\w+ ){0,3}\w+)$/.exec(relative)?.[1];
  if (said && (said.split(' ').some((w) => DISH_FAULTS.has(w)) || EXTRA_NEGATIVE.test(said))) return `${be} ${said}`;
  // "a lobster roll with more mayo than lobster".
  const more = /^with (more \w+(?: \w+)? than \w+(?: \w+)?)$/.exec(relative)?.[1];
  if (more) return `had ${more}`;
  const near = `${leading} ${sentenceText(stop >= 0 ? after.slice(0, stop) : after)}`;
  const fault = SEGMENT_FAULTS.find(([test]) => test.test(near));
  const wasnt = be === 'were' ? "weren't" : "wasn't";
  const didnt = fault ? fault[1].replace('{wasnt}', wasnt).replace('{was}', be) : null;
  return didnt ?? (FOOD_FAULT_WORDS.test(near) ? `${wasnt} up to standard` : undefined);
}

/** Who a dish's or a drink's complaint goes to: "coffee refills were slow" is the floor's, not the bar's. */
function dishArea(thing: Thing): ComplaintArea {
  if (/^refills?$/.test(thing.head)) return 'floor';
  if (thing.kind !== 'drink') return 'kitchen';
  return COUNTER_DRINKS.test(thing.head) ? 'general' : 'bar';
}

/** Words that put the heat in the room: where it was, or how it felt to sit in. */
const ROOM_HEAT =
  /\bheat (?:in there|in here|inside|in the (?:room|place|restaurant|dining room|bar))\b|\b(?:stifling|sweltering|sweating|sweaty|no (?:fans?|ac|a\/c|air ?con|windows?))\b/;

/** A dish, a drink, the food or the menu: owned by the guest's fault word, adjective or clause for it. */
function dishComplaint(faulted: Faulted): Complaint {
  const { thing, the, subject, before, attributive, predicate, echo, tokens } = faulted;
  const area = dishArea(thing);
  // "Nothing on the plate tasted like anything": the plate is where, not what; the complaint is of everything on it.
  const quantified = sentenceText(tokens.slice(Math.max(0, thing.wordsFrom - 3), thing.wordsFrom));
  if (/\b(?:nothing|none|not one|neither) (?:on|in|of)(?: the| my| our)?$/.test(quantified.trim()))
    return { key: `dish-${thing.words}`, noun: '', area };
  // "the heat in there, stifling": the room, not the food.
  if (thing.head === 'heat' && ROOM_HEAT.test(faulted.sentence))
    return { key: 'heat', noun: 'the heat inside', area: 'management' };
  if (/^(?:heat|spice)$/.test(thing.head)) return { key: 'spice', noun: 'the spice level', area };
  // "gave me the wrong flavor": the order, not the taste.
  if (/^(?:flavou?r|flavou?rs)$/.test(thing.head) && before === 'wrong')
    return { key: 'order', noun: `being given the wrong ${thing.head}`, area };
  if (/^(?:flavou?r|flavou?rs|seasoning)$/.test(thing.head)) return { key: 'flavor', noun: 'the lack of flavor', area };
  const parts = echo && predicate ? { subject, predicate: echo.slice(subject.length + 1) } : {};
  if (predicate?.fault)
    return { key: `dish-${thing.words}`, noun: `the ${predicate.fault} ${thing.words}`, area, clause: echo, ...parts };
  if (attributive) return { key: `dish-${thing.words}`, noun: `the ${attributive} ${thing.words}`, area };
  if (/^(?:bad|poor|mediocre|terrible|awful|horrible)$/.test(before)) {
    const predicate = thing.plural ? "weren't good enough" : "wasn't good enough";
    return { key: `dish-${thing.words}`, noun: the, area, clause: `${the} ${predicate}`, subject: the, predicate };
  }
  const predicateWords = echo ? parts.predicate : faultSaidNear(faulted);
  return {
    key: `dish-${thing.words}`,
    noun: the,
    area,
    clause: predicateWords ? `${echo ? subject : the} ${predicateWords}` : undefined,
    ...(predicateWords ? { subject: echo ? subject : the, predicate: predicateWords } : {}),
  };
}

/** "had to ask for the bill three times": the bill was slow to come, not dear; otherwise the prices. */
function priceComplaint({ thing, folded, echo }: Faulted): Complaint {
  const billWait =
    /^(?:bill|check)$/.test(thing.head) &&
    /\b(?:ask|asked|asking|wait|waited|waiting|flag|flagged) (?:\w+ ){0,3}for (?:the|our) (?:bill|check)|(?:bill|check) took\b/.test(
      folded,
    );
  if (billWait) return { key: 'bill-wait', noun: 'how long the bill took to come', area: 'floor' };
  const bill = /^(?:bill|check|tab)$/.test(thing.head);
  // "refused to split the bill", "hovering with the bill before we'd finished", "the bill was wrong": not its size.
  if (bill && /\bsplit\b/.test(folded) && !/\bsplit (?:the |our )?bill (?:wrong|wrongly|incorrectly)\b/.test(folded))
    return { key: 'bill-split', noun: 'not being able to split the bill', area: 'management' };
  if (
    bill &&
    /\b(?:hover\w*|before (?:we|i|you)(?:'d| had)? (?:even )?finish\w*|rush\w*|dropp?ed|slapped|plonked)\b/.test(folded)
  )
    return { key: 'bill-rushed', noun: 'the bill arriving before you had finished', area: 'floor' };
  if (
    bill &&
    /\b(?:wrong|mistakes?|errors?|incorrect|added|never (?:had|ordered)|didn'?t (?:have|order))\b/.test(folded)
  )
    return { key: 'bill-wrong', noun: 'the mistake on the bill', area: 'management' };
  // "decent prices, but everything drowns in gravy": a clause that says nothing of the prices is no clause of theirs.
  const ofThePrices =
    echo !== undefined && /^(?:the |our )?(?:prices?|bill|check|value)\b/.test(echo) ? echo : undefined;
  return { key: 'price', noun: 'the prices', area: 'management', ...withClause(ofThePrices) };
}

/** The complaint of each kind of thing. */
const COMPLAINT_OF_KIND: Record<ThingKind, (faulted: Faulted) => Complaint> = {
  wait: waitComplaint,
  staff: teamComplaint,
  person: teamComplaint,
  service: serviceComplaint,
  noise: ({ thing }) => ({
    key: 'noise',
    noun: thing.head === 'music' ? 'how loud the music was' : 'the noise',
    area: 'management',
  }),
  price: priceComplaint,
  portion: () => ({ key: 'portion', noun: 'the portion sizes', area: 'kitchen' }),
  clean: cleanComplaint,
  // "no reservations so we stood outside for an hour": the policy, not a booking that went wrong.
  booking: ({ folded }) =>
    /\bno (?:reservations|bookings)\b|(?:don'?t|doesn'?t|do not|does not|won'?t) (?:take|do|accept) (?:reservations|bookings)\b/.test(
      folded,
    )
      ? { key: 'booking', noun: 'not being able to book ahead', area: 'floor' }
      : { key: 'booking', noun: 'the trouble with your reservation', area: 'floor' },
  // "Pickup order was ready 45 min late": an order collected, not delivered.
  delivery: ({ folded }) =>
    /\bpick ?-?up\b|\bcollect(?:ion|ed)?\b/.test(folded)
      ? { key: 'pickup', noun: 'what happened with your pickup', area: 'kitchen' }
      : { key: 'delivery', noun: 'what happened with your delivery', area: 'delivery' },
  room: roomComplaint,
  place: placeComplaint,
  parking: () => ({ key: 'parking', noun: 'the parking', area: 'management' }),
  crowd: ({ folded }) => ({
    key: 'crowd',
    noun: /weekend/.test(folded) ? 'the weekend crowd' : 'the crowd',
    area: 'management',
  }),
  dish: dishComplaint,
  drink: dishComplaint,
  food: dishComplaint,
  menu: dishComplaint,
};

/** The complaint a negative reading of a named thing makes, in the words the guest used for it. */
export function thingComplaint(thing: Thing, tokens: readonly NlpToken[], folded: string, review: string): Complaint {
  const the = `the ${thing.words}`;
  // "cold home fries", "sticky tables", "a broken hollandaise": the guest's own adjective names the fault.
  const before = normalAt(tokens, thing.wordsFrom - 1);
  const attributive =
    (DISH_FAULTS.has(before) || ATTRIBUTIVE_FAULTS.has(before)) &&
    !thing.words.split(' ').includes(before) &&
    // "dry rub ribs", "dry aged steak": a way of cooking, not a fault.
    !(before === 'dry' && /^(?:rub|rubbed|aged|fried)\b/.test(thing.words))
      ? before
      : null;
  const found = predicateOf(tokens, thing);
  // A complaint is said back only in words that complain ("was good" is not one, "was decent at best" is).
  const predicate =
    found &&
    !praisedWithMildWord(found.words) &&
    !coldAsItShouldBe(thing, found.words) &&
    (found.fault !== null ||
      /n't$/.test(found.verb) ||
      (COMPLAINING.test(found.words) && !PLAIN_PRAISE.test(found.words)) ||
      // "the food came out cold": a fault word after a verb of arriving.
      found.words.split(' ').some((w) => DISH_FAULTS.has(w)) ||
      // "the latte was mostly foam", "the tortillas were store bought and fell apart".
      EXTRA_NEGATIVE.test(`${found.verb} ${found.words}`))
      ? found
      : null;
  const said = predicate ? subjectAsWritten(tokens, thing, the, predicate) : null;
  // "Fries were cold too": the guest's "too" joins it to what came before; said alone it is left off.
  const echo =
    predicate && said
      ? `${said.subject} ${said.verb} ${predicate.words.replace(/ (?:too|as well|also)$/, '')}`
      : undefined;
  const sentence = sentenceText(tokens);
  const subject = said?.subject ?? the;
  const faulted = { thing, tokens, folded, sentence, review, the, subject, before, attributive, predicate, echo };
  return COMPLAINT_OF_KIND[thing.kind](faulted);
}

/** "The Castle was ice cold", "beers cold": a beer or a soda as it should be. */
function coldAsItShouldBe(thing: Thing, words: string): boolean {
  return (
    /^(?:beers?|lagers?|pints?|castle|ciders?|cokes?|sodas?|water|drinks?|pilsners?|ipas?)$/i.test(thing.head) &&
    /^(?:(?:ice|icy|nice and|super|properly|freezing|good and|always) )?cold$/.test(words)
  );
}

/**
 * The subject as the guest wrote it, with its verb: "one of the oysters was off" (one, not all of them), "the fries in
 * the wrap were soggy" (the fries, not the wrap).
 */
function subjectAsWritten(
  tokens: readonly NlpToken[],
  thing: Thing,
  the: string,
  predicate: Predicate,
): { subject: string; verb: string } {
  const at = thing.wordsFrom;
  const before = (k: number) => normalAt(tokens, at - k);
  if (before(1) === 'the' && before(2) === 'of' && before(3) === 'one')
    return { subject: `one of ${the}`, verb: predicate.verb.replace(/^were/, 'was') };
  const holder = tokens[at - 3];
  // "Everything on the trolleys was lukewarm": everything on them, not the trolleys.
  if (before(1) === 'the' && before(2) === 'on' && /^(?:everything|all)$/.test(before(3)) && at === 3)
    return { subject: `everything on ${the}`, verb: predicate.verb.replace(/^were/, 'was') };
  if (
    !/^(?:everything|nothing|something|anything|all|most|some|each|none)$/.test(before(3)) &&
    before(1) === 'the' &&
    /^(?:in|on|inside)$/.test(before(2)) &&
    (holder?.pos === 'NOUN' || holder?.pos === 'PROPN') &&
    at === 3
  )
    return { subject: `the ${holder.value.toLowerCase()} ${before(2)} ${the}`, verb: predicate.verb };
  return { subject: the, verb: predicate.verb };
}

/** "the food was decent", "was fine": mild praise, not a complaint to apologise for ("just ok" still is). */
const PLAIN_PRAISE = /^(?:pretty |quite |really |very |perfectly )?(?:decent|ok|okay|alright|fine|good|solid)$/;

/** The tokens' words as the guest wrote them, lower case. */
function sentenceText(tokens: readonly NlpToken[]): string {
  return tokens
    .map((t, k) => `${k === 0 ? '' : t.before}${t.value}`)
    .join('')
    .toLowerCase();
}

/** The review folded for matching: accents dropped, lower case. */
const foldedReview = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
