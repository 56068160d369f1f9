import { segmentPolarity, type Segment } from './guest-segments.ts';
import { FAULTED_MILDLY, faults } from './leftover-echo.ts';
import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';

/**
 * How a praised thing is named when the owner thanks the guest for it: the dish itself, not the words around it, and
 * never the setting, the occasion or an offer the dish's name starts.
 */
export const NOT_THANKED_BY_NAME =
  /^(?:melt|byob?(?: \w+)?|(?:the )?(?:water|sound|bay|river|lake|sea|ocean|beach|harbou?r|sunset|skyline|vibes?)|(?:business|work|date|birthday|anniversary|family|team|office) (?:dinner|lunch|night|breakfast|brunch|meal)|(?:food )?quality|(?:live |cooking )?station|twist|(?:full |half |big )?plate|kr|nok|sek|dkk|options|bowling greens?|(?:craft beer|cocktail|wine|sports|dive|beer) bar|jungle gym|playground|play area|kids'? (?:area|corner)|bouncy castle|seats?|tables?|spots?|takeaway|takeout|take-?out|delivery|someones? \w+|someone'?s \w+)$/i;

/** "Oyster happy hour", "Tuesday taco special": the offer was praised, not the dish its name starts with. */
export function namesAnOffer(thing: Thing, folded: string): boolean {
  const words = thing.words.toLowerCase().replace(/[^a-z' ]/g, '');
  return words !== '' && new RegExp(`\\b${words} (?:happy hour|night|special|deal|menu)\\b`).test(folded);
}

/**
 * A praised thing named as an owner names it: "loose meat sandwich w mustard" is "loose meat sandwich", and "style
 * chicken" or "rub ribs" (what is left once "family" or "dry" is read as no part of the name) is "chicken", "ribs".
 */
export function namedPlainly(thing: Thing): Thing {
  const words = thing.words
    .replace(/ (?:w\/?|wi)(?: .*)?$/, '')
    // "the full Scottish": the breakfast, not the word left once "full" is read as a judgement.
    .replace(/^(Scottish|English|Irish|Welsh|Ulster)$/i, 'full $1')
    .replace(/^(?:w\/?|wi|with) /, '')
    .replace(/^(?:style|rub|cut|made|based) (?=\S)/, '')
    // "brisket and tendon pho hits every time", "a mean martini", "half price wagyu sliders": the dish, not the words
    // around it.
    .replace(/ (?:hits|slaps|rocks|rules|bangs)$/, '')
    // "chicken Parma": the pub dish, not the city.
    .replace(/\b(Parma|Parmy|Parmi|Parmo)\b/g, (w) => w.toLowerCase())
    // "Good value fish and chips": the dish, not what it cost.
    .replace(/^(?:good |great |top |decent )?value /i, '')
    .replace(/^(?:(?:mean|killer|wicked|banging|price|half[- ]price|cheap) )+(?=\S)/i, '');
  return words === thing.words || words === '' ? thing : { ...thing, words };
}

const DISH_KINDS = new Set<Thing['kind']>(['dish', 'food', 'drink']);
/** Words that join a list of equals ("the tacos and a jarrito"): both are thanked. */
const LIST_JOINER = /^(?:and|&|n|'n'|the|a|an|some|our|my|plus)$/;

/**
 * "…and the smashed avo was generous", "pie and mash on a Thursday is the best": the dish is the subject of a clause of
 * its own, judged in its own words; "and the żurek soup hit the spot" too. "pastrami piled high", "flaky cod" describe
 * the dish before them.
 */
function ownClause(segment: Segment, thing: Thing): boolean {
  const tokens = segment.sentenceTokens;
  // "pretzel bites w cheese are a good snack": what comes with the dish is part of it.
  const with_ = /^(?:w|w\/|wi|with|on|in|of)$/;
  if (with_.test(tokens[thing.from - 1]?.normal ?? '') || with_.test(thing.words.split(' ')[0]?.toLowerCase() ?? ''))
    return false;
  const after = tokens.slice(thing.at + 1, segment.start + segment.tokens.length);
  if (after.some((t) => t.pos === 'AUX' || /^(?:taste|tastes|tasted|looks|looked)$/.test(t.normal))) return true;
  return /^(?:and|but|while|then)$/.test(tokens[thing.from - 1]?.normal ?? '') && after.some((t) => t.pos === 'VERB');
}

/**
 * "Fish n chips were perfect, light crispy batter, flaky cod", "Reuben is next level, pastrami piled high": what
 * the guest went on to say in the sentence describes the dish they named first, so only that dish is thanked; two
 * dishes joined by "and", or each the subject of its own clause, are both thanked. A reply naming one dish right
 * reads better than one naming a part of it as another dish.
 */
export function firstDishOfEachSentence(things: readonly Thing[], segments: readonly Segment[]): Thing[] {
  const placed = (t: Thing) => segments.find((s) => s.things.includes(t));
  const kept: Thing[] = [];
  for (const thing of things) {
    const at = placed(thing);
    const earlier = DISH_KINDS.has(thing.kind)
      ? kept.find((k) => DISH_KINDS.has(k.kind) && at !== undefined && placed(k)?.sentence === at.sentence)
      : undefined;
    if (earlier === undefined || at === undefined) {
      kept.push(thing);
      continue;
    }
    const between = at.sentenceTokens.slice(earlier.at + 1, thing.from);
    const listed = between.length > 0 && between.every((t) => LIST_JOINER.test(t.normal) || t.pos === 'ADJ');
    if (listed || ownClause(at, thing)) kept.push(thing);
  }
  // "dim sum sunday… xiao long bao were delicate": the kind of meal beside a dish of it is not thanked as a dish.
  const dishes = kept.filter((t) => DISH_KINDS.has(t.kind));
  return dishes.length > 1 ? kept.filter((t) => !CATEGORY.test(t.words)) : kept;
}

const CATEGORY = /^(?:dim sum|tapas|small plates|sushi|bbq|barbecue|brunch|breakfast|lunch|dinner|food|meal|mezze)$/i;

/** Foods named by a word in -ing, tagged as verbs ("beef dripping"). */
const FOOD_IN_ING = /^(?:dripping|stuffing|icing|frosting|filling|pudding|dressing|toppings?|seasoning)$/;
/** Words after a dish word that say when or where, and end no name ("the coffee today"). */
const NOT_A_NAME =
  /^(?:today|tonight|yesterday|here|there|time|times|night|day|morning|lunch|dinner|though|tho|quality|selection|options?|variety|deal|thing|flavou?r|range|choice|list|portions?|prices?|value|texture|taste|game|size)$/;

const isNoun = (t: NlpToken | undefined) => t?.pos === 'NOUN' && t.type === 'word' && !NOT_A_NAME.test(t.normal);
const isParticiple = (t: NlpToken | undefined) =>
  /^(?:VERB|NOUN)$/.test(t?.pos ?? '') && /(?:ed|ing)$/.test(t?.normal ?? '');
const isVerb = (t: NlpToken | undefined) => /^(?:AUX|VERB)$/.test(t?.pos ?? '');

/** How many words after a dish word carry its name on; `at(k)` is the token k after it. */
function wordsOfNameAfter(at: (k: number) => NlpToken | undefined, oneWord: boolean, cookedIn: boolean): number {
  // "the salt and chilli squid is a must": one word, "and", then a name of two words before the verb.
  const andName = at(1)?.normal === 'and' && /^(?:NOUN|ADJ|PROPN)$/.test(at(2)?.pos ?? '') && isNoun(at(3));
  if (oneWord && andName && isVerb(at(4))) return 3;
  // "beer battered flathead was", "veggie tasting menu was", "bacon wrapped dates are".
  if (isParticiple(at(1)) && isNoun(at(2)) && isVerb(at(3))) return 2;
  // "pizza crust was", "fish cooked in beef dripping".
  return (isNoun(at(1)) && isVerb(at(2))) || (cookedIn && FOOD_IN_ING.test(at(1)?.normal ?? '')) ? 1 : 0;
}

/**
 * "veggie tasting menu", "beer battered flathead", "salt and chilli squid", "beef dripping": a dish word that is only
 * the start of the name the guest used is thanked by the whole name ("loved the beef" to fish cooked in beef dripping
 * reads as a misreading). Unchanged where the name ends at the thing.
 */
export function withWholeName(thing: Thing, segments: readonly Segment[]): Thing {
  if (!DISH_KINDS.has(thing.kind)) return thing;
  const tokens = segments.find((s) => s.things.includes(thing))?.sentenceTokens;
  if (tokens === undefined) return thing;
  const at = (k: number) => tokens[thing.at + k];
  // "cooked in beef dripping", "with sage stuffing".
  const cookedIn = /^(?:in|with)$/.test(tokens[thing.wordsFrom - 1]?.normal ?? '');
  const extra = wordsOfNameAfter(at, thing.words.split(' ').length === 1, cookedIn);
  if (extra === 0) return thing;
  const added = Array.from({ length: extra }, (_, k) => at(k + 1)?.value ?? '');
  const head = at(extra)?.normal ?? thing.head;
  return {
    ...thing,
    words: [thing.words, ...added].join(' '),
    head,
    plural: /[^s]s$/.test(head),
    at: thing.at + extra,
  };
}

const escaped = (words: string) => words.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * "the bagel and the bagels": one thing, once; and "tacos de asada", "pad prik king with crispy pork": what a dish
 * thanked is made with is part of it, not a second dish ("the tacos and the asada").
 */
export function thankedOnce(thing: Thing, k: number, all: readonly Thing[], folded: string): boolean {
  const bare = (words: string) => words.toLowerCase().replace(/s$/, '');
  if (all.findIndex((o) => bare(o.words) === bare(thing.words)) !== k) return false;
  // "really good coffee… had the cortado": the cortado, not "the coffee and the cortado".
  const kind = KINDS_OF[bare(thing.words)];
  if (kind && all.some((o) => o !== thing && kind.test(o.words.toLowerCase()))) return false;
  return !all.some(
    (o) =>
      o !== thing &&
      new RegExp(`\\b${escaped(o.words)} (?:de|con|with|w/?|in) (?:[a-z-]+ ){0,2}${escaped(thing.words)}\\b`).test(
        folded,
      ),
  );
}

/** A general word for what the guest then names in particular ("coffee", then "the oat latte"). */
const KINDS_OF: Readonly<Record<string, RegExp>> = {
  coffee: /\b(?:latte|cortado|flat white|espresso|cappuccino|americano|mocha|macchiato|cold brew|filter)\b/,
  cocktail: /\b(?:martini|margarita|negroni|mojito|old fashioned|sour|spritz|daiquiri|mai tai|paloma|colada)\b/,
  cake: /\b(?:cake|walnut|drizzle|sponge|brownie|bara brith|torte|lamington|tart)\b/,
  sandwiche: /\b(?:sandwich|toastie|club|blt|banh mi|reuben|cheese and pickle|po'? ?boy)\b/,
  beer: /\b(?:lager|ipa|pale|stout|ale|pilsner|porter|bitter|saison)\b/,
};

/**
 * "Slaw was plain", "mashed potatoes taste instant", "potato salad sweet, not my style", "room gets very warm and a bit
 * stuffy": a thing the guest faults where they name it (or straight after, in the same sentence) is never thanked.
 */
export function faultedWhereNamed(thing: Thing, segments: readonly Segment[]): boolean {
  const at = segments.findIndex((s) => s.things.includes(thing));
  const segment = segments[at];
  if (segment === undefined) return false;
  const next = segments[at + 1];
  const after = next !== undefined && next.sentence === segment.sentence && next.things.length === 0 ? next.folded : '';
  const said = `${segment.folded} ${after}`;
  return FAULTED_MILDLY.test(said) || (segmentPolarity(segment) === 'negative' && faults(segment.folded));
}

/** "Malai boti melt in mouth", "scallops melt in the mouth": the dish, not the verb (a patty melt stays a melt). */
export function withoutMouthMelt(thing: Thing, folded: string): Thing {
  if (!/\bmelts? in (?:your |the |my )?mouth\b/.test(folded) || !/ melts?$/.test(thing.words)) return thing;
  return { ...thing, words: thing.words.replace(/ melts?$/, '') };
}
