import { EXTRA_NEGATIVE } from './guest-phrases.ts';
import type { NlpToken } from './nlp.ts';
import { FOOD_ADJECTIVES, SERVED_COLD_DRINKS } from './thing-vocabulary.ts';

/** Words that soften or stress what follows them ("a bit", "kinda", "way too"). */
const HEDGES =
  /^(?:a|bit|little|tad|kinda|kind|of|sorta|slightly|somewhat|rather|quite|pretty|very|really|way|too|so|super|abit|lil)$/;

/**
 * "Lamb shank tough though.", "wontons kinda bland": a verbless note that opens its clause with the thing and says
 * at once how it tasted.
 */
export function toldHowItTasted(tokens: readonly NlpToken[], i: number, from: number): boolean {
  const after = tokens.slice(i + 1, i + 6);
  // "Bangers were bland and the mash gluey": an article may stand between the opening and the thing.
  const start =
    /^(?:the|my|our|their|his|her)$/.test(tokens[from - 1]?.normal ?? '') &&
    tokens.slice(from, i + 1).every((t) => t.type !== 'punctuation')
      ? from - 1
      : from;
  const opensClause = start === 0 || /^(?:,|;|and|but|-|–)$/.test(tokens[start - 1]?.normal ?? '');
  const how = after.findIndex((t) => !HEDGES.test(t.normal));
  const said = after[how];
  // The word ends the note ("tough though."), not a dish's name ("Best smoked meat poutine").
  const next = after[how + 1];
  const ends =
    next === undefined || next.type === 'punctuation' || /^(?:tho|though|and|but|for|too|af)$/.test(next.normal);
  if (!opensClause) return false;
  if (how >= 0 && how <= 3 && FOOD_ADJECTIVES.test(said?.normal ?? '') && ends) return true;
  // "pork belly all fat", "sauce from a bottle": a phrase that surely faults it.
  const rest = after.filter((t) => t.type !== 'punctuation').map((t) => t.normal);
  return /^(?:all|pure|mostly|just|straight|from) /.test(rest.join(' ')) && EXTRA_NEGATIVE.test(rest.join(' '));
}

/** What a dish has when it tastes right or wrong ("that proper wok char", "no heat"). */
const TASTE_NOUNS = /^(?:heat|flavou?r|kick|char|crunch|snap|bite|crust|spice|seasoning|taste|smoke|smokiness|bark)$/;

/** "Pad kee mao had that proper wok char": what a thing had, said straight after it, is how it tasted. */
export function hadATaste(after: readonly NlpToken[]): boolean {
  return /^(?:had|has)$/.test(after[0]?.normal ?? '') && after.slice(1, 5).some((t) => TASTE_NOUNS.test(t.normal));
}

/** Words that praise a wait for its speed ("quick", "no wait"). */
export const QUICK =
  /\b(?:quick|quickly|fast|short|prompt|promptly|no wait|minimal|not long|barely|speedy|in no time|didn'?t (?:have to )?wait)\b/;

const COLD_DRINKS = new Set(SERVED_COLD_DRINKS);

/** "the beer was cold": of a drink served cold on purpose, cold (and not warm or flat) is praise. */
export function coldDrinkPraised(head: string, words: string): boolean {
  return COLD_DRINKS.has(head) && /\b(?:ice[- ])?cold\b/.test(words) && !/\bnot\b|n't|\bwarm\b|\bflat\b/.test(words);
}
