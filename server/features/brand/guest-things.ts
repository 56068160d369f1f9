import { CONTAINER_HEADS, DISH_HEADS, opensJudgingDishName } from './dishes.ts';
import type { NlpToken } from './nlp.ts';
import { hadATaste, toldHowItTasted } from './food-notes.ts';
import { staffNamesIn } from './staff-names.ts';
import { asWritten, atSentenceStart, isNoun, judges, kindOfHead, normalAt, pluralOf } from './thing-heads.ts';
import {
  AND_DISHES,
  EATING_VERBS,
  FOOD_ADJECTIVES,
  FOOD_WORDS,
  KIND_OF,
  MULTIWORD_DISHES,
  NAME_PRONE,
  NAMING_ADJECTIVES,
  NOT_NOUNS,
  NOT_THINGS,
  STAFF_ONLY_WITH_PLACE,
  STAFF_WORDS,
  WAIT_HEADS,
} from './thing-vocabulary.ts';

// Staff names are read with the things: a person the guest names is a person, never a dish.
export { staffNamesIn };

/**
 * The things a guest names in a run of words, as noun phrases a reply can say back: "the spicy vodka rigatoni",
 * "our server", "Marcus", "the wait", "the prices". Each has the kind a reply needs to choose its words (a dish is
 * enjoyed, a person is thanked, a wait is apologised for) and its number ("the dumplings were", "the burger was").
 */

export type ThingKind =
  | 'dish'
  | 'drink'
  | 'food'
  | 'menu'
  | 'person'
  | 'staff'
  | 'service'
  | 'wait'
  | 'room'
  | 'noise'
  | 'price'
  | 'portion'
  | 'clean'
  | 'delivery'
  | 'booking'
  | 'parking'
  | 'crowd'
  | 'place';

export interface Thing {
  /** As the guest wrote it, without their article or possessive: "spicy vodka rigatoni", "bartender", "Marcus". */
  words: string;
  /** The head word, lower case ("rigatoni", "bartender"). */
  head: string;
  plural: boolean;
  kind: ThingKind;
  /** Index of the head token in the run it was found in. */
  at: number;
  /** Index of the first token of the phrase (its article or possessive included). */
  from: number;
  /** Index of the first of the thing's own words (after any article and judging words). */
  wordsFrom: number;
}

/** Measures said of a size ("12oz", "8-inch"), never part of a dish's name. */
const MEASURES = /^(?:oz|ounce|ounces|ml|cl|litre|liter|inch|inches|in|cm|pint|pints|lb|lbs|g|kg)$/;

/** A word before a head that is no part of a dish's name: staff, a number, a measure after its number ("a 12oz latte"). */
function namesNoDish(tokens: readonly NlpToken[], k: number): boolean {
  const t = tokens[k];
  if (t === undefined) return true;
  if (STAFF_WORDS.has(t.normal) || NOT_THINGS.has(t.normal) || /\d/.test(t.normal)) return true;
  // "a sad looking banana bread": how it looked names no dish.
  if (/^(?:looking|looked|tasting|sounding)$/.test(t.normal)) return true;
  return MEASURES.test(t.normal) && tokens[k - 1]?.type === 'number';
}

/** Words before a head that name which one it is ("spicy vodka", "lamb shawarma", "dry-aged"), at most three. */
function namingWordsBefore(tokens: readonly NlpToken[], head: number): number {
  let from = head;
  for (let k = head - 1; k >= 0 && head - k <= 4; k -= 1) {
    const t = tokens[k];
    if (t === undefined) break;
    // "dry-aged", "by-the-glass": a hyphenated compound before the head is one naming word.
    if ((t.normal === '-' || t.normal === '–') && t.before === '' && tokens[k + 1]?.before === '' && tokens[k - 1]) {
      from = k - 1;
      k -= 1;
      continue;
    }
    // "sticky rice", "flat white": a word that judges elsewhere names the dish.
    if (t.type === 'punctuation' || (judges(t) && !opensJudgingDishName(tokens, k))) break;
    // "grilled", "smoked", "dry-aged" name a dish; "tried", "ordered" do not.
    if (!(isNoun(t) || t.pos === 'ADJ' || (t.pos === 'VERB' && NAMING_ADJECTIVES.test(t.normal)))) break;
    if (namesNoDish(tokens, k)) break;
    from = k;
  }
  return from;
}

/** A dish word wink tags as a verb or adjective ("fries", "burnt ends") still heads a dish at the end of a noun run. */
function headsAPhrase(tokens: readonly NlpToken[], i: number): boolean {
  const token = tokens[i];
  if (token === undefined || NOT_NOUNS.has(token.normal)) return false;
  const next = tokens[i + 1];
  // "Parking lot is a mess", "only downside is parking": the parking, however it is tagged.
  if (token.normal === 'parking' && !/^(?:DET|PRON|PROPN)$/.test(next?.pos ?? '')) return true;
  if (next !== undefined && isNoun(next) && !NOT_THINGS.has(next.normal) && next.before !== '') return false;
  if (isNoun(token)) return true;
  // "fries" tagged a verb is still the dish; "rolled" is not a roll.
  const w = token.normal;
  // "a broth I could drink": a verb after a subject or a modal is the action, not the thing.
  if (token.pos === 'VERB' && /^(?:PRON|AUX|PART)$/.test(tokens[i - 1]?.pos ?? '')) return false;
  return (
    token.pos !== 'ADP' && token.pos !== 'ADV' && (DISH_HEADS.has(w) || FOOD_WORDS.has(w) || KIND_OF.get(w) === 'drink')
  );
}

const isKnownDish = (t: NlpToken) => kindOfHead(t) === 'dish';

/** "we ordered the lahmacun", "get the al pastor", "especially the lahmacun"; not "must have been the computer". */
function orderedIt(tokens: readonly NlpToken[], from: number): boolean {
  const eatAt = [from - 1, from - 2, from - 3].find((k) => {
    const t = tokens[k];
    return t !== undefined && (EATING_VERBS.test(t.normal) || /^(?:especially|particularly)$/.test(t.normal));
  });
  if (eatAt === undefined) return false;
  const between = tokens.slice(eatAt + 1, from);
  const modal = /^(?:must|could|would|should|might|may)$/.test(tokens[eatAt - 1]?.normal ?? '');
  return !modal && between.every((t) => /^(?:the|a|an|their|your|our|my|some|his|her)$/.test(t.normal));
}

/**
 * "pupusas revueltas with the curtido", "double brat on a hard roll": what a sentence opens with, served with or on
 * a known dish, is a dish too; not "a little candle on the pudding" or "the harbour and the linguine" mid-sentence.
 */
function servedWithADish(tokens: readonly NlpToken[], i: number, from: number): boolean {
  const start = withDeterminer(tokens, from);
  return (
    atSentenceStart(tokens, start) &&
    /^(?:NOUN|PROPN)$/.test(tokens[i]?.pos ?? '') &&
    // "arepa stuffed with", "christmas style on", "the conveyor belt with": not what was eaten.
    !/ed$|^(?:style|way|belt|kind|type|version|one|christmas|easter|thanksgiving)$/.test(tokens[i]?.normal ?? '') &&
    /^(?:with|w|on)$/.test(tokens[i + 1]?.normal ?? '') &&
    tokens.slice(i + 2, i + 6).some(isKnownDish)
  );
}

/** Whether an unknown noun is something the guest ate or drank: how it tasted, or that they ordered it. */
function inFoodContext(tokens: readonly NlpToken[], i: number, from: number): boolean {
  const after = tokens.slice(i + 1, i + 6);
  const verb = after[0];
  const verbAt = /^(?:which|that)$/.test(verb?.normal ?? '') ? 1 : 0;
  const linking = after[verbAt];
  if (linking && /^(?:is|was|are|were|tastes|tasted|taste|came|comes|arrived|looked|smelled)$/.test(linking.normal)) {
    if (after.slice(verbAt + 1).some((t) => FOOD_ADJECTIVES.test(t.normal) || /^(?:heat|flavou?r)$/.test(t.normal)))
      return true;
  }
  if (hadATaste(after)) return true;
  if (toldHowItTasted(tokens, i, from)) return true;
  if (orderedIt(tokens, from) || servedWithADish(tokens, i, from)) return true;
  // In a list with a known dish ("the jollof rice and suya", "hummus, falafel and kofta").
  const neighbours = [tokens[from - 2], tokens[i + 2]].filter((t): t is NlpToken => t !== undefined);
  const joined =
    tokens[from - 1]?.normal === 'and' || tokens[from - 1]?.normal === ',' || tokens[i + 1]?.normal === 'and';
  return joined && neighbours.some((t) => kindOfHead(t) === 'dish' || kindOfHead(t) === 'drink');
}

export interface ThingContext {
  /** Words of the restaurant's own name and other places the guest names: never a dish. */
  placeWords: ReadonlySet<string>;
}

/** Whether a person word has a place that makes them staff ("the guy at the counter", "the slice guy"). */
function staffWithPlace(tokens: readonly NlpToken[], i: number): boolean {
  const after = tokens
    .slice(i + 1, i + 4)
    .map((t) => t.normal)
    .join(' ');
  const before = tokens[i - 1]?.normal ?? '';
  return (
    /^(?:at|behind|on) the (?:counter|register|bar|door|front|desk|grill|till|checkout)|^(?:working|who works)|^on (?:his|her|their) phone/.test(
      after,
    ) || /^(?:slice|cart|tea|coffee|counter|door|delivery|bread|taco|sushi|pizza|register)$/.test(before)
  );
}

/** Whether a dish comes right before the "with" at `withAt` ("the scallop with yuzu"). */
function ctxDishBefore(tokens: readonly NlpToken[], withAt: number): boolean {
  const before = tokens[withAt - 1];
  return before !== undefined && kindOfHead(before) === 'dish';
}

/** A multi-word dish starting at `i`, longest first, as a thing. */
function multiwordDishAt(tokens: readonly NlpToken[], i: number): Thing | null {
  for (const dish of MULTIWORD_DISHES) {
    if (!dish.every((word, k) => tokens[i + k]?.normal === word)) continue;
    // "Proper old fashioned bakers": the words describe the noun after them; they are no drink.
    if (dish.join(' ') === 'old fashioned' && tokens[i + 2]?.pos === 'NOUN') continue;
    let from = i;
    // "the spicy tuna", "our cheese pierogi": naming words before the run are part of the dish's name.
    const named = namingWordsBefore(tokens, i);
    if (named < i && tokens.slice(named, i).every((t) => t.pos === 'NOUN' || t.pos === 'ADJ')) from = named;
    const end = i + dish.length - 1;
    const words = tokens
      .slice(from, end + 1)
      .map((t) => t.value.toLowerCase())
      .join(' ');
    const determiner = tokens[from - 1];
    const start = determiner && /^(?:the|a|an|our|my|their|your)$/.test(determiner.normal);
    const drink = /(?:fashioned|martini|spritz|sour|mary|brew|tai|mule|chocolate)$/.test(words);
    return {
      words,
      head: dish.at(-1) ?? '',
      plural: /s$/.test(words) && !/ew$/.test(words),
      kind: drink ? 'drink' : 'dish',
      at: end,
      from: start ? from - 1 : from,
      wordsFrom: from,
    };
  }
  return null;
}

/** A word that may head a thing, and what the vocabulary knows of it before its phrase is read. */
interface Head {
  tokens: readonly NlpToken[];
  i: number;
  token: NlpToken;
  /** The word's normal form. */
  w: string;
  /** Its kind by the vocabulary; undefined for a noun the vocabulary does not know. */
  kind: ThingKind | undefined;
  ctx: ThingContext;
}

/** Nouns never the thing a reply speaks to ("the bottom line"); a wait's words are kept ("the line was an hour"). */
/** "today was a mess", "seven course tasting menu", "since uni": the day, a count of courses, a university. */
function isTheDayOrACount({ tokens, i, w }: Head): boolean {
  // "today was a mess": the day of the visit, never a dish.
  if (/^(?:today|tonight|yesterday)$/.test(w)) return true;
  // "seven course tasting menu": how many courses, not a dish.
  if (
    /^courses?$/.test(w) &&
    /^(?:\d+|three|four|five|six|seven|eight|nine|ten|twelve|multi)$/.test(normalAt(tokens, i - 1)) &&
    /^(?:tasting|menu|meal|dinner|lunch|feast|degustation)$/.test(normalAt(tokens, i + 1))
  )
    return true;
  // "been coming since uni": university, not the sea urchin.
  if (w === 'uni' && /^(?:since|at|from|after|in|during)$/.test(normalAt(tokens, i - 1))) return true;
  return false;
}

function isNeverAThing({ tokens, i, w }: Head): boolean {
  // "every piece was seasoned perfectly", "each course": the meal the guest speaks of, not one piece to thank for.
  if (
    /^(?:every|each)$/.test(normalAt(tokens, i - 1)) &&
    /^(?:piece|course|dish|bite|plate|item|thing|one|mouthful)$/.test(w)
  )
    return true;
  // "my meat-loving husband", "bridal shower": how a person or an occasion is described, not a dish.
  const hyphenated = normalAt(tokens, i + 1) === '-' && /^(?:loving|eating|hating|free)$/.test(normalAt(tokens, i + 2));
  if (hyphenated || w === 'bridal') return true;
  // "stone cold" says how cold, not a dish.
  if (w === 'stone' && normalAt(tokens, i + 1) === 'cold') return true;
  // "on the other hand"; "loud enough for the whole line to hear": the people in it, not a wait.
  if (w === 'hand' && normalAt(tokens, i - 1) === 'other') return true;
  if (WAIT_HEADS.has(w) && /^(?:whole|entire)$/.test(normalAt(tokens, i - 1))) return true;
  // "15% service on top": a charge, not the service.
  if (w === 'service' && (normalAt(tokens, i - 1) === '%' || /^\d+%$/.test(normalAt(tokens, i - 1)))) return true;
  return NOT_THINGS.has(w) && !WAIT_HEADS.has(w);
}

/** A word after "nothing", "something" says what that was ("nothing fancy"): not a thing. */
function followsAnIndefinite({ tokens, i }: Head): boolean {
  return /^(?:nothing|something|anything|everything)$/.test(normalAt(tokens, i - 1));
}

// "the parking lot" is a place, not the parking; "a great char" is how it was cooked, not a dish.
function isParkingPlace({ tokens, i, w }: Head): boolean {
  if (w !== 'parking' || !/^(?:lot|garage|space|spot)s?$/.test(normalAt(tokens, i + 1))) return false;
  // "in the parking lot" is where something happened; "the parking lot is a mess" is the parking.
  const before = /^(?:the|a|their|our|your)$/.test(normalAt(tokens, i - 1)) ? i - 2 : i - 1;
  return /^(?:in|at|into|from|across|outside|of|out|through|by|near|behind|to|around)$/.test(normalAt(tokens, before));
}

// The restaurant's own name capitalised inside a sentence ("we love Pierogi Palace"); "the pierogi" is the dish.
function isPlaceName({ tokens, i, token, w, ctx }: Head): boolean {
  return ctx.placeWords.has(w) && /^\p{Lu}/u.test(token.value) && !atSentenceStart(tokens, i);
}

/** A possessive ("Joe's") or a word with a number in it: whose, or how many, not a thing. */
function isPossessiveOrNumber({ tokens, i, token, w }: Head): boolean {
  return /['’]s$/.test(token.value) || /\d/.test(w) || normalAt(tokens, i + 1) === "'s";
}

// "I used to love the Dog": a dish word written as a name, mid-sentence and alone, names a place.
function isDishWordAsAName({ tokens, i, token, w, kind }: Head): boolean {
  return (
    kind === 'dish' &&
    /^\p{Lu}\p{Ll}/u.test(token.value) &&
    !atSentenceStart(tokens, i) &&
    NAME_PRONE.test(w) &&
    namingWordsBefore(tokens, i) === i &&
    !isNoun(tokens[i + 1])
  );
}

/** "nothing special", "too special": "special" judging, not the day's special. */
function isSpecialAsAJudgement({ tokens, i, w }: Head): boolean {
  return (
    w === 'special' && /^(?:nothing|too|so|very|anything|something|that|real|really)$/.test(normalAt(tokens, i - 1))
  );
}

const JUDGED_BY =
  /(?:\blet down|\bblown away|\bbowled over|\b(?:disappointed|underwhelmed|impressed|amazed|surprised|spoiled|spoilt|ruined|marred|saved|rescued|redeemed|won over|floored|stunned|wowed|thrown|put off|killed|carried|made))$/;

// "drink by the bowl", "hot off the carts", "in the parking lot": the object of a place preposition is the setting.
function isTheSetting({ tokens, i, kind }: Head): boolean {
  if (kind === 'staff') return false;
  const named = namingWordsBefore(tokens, i);
  const article = /^(?:the|a|an|our|my|their|this|that)$/.test(normalAt(tokens, named - 1));
  const at = article ? named - 2 : named - 1;
  const preposition = normalAt(tokens, at);
  // "let down by the fries", "blown away by the brisket": who or what did it, not where.
  if (preposition === 'by' && JUDGED_BY.test(`${normalAt(tokens, at - 2)} ${normalAt(tokens, at - 1)}`)) return false;
  return /^(?:by|off|near|through|into|under|onto|beside|across|around|per)$/.test(preposition);
}

// "as entrees": what the guest ordered them as, not a thing of its own.
function isWhatItCameAs({ tokens, i, kind }: Head): boolean {
  return normalAt(tokens, i - 1) === 'as' && (kind === 'food' || kind === 'dish');
}

/** "guy", "lady", "folks" are staff only with a place ("the guy at the counter", "the slice guy"). */
function isPersonWithoutPlace({ tokens, i, w, kind }: Head): boolean {
  return kind === 'staff' && STAFF_ONLY_WITH_PLACE.has(w) && !staffWithPlace(tokens, i);
}

/** Where a word that could head a thing is not one, whatever its phrase. */
/** "filling like fudge": what the guest compares a dish to, not a dish they had ("I like fudge" is). */
function isAComparison({ tokens, i }: Head): boolean {
  return normalAt(tokens, i - 1) === 'like' && !/^(?:PRON|PROPN)$/.test(tokens[i - 2]?.pos ?? '') && i >= 2;
}

/**
 * "the size of a dinner plate", "gallons of tea", "with no cream", "best in Notts me duck": a measure, a quantity,
 * what the dish was made without, or a word of affection, not a thing the guest had.
 */
function isNotWhatTheyHad({ tokens, i, w, kind }: Head): boolean {
  const before = (k: number) => normalAt(tokens, i - k);
  const sized = [1, 2, 3].some((k) => before(k) === 'of' && before(k + 1) === 'size');
  // "gallons of tea", "a pound of steamed shrimp", "a bucket of prawns": the measure is not what they had.
  const quantity =
    /^(?:gallons|buckets?|loads|tons|heaps|lashings|litres|liters|pints|pounds?|lbs?|kilos?|kg|baskets?|trays?|piles?|mountains?)$/.test(
      w,
    ) && normalAt(tokens, i + 1) === 'of';
  // "with no cream" is how the dish was made; "and no seating" is still a complaint.
  const without =
    (kind === 'dish' || kind === 'drink' || kind === 'food') &&
    /^(?:no|without)$/.test(before(1)) &&
    before(2) === 'with';
  const affection = /^(?:duck|love|pet|hen|darling|dear)$/.test(w) && before(1) === 'me';
  // "gave it to the dog": the family's dog, not a hot dog.
  const pet = /^dogs?$/.test(w) && /^(?:to|gave|fed|walked|with|our|my)$/.test(before(before(1) === 'the' ? 2 : 1));
  return sized || quantity || without || affection || pet;
}

/** "rolled her eyes", "got an eye roll": what someone did, not a thing on the table. */
function isAnEyeRoll({ tokens, i, w }: Head): boolean {
  return (
    (w === 'eyes' && /^roll(?:ed|ing|s)?$/.test(normalAt(tokens, i - 2))) ||
    (/^rolls?$/.test(w) && normalAt(tokens, i - 1) === 'eye')
  );
}

/** "running the whole floor alone", "alone on the floor": the dining room as a server's work, not the floor's state. */
function isTheFloorAsWork({ tokens, i, w }: Head): boolean {
  if (w !== 'floor') return false;
  const before = [1, 2, 3, 4].map((k) => normalAt(tokens, i - k)).join(' ');
  return /\b(?:runn?(?:ing|s)?|ran|work(?:ing|ed|s)?|cover(?:ing|ed|s)?|manag(?:ing|ed|es)|alone on|only one on|by (?:him|her)self on|one person on|(?:one|only|just|two) (?:server|waiter|waitress|staff|person|girl|guy|lad) on) (?:the )?(?:whole |entire )?$/.test(
    `${before.split(' ').reverse().join(' ')} `,
  );
}

const NOT_A_THING_HERE: ReadonlyArray<(head: Head) => boolean> = [
  isTheDayOrACount,
  isTheFloorAsWork,
  isNeverAThing,
  followsAnIndefinite,
  isParkingPlace,
  isPlaceName,
  isPossessiveOrNumber,
  isDishWordAsAName,
  isSpecialAsAJudgement,
  isTheSetting,
  isWhatItCameAs,
  isPersonWithoutPlace,
  isAComparison,
  isAnEyeRoll,
  isNotWhatTheyHad,
];

/** Where a thing's own words start: its naming words ("spicy vodka"), or a staff member's place ("the slice guy"). */
function ownWordsFrom({ tokens, i, kind }: Head): number {
  if (kind !== 'staff') return namingWordsBefore(tokens, i);
  return /^(?:slice|cart|tea|coffee|counter|door|delivery|register)$/.test(normalAt(tokens, i - 1)) ? i - 1 : i;
}

/** The kind of a noun the vocabulary does not know: a dish where the guest ate it, otherwise not a thing. */
function unknownNounKind({ tokens, i, token }: Head, from: number): 'dish' | null {
  // An unknown noun is a dish only where the guest says how it tasted or that they ordered it; a capitalised word
  // inside a sentence is a name (of a place, a person, a brand) unless the guest says they ate it.
  const sentenceStart = atSentenceStart(tokens, from);
  if (token.pos === 'PROPN' && !sentenceStart && token.value !== token.value.toLowerCase()) return null;
  return inFoodContext(tokens, i, from) ? 'dish' : null;
}

/** Whether the head is part of another thing: a container of it ("a bowl of"), or what comes with a dish. */
function isPartOfAnother({ tokens, i, w }: Head, kind: ThingKind, from: number): boolean {
  if (CONTAINER_HEADS.has(w) && from === i && kind === 'dish' && normalAt(tokens, i + 1) === 'of') return true;
  // "dog friendly", "kid-friendly": what the place welcomes, not a dish.
  if (normalAt(tokens, normalAt(tokens, i + 1) === '-' ? i + 2 : i + 1) === 'friendly') return true;
  // "barista Sam really knows his beans": what someone knows, not a dish.
  if (/^knows?$/.test(normalAt(tokens, from - 2)) && /^(?:his|her|their|the)$/.test(normalAt(tokens, from - 1)))
    return true;
  // "the almond one": one of the dish just named, not a dish of its own.
  if (/^ones?$/.test(normalAt(tokens, i + 1))) return true;
  // "bibimbap in the stone bowl": what a dish is served in is part of it.
  const served =
    normalAt(tokens, from - 1) === 'in' ||
    (normalAt(tokens, from - 2) === 'in' && /^(?:the|a|an|its|their)$/.test(normalAt(tokens, from - 1)));
  if (served && /(?:bowl|pot|skillet|plate|cup|glass|basket|jar|box|cone|tray)s?$/.test(w)) return true;
  // "the scallop with yuzu", "chorizo in cider": what comes with a dish, or it is cooked in, is part of it.
  return (
    (kind === 'dish' || kind === 'food' || kind === 'drink') &&
    /^(?:with|in)$/.test(normalAt(tokens, from - 1)) &&
    (ctxDishBefore(tokens, from - 1) || isNoun(tokens[from - 2]))
  );
}

// "rib-eye", "bone-in": a hyphen straight after the head joins the next word to it.
function hyphenatedEnd(tokens: readonly NlpToken[], i: number): number | null {
  const hyphen = tokens[i + 1];
  const joined = tokens[i + 2];
  const hyphenated =
    /^[-–]$/.test(hyphen?.normal ?? '') && hyphen?.before === '' && joined?.before === '' && joined?.type === 'word';
  return hyphenated ? i + 2 : null;
}

/** Where a phrase headed at `i` ends: the pair of an "and" dish, and the dish that pair names, belong to it. */
function pairedEnd(tokens: readonly NlpToken[], i: number): number {
  // "mac and cheese", "fish and chips": the dish is the pair.
  const pairWith = tokens[i + 2];
  const after = tokens[i + 3];
  // "the pork and leek dumplings": two bare nouns joined right before a dish name which one it is.
  const bare = (k: number) => !/^(?:NOUN|PROPN|ADJ|NUM|ADP)$/.test(tokens[k]?.pos ?? '');
  const namesWhich =
    bare(i - 1) &&
    pairWith?.pos === 'NOUN' &&
    !judges(pairWith) &&
    after?.pos === 'NOUN' &&
    kindOfHead(after) === 'dish' &&
    bare(i + 4);
  if (
    !/^(?:and|&)$/.test(normalAt(tokens, i + 1)) ||
    !pairWith ||
    !(namesWhich || AND_DISHES.has(`${normalAt(tokens, i)} ${pairWith.normal}`))
  )
    return i;
  // "the sausage and peppers pie", "cheese and onion pastie": the pair names which pie.
  const names =
    after !== undefined &&
    (kindOfHead(after) === 'dish' ||
      (after.pos === 'NOUN' && !/^(?:shop|place|spot|restaurant|joint|van|truck|night|day)s?$/.test(after.normal)));
  return names ? i + 3 : i + 2;
}

/** The words from `from` to `end` as a reply writes them: the guest's spacing, a name's capitals inside a sentence. */
function phraseWords(tokens: readonly NlpToken[], from: number, end: number): string {
  return tokens
    .slice(from, end + 1)
    .map((t, k) => `${k === 0 || t.before === '' ? '' : ' '}${asWritten(t, atSentenceStart(tokens, from + k))}`)
    .join('');
}

/** Where the phrase starts with its article or possessive ("the", "our", "those"), if it has one. */
function withDeterminer(tokens: readonly NlpToken[], from: number): number {
  const determiner = tokens[from - 1];
  const start = determiner && /^(?:the|a|an|our|my|their|your|his|her|this|that|these|those)$/.test(determiner.normal);
  return start ? from - 1 : from;
}

/** A thing's phrase as read: its words from `from` to `end`, its head at `end`, its article from `start`. */
interface Phrase {
  tokens: readonly NlpToken[];
  words: string;
  head: NlpToken;
  kind: ThingKind;
  start: number;
  from: number;
  end: number;
}

// "the fish quality", "the wine selection": the thing is the fish, the wine.
function thingOfAQuality({ tokens, words, head, start, from, end }: Phrase): Thing | null {
  if (!/^(?:quality|freshness|selection|variety|options)$/.test(head.normal) || end <= from) return null;
  const named = tokens[end - 1];
  const kind = named && kindOfHead(named);
  if (!named || !kind) return null;
  const own = words.split(' ').slice(0, -1).join(' ');
  return { words: own, head: named.normal, plural: pluralOf(named), kind, at: end - 1, from: start, wordsFrom: from };
}

// "rigatoni a la vodka", "pollo alla diavola": the dish's name goes on.
function dishNameGoingOn({ tokens, words, head, kind, start, from, end }: Phrase): Thing | null {
  if (!/^(?:a|alla|al)$/.test(normalAt(tokens, end + 1)) || !/^(?:la|vodka|carbonara)$/.test(normalAt(tokens, end + 2)))
    return null;
  const tail = tokens
    .slice(end + 1, end + 4)
    .filter((t, k) => k < 2 || t.type === 'word')
    .map((t) => t.value.toLowerCase());
  const until = tail[1] === 'la' ? 3 : 2;
  const all = `${words} ${tail.slice(0, until).join(' ')}`;
  return { words: all, head: head.normal, plural: pluralOf(head), kind, at: end + until, from: start, wordsFrom: from };
}

/** The thing headed at `i`, of `kind`, whose own words start at `from`. */
function thingFrom({ tokens, i, token, w }: Head, kind: ThingKind, from: number): Thing {
  const hyphenated = hyphenatedEnd(tokens, i);
  if (hyphenated !== null) {
    // The hyphenated head: "rib-eye".
    const words = phraseWords(tokens, from, hyphenated);
    return { words, head: tokens[hyphenated]?.normal ?? w, plural: false, kind, at: hyphenated, from, wordsFrom: from };
  }
  const end = pairedEnd(tokens, i);
  const head = tokens[end] ?? token;
  const words = phraseWords(tokens, from, end);
  const phrase: Phrase = { tokens, words, head, kind, start: withDeterminer(tokens, from), from, end };
  return (
    thingOfAQuality(phrase) ??
    dishNameGoingOn(phrase) ?? {
      words,
      head: head.normal,
      // "mac and cheese" is one dish, "chips and salsa" and "rice and beans" many; "the sausage and peppers pie" as
      // many as its head.
      plural: end === i + 2 ? pluralOf(token) || pluralOf(head) : pluralOf(head),
      kind,
      at: end,
      from: phrase.start,
      wordsFrom: from,
    }
  );
}

/** The thing a guest names with the word at `i` as its head (or the first word of a multi-word dish), if any. */
function thingAt(tokens: readonly NlpToken[], i: number, ctx: ThingContext): Thing | null {
  const multiword = multiwordDishAt(tokens, i);
  // "sesame with cream cheese": a dish of two words that comes with another is part of it too.
  if (multiword && /^(?:with|in)$/.test(normalAt(tokens, multiword.from - 1)) && isNoun(tokens[multiword.from - 2]))
    return null;
  if (multiword) return multiword;
  const token = tokens[i];
  if (token === undefined || !headsAPhrase(tokens, i)) return null;
  const head: Head = { tokens, i, token, w: token.normal, kind: kindOfHead(token), ctx };
  if (NOT_A_THING_HERE.some((ruledOut) => ruledOut(head))) return null;
  const from = ownWordsFrom(head);
  const kind = head.kind ?? unknownNounKind(head, from);
  if (kind === null || isPartOfAnother(head, kind, from)) return null;
  return thingFrom(head, kind, from);
}

/** Whether a one-word dish, "and", then a dish of two words or more name one dish ("potato and cheese pierogi"). */
function namesAFilling(tokens: readonly NlpToken[], previous: Thing, thing: Thing): boolean {
  return (
    previous.at === thing.wordsFrom - 2 &&
    tokens[previous.at + 1]?.normal === 'and' &&
    previous.words.split(' ').length === 1 &&
    thing.words.split(' ').length >= 2 &&
    thing.kind === 'dish' &&
    previous.kind === 'dish'
  );
}

/** "hon. Parking lot": a thing's words after the last sentence end among them ("Parking lot"). */
function trimmedToItsSentence(tokens: readonly NlpToken[], thing: Thing): void {
  const end = tokens.slice(thing.from, thing.at).findLastIndex((t) => /[.!?]$/.test(t.value));
  if (end < 0) return;
  const from = thing.from + end + 1;
  const words = tokens.slice(from, thing.at + 1).map((t, k) => asWritten(t, k === 0));
  if (words.length === 0) return;
  thing.words = words.join(' ');
  thing.from = from;
  thing.wordsFrom = from;
}

/** Every thing named in a run of tokens, in order. */
export function thingsIn(tokens: readonly NlpToken[], ctx: ThingContext): Thing[] {
  const found: Thing[] = [];
  const text = tokens.map((t) => `${t.before}${t.value}`).join('');
  // "Mr Singh": the name's own word is the person.
  const names = new Set(staffNamesIn(text).map((name) => name.split(' ').at(-1) ?? name));
  for (let i = 0; i < tokens.length; i += 1) {
    // A person the guest names is a person, never a dish ("Marco was rude").
    const token = tokens[i];
    if (token && names.has(token.value)) {
      found.push({
        words: token.value,
        head: token.normal,
        plural: false,
        kind: 'person',
        at: i,
        from: i,
        wordsFrom: i,
      });
      continue;
    }
    const thing = thingAt(tokens, i, ctx);
    // "kimchi" then "kimchi fried rice": the longer phrase over the same words stands; "potato and cheese
    // pierogi" is one dish whose two fillings the guest named.
    const previous = found.at(-1);
    if (thing && previous && thing.wordsFrom <= previous.at) found.pop();
    if (thing && previous && namesAFilling(tokens, previous, thing)) {
      found.pop();
      thing.words = `${previous.words} and ${thing.words}`;
      thing.wordsFrom = previous.wordsFrom;
      thing.from = previous.from;
    }
    // "folk pushing in. Coffee is average": a phrase read across a sentence's end starts after it.
    if (thing) trimmedToItsSentence(tokens, thing);
    if (thing && !found.some((f) => f.words === thing.words) && !/[.!?]/.test(thing.words)) {
      found.push(thing);
      i = Math.max(i, thing.at);
    }
  }
  return found;
}
