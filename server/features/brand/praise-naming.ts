import type { Segment } from './guest-segments.ts';
import type { Thing } from './guest-things.ts';

/**
 * How a praised thing is named when the owner thanks the guest for it: the dish itself, not the words around it, and
 * never the setting, the occasion or an offer the dish's name starts.
 */
export const NOT_THANKED_BY_NAME =
  /^(?:(?:the )?(?:water|sound|bay|river|lake|sea|ocean|beach|harbou?r|sunset|skyline|vibes?)|(?:business|work|date|birthday|anniversary|family|team|office) (?:dinner|lunch|night|breakfast|brunch|meal))$/i;

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
