import { DISH_HEADS } from './dishes.ts';
import { FOOD_WORDS, KIND_OF } from './thing-vocabulary.ts';

/**
 * The dish a sentence faults, as the guest named it: a few words before "was", "came out" or a fault word, never a
 * pronoun, the visit, the team or a word that only says how it tasted.
 */

/** Words that start no dish: a pronoun, the visit, the team or a fault of its own. */
export const NOT_A_DISH =
  /^(?:it|they|that|this|everything|everyone|all|service|staff|wait|waiting|line|queue|price|prices|place|room|vibe|atmosphere|music|portion|portions|people|server|waiter|waitress|bartender|manager|owner|food|meal|night|day|time|parking|seating|decor|menu|there|which|what|who|he|she|we|you|i|one|ones|some|most|rest)$/;

/** A word of a dish's name: never a verb, a conjunction or a pronoun ("only knock is the chashu"). */
export const WORD = String.raw`(?:(?!(?:is|are|was|were|and|but|so|that|which|then|because|cos|it|they|also|too|just|only|the|a|an|with|for|of|tho|though|sent|back|got|had|ordered|ate|tried|two|three|four|one|some|few|every)\b)[a-z'’]+)`;

/** The guest's words for what a clause faults, or null when they name no dish ("it", "the service", "sweet"). */
export const subjectOf = (said: string | undefined) => {
  const words = (said ?? '').replace(/ (?:that|which|here|today|tonight|there)$/, '').trim();
  const head = words.split(' ').at(-1) ?? '';
  return words === '' ||
    head.length < 3 ||
    NOT_A_DISH.test(words.split(' ')[0] ?? '') ||
    NOT_A_DISH.test(head) ||
    // "the chicken in the sweet and sour": a taste, not the dish.
    /^(?:sour|sweet|spicy|crispy|fried|hot|mild|good|nice|great)$/.test(head)
    ? null
    : words;
};

const singular = (word: string) =>
  word
    .replace(/ies$/, 'y')
    .replace(/(?<=o)es$/, '')
    .replace(/(?<!s)s$/, '');

/** Whether a word heads something eaten or drunk ("rice", "jacket potatoes", "tea", "mai tais"). */
export const isFoodHead = (word: string) =>
  DISH_HEADS.has(word) ||
  FOOD_WORDS.has(singular(word)) ||
  KIND_OF.get(word) === 'drink' ||
  /^(?:tea|eggs?|toast|tais?|potato(?:es)?|coffee|pints?|beers?)$/.test(word);

/** "the rice was", "the jacket potatoes were": the verb that agrees with what the guest named. */
export const verbFor = (dish: string) =>
  /(?<![su])s$/.test(dish) && !/\b(?:fish and chips)$/.test(dish) ? 'were' : 'was';
