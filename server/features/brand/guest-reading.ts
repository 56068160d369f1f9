import { assembleComplaints } from './complaint-assembly.ts';
import type { Complaint } from './guest-complaints.ts';
import { OCCASION, PLANNED_OCCASION, REGULAR } from './guest-phrases.ts';
import { foldedReview, polarityOf, readSegments, type Polarity } from './guest-segments.ts';
import { staffNamesIn, type Thing } from './guest-things.ts';
import { parseEnglish } from './nlp.ts';
import { judgeThings, modelReadings, type ThingReading } from './thing-judgement.ts';

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
  const reviewFolded = foldedReview(text);
  const complaints = pruneComplaints(assembleComplaints({ text, folded: reviewFolded, segments, readings, rating }));
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

function pruneComplaints(complaints: Complaint[]): Complaint[] {
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
  return pruned;
}
