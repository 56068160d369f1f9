import { COMPLAINING, cueComplaints, thingComplaint, type Complaint } from './guest-complaints.ts';
import { echoOf } from './guest-echo.ts';
import { DECLINE, OCCASION, PLANNED_OCCASION, REGULAR, STAFF_FAULT } from './guest-phrases.ts';
import { folded, polarityOf, readSegments, type Polarity, type Segment } from './guest-segments.ts';
import { staffNamesIn, type Thing } from './guest-things.ts';
import { parseEnglish } from './nlp.ts';
import { isSubject, judgeThings, modelReadings, SURE, type ThingReading } from './thing-judgement.ts';

export type { Complaint, ComplaintArea } from './guest-complaints.ts';
export type { Polarity } from './guest-segments.ts';
export type { Thing, ThingKind } from './guest-things.ts';
export type { ThingReading } from './thing-judgement.ts';

/**
 * An English review read the way a manager reads it: what the guest praised (by name), every complaint they stated
 * (in their words), and who on the team they thanked. Sentences are cut into segments at contrast ("but",
 * "although", "aside from"), at commas and at "and" between clauses; each segment is judged by its own words, a
 * judgement without a thing ("…, dense and oily") goes to the thing before it, comparison ("better than") splits a
 * segment in two, and "the only saving grace was" praises what follows.
 */

export interface GuestReading {
  things: ThingReading[];
  /** What to thank for, most specific first. */
  praised: Thing[];
  /** Every complaint the guest stated, in order, one per key. */
  complaints: Complaint[];
  /** Staff thanked by first name (never named in a complaint). */
  staffPraised: string[];
  /** Staff the guest named in a complaint: a reply never names them. */
  staffCriticised: string[];
  /** The words' overall lean, −1 … 1, from the segments' scores. */
  lean: number;
  /** Whether the guest wrote anything that names or judges something. */
  says: boolean;
  /** The occasion the guest celebrated with us ("birthday", "anniversary"), if they said. */
  occasion: string | null;
  /** The guest says they have come for years, or are a regular. */
  regular: boolean;
}

/** Reads one English review; `placeWords` are the restaurant's own name's words (never a dish). */
export function readGuest(
  text: string,
  placeWords: ReadonlySet<string> = new Set(),
  rating: number | null = null,
): GuestReading {
  const trimmed = text.trim();
  const sentences = parseEnglish(trimmed);
  const segments = readSegments(text, sentences, placeWords);
  const readings = judgeThings(segments, rating, modelReadings(trimmed, sentences, segments));
  return assemble(text, segments, readings, rating);
}

/** Specific before general: a named dish before "the food", a person before "the service". */
const SPECIFICITY: Record<Thing['kind'], number> = {
  person: 0,
  dish: 1,
  drink: 1,
  staff: 2,
  room: 3,
  noise: 3,
  menu: 3,
  food: 4,
  service: 4,
  price: 4,
  portion: 4,
  clean: 4,
  delivery: 4,
  wait: 4,
  booking: 5,
  parking: 5,
  crowd: 5,
  place: 6,
};

/** Words for food in general, said back only when the guest named no dish: "the meals" beside "the uni" is filler. */
const GENERAL_FOOD =
  /^(?:food|meal|meals|dinner|lunch|brunch|breakfast|dishes|flavou?rs?|spice|heat|seasoning|cooking|cuisine|fare|menu|menus|options|selection|dessert|desserts|fish|meat|bowl|plate|drink|drinks|wine|sides)$/;

/** What a reply may thank for, most specific first: one thing per head word, general words only when alone. */
function praiseWorthy(things: Thing[]): Thing[] {
  const sorted = [...things].sort((a, b) => SPECIFICITY[a.kind] - SPECIFICITY[b.kind]);
  const specific = sorted.some((t) => t.kind === 'dish' || t.kind === 'drink');
  const kept: Thing[] = [];
  const dishes = sorted.filter((t) => t.kind === 'dish' || t.kind === 'drink').length;
  for (const thing of sorted) {
    if (specific && (thing.kind === 'food' || thing.kind === 'menu') && GENERAL_FOOD.test(thing.head)) continue;
    // "the toro and the fish", "the olive oil cake and the dessert": a general word beside the dish it stands for.
    if (dishes > 1 && thing.words === thing.head && GENERAL_FOOD.test(thing.head)) continue;
    if (kept.some((k) => k.head === thing.head || k.words.includes(thing.words) || thing.words.includes(k.words)))
      continue;
    kept.push(thing);
  }
  return kept;
}

/** "the cacio e pepe wasn't what you hoped for": a sure complaint about a dish whose words say no more than "bad". */
function generalFault(thing: Thing, complaint: Complaint): Complaint {
  const predicate = thing.plural ? "weren't what you hoped for" : "wasn't what you hoped for";
  return { ...complaint, clause: `the ${thing.words} ${predicate}`, subject: `the ${thing.words}`, predicate };
}

function assemble(
  text: string,
  segments: readonly Segment[],
  readings: ThingReading[],
  rating: number | null,
): GuestReading {
  const complaints: Complaint[] = [];
  const owned = new Set<Segment>();
  let current: Segment | null = null;
  const addComplaint = (c: Complaint) => {
    if (current) owned.add(current);
    const tagged = current ? { ...c, sentence: current.sentence } : c;
    if (!complaints.some((k) => k.key === c.key || (k.noun !== '' && k.noun === c.noun))) complaints.push(tagged);
  };
  const reviewFolded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  for (const segment of segments) {
    current = segment;
    if (segment.conditional) continue;
    const cues =
      segment.forced === 'positive' ? [] : cueComplaints(text, segment.folded, folded(segment.sentenceTokens));
    const judged = readings.filter(
      (r) => segment.things.some((t) => t.words === r.thing.words) && r.polarity === 'negative',
    );
    // "Wine list is overpriced": the thing the guest priced is named, not the prices in general.
    const pricedThing = judged.find(
      (r) =>
        r.thing.kind !== 'price' &&
        /overpriced|pricey|expensive/.test(segment.folded) &&
        !/worth (?:it|every)|quality is there|worth the (?:price|money)/.test(folded(segment.sentenceTokens)),
    );
    for (const cue of cues) {
      if (cue.key === 'price' && pricedThing) {
        const complaint = thingComplaint(pricedThing.thing, segment.sentenceTokens, segment.folded, reviewFolded);
        if (complaint.clause && /overpriced|pricey|expensive/.test(complaint.clause)) {
          addComplaint({ ...complaint, key: 'price' });
          continue;
        }
      }
      addComplaint(cue);
    }
    const staffComplaint = judged.some((r) => r.thing.kind === 'staff' || r.thing.kind === 'person');
    for (const r of judged) {
      // What the segment's words say went wrong ("the omakase felt rushed", "$22 for a drink that took 25 minutes",
      // "rolled his eyes when I asked for cream cheese") is the complaint, not the other things they name; a dish
      // with its own fault ("the pie showed up cold") stays. A reservation is the setting of a complaint about waiting.
      const read = thingComplaint(r.thing, segment.sentenceTokens, segment.folded, reviewFolded);
      // A thing the guest's words name as a complaint ("the lack of decor") is owned by name even without a fault word.
      const plain =
        r.marked &&
        read.noun === '' &&
        ['room', 'menu', 'service', 'food', 'dish', 'drink', 'noise'].includes(r.thing.kind);
      const complaint: Complaint =
        r.said && !read.clause
          ? { ...read, noun: read.noun || `the ${r.thing.words}`, clause: r.said }
          : plain
            ? { ...read, noun: r.thing.kind === 'service' ? 'the service' : `the ${r.thing.words}` }
            : read;
      const ownFault =
        (r.thing.kind === 'dish' || r.thing.kind === 'drink') &&
        ((complaint.clause !== undefined && !/up to standard$/.test(complaint.clause)) ||
          complaint.noun !== `the ${r.thing.words}`);
      const isStaff = r.thing.kind === 'staff' || r.thing.kind === 'person';
      // Portions, noise, cleanliness and the like are complaints of their own beside any cue.
      const standalone = ['portion', 'noise', 'clean', 'room', 'crowd', 'parking'].includes(r.thing.kind);
      if ((cues.length > 0 || (staffComplaint && !isStaff)) && !ownFault && !standalone) continue;
      if (r.thing.kind === 'booking' && !/lost|no record|cancel|wrong/.test(segment.folded)) continue;
      if (complaint.noun === '') continue;
      // Four or five stars: a complaint needs words that say what went wrong, not a negative-sounding word ("hits").
      if (
        rating !== null &&
        rating >= 4 &&
        complaint.clause === undefined &&
        !/^the (?:dry|cold|lukewarm|soggy|stale|bland|salty)/.test(complaint.noun) &&
        cues.length === 0 &&
        !['wait', 'noise', 'clean', 'price', 'portion', 'staff', 'person', 'crowd'].includes(r.thing.kind)
      )
        continue;
      // A dish the guest's words do not fault (no "was cold", no "bad") is not owned: the reply names less.
      const bare =
        ['dish', 'drink', 'food', 'menu'].includes(r.thing.kind) &&
        complaint.clause === undefined &&
        complaint.noun === `the ${r.thing.words}`;
      // Unless the reading is sure and the dish is what the segment is about: then it is owned in general words.
      if (
        bare &&
        r.strength >= SURE &&
        segment.things[0] === r.thing &&
        cues.length === 0 &&
        isSubject(segment.sentenceTokens, r.thing) &&
        !STAFF_FAULT.test(segment.folded)
      ) {
        addComplaint(generalFault(r.thing, complaint));
        continue;
      }
      if (bare) continue;
      // "X wasn't up to standard" only for the thing the segment is about (its subject), never for one it mentions.
      const fallback = complaint.clause !== undefined && /up to standard$/.test(complaint.clause);
      if (fallback && !(segment.things[0] === r.thing && r.thing.from - segment.start <= 2)) continue;
      if (fallback && complaints.some((c) => c.key.startsWith('dish-') && c.clause?.includes(r.thing.words))) continue;
      addComplaint(complaint);
    }
  }
  // A person on the team the guest says did wrong ("the hostess just shrugged", "corrected my French") is owned even
  // where the words read mild to a lexicon.
  for (const segment of segments) {
    current = segment;
    const sentenceText = folded(segment.sentenceTokens);
    const staffInSentence = segments
      .filter((x) => x.sentence === segment.sentence)
      .flatMap((x) => x.things)
      .filter((t) => t.kind === 'staff' || t.kind === 'person');
    // The one person of a sentence is what its faults are about ("the manager (…) talked on his cell"); where a
    // sentence names several, only the one the segment names is.
    const unsaid = (text: string) =>
      text.replace(
        /\b(?:without being|not|never|wasn'?t|isn'?t|weren'?t|no)\s+(?:\w+\s+)?(?:pretentious|rude|pushy|snooty|arrogant)/g,
        '',
      );
    const faulted =
      STAFF_FAULT.test(unsaid(segment.folded)) ||
      (staffInSentence.length === 1 && STAFF_FAULT.test(unsaid(sentenceText)));
    // Four or five stars: only what was plainly wrong is owned about a person, not a word heard in passing.
    if (
      !faulted ||
      (rating !== null &&
        rating >= 4 &&
        !/rude|yell|attitude|condescend|ignor|dismissive|never came/.test(sentenceText))
    )
      continue;
    for (const thing of segment.things.filter((t) => t.kind === 'staff' || t.kind === 'person').slice(0, 1)) {
      const reading = readings.find((r) => r.thing.words === thing.words);
      if (reading?.polarity === 'positive') continue;
      const complaint = thingComplaint(thing, segment.sentenceTokens, segment.folded, reviewFolded);
      if (complaint.noun !== '' && !complaints.some((c) => c.key === complaint.key)) addComplaint(complaint);
    }
  }
  // A segment that reads as a complaint but gave none (its words judge, but no cue or fault says what): the thing
  // it is about is owned in general words, so the reply does not ask what went wrong after the guest said it.
  for (const segment of segments) {
    current = segment;
    const negative = (segment.forced ?? polarityOf(segment.score)) === 'negative';
    const subject = segment.things[0];
    if (!negative || subject === undefined) continue;
    const reading = readings.find((r) => r.thing.words === subject.words);
    if (reading?.polarity === 'positive') continue;
    const before = complaints.length;
    const complaint = thingComplaint(subject, segment.sentenceTokens, segment.folded, reviewFolded);
    const bare =
      ['dish', 'drink', 'food', 'menu'].includes(subject.kind) &&
      complaint.clause === undefined &&
      complaint.noun === `the ${subject.words}`;
    if (bare || ((subject.kind === 'staff' || subject.kind === 'person') && reading?.polarity !== 'negative')) continue;
    if (complaint.noun === '' || complaints.some((c) => c.key === complaint.key || c.noun === complaint.noun)) continue;
    if (cueComplaints(text, segment.folded, folded(segment.sentenceTokens)).length > 0) continue;
    addComplaint(complaint);
    void before;
  }
  // "I used to always get the turkey club, until recently": a dish that is not what it was is owned as that.
  current = null;
  const declined = new Set<number>();
  for (const segment of segments) {
    const sentence = folded(segment.sentenceTokens);
    if (declined.has(segment.sentence)) continue;
    if (!DECLINE.test(sentence)) continue;
    const dish = segment.things.find((t) => t.kind === 'dish' || t.kind === 'drink');
    if (!dish || complaints.some((c) => c.key === `dish-${dish.words}`)) continue;
    const reading = readings.find((r) => r.thing.words === dish.words);
    if (reading) reading.polarity = 'neutral';
    complaints.push({
      key: `dish-${dish.words}`,
      noun: `the ${dish.words} not being what ${dish.plural ? 'they' : 'it'} used to be`,
      area: 'kitchen',
      sentence: segment.sentence,
    });
    declined.add(segment.sentence);
  }
  // What is left of a complaint the guest made (a segment that reads as one, from which nothing above came) is said
  // back in their words, when they are short and plain: the reply owns it rather than skip it.
  current = null;
  for (const segment of segments) {
    if (owned.has(segment) || complaints.length >= 4) continue;
    if ((segment.forced ?? polarityOf(segment.score)) !== 'negative') continue;
    if (
      rating !== null &&
      rating >= 4 &&
      segment.score > -2 &&
      !/\b(?:slow|cold|rude|dirty|loud|overpriced|stale|burnt|empty)\b/.test(segment.folded)
    )
      continue;
    if (segment.things.some((t) => readings.find((r) => r.thing.words === t.words)?.polarity === 'positive')) continue;
    const first = segment.tokens.find(
      (t) =>
        !/^(?:and|but|also|then|plus|though|tho|sadly|unfortunately|however|so|still)$/.test(t.normal) &&
        t.type !== 'punctuation',
    );
    if (first === undefined || !/^(?:DET|PRON|NOUN|PROPN|NUM)$/.test(first.pos)) continue;
    if (segment.things.some((t) => t.kind === 'staff' || t.kind === 'person')) continue;
    const echo = echoOf(segment.tokens, COMPLAINING);
    if (echo)
      complaints.push({ key: `echo-${segment.sentence}-${segment.start}`, noun: '', clause: echo, area: 'general' });
  }
  // One complaint told two ways: a late delivery is not also a wait; an overpriced thing is the price complaint;
  // "the food" beside the dishes that were wrong says nothing more.
  const has = (key: string) => complaints.some((c) => c.key === key);
  const dishes = complaints.filter(
    (c) => c.key.startsWith('dish-') && !/^dish-(?:food|meal|dinner|lunch|brunch|breakfast|dishes)$/.test(c.key),
  ).length;
  const portion = has('portion');
  const wordsOf = (c: Complaint) => `${c.noun} ${c.clause ?? ''}`;
  const sharedFault = (a: Complaint, b: Complaint) =>
    ['cramped', 'noise', 'loud', 'smoke', 'cold'].some((w) => wordsOf(a).includes(w) && wordsOf(b).includes(w));
  const fallbackDish = (c: Complaint) =>
    c.key.startsWith('dish-') && /(?:up to standard|what you hoped for)$/.test(c.clause ?? '');
  const staffTreated = complaints.filter((c) => /^how our .+ treated you$/.test(c.noun));
  const heads = (c: Complaint) => (c.noun.match(/\b(?:table|tables|wait|line|reservation|order)\b/g) ?? []).join(' ');
  const pruned = complaints.filter(
    (c, k) =>
      // "the price of the strip steak" beside the strip steak's own complaint; a fault told twice ("how cramped it
      // was" and "the room was cramped"); a dish owned in general words beside one owned in the guest's words.
      !(
        /^the price of the (.+)$/.test(c.noun) &&
        complaints.some((k) => k !== c && wordsOf(k).includes(c.noun.replace(/^the price of the /, '')))
      ) &&
      !complaints.slice(0, k).some((p) => sharedFault(p, c) && !(p.key === 'delivery')) &&
      !(
        fallbackDish(c) &&
        complaints.some((p) => p !== c && p.key.startsWith('dish-') && !fallbackDish(p) && p.sentence === c.sentence)
      ) &&
      // "the portion sizes" beside "the small plates were tiny": one complaint.
      !(portion && c.key.startsWith('dish-') && /small|tiny|skimpy|stingy/.test(c.clause ?? c.noun)) &&
      // Being refused is what the staff did: not also "how our hostess treated you".
      !(has('refused') && /^how our .+ treated you$/.test(c.noun)) &&
      // Two people who "treated you" badly are the team, once.
      !(staffTreated.length > 1 && staffTreated.indexOf(c) > 0) &&
      // The same table, wait or order named twice.
      !(heads(c) !== '' && complaints.slice(0, k).some((p) => heads(p) === heads(c))) &&
      !(c.key === 'wait' && has('delivery')) &&
      // The wait and being left without anyone coming are one complaint told twice; so is a late seat.
      !(
        c.key === 'ignored' &&
        (has('wait') || has('seated-late') || complaints.some((k) => /never coming/.test(k.noun))) &&
        !c.noun.includes('never')
      ) &&
      !(c.key === 'price' && c.noun === 'the prices' && has('fee')) &&
      !(
        /^your experience with/.test(c.noun) &&
        complaints.some((k) => k !== c && k.area === c.area && !/^your experience with/.test(k.noun))
      ) &&
      !(c.key === 'wait' && has('seated-late') && !/\d/.test(c.noun)) &&
      !(dishes > 1 && /^dish-(?:food|meal|dinner|lunch|brunch|breakfast|dishes)$/.test(c.key)) &&
      // "$19 for cold eggs": the price of a thing already owned is the same complaint.
      !(
        c.key === 'price' &&
        /^the price of the (.+)$/.test(c.noun) &&
        complaints.some((k) => k !== c && k.key.startsWith('dish-') && c.noun.endsWith(k.key.slice(5)))
      ) &&
      // A thing named inside another complaint's words ("skimpy on the meat") is that complaint.
      !(
        c.key.startsWith('dish-') &&
        complaints.some(
          (k) =>
            k !== c &&
            k.clause !== undefined &&
            c.key.slice(5) !== '' &&
            k.clause.includes(` ${c.key.slice(5)}`) &&
            !k.clause.startsWith(`the ${c.key.slice(5)} `),
        )
      ) &&
      !(
        c.key === 'price' &&
        complaints.some((k) => k !== c && /overpriced|pricey|expensive|price of/.test(k.noun + (k.clause ?? '')))
      ),
  );
  // A late and cold delivery beside a dish that "showed up cold": the cold is said once, with the dish.
  const deliveryAt = pruned.findIndex((c) => c.noun === 'your delivery arriving late and cold');
  if (deliveryAt >= 0 && pruned.some((c, k) => k !== deliveryAt && /\bcold\b|lukewarm/.test(wordsOf(c)))) {
    const delivery = pruned[deliveryAt];
    if (delivery) pruned[deliveryAt] = { ...delivery, noun: 'how long your delivery took' };
  }
  if (staffTreated.length > 1) {
    const first = pruned.indexOf(staffTreated[0] as Complaint);
    if (first >= 0) pruned[first] = { ...(staffTreated[0] as Complaint), noun: 'how our team treated you' };
  }
  complaints.splice(0, complaints.length, ...pruned);
  const staffNames = staffNamesIn(text);
  const namedIn = (name: string, polarity: Polarity) =>
    segments.some((s) => s.tokens.some((t) => t.value === name) && (s.forced ?? polarityOf(s.score)) === polarity);
  const staffCriticised = staffNames.filter((n) => namedIn(n, 'negative'));
  const staffPraised = staffNames.filter((n) => !staffCriticised.includes(n) && !namedIn(n, 'negative'));
  const praised = praiseWorthy(readings.filter((r) => r.polarity === 'positive').map((r) => r.thing));
  const totalEvidence = segments.reduce((sum, s) => sum + Math.abs(s.score), 0);
  const lean = totalEvidence === 0 ? 0 : segments.reduce((sum, s) => sum + s.score, 0) / totalEvidence;
  return {
    things: readings,
    praised,
    complaints,
    staffPraised,
    staffCriticised,
    lean,
    says: readings.length > 0 || complaints.length > 0 || staffNames.length > 0,
    // An occasion they celebrated here, not one they are planning ("already planning our anniversary here").
    occasion: PLANNED_OCCASION.test(reviewFolded) ? null : (OCCASION.exec(reviewFolded)?.[1] ?? null),
    // They say so themselves: "been coming here 20 years", "we're regulars".
    regular: REGULAR.test(reviewFolded),
  };
}
