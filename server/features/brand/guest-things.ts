import { CONTAINER_HEADS, DISH_HEADS } from './dishes.ts';
import type { NlpToken } from './nlp.ts';
import { staffNamesIn } from './staff-names.ts';
import { asWritten, isNoun, judges, kindOfHead, pluralOf } from './thing-heads.ts';
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
    if (t.type === 'punctuation' || judges(t)) break;
    // "grilled", "smoked", "dry-aged" name a dish; "tried", "ordered" do not.
    if (!(isNoun(t) || t.pos === 'ADJ' || (t.pos === 'VERB' && NAMING_ADJECTIVES.test(t.normal)))) break;
    if (STAFF_WORDS.has(t.normal) || NOT_THINGS.has(t.normal) || /\d/.test(t.normal)) break;
    from = k;
  }
  return from;
}

/** A dish word wink tags as a verb or adjective ("fries", "burnt ends") still heads a dish at the end of a noun run. */
function headsAPhrase(tokens: readonly NlpToken[], i: number): boolean {
  const token = tokens[i];
  if (token === undefined || NOT_NOUNS.has(token.normal)) return false;
  const next = tokens[i + 1];
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
  // "we ordered the lahmacun", "get the al pastor", "especially the lahmacun"; not "must have been the computer".
  const eatAt = [from - 1, from - 2, from - 3].find((k) => {
    const t = tokens[k];
    return t !== undefined && (EATING_VERBS.test(t.normal) || /^(?:especially|particularly)$/.test(t.normal));
  });
  if (eatAt !== undefined) {
    const between = tokens.slice(eatAt + 1, from);
    const modal = /^(?:must|could|would|should|might|may)$/.test(tokens[eatAt - 1]?.normal ?? '');
    if (!modal && between.every((t) => /^(?:the|a|an|their|your|our|my|some|his|her)$/.test(t.normal))) return true;
  }
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

function staffWithPlace(tokens: readonly NlpToken[], i: number): boolean {
  const after = tokens
    .slice(i + 1, i + 4)
    .map((t) => t.normal)
    .join(' ');
  const before = tokens[i - 1]?.normal ?? '';
  return (
    /^(?:at|behind) the (?:counter|register|bar|door|front|desk|grill)|^(?:working|who works)/.test(after) ||
    /^(?:slice|cart|tea|coffee|counter|door|delivery|bread|taco|sushi|pizza|register)$/.test(before)
  );
}

function ctxDishBefore(tokens: readonly NlpToken[], withAt: number): boolean {
  const before = tokens[withAt - 1];
  return before !== undefined && kindOfHead(before) === 'dish';
}

/** A multi-word dish starting at `i`, longest first, as a thing. */
function multiwordDishAt(tokens: readonly NlpToken[], i: number): Thing | null {
  for (const dish of MULTIWORD_DISHES) {
    if (!dish.every((word, k) => tokens[i + k]?.normal === word)) continue;
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

function thingAt(tokens: readonly NlpToken[], i: number, ctx: ThingContext): Thing | null {
  const multiword = multiwordDishAt(tokens, i);
  if (multiword) return multiword;
  const token = tokens[i];
  if (token === undefined || !headsAPhrase(tokens, i)) return null;
  const w = token.normal;
  if (NOT_THINGS.has(w) && !WAIT_HEADS.has(w)) return null;
  if (/^(?:nothing|something|anything|everything)$/.test(tokens[i - 1]?.normal ?? '')) return null;
  // "the parking lot" is a place, not the parking; "a great char" is how it was cooked, not a dish.
  if (w === 'parking' && /^(?:lot|garage|space|spot)s?$/.test(tokens[i + 1]?.normal ?? '')) return null;
  // The restaurant's own name written as a name ("we love Pierogi Palace"): capitalised inside a sentence. Written as
  // a dish ("the pierogi tasted frozen"), the same word is the dish.
  const named = /^\p{Lu}/u.test(token.value) && i > 0 && tokens.slice(0, i).some((t) => t.type !== 'punctuation');
  if ((ctx.placeWords.has(w) && named) || /['’]s$/.test(token.value) || /\d/.test(w) || tokens[i + 1]?.normal === "'s")
    return null;
  let kind = kindOfHead(token);
  // "I used to love the Dog": a dish word written as a name, mid-sentence and alone, names a place.
  const midSentence = i > 0 && tokens.slice(0, i).some((t) => t.type !== 'punctuation');
  const capitalised = /^\p{Lu}\p{Ll}/u.test(token.value);
  if (
    kind === 'dish' &&
    capitalised &&
    midSentence &&
    NAME_PRONE.test(w) &&
    namingWordsBefore(tokens, i) === i &&
    !isNoun(tokens[i + 1])
  )
    return null;
  if (
    w === 'special' &&
    /^(?:nothing|too|so|very|anything|something|that|real|really)$/.test(tokens[i - 1]?.normal ?? '')
  )
    return null;
  // "drink by the bowl", "hot off the carts", "in the parking lot": the object of a place preposition is the setting.
  const preposition =
    tokens[
      /^(?:the|a|an|our|my|their|this|that)$/.test(tokens[namingWordsBefore(tokens, i) - 1]?.normal ?? '')
        ? namingWordsBefore(tokens, i) - 2
        : namingWordsBefore(tokens, i) - 1
    ]?.normal ?? '';
  if (/^(?:by|off|near|through|into|under|onto|beside|across|around|per)$/.test(preposition) && kind !== 'staff')
    return null;
  // "as entrees": what the guest ordered them as, not a thing of its own.
  if (tokens[i - 1]?.normal === 'as' && (kind === 'food' || kind === 'dish')) return null;
  if (kind === 'staff' && STAFF_ONLY_WITH_PLACE.has(w) && !staffWithPlace(tokens, i)) return null;
  let from = kind === 'staff' ? i : namingWordsBefore(tokens, i);
  if (
    kind === 'staff' &&
    /^(?:slice|cart|tea|coffee|counter|door|delivery|register)$/.test(tokens[i - 1]?.normal ?? '')
  )
    from = i - 1;
  if (kind === undefined) {
    // An unknown noun is a dish only where the guest says how it tasted or that they ordered it; a capitalised word
    // inside a sentence is a name (of a place, a person, a brand) unless the guest says they ate it.
    const sentenceStart = i === 0 || tokens.slice(0, from).every((t) => t.type === 'punctuation');
    if (token.pos === 'PROPN' && !sentenceStart && token.value !== token.value.toLowerCase()) return null;
    if (!inFoodContext(tokens, i, from)) return null;
    kind = 'dish';
  }
  if (CONTAINER_HEADS.has(w) && from === i && kind === 'dish' && tokens[i + 1]?.normal === 'of') return null;
  // "the scallop with yuzu": what comes with a dish is part of it, not a dish of its own.
  if ((kind === 'dish' || kind === 'food') && tokens[from - 1]?.normal === 'with' && ctxDishBefore(tokens, from - 1))
    return null;
  let end = i;
  // "rib-eye", "bone-in": a hyphen straight after the head joins the next word to it.
  if (
    /^[-–]$/.test(tokens[i + 1]?.normal ?? '') &&
    tokens[i + 1]?.before === '' &&
    tokens[i + 2]?.before === '' &&
    tokens[i + 2]?.type === 'word'
  )
    end = i + 2;
  // "mac and cheese", "fish and chips": the dish is the pair.
  const pairWith = tokens[i + 2];
  if (tokens[i + 1]?.normal === 'and' && pairWith && AND_DISHES.has(`${w} ${pairWith.normal}`)) {
    end = i + 2;
    // "the sausage and peppers pie": the pair names which pie.
    const after = tokens[i + 3];
    if (after && kindOfHead(after) === 'dish') end = i + 3;
  }
  const words = tokens
    .slice(from, end + 1)
    .map(
      (t, k) =>
        `${k === 0 ? '' : t.before === '' ? '' : ' '}${asWritten(t, from + k === 0 || tokens.slice(0, from + k).every((x) => x.type === 'punctuation'))}`,
    )
    .join('');
  if (end > i + 1 && tokens[i + 1]?.normal !== 'and') {
    // The hyphenated head: "rib-eye".
    return { words, head: tokens[end]?.normal ?? w, plural: false, kind, at: end, from, wordsFrom: from };
  }
  const determiner = tokens[from - 1];
  const start = determiner && /^(?:the|a|an|our|my|their|your|his|her|this|that|these|those)$/.test(determiner.normal);
  const head = tokens[end] ?? token;
  // "the fish quality", "the wine selection": the thing is the fish, the wine.
  if (/^(?:quality|freshness|selection|variety|options)$/.test(head.normal) && end > from) {
    const named = tokens[end - 1];
    if (named && kindOfHead(named)) {
      return {
        words: words.split(' ').slice(0, -1).join(' '),
        head: named.normal,
        plural: pluralOf(named),
        kind: kindOfHead(named) ?? kind,
        at: end - 1,
        from: start ? from - 1 : from,
        wordsFrom: from,
      };
    }
  }
  // "rigatoni a la vodka", "pollo alla diavola": the dish's name goes on.
  if (
    /^(?:a|alla|al)$/.test(tokens[end + 1]?.normal ?? '') &&
    /^(?:la|vodka|carbonara)$/.test(tokens[end + 2]?.normal ?? '')
  ) {
    const tail = tokens
      .slice(end + 1, end + 4)
      .filter((t, k) => k < 2 || t.type === 'word')
      .map((t) => t.value.toLowerCase());
    const until = tail[1] === 'la' ? 3 : 2;
    return {
      words: `${words} ${tail.slice(0, until).join(' ')}`,
      head: head.normal,
      plural: pluralOf(head),
      kind,
      at: end + until,
      from: start ? from - 1 : from,
      wordsFrom: from,
    };
  }
  return {
    words,
    head: head.normal,
    plural: end !== i || pluralOf(head),
    kind,
    at: end,
    from: start ? from - 1 : from,
    wordsFrom: from,
  };
}

/** Every thing named in a run of tokens, in order. */
export function thingsIn(tokens: readonly NlpToken[], ctx: ThingContext): Thing[] {
  const found: Thing[] = [];
  const text = tokens.map((t) => `${t.before}${t.value}`).join('');
  const names = new Set(staffNamesIn(text));
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
    if (
      thing &&
      previous &&
      previous.at === thing.wordsFrom - 2 &&
      tokens[previous.at + 1]?.normal === 'and' &&
      previous.words.split(' ').length === 1 &&
      thing.words.split(' ').length >= 2 &&
      thing.kind === 'dish' &&
      previous.kind === 'dish'
    ) {
      found.pop();
      thing.words = `${previous.words} and ${thing.words}`;
      thing.wordsFrom = previous.wordsFrom;
      thing.from = previous.from;
    }
    if (thing && !found.some((f) => f.words === thing.words)) {
      found.push(thing);
      i = Math.max(i, thing.at);
    }
  }
  return found;
}
