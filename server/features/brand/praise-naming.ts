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
    .replace(/ w\/? .*$/, '')
    .replace(/^(?:style|rub|cut|made|based) (?=\S)/, '')
    // "brisket and tendon pho hits every time", "a mean martini", "half price wagyu sliders": the dish, not the words
    // around it.
    .replace(/ (?:hits|slaps|rocks|rules|bangs)$/, '')
    .replace(/^(?:(?:mean|killer|wicked|banging|price|half[- ]price|cheap) )+(?=\S)/i, '');
  return words === thing.words || words === '' ? thing : { ...thing, words };
}
