import { MONEY } from './money.ts';
import { DISH_FAULTS, DROPPED, HARSH, SOFTENERS } from './complaint-vocabulary.ts';
import type { Thing } from './guest-things.ts';
import type { NlpToken } from './nlp.ts';
import { normalAt } from './thing-heads.ts';

/**
 * What a guest says a thing was, right after naming it ("the green curry was watery and kind of bland", "the naan
 * came out cold"), read as a predicate a reply can say back in the owner's words.
 */

export interface Predicate {
  /** "was", "were": the guest's verb in the past. */
  verb: string;
  /** What follows it, as the guest wrote it ("a little dry this time"). */
  words: string;
  /** The one fault adjective, when the predicate is only that ("dry"). */
  fault: string | null;
}

/** Verbs that describe how a thing was, in the past ("the coffee tastes burnt" → "the coffee tasted burnt"). */
const LINKING_PAST: Record<string, string> = {
  tastes: 'tasted',
  tasted: 'tasted',
  taste: 'tasted',
  felt: 'felt',
  feels: 'felt',
  seemed: 'seemed',
  seems: 'seemed',
  looked: 'looked',
  looks: 'looked',
  smelled: 'smelled',
  smells: 'smelled',
};
/** "To be" in the past ("the fries are cold" → "the fries were cold"). */
const BE_PAST: Record<string, string> = {
  is: 'was',
  are: 'were',
  was: 'was',
  were: 'were',
  "'s": 'was',
  "'re": 'were',
};

/** The verb after a thing that says how it was: "was", "were", "tasted", "came out". */
interface Verb {
  token: NlpToken;
  /** Index of its last word ("out" of "came out"). */
  at: number;
  /** Its past, when it is a linking verb ("tasted", "showed up"). */
  linking: string | undefined;
  /** It is in a relative clause after a comma ("the green curry, which was watery"). */
  relative: boolean;
}

// "the pie showed up cold and soggy", "the naan came out cold".
function arrivalPast(verb: NlpToken): string {
  if (verb.normal.startsWith('show')) return 'showed up';
  return verb.normal.startsWith('arriv') ? 'arrived' : 'came out';
}

/** The verb right after the thing, when it says how the thing was. */
function verbAfter(tokens: readonly NlpToken[], thing: Thing): Verb | null {
  let at = thing.at + 1;
  // "the green curry, which was watery": the relative clause describes the thing, when it names a fault of a dish.
  const relative = normalAt(tokens, at) === ',' && /^(?:which|that)$/.test(normalAt(tokens, at + 1));
  if (relative && !(thing.kind === 'dish' || thing.kind === 'drink')) return null;
  if (relative) at += 2;
  const token = tokens[at];
  if (token === undefined) return null;
  let linking = LINKING_PAST[token.normal];
  if (/^(?:showed|came|comes|arrived|arrives)$/.test(token.normal)) {
    linking = arrivalPast(token);
    if (/^(?:up|out)$/.test(normalAt(tokens, at + 1))) at += 1;
  }
  if (BE_PAST[token.normal] === undefined && linking === undefined) return null;
  return { token, at, linking, relative };
}

/** Whether the word at `k` ends a predicate that has `started`: a clause's conjunction or punctuation. */
function endsThePredicate(tokens: readonly NlpToken[], k: number, started: boolean): boolean {
  const t = tokens[k];
  if (t === undefined) return true;
  // "watery and kind of bland": a second description of the same thing continues the predicate; "so-so" and
  // "half-baked" are one word.
  const continues =
    (t.normal === 'and' && /^(?:ADJ|ADV)$/.test(tokens[k + 1]?.pos ?? '') && started) ||
    (/^[-–]$/.test(t.normal) && t.before === '' && tokens[k + 1]?.before === '' && started);
  const atBest = t.normal === 'at' && normalAt(tokens, k + 1) === 'best';
  return (
    !continues &&
    !atBest &&
    (t.type === 'punctuation' ||
      /^(?:and|but|though|tho|although|which|so|because|when|while|if|as|for|at)$/.test(t.normal))
  );
}

/** The words of the predicate from `from` up to the end of its clause. */
function predicateRun(tokens: readonly NlpToken[], from: number): NlpToken[] {
  const rest: NlpToken[] = [];
  for (let k = from; k < tokens.length && !endsThePredicate(tokens, k, rest.length > 0); k += 1) {
    const t = tokens[k];
    if (t !== undefined) rest.push(t);
  }
  return rest;
}

// A predicate that is a description, not an event: adjectives, adverbs, "a bit", "on the small side", "from a box".
function isEventWord(t: NlpToken): boolean {
  return (
    (t.pos === 'PRON' && !/^(?:nothing|something)$/.test(t.normal)) ||
    (t.pos === 'VERB' && !/(?:ed|en|ing)$/.test(t.normal)) ||
    t.pos === 'AUX' ||
    t.type === 'number' ||
    new RegExp(String.raw`${MONEY}`).test(t.value)
  );
}

// "dried out", "falling apart", "store bought": a participle describes the thing too; so does "a letdown".
function describes(t: NlpToken): boolean {
  return (
    t.pos === 'ADJ' ||
    t.pos === 'ADV' ||
    DISH_FAULTS.has(t.normal) ||
    /^(?:off|letdown|disappointment|mess|miss|bust|mayo|grease|fat)$/.test(t.normal) ||
    (t.pos === 'VERB' && /(?:ed|ing)$/.test(t.normal))
  );
}

/** Whether a predicate's words only describe the thing, in words a reply can say back. */
function isADescription(rest: readonly NlpToken[], relative: boolean): boolean {
  if (rest.length === 0 || rest.length > 7) return false;
  // Sarcasm said back in the owner's voice reads as mockery ("the cheese board was sad").
  if (rest.some((t) => /^(?:sad|joke|lol|lmao|literally|tragic|criminal|sus)$/.test(t.normal))) return false;
  if (relative && !rest.some((t) => DISH_FAULTS.has(t.normal))) return false;
  return !rest.some(isEventWord) && rest.some(describes);
}

/** The one dish fault a plain predicate is, softeners aside ("a little dry" → "dry"); none when negated or "too". */
function soleFault(rest: readonly NlpToken[], negated: boolean): string | null {
  const content = rest.filter((t) => !SOFTENERS.has(t.normal));
  return !negated &&
    !rest.some((t) => t.normal === 'too') &&
    content.length === 1 &&
    DISH_FAULTS.has(content[0]?.normal ?? '')
    ? (content[0]?.normal ?? null)
    : null;
}

/** Reads "X was/were/is/are <predicate>" after the thing, when the predicate is short and only describes it. */
export function predicateOf(tokens: readonly NlpToken[], thing: Thing): Predicate | null {
  const verb = verbAfter(tokens, thing);
  if (verb === null) return null;
  const negated = /^(?:n't|not)$/.test(normalAt(tokens, verb.at + 1));
  const rest = predicateRun(tokens, negated ? verb.at + 2 : verb.at + 1);
  if (!isADescription(rest, verb.relative)) return null;
  // "the trout was just overcooked trout": the guest's fault word alone says it.
  // "the fish and chips were frozen fish for sure": a fault word before a word of the thing's own name.
  const ownWords = thing.words
    .toLowerCase()
    .split(' ')
    .filter((w) => w.length > 2 && w !== 'and');
  const saysItsNameAgain = rest.some(
    (t, k) => t.normal === thing.head || (DISH_FAULTS.has(t.normal) && ownWords.includes(rest[k + 1]?.normal ?? '')),
  );
  if (saysItsNameAgain) {
    const fault = rest.find((t) => DISH_FAULTS.has(t.normal))?.normal ?? null;
    return fault ? { verb: thing.plural ? 'were' : 'was', words: fault, fault } : null;
  }
  const words = ownerWords(rest, thing.plural);
  if (words === null) return null;
  const be = BE_PAST[verb.token.normal];
  if (be === undefined) return { verb: verb.linking ?? 'was', words, fault: null };
  return { verb: negated ? `${be}n't` : be, words, fault: soleFault(rest, negated) };
}

/** The predicate in the owner's words: hedges dropped, a harsh verdict said plainly, "a greasy mess" as "greasy". */
function ownerWords(rest: readonly NlpToken[], plural: boolean): string | null {
  if (rest.some((t) => HARSH.test(t.normal)))
    return plural ? "weren't what they should have been" : "wasn't what it should have been";
  const kept = rest.filter(
    (t, k) =>
      !(
        DROPPED.test(t.normal) &&
        !(t.normal === 'just' && /^(?:ok|okay|fine|alright|average|decent)$/.test(rest[k + 1]?.normal ?? '')) &&
        !/^[-–]$/.test(rest[k + 1]?.normal ?? '') &&
        !/^[-–]$/.test(rest[k - 1]?.normal ?? '')
      ) && !(t.normal === 'much' && rest[k - 1]?.normal === 'pretty'),
  );
  // "a greasy mess", "a soggy disaster": the fault is the adjective.
  const fault = kept.find((t) => DISH_FAULTS.has(t.normal));
  if (fault && kept.some((t) => /^(?:mess|disaster|letdown|disappointment)$/.test(t.normal))) return fault.normal;
  if (kept.length === 0) return null;
  return kept
    .map((t) => (t.value === t.value.toUpperCase() && t.value.length > 1 ? t.value.toLowerCase() : t.value))
    .map((w) => (/^kinda$/i.test(w) ? 'a little' : w))
    .join(' ')
    .replace(/\s+'/g, "'")
    .replace(/\s*([-–])\s*/g, '$1');
}
