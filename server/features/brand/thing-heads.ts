import { DISH_HEADS, NON_NAMING_MODIFIERS } from './dishes.ts';
import type { ThingKind } from './guest-things.ts';
import { EN_INTENSIFIERS, EN_WORD_VALENCE } from './lexicon-en.ts';
import { EN_SENTIMENT_WORDS } from './lexicon-en-sentiment.ts';
import type { NlpToken } from './nlp.ts';
import {
  FOOD_WORDS,
  KIND_OF,
  MASS_ENDING_IN_S,
  NAMING_ADJECTIVES,
  NOT_NOUNS,
  PLURAL_DISHES,
  STAFF_WORDS,
} from './thing-vocabulary.ts';

/**
 * What one word is to a thing a guest names: a noun or a word that judges, the kind and number of a head word, and
 * how a reply writes it.
 */

/** Whether a word before a head says how it was ("amazing", "our", "realistic") rather than which one it is. */
export function judges(token: NlpToken): boolean {
  const w = token.normal;
  if (NAMING_ADJECTIVES.test(w)) return false;
  // "realistic atmosphere", "authentic fare": an adjective of quality says how it was, not which one.
  if (token.pos === 'ADJ' && /(?:ic|ive|ous|ful|able|ible|al|ent|ant|ed)$/.test(w) && !NAMING_ADJECTIVES.test(w))
    return true;
  return (
    NON_NAMING_MODIFIERS.has(w) ||
    EN_WORD_VALENCE[w] !== undefined ||
    EN_SENTIMENT_WORDS[w] !== undefined ||
    EN_INTENSIFIERS[w] !== undefined ||
    /^(?:new|old|usual|regular|other|same|first|second|last|next|only|own|whole|entire|extra|more|most|much|many|few|several|some|any|all|both|each|every|such|this|that|these|those|my|our|your|their|his|her|its|the|a|an)$/.test(
      w,
    )
  );
}

/** A noun by the tagger, unless it is a word a tagger takes for a noun ("legit", "dozen"). */
export function isNoun(token: NlpToken | undefined): boolean {
  return token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN') && !NOT_NOUNS.has(token.normal);
}

/** The singular of a word ("dumplings" → "dumpling", "fries" → "fry"); a mass noun in s stays as it is. */
export function singularOf(token: NlpToken): string {
  const w = token.normal;
  if (token.lemma !== '' && token.lemma !== w) return token.lemma;
  // "bhajis", "bajis": a dish word in -i with the plural s.
  if (/(?:bhaj|baj|chapat|samos|kulf|jalapen|tamal|panin|ravioli|tortellin)is$/.test(w)) return w.slice(0, -1);
  if (MASS_ENDING_IN_S.has(w) || /(?:ss|us|is)$/.test(w)) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|oes)$/.test(w)) return w.slice(0, -2);
  return w.replace(/s$/, '');
}

/** Whether a head is plural ("the dumplings were", "the pierogi were"). */
export function pluralOf(token: NlpToken): boolean {
  if (PLURAL_DISHES.has(token.normal)) return true;
  return /s$/.test(token.normal) && singularOf(token) !== token.normal;
}

/** The kind of thing a head word names by the vocabulary, if it knows the word. */
export function kindOfHead(token: NlpToken): ThingKind | undefined {
  const w = token.normal;
  if (STAFF_WORDS.has(w)) return 'staff';
  const kind = KIND_OF.get(w) ?? KIND_OF.get(singularOf(token));
  if (kind) return kind;
  const one = singularOf(token);
  if (DISH_HEADS.has(w) || DISH_HEADS.has(one) || FOOD_WORDS.has(w) || FOOD_WORDS.has(one)) return 'dish';
  return undefined;
}

/** The casing a reply writes a word in: the guest's own for a name inside a sentence, lower case otherwise. */
/** Nationalities and places a dish is named after. */
const NATIONALITIES =
  /^(?:italian|french|thai|chinese|japanese|korean|indian|greek|turkish|mexican|vietnamese|spanish|cuban|american|hawaiian|cajun|english|irish|scottish|welsh|belgian|german|lebanese|moroccan|ethiopian|peruvian|brazilian|portuguese|polish|jamaican|caribbean|sichuan|szechuan|cantonese|neapolitan|philly|chicago|buffalo|nashville|texas|montreal|singapore|hainanese|malaysian|filipino|christmas|yorkshire|sunday|peking|cornish|bombay|caesar|waldorf|cobb|dijon|parma|connecticut|ottawa|boston|memphis|carolina|kansas|detroit|baltimore|jersey|brooklyn|toronto|vancouver|quebec|sydney|melbourne|dublin|galway|cornwall|devon|manhattan|maine|louisiana|navajo|connemara|hatch|kerry|dingle|wexford|durban|cape|malay)$/;
/** Acronyms a menu writes in capitals. */
const ACRONYMS = /^(?:IPAs?|DIPAs?|NEIPAs?|BLTs?|BBQ|PBR|OJ|XO|KFC|NYC?|HSP|AYCE)$/;

export function asWritten(token: NlpToken, sentenceStart: boolean): string {
  const v = token.value;
  // "THE KHAO SOI" is shouted and said back in lower case; "the hazy IPA" keeps its acronym.
  if (ACRONYMS.test(v)) return v;
  // "the Italian sub", "the Thai iced tea": a nationality keeps its capital.
  if (NATIONALITIES.test(token.normal)) return token.normal.charAt(0).toUpperCase() + token.normal.slice(1);
  if (v === v.toUpperCase() && /\p{L}{2,}/u.test(v)) return v.toLowerCase();
  if (sentenceStart || token.pos !== 'PROPN') return v.toLowerCase();
  return v;
}

/** The normal form of the token at `at`, or '' before the first or past the last. */
export function normalAt(tokens: readonly NlpToken[], at: number): string {
  return tokens[at]?.normal ?? '';
}

/** Whether only punctuation comes before `at`: the word there opens its sentence. */
export function atSentenceStart(tokens: readonly NlpToken[], at: number): boolean {
  return tokens.slice(0, at).every((t) => t.type === 'punctuation');
}
