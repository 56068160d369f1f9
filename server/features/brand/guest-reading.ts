import { complaintsOf } from './review-complaints.ts';
import { DISH_HEADS } from './dishes.ts';
import { AND_DISHES, FOOD_WORDS, KIND_OF, MULTIWORD_DISHES } from './thing-vocabulary.ts';
import { coveredBy } from './complaint-coverage.ts';
import { SOFT_AS_IT_SHOULD_BE } from './complaint-pruning.ts';
import type { Complaint } from './guest-complaints.ts';
import { LIKED_ANYWAY, WAVED_OFF } from './kept-for-stars.ts';
import {
  faultedWhereNamed,
  firstDishOfEachSentence,
  namedPlainly,
  namesAnOffer,
  NOT_THANKED_BY_NAME,
  thankedOnce,
  withoutMouthMelt,
  withWholeName,
} from './praise-naming.ts';
import { OCCASION, PLANNED_OCCASION, REGULAR, BEREAVED } from './guest-phrases.ts';
import { folded, foldedReview, readSegments, segmentPolarity, type Polarity, type Segment } from './guest-segments.ts';
import { staffNamesIn, type Thing } from './guest-things.ts';
import { parseEnglish, plainerWording, unstretched } from './nlp.ts';
import { withoutStaffNames } from './staff-names.ts';
import { onlyInAPhrase, praisedSubjects } from './praise-subjects.ts';
import { mildPraiseOf } from './praise-strength.ts';
import { judgeThings, type ThingReading } from './thing-judgement.ts';
import { modelReadings } from './thing-model.ts';

export type { Complaint, ComplaintArea } from './guest-complaints.ts';
export type { Polarity } from './guest-segments.ts';
export type { Thing, ThingKind } from './guest-things.ts';
export type { ThingReading } from './thing-judgement.ts';

/**
 * An English review read the way a manager reads it: what the guest praised (by name), every complaint they stated
 * (in their words), and who on the team they thanked. Sentences are cut into segments at contrast ("but",
 * "although", "aside from"), at commas and at "and" between clauses; each segment is judged by its own words, a
 * judgement without a thing ("…, dense and oily") goes to the thing before it, comparison ("better than") splits a
 * segment in two, and "the only saving grace was" praises what follows. The steps: segments (guest-segments.ts),
 * what is said of each thing (thing-judgement.ts), the complaints (complaint-assembly.ts), each told once
 * (complaint-pruning.ts).
 */

export interface GuestReading {
  things: ThingReading[];
  /** What to thank for, most specific first. */
  praised: Thing[];
  /**
   * What the guest praised outright, by a construction that surely praises ("the only saving grace was the wings",
   * "the brisket slaps"): at one or two stars, the only praise a reply calls a bright spot.
   */
  standout: Thing[];
  /** What was praised only mildly at three or four stars ("decent", "good, not life changing"), with their word. */
  mildlyPraised: MildPraise[];
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
  /**
   * Sentences whose words read against the visit but from which no complaint was read: the reading is unsure what
   * they fault, so a reply owns them in general words rather than pass over them.
   */
  unowned: string[];
  /** The occasion the guest celebrated with us ("birthday", "anniversary"), if they said. */
  occasion: string | null;
  /** The occasion as the owner says it back ("your birthday", "your wife's birthday", "the birthday"). */
  occasionSaidBack: string | null;
  /** The guest says they have come for years, or are a regular. */
  regular: boolean;
  /** The guest came to us after a loss ("after my uncle's funeral"): a reply offers condolences first. */
  bereaved?: boolean;
}

/**
 * What a guest praised without a word the reading knows: the subjects their praise names, or, at five stars where
 * there are none, the dishes they chose to mention ("Proper Cornish pasty, crimped like it should be").
 */
function praisedOrMentioned(
  segments: Parameters<typeof praisedSubjects>[0],
  readings: readonly ThingReading[],
  rating: number | null,
  placeWords: ReadonlySet<string>,
): Thing[] {
  const subjects = praisedSubjects(segments, rating, placeWords);
  if (subjects.length > 0 || rating !== 5) return subjects;
  return readings
    .filter(
      (r) =>
        r.polarity === 'neutral' &&
        (r.thing.kind === 'dish' || r.thing.kind === 'drink') &&
        r.thing.words.split(' ').length <= 3 &&
        // "The menu features mantoo, kebabs and a platter": a description, not what they had.
        !segments.some(
          (s) =>
            s.things.includes(r.thing) && /\b(?:menu|features|offers|serves|includes)\b/.test(folded(s.sentenceTokens)),
        ),
    )
    .map((r) => r.thing)
    .slice(0, 2);
}

/** A thing praised only a little, and the guest's word for it ("decent", "okay", "just good"). */
export interface MildPraise {
  thing: Thing;
  word: string;
}

/** Reads one English review; `placeWords` are the restaurant's own name's words (never a dish). */
export function readGuest(
  written: string,
  placeWords: ReadonlySet<string> = new Set(),
  rating: number | null = null,
): GuestReading {
  const text = plainerWording(unstretched(written));
  const trimmed = text.trim();
  const sentences = parseEnglish(trimmed);
  const segments = readSegments(text, sentences, placeWords);
  const model = modelReadings(trimmed, sentences, segments);
  const readings = judgeThings(segments, rating, model);
  const reviewFolded = foldedReview(text);
  const staffNames = staffNamesIn(text);
  // Staff the guest names where their words complain are never thanked, and never named in the reply's apology.
  const staffCriticised = staffNames.filter((name) => namedInComplaint(segments, name));
  const complaints = complaintsOf({ text, reviewFolded, sentences, segments, readings, rating, model }).map((c) => ({
    ...c,
    noun: withoutStaffNames(c.noun, staffCriticised),
    ...(c.clause === undefined ? {} : { clause: withoutStaffNames(c.clause, staffCriticised) }),
  }));
  // "decent", "good, not life changing": not thanked as a hit, but said back in measured words.
  const positives = praiseWorthy(readings.filter((r) => r.polarity === 'positive').map((r) => r.thing)).filter(
    (t) => !onlyInAPhrase(t, segments),
  );
  const mildlyPraised = positives.flatMap((thing) => {
    const word = mildPraiseOf(thing, segments, rating);
    return word === null ? [] : [{ thing, word }];
  });
  // "We're thrilled you loved the burrito … sorry the burrito was bland": a thing owned in a complaint is not thanked.
  // "peshwari naan" in a list and "the naan was a tad dry" later: one naan.
  const complainedOf = (t: Thing) =>
    complaints.some(
      (c) =>
        c.key === `dish-${t.words}` ||
        c.key === `dish-${t.head}` ||
        c.noun.toLowerCase().startsWith(`the ${t.words.toLowerCase()} `) ||
        (c.clause ?? '')
          .toLowerCase()
          .replace(/^(?:some|one) of /, '')
          .startsWith(`the ${t.words.toLowerCase()} `) ||
        // "forgot the chopsticks and the extra chili": what never came is not thanked.
        (/(?:being forgotten|never arriving)$|^running out of/.test(c.noun) &&
          new RegExp(`\\b${t.words.toLowerCase().replace(/[^a-z ]/g, '')}\\b`).test(c.noun)) ||
        // "Service was fast, bit curt": the service owned in a complaint is not thanked too.
        (t.head === 'service' && /\bservice\b/.test(`${c.noun} ${c.clause ?? ''}`)),
    );
  return {
    things: readings,
    praised: [
      ...positives.filter(
        (t) => !mildlyPraised.some((m) => m.thing === t) && !complainedOf(t) && !faultedWhereNamed(t, segments),
      ),
      ...(positives.length === 0 ? praisedOrMentioned(segments, readings, rating, placeWords) : []),
    ]
      // "views of the sound", "patio on the water", "jazz brunch is a vibe", "business dinner", "food quality": the
      // setting, the occasion or a word for the food, not something the kitchen or the team can be thanked for by
      // name; the sentence's next dish is thanked instead.
      .filter(
        (t) =>
          !NOT_THANKED_BY_NAME.test(namedPlainly(withWholeName(t, segments)).words) && !namesAnOffer(t, reviewFolded),
      )
      .filter((t, _k, all) => firstDishOfEachSentence(all, segments).includes(t))
      .map((t) => withoutMouthMelt(namedPlainly(withWholeName(t, segments)), reviewFolded))
      // "the bagel and the bagels", "tacos de asada": one thing, once.
      .filter((t, k, all) => thankedOnce(t, k, all, reviewFolded)),
    standout: positives.filter((t) => segments.some((s) => s.forced === 'positive' && s.things.includes(t))),
    mildlyPraised,
    complaints,
    // A name is thanked where the guest's words praise (or, at four or five stars, do not fault) them: not "our server
    // Mike brought the food" in a review about cold food.
    staffPraised: staffNames.filter(
      (name) =>
        !staffCriticised.includes(name) && ((rating !== null && rating >= 4) || namedWhere(segments, name, 'positive')),
    ),
    staffCriticised,
    lean: leanOf(segments),
    says: readings.length > 0 || complaints.length > 0 || staffNames.length > 0,
    unowned: unownedSentences(segments, complaints, rating, readings),
    occasion: occasionOf(reviewFolded),
    occasionSaidBack: occasionSaidBack(reviewFolded, occasionOf(reviewFolded)),
    bereaved: BEREAVED.test(reviewFolded),
    // They say so themselves: "been coming here 20 years", "we're regulars".
    regular: REGULAR.test(reviewFolded),
  };
}

/** A thing said to be only fine ("burger was just fine"). */
const JUST_FINE =
  /^(?:the |our |my )?[\w' -]+ (?:was|were|is|are) (?:just |only |pretty |quite )?(?:fine|ok|okay|alright|decent|average)[.!]?$/;
/** A verdict on the whole visit ("Never again.", "won't be back"): nothing in it to own beyond the rest. */
const VERDICT_ONLY =
  /^(?:(?:honestly |so |very |just |really )?(?:disappointed|disappointing|unimpressed|nope|pass|no)|(?:and )?never again|stay away|avoid|zero stars?\b.*|.*\b(?:won'?t|will not|not|never) (?:be (?:back|returning|going back)|going back|coming back|return(?:ing)?)\b.*)[.!?]*$/;
const PLAIN_PRAISE = /\b(?:great|amazing|excellent|love|loved|lovely|perfect|fantastic|brilliant|awesome)\b/;
/** Negative words that praise or concede ("hard to beat", "without being stiff", "that's the vibe"). */
const NOT_A_FAULT =
  /\b(?:hard to beat|can'?t beat|without being|that'?s the vibe|not (?:a |the )?fancy|but (?:totally |well |so |definitely )?worth it|but (?:a )?(?:great|fun|lovely|good) (?:vibe|atmosphere|time|night)|but (?:it )?moved (?:fast|quick)|muddy (?:dogs|walkers|boots))\b/;

/** Words that take the sentence's fault back: waved off, liked anyway, or a word that praises here ("the bun is soft"). */
const takenBack = (sentence: string) =>
  NOT_A_FAULT.test(sentence) ||
  LIKED_ANYWAY.test(sentence) ||
  WAVED_OFF.test(sentence) ||
  SOFT_AS_IT_SHOULD_BE.test(sentence);

/**
 * Sentences with a segment that reads against the visit (not a condition), from which no complaint was read. Beside
 * complaints owned by name (and at four or five stars), only a segment naming a thing none of them owns counts: "the wait was unbelievable" before
 * "we stood by the door for 40 min" is one complaint, and "absolutely unacceptable" sums up the ones owned.
 */
function unownedSentences(
  segments: readonly Segment[],
  complaints: readonly Complaint[],
  rating: number | null,
  readings: readonly ThingReading[],
): string[] {
  // At four or five stars, or beside complaints owned, words against the visit count only where they name a thing.
  const needsThing = complaints.length > 0 || (rating !== null && rating >= 4);
  // …and at four or five, a thing read against ("Garlic prawns and a cold Cascade on the deck" faults nothing).
  const faulted = (thing: Thing) =>
    rating === null || rating < 4 || readings.some((r) => r.thing === thing && r.polarity === 'negative');
  const owned = new Set(complaints.map((c) => c.sentence));
  const out = new Map<number, string>();
  for (const segment of segments) {
    if (owned.has(segment.sentence) || segment.conditional || segmentPolarity(segment) !== 'negative') continue;
    const sentence = folded(segment.sentenceTokens);
    if (VERDICT_ONLY.test(sentence) || takenBack(sentence) || segment.sentenceTokens.length <= 4) continue;
    // "Burger was just fine" at four or five stars: mild praise, not a fault.
    if (rating !== null && rating >= 4 && JUST_FINE.test(sentence)) continue;
    if (needsThing && !segment.things.some((t) => !coveredBy(t, complaints) && faulted(t))) continue;
    // "…which is great for us gym rats": at four or five stars a segment that praises in so many words is no fault.
    if (rating !== null && rating >= 4 && PLAIN_PRAISE.test(segment.folded)) continue;
    out.set(segment.sentence, sentence);
  }
  return [...out.values()];
}

/** A segment that names the person (by the name as written) reads as a complaint. */
function namedInComplaint(segments: readonly Segment[], name: string): boolean {
  return namedWhere(segments, name, 'negative') || faultedLaterInSentence(segments, name);
}

/** The word a name is found by among a review's tokens: "Mr Singh" by "Singh". */
function lastWordOf(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

/** A segment that names the person (by the name as written) reads one way. */
function namedWhere(segments: readonly Segment[], name: string, polarity: Polarity): boolean {
  return segments.some((s) => s.tokens.some((t) => t.value === lastWordOf(name)) && segmentPolarity(s) === polarity);
}

/** "Our waiter Marco was sweet but disappeared for 20 min": a name in a sentence that goes on to fault them. */
function faultedLaterInSentence(segments: readonly Segment[], name: string): boolean {
  return segments.some(
    (s, k) =>
      s.tokens.some((t) => t.value === lastWordOf(name)) &&
      segments
        .slice(k + 1)
        .some((n) => n.sentence === s.sentence && n.things.length === 0 && segmentPolarity(n) === 'negative'),
  );
}

/** The words' overall lean, −1 … 1: the segments' scores over all their evidence. */
function leanOf(segments: readonly Segment[]): number {
  const totalEvidence = segments.reduce((sum, s) => sum + Math.abs(s.score), 0);
  return totalEvidence === 0 ? 0 : segments.reduce((sum, s) => sum + s.score, 0) / totalEvidence;
}

/** An occasion they celebrated here, not one they are planning ("already planning our anniversary here"). */
function occasionOf(review: string): string | null {
  return PLANNED_OCCASION.test(review) ? null : (OCCASION.exec(review)?.[1] ?? null);
}

/**
 * The occasion as the owner says it back: "your birthday" for the guest's own, "your wife's birthday" for someone
 * they name, "the birthday" for "her birthday" (the reply cannot tell whose).
 */
function occasionSaidBack(review: string, occasion: string | null): string | null {
  if (occasion === null) return null;
  const match = OCCASION.exec(review);
  const before = match?.[0].slice(0, match[0].lastIndexOf(occasion)) ?? '';
  const whose =
    /\b(?:my |our )?((?:mom|mum|dad|wife|husband|sister|brother|daughter|son|friend|partner|girlfriend|boyfriend|fiance|fiancee|grandma|grandmother|grandpa|grandfather|nan|nana|gran|granny|nanny|mother|father|parents|kids?|boss|colleague|best friend|auntie|aunt|uncle)'?s)\b/.exec(
      before,
    )?.[1];
  if (whose) return `your ${whose.replace(/'?s$/, "'s")} ${occasion}`;
  // "my cousin birthday": the cousin's, written without the apostrophe.
  const kin =
    /\b(?:my|our) (cousin|niece|nephew|friend|sister|brother|mum|mom|dad|wife|husband|son|daughter|boss|colleague|aunt|auntie|uncle|nan|gran|grandma|grandpa)\s*$/.exec(
      before,
    )?.[1];
  if (kin) return `your ${kin}'s ${occasion}`;
  if (/\b(?:my|our)\b/.test(before)) return `your ${occasion}`;
  // "Brought my daughter for her 6th birthday": whose it was, from the person the guest named.
  const named = /\b(?:her|his)\b/.test(before)
    ? /\bmy (mom|mum|dad|wife|husband|sister|brother|daughter|son|friend|partner|girlfriend|boyfriend|grandma|grandmother|grandpa|nan|mother|father|boss)\b/.exec(
        review,
      )?.[1]
    : undefined;
  return named ? `your ${named}'s ${occasion}` : `the ${occasion}`;
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
  /^(?:food|meal|meals|dinner|lunch|brunch|breakfast|dishes|flavou?rs?|spice|heat|seasoning|cooking|cuisine|fare|menu|menus|options|selection|dessert|desserts|fish|meat|bowl|plate|drink|drinks|wine|sides|plates|bowls|leftovers|portions|seconds|course|courses)$/;

/** A superlative before a thing's name ("the fluffiest pancakes", "best ever brisket"). */
const SUPERLATIVE =
  /^(?:best|finest|tastiest|fluffiest|biggest|freshest|crispiest|juiciest|creamiest|richest|greatest|nicest|smoothest|softest|flakiest|loveliest|yummiest|cheesiest|spiciest)(?: ever)? /i;

const PLACE_HEADS =
  /^(?:spot|place|restaurant|joint|cafe|café|diner|shop|bistro|trattoria|pizzeria|taqueria|bakery|deli|pub|tavern|brewery|establishment|truck|cart|stall|van)$/;

/** What a reply may thank for, most specific first: one thing per head word, general words only when alone. */
function praiseWorthy(things: Thing[]): Thing[] {
  const sorted = [...things]
    // "the wine bar", "this spot": the place itself, which a reply does not thank itself for.
    .filter(
      (t) =>
        !PLACE_HEADS.test(t.head) &&
        !/^(?:(?:little|lovely|wonderful|great|local|neighbou?rhood) )?(?:wine|sports|cocktail|dive|whisk(?:e)?y|gin|beer|jazz|tapas|karaoke|rooftop|hotel|little|local) bar$/i.test(
          t.words,
        ),
    )
    // "the fluffiest pancakes": the guest's superlative stays theirs; the reply names the pancakes.
    .map((t) => {
      const plain = t.words.replace(SUPERLATIVE, '');
      return plain !== t.words && plain !== '' ? { ...t, words: plain } : t;
    })
    // "they brought our lab a water bowl": a kindness, not something the guest ate.
    .filter(
      (t) =>
        !/^(?:[a-z]+ )?(?:water bowl|high chair|napkins?|straws?|crayons|dogs?|pup|puppy|kids?|baby|walkers|hikers|cyclists|ramblers)$/i.test(
          t.words,
        ),
    )
    // "€9 for a small bowl of chips": a measure of what was served, not a dish.
    .filter(
      (t) => !/^(?:small |tiny |little |big |large )?(?:bowl|plate|cup|glass|jug|basket|portion)s?$/i.test(t.words),
    )
    // "the Egyptian food": the restaurant names its own food plainly.
    .map((t) => (t.kind === 'food' && /^\p{Lu}\p{Ll}+ food$/u.test(t.words) ? { ...t, words: 'food' } : t))
    .sort((a, b) => SPECIFICITY[a.kind] - SPECIFICITY[b.kind]);
  const specific = sorted.some((t) => t.kind === 'dish' || t.kind === 'drink');
  const kept: Thing[] = [];
  const dishes = sorted.filter((t) => t.kind === 'dish' || t.kind === 'drink').length;
  for (const thing of sorted) {
    if (specific && (thing.kind === 'food' || thing.kind === 'menu') && GENERAL_FOOD.test(thing.head)) continue;
    // "the toro and the fish", "the olive oil cake and the dessert": a general word beside the dish it stands for.
    if (dishes > 1 && thing.words === thing.head && GENERAL_FOOD.test(thing.head)) continue;
    // "the pint and the stout", "the pizza and the margherita": the kind beside the one of it the guest named.
    if (sorted.some((o) => o !== thing && standsFor(thing, o))) continue;
    // "the salmon schmear bagel and the bagels": one head, singular or plural, is one thing.
    const one = (w: string) => w.replace(/s$/, '');
    if (
      kept.some(
        (k) => one(k.head) === one(thing.head) || k.words.includes(thing.words) || thing.words.includes(k.words),
      )
    )
      continue;
    kept.push(thing);
  }
  // A second dish thanked beside the first must be one the vocabulary knows: the unknown ones a blind reader saw
  // thanked second were fragments ("the boiled", "the kick", "the grapefruit" of one cocktail, "the rye").
  const isDish = (t: Thing) => t.kind === 'dish' || t.kind === 'drink';
  const firstDish = kept.findIndex(isDish);
  return kept.filter((thing, k) => k <= firstDish || !isDish(thing) || knownDish(thing));
}

/** Kinds of dish or drink a guest names beside one of them, and the names of that one. */
const KINDS_AND_NAMES: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:pint|pints|beer|beers|glass)$/, /stout|lager|ale|ipa|pilsner|porter|bitter|kolsch|guinness|sour|cider|wine/],
  [
    /^(?:pasta)$/,
    /pappardelle|tagliatelle|spaghetti|linguine|rigatoni|penne|gnocchi|ravioli|carbonara|cacio|fettuccine|lasagn|orecchiette|bucatini/,
  ],
  [/^(?:broth|soup)$/, /tonkotsu|ramen|pho|laksa|shoyu|tantanmen|tsukemen|leek|chowder|minestrone/],
  [/^(?:pastry|pastries)$/, /pie|croissant|pasty|sausage roll|tart|danish|pain au/],
  [/^(?:pizza|pizzas)$/, /margherita|pepperoni|marinara|diavola|nduja|quattro|capricciosa|hawaiian|calzone/],
  [/^(?:tacos?)$/, /al pastor|carnitas|birria|carne asada|barbacoa|suadero|lengua|chorizo/],
  [/^(?:roll|bun|bread|baguette)$/, /banh mi|sandwich|burger|sub\b|hoagie|po'? ?boy|cheesesteak|torta/],
];

/** Whether `general` only names the kind of `other` ("pint" beside "stout"), said bare. */
function standsFor(general: Thing, other: Thing): boolean {
  return (
    general.words.toLowerCase() === general.head.toLowerCase() &&
    KINDS_AND_NAMES.some(
      ([kind, names]) => kind.test(general.head.toLowerCase()) && names.test(other.words.toLowerCase()),
    )
  );
}

/** A dish or drink the vocabulary knows by its head, or a multiword name it knows. */
function knownDish(thing: Thing): boolean {
  const head = thing.head.toLowerCase();
  const singular = head.replace(/(?:es|s)$/, '');
  return (
    DISH_HEADS.has(head) ||
    DISH_HEADS.has(singular) ||
    FOOD_WORDS.has(head) ||
    FOOD_WORDS.has(singular) ||
    KIND_OF.has(head) ||
    KIND_OF.has(singular) ||
    MULTIWORD_DISHES.some((d) => d.join(' ') === thing.words.toLowerCase()) ||
    // "pie and mash", "steak & ale": a pair the vocabulary names as one dish.
    AND_DISHES.has(thing.words.toLowerCase().replace(/ (?:and|&) /, ' '))
  );
}
